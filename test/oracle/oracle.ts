/**
 * The oracle: cdktf's own provider generator (@cdktf/provider-generator), run on the Terraform
 * provider schema we derive from schema/. Used by the API-compatibility test and the benchmark;
 * never by the library itself.
 */
import './no-terraformrc';
import * as fs from 'fs';
import * as path from 'path';
import { CodeMaker, TerraformProviderGenerator } from '@cdktf/provider-generator';
import { camel, escapeProperty, pascal } from '../../codegen/names';
import { AttrModel, EntityModel, PackageModel } from '../support/model';

export const ORACLE_ROOT = path.join(__dirname, '.generated');


/**
 * Generates the oracle bindings of a package from the provider's own schema (schema/<pkg>/terraform.json),
 * restricted to the types the library has; returns the folder holding its index.ts.
 */
export async function generateOracle(pkg: PackageModel, root = ORACLE_ROOT): Promise<string> {
  const schemaFile = path.join(__dirname, '..', '..', 'schema', pkg.name, 'terraform.json');
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
  for (const p of Object.values<any>(schema.provider_schemas)) {
    const keep = (kind: 'resource' | 'dataSource', all: { [t: string]: unknown }) =>
      Object.fromEntries(Object.entries(all ?? {}).filter(([t]) => pkg.entities.some((e) => e.kind === kind && e.tfType === t)));
    p.resource_schemas = keep('resource', p.resource_schemas);
    p.data_source_schemas = keep('dataSource', p.data_source_schemas);
  }
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

/** cdktf's name of a Terraform attribute (its camel case, escaped like every cdktf binding). */
export const oracleMember = (tfName: string) => escapeProperty(camel(tfName));

/**
 * Our member name for every member cdktf generates whose name differs, per oracle class: the API keeps
 * the package's names where cdktf takes the Terraform name (README "Naming": `scheduledTasks` is
 * Terraform's `scheduled_task`), with their `reset…`, `…Input` and `put…` members.
 */
export function memberMap(pkg: PackageModel): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  const add = (classes: string[], attrs: AttrModel[]) => {
    const m = new Map<string, string>();
    for (const a of attrs) {
      const t = oracleMember(a.tfName);
      if (t === a.tsName) continue;
      m.set(t, a.tsName);
      m.set(`reset${pascal(t)}`, `reset${pascal(a.tsName)}`);
      m.set(`${t}Input`, `${a.tsName}Input`);
      m.set(`put${pascal(t)}`, `put${pascal(a.tsName)}`);
    }
    for (const c of classes) out.set(c, m);
  };
  const walk = (theirsParent: string, attrs: AttrModel[]) => {
    for (const a of attrs) {
      if (!a.struct) continue;
      const theirs = `${theirsParent}${pascal(camel(a.tfName))}`;
      add([theirs, `${theirs}OutputReference`], a.struct.attrs);
      walk(theirs, a.struct.attrs);
    }
  };
  for (const e of [pkg.provider, ...pkg.entities]) {
    const theirs = oracleClassName(pkg, e);
    add([theirs, `${theirs}Config`], e.attrs);
    walk(theirs, e.attrs);
  }
  return out;
}

/** A configuration in our names, renamed to cdktf's (nested blocks included). */
export function toOracleConfig(attrs: AttrModel[], value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => toOracleConfig(attrs, v));
  if (!value || typeof value !== 'object') return value;
  const out: { [k: string]: unknown } = {};
  for (const [k, v] of Object.entries(value)) {
    const a = attrs.find((x) => x.tsName === k);
    out[a ? oracleMember(a.tfName) : k] = a?.struct ? toOracleConfig(a.struct.attrs, v) : v;
  }
  return out;
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
