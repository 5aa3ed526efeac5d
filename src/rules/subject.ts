/**
 * What a rule judges: one resource (or data source) of a stack, with its configuration as
 * `cdktf synth` writes it (Terraform names, blocks as lists), and the other resources of its stack.
 */
import { IConstruct } from 'constructs';

/**
 * The resources of one stack, by Terraform type (shared by the subjects of the stack; made by the engine).
 * @internal
 */
export interface StackResources {
  /** The subjects of a type, in construct order. */
  of(type: string): RuleSubject[];
}

/**
 * One resource as a rule sees it. Created by the engine; a rule reads it.
 */
export class RuleSubject {
  /**
   * Creates a subject (the engine does).
   * @internal
   */
  public static _create(construct: IConstruct, terraformType: string, address: string, config: any, stack: StackResources): RuleSubject {
    return new RuleSubject(construct, terraformType, address, config, stack);
  }

  /** The construct path of the resource's L1. */
  public readonly constructPath: string;

  private constructor(
    /** @internal */
    public readonly _construct: IConstruct,
    /** The Terraform type (`repo_repository`; a data source: `data.idp_flow`). */
    public readonly terraformType: string,
    /** The Terraform address (`repo_repository.web_1A2B3C4D`, `data.idp_flow.login`). */
    public readonly address: string,
    /** The configuration as synthesized: Terraform attribute names; blocks are lists of objects. */
    public readonly config: any,
    private readonly stack: StackResources,
  ) {
    this.constructPath = _construct.node.path;
  }

  /**
   * The value at an attribute path: `name`, `update_policy[0].should_roll`, `tags[2].key`; a block
   * that holds one item may also be read without its index (`update_policy.should_roll`).
   * @param path the attribute path
   * @returns the value; undefined when it is not set
   */
  public value(path: string): any {
    let cur: any = this.config;
    for (const part of parsePath(path)) {
      if (cur === undefined || cur === null) return undefined;
      if (typeof part === 'number') {
        cur = Array.isArray(cur) ? cur[part] : undefined;
      } else {
        if (Array.isArray(cur)) cur = cur.length === 1 ? cur[0] : undefined;
        cur = typeof cur === 'object' && cur !== null ? cur[part] : undefined;
      }
    }
    return cur === null ? undefined : cur;
  }

  /** Whether the attribute path holds a value (null and an absent attribute are not set). */
  public isSet(path: string): boolean {
    return this.value(path) !== undefined;
  }

  /**
   * Whether the value at the path is unknown until Terraform runs: it holds a reference, a variable
   * or a function call (`${...}`), anywhere inside it.
   * @param path the attribute path
   */
  public isUnknown(path: string): boolean {
    return holdsInterpolation(this.value(path));
  }

  /**
   * The other resources of the stack of a Terraform type (data sources as `data.<type>`), the subject
   * itself included when it is of that type.
   * @param terraformType the type
   */
  public resourcesOfType(terraformType: string): RuleSubject[] {
    return this.stack.of(terraformType);
  }
}

/** `a[0].b` as `['a', 0, 'b']`. */
function parsePath(path: string): Array<string | number> {
  const parts: Array<string | number> = [];
  for (const m of String(path).matchAll(/([^.[\]]+)|\[(\d+)\]/g)) parts.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return parts;
}

/** Whether a synthesized value holds a Terraform interpolation (`${`, not the escape `$${`). */
export function holdsInterpolation(value: unknown): boolean {
  if (typeof value === 'string') return /(^|[^$])\$\{/.test(value);
  if (Array.isArray(value)) return value.some(holdsInterpolation);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsInterpolation);
  return false;
}
