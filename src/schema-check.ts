import { checkTerraformJson } from './constructs/schema-check';

/**
 * Checks synthesized Terraform JSON (a `cdk.tf.json`) offline against the provider schemas of the
 * idp, repo and cap packages shipped with this library, the way a provider would at plan time:
 * unknown resource types and attributes, missing required attributes, values for computed-only
 * attributes, wrong value types, blocks written as attributes and the reverse, too many or too few
 * blocks, and dynamic blocks (each of a nested block type, with `for_each` and a `content` checked
 * as that block). Resources of other providers are not judged.
 *
 * @example
 * const problems = SchemaCheck.check(JSON.parse(fs.readFileSync('cdktf.out/stacks/app/cdk.tf.json', 'utf8')));
 */
export class SchemaCheck {
  /**
   * The problems of a Terraform JSON configuration, each as `<section>.<type>.<name>.<attribute>: <what is wrong>`.
   *
   * @param terraformJson the parsed configuration (what `JSON.parse` returns for a cdk.tf.json)
   * @returns the problems found; empty when the configuration is valid
   */
  public static check(terraformJson: any): string[] {
    return checkTerraformJson(terraformJson);
  }

  private constructor() {}
}
