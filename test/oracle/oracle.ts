/**
 * The oracle: cdktf's own provider generator (@cdktf/provider-generator), run on the Terraform
 * provider schema we derive from schema/. Used by the API-compatibility test and the benchmark;
 * never by the library itself.
 */
import './no-terraformrc';
import * as fs from 'fs';
import * as path from 'path';
import { CodeMaker, TerraformProviderGenerator } from '@cdktf/provider-generator';
import { camel, pascal } from '../../codegen/names';
import { AttrModel, EntityModel, PackageModel } from '../support/model';

export const ORACLE_ROOT = path.join(__dirname, '.generated');


/** Generates the oracle bindings of a package; returns the folder holding its index.ts. */
export async function generateOracle(pkg: PackageModel, root = ORACLE_ROOT): Promise<string> {
  const schemaFile = path.join(__dirname, '..', '..', 'provider-schema', `${pkg.name}.json`);
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
  const outdir = path.join(root, pkg.name);
  fs.rmSync(outdir, { recursive: true, force: true });
  const code = new CodeMaker();
  const generator = new TerraformProviderGenerator(code, schema);
  const quiet = console.error;
  console.error = () => undefined; // the generator complains about a missing ~/.terraformrc
  try {
    generator.generateAll();
    await generator.save(outdir);
  } finally {
    console.error = quiet;
  }
  return path.join(outdir, 'providers', pkg.name);
}

/**
 * Our name for every class name the oracle generates for a package (struct, OutputReference, List,
 * Config, entity), derived from the schema: cdktf names a nested type after its parent and attribute,
 * while we keep the seed's names.
 */
export function nameMap(pkg: PackageModel): Map<string, string> {
  return new Map([...moduleNameMap(pkg)].map(([theirs, { name }]) => [theirs, name]));
}

/** Like nameMap, with the submodule each of our names lives in (`index` for the package itself). */
export function moduleNameMap(pkg: PackageModel): Map<string, { name: string; module: string }> {
  const map = new Map<string, { name: string; module: string }>();
  let module = 'index';
  const add = (theirs: string, ours: string) => {
    map.set(theirs, { name: ours, module });
  };
  const walk = (theirsParent: string, attrs: AttrModel[]) => {
    for (const a of attrs) {
      if (!a.struct) continue;
      const theirs = `${theirsParent}${pascal(camel(a.tfName))}`;
      add(theirs, a.struct.name);
      add(`${theirs}OutputReference`, `${a.struct.name}OutputReference`);
      add(`${theirs}List`, `${a.struct.name}List`);
      add(`${camel(theirs.charAt(0).toLowerCase() + theirs.slice(1))}ToTerraform`, `${a.struct.name.charAt(0).toLowerCase()}${a.struct.name.slice(1)}ToTerraform`);
      add(`${camel(theirs.charAt(0).toLowerCase() + theirs.slice(1))}ToHclTerraform`, `${a.struct.name.charAt(0).toLowerCase()}${a.struct.name.slice(1)}ToHclTerraform`);
      walk(theirs, a.struct.attrs);
    }
  };
  const entities: EntityModel[] = [pkg.provider, ...pkg.entities];
  for (const e of entities) {
    module = e.module;
    const theirs = oracleClassName(pkg, e);
    add(theirs, e.className);
    add(`${theirs}Config`, e.configName);
    walk(theirs, e.attrs);
  }
  return map;
}

/**
 * The class name cdktf gives an entity: the Terraform type without the provider prefix
 * (`cap_pubcloud_a_cluster` -> `PubcloudACluster`), `Data<Type>` for data sources; ours keeps the
 * seed's name inside the submodule (`cap.pubcloud_a.Cluster`).
 */
export function oracleClassName(pkg: PackageModel, e: EntityModel): string {
  if (e.kind !== 'resource') return e.className;
  return pascal(camel(e.tfType.slice(pkg.name.length + 1)));
}
