/**
 * How the fact tests reach the generated L1s through their public faces: the exported classes and
 * their synthesis (with validation), the generated TypeScript source (doc comments, `@default`,
 * constants classes) and the derived provider schema (`provider-schema/<pkg>.json`).
 *
 * `schema/` is used for one thing only: building the rest of a valid configuration around the
 * property under test (`minimalConfig`, `sampleFor` of test/support/samples.ts). The facts, and so
 * the expectations, come from the tables of this folder.
 */
import * as fs from 'fs';
import * as path from 'path';
import { Testing, TerraformStack } from 'cdktf';
import * as ts from 'typescript';
import { Entry } from './types';
import { singulars } from '../../codegen/reference';
import * as lib from '../../src';
import { AttrModel, EntityModel, packages } from '../support/model';
import { minimalConfig, resetSamples, sampleFor } from '../support/samples';

const ROOT = path.join(__dirname, '..', '..');

// ---------------------------------------------------------------------------------------------
// names

/**
 * The TypeScript member name of a documents' property name (README "Naming": cdktf's camel-casing,
 * which upper-cases a letter that follows a digit, `s3s` -> `s3S`, and renames `self`).
 */
export function tsName(docName: string): string {
  if (docName === 'self') return 'selfAttribute';
  return docName.replace(/([0-9])([a-z])/g, (_, d: string, c: string) => `${d}${c.toUpperCase()}`);
}

/** The Terraform attribute of a documents' property name (README "Naming": its snake_case). */
export function snake(docName: string): string {
  return docName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** `repo-slug` / `outpost uuid` -> `repoSlug` / `outpostUuid` (README "Naming", import identifiers). */
export const partName = (placeholder: string) => placeholder.replace(/[- ]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The steps of a table path: `ebsBlockDevices[].dynamicIops.resource` -> three names. */
export function steps(p: string): string[] {
  return p.split('.').map((s) => s.replace(/\[\]$/, ''));
}

// ---------------------------------------------------------------------------------------------
// the library

export interface Subject {
  readonly pkg: string;
  /** `index`, `pubcloud_a`, ... */
  readonly module: string;
  readonly className: string;
  readonly cls: any;
  /** The namespace that exports the class (and its constants classes). */
  readonly ns: any;
  readonly provider: any;
}

const PROVIDERS: { [pkg: string]: string } = { idp: 'IdpProvider', repo: 'RepoProvider', cap: 'CapProvider' };

export function subject(entry: Entry): Subject {
  const parts = entry.l1.split('.');
  const pkg = parts[0];
  const module = parts.length === 3 ? parts[1] : 'index';
  const className = parts[parts.length - 1];
  const top = (lib as any)[pkg];
  const ns = module === 'index' ? top : top?.[module];
  return { pkg, module, className, cls: ns?.[className], ns, provider: top?.[PROVIDERS[pkg]] };
}

/** Every class of the library that synthesizes a Terraform resource, data source or provider. */
export function allL1Classes(): string[] {
  const out: string[] = [];
  const walk = (ns: any, prefix: string) => {
    for (const [k, v] of Object.entries(ns)) {
      if (typeof v === 'function' && typeof (v as any).tfResourceType === 'string') out.push(`${prefix}${k}`);
      else if (v && typeof v === 'object' && !Array.isArray(v) && /^[a-z_]+$/.test(k)) walk(v, `${prefix}${k}.`);
    }
  };
  for (const pkg of Object.keys(PROVIDERS)) walk((lib as any)[pkg], `${pkg}.`);
  return out.filter((name) => generatedClassFile(name) !== undefined).sort();
}

// ---------------------------------------------------------------------------------------------
// the generated TypeScript source

interface PropInfo {
  readonly name: string;
  readonly optional: boolean;
  readonly type: string;
  readonly doc: string;
  readonly defaultTag?: string;
}
interface SourceInfo {
  readonly interfaces: Map<string, Map<string, PropInfo>>;
  readonly classDocs: Map<string, string>;
}

const sources = new Map<string, SourceInfo>();

function docText(node: ts.Node): string {
  const docs = (node as any).jsDoc as ts.JSDoc[] | undefined;
  return (docs ?? []).map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join('\n');
}

function readSource(file: string): SourceInfo {
  let info = sources.get(file);
  if (info) return info;
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, Map<string, PropInfo>>();
  const classDocs = new Map<string, string>();
  sf.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) {
      const props = new Map<string, PropInfo>();
      for (const m of node.members) {
        if (!ts.isPropertySignature(m) || !m.name) continue;
        const name = m.name.getText(sf).replace(/^['"]|['"]$/g, '');
        const tag = ts.getJSDocTags(m).find((t) => t.tagName.text === 'default');
        props.set(name, {
          name,
          optional: !!m.questionToken,
          type: m.type ? m.type.getText(sf) : '',
          doc: docText(m),
          defaultTag: tag ? (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() : undefined,
        });
      }
      interfaces.set(node.name.text, props);
    } else if (ts.isClassDeclaration(node) && node.name) {
      classDocs.set(node.name.text, docText(node));
    }
  });
  info = { interfaces, classDocs };
  sources.set(file, info);
  return info;
}

function moduleDir(pkg: string, module: string): string {
  return path.join(ROOT, 'src', 'l1', pkg, module === 'index' ? '' : module.replace(/_/g, '-'));
}

const classFiles = new Map<string, string | undefined>();

/** The generated file that declares an L1 class (`idp.Application` -> src/l1/idp/application.ts). */
export function generatedClassFile(l1: string): string | undefined {
  if (classFiles.has(l1)) return classFiles.get(l1);
  const parts = l1.split('.');
  const dir = moduleDir(parts[0], parts.length === 3 ? parts[1] : 'index');
  const cls = parts[parts.length - 1];
  const found = fs.existsSync(dir)
    ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f))
      .find((f) => new RegExp(`^export class ${cls} extends `, 'm').test(fs.readFileSync(f, 'utf8')))
    : undefined;
  classFiles.set(l1, found);
  return found;
}

/** What the generated source says of one property: its doc, `@default`, and the interface holding it. */
export interface SourceProp extends PropInfo {
  /** The interface that declares the property (`ScalingGroupMetadataOptions`, or `<Class>Config`). */
  readonly owner: string;
}

export function sourceProp(entry: Entry, p: string): SourceProp {
  const file = generatedClassFile(entry.l1);
  if (!file) throw new Error(`no generated source declares ${entry.l1}`);
  const info = readSource(file);
  const { className } = subject(entry);
  let owner = `${className}Config`;
  const names = steps(p);
  for (let i = 0; i < names.length; i++) {
    const props = info.interfaces.get(owner);
    if (!props) throw new Error(`${path.relative(ROOT, file)}: no interface ${owner}`);
    const prop = props.get(tsName(names[i]));
    if (!prop) throw new Error(`${path.relative(ROOT, file)}: ${owner} has no property ${tsName(names[i])} (${p})`);
    if (i === names.length - 1) return { ...prop, owner };
    const next = (prop.type.match(/\b[A-Z][A-Za-z0-9]*\b/g) ?? []).find((t) => info.interfaces.has(t));
    if (!next) throw new Error(`${path.relative(ROOT, file)}: ${owner}.${prop.name} is not an object type (${prop.type})`);
    owner = next;
  }
  throw new Error(`empty path ${p}`);
}

/** The top-level interface of the entity's configuration, from the generated source. */
export function configInterface(entry: Entry): Map<string, PropInfo> {
  const file = generatedClassFile(entry.l1);
  if (!file) throw new Error(`no generated source declares ${entry.l1}`);
  const props = readSource(file).interfaces.get(`${subject(entry).className}Config`);
  if (!props) throw new Error(`no ${subject(entry).className}Config in ${file}`);
  return props;
}

export function classDoc(entry: Entry): string {
  const file = generatedClassFile(entry.l1);
  if (!file) throw new Error(`no generated source declares ${entry.l1}`);
  return readSource(file).classDocs.get(subject(entry).className) ?? '';
}

/** The constants class of an enum property (README "Naming": `idp.ApplicationPolicyEngineMode`). */
export function constantsOf(entry: Entry, p: string): { name: string; values: string[] } {
  const prop = sourceProp(entry, p);
  const base = prop.owner.replace(/Config$/, '');
  const name = `${base}${pascal(prop.name)}`;
  const cls = subject(entry).ns?.[name];
  if (typeof cls !== 'function') throw new Error(`no constants class ${name} exported next to ${entry.l1}`);
  const values = Object.getOwnPropertyNames(cls)
    .filter((k) => !['length', 'name', 'prototype'].includes(k))
    .map((k) => cls[k])
    .filter((v) => typeof v === 'string');
  return { name, values };
}

// ---------------------------------------------------------------------------------------------
// the derived provider schema

const tfSchemas = new Map<string, any>();

function providerSchema(pkg: string): any {
  if (!tfSchemas.has(pkg)) {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'provider-schema', `${pkg}.json`), 'utf8'));
    tfSchemas.set(pkg, Object.values(json.provider_schemas)[0]);
  }
  return tfSchemas.get(pkg);
}

/** The block of the entity in provider-schema/<pkg>.json. */
export function tfBlock(entry: Entry): any {
  const s = subject(entry);
  const schema = providerSchema(s.pkg);
  const type: string = s.cls.tfResourceType;
  if (s.cls === s.provider) return schema.provider.block;
  // a data source and a resource may share the Terraform type (`idp_flow`): the class decides
  const isData = s.className.startsWith('Data');
  const found = (isData ? schema.data_source_schemas : schema.resource_schemas)?.[type];
  if (!found) throw new Error(`provider-schema/${s.pkg}.json has no ${isData ? 'data source' : 'resource'} ${type}`);
  return found.block;
}

export interface TfAttr {
  readonly required: boolean;
  readonly description: string;
}

/** One attribute (or nested block) of the derived provider schema, by table path. */
export function tfAttr(entry: Entry, p: string): TfAttr {
  let block = tfBlock(entry);
  const names = steps(p);
  for (let i = 0; i < names.length; i++) {
    // the provider's name: the snake case, or its singular where the package pluralised a list (README "Naming")
    const key = [snake(names[i]), ...singulars(snake(names[i]))].find((k) => block.attributes?.[k] || block.block_types?.[k]) ?? snake(names[i]);
    const last = i === names.length - 1;
    const attr = block.attributes?.[key];
    const nested = block.block_types?.[key];
    if (last) {
      if (attr) return { required: !!attr.required, description: attr.description ?? '' };
      if (nested) return { required: (nested.min_items ?? 0) >= 1, description: nested.block?.description ?? '' };
      throw new Error(`provider schema of ${entry.l1} has no ${key} (${p})`);
    }
    if (nested) block = nested.block;
    else if (attr?.nested_type) block = attr.nested_type;
    else throw new Error(`provider schema of ${entry.l1} has no block ${key} (${p})`);
  }
  throw new Error(`empty path ${p}`);
}

// ---------------------------------------------------------------------------------------------
// configurations and synthesis

export function entity(entry: Entry): EntityModel {
  const s = subject(entry);
  const model = packages().find((x) => x.name === s.pkg);
  if (!model) throw new Error(`no package ${s.pkg}`);
  if (model.provider.className === s.className) return model.provider;
  const e = model.entities.find((x) => x.className === s.className && x.module === s.module);
  if (!e) throw new Error(`no entity ${entry.l1}`);
  return e;
}

/** A valid configuration with only the required inputs set (built around the fact, not from it). */
export function baseConfig(entry: Entry): { [k: string]: any } {
  resetSamples();
  return minimalConfig(entity(entry));
}

export interface Place {
  /** The object that holds the property. */
  readonly holder: { [k: string]: any };
  /** The property's key in it. */
  readonly key: string;
  /** The property path as validation messages name it (`logging.export.s3S[0].id`). */
  readonly messagePath: string;
}

/**
 * Where a table path lands in a configuration. Missing objects on the way are filled with a valid
 * sample (of the L1's own type there), so that only the property under test is in question.
 */
export function place(entry: Entry, config: { [k: string]: any }, p: string): Place {
  const names = steps(p);
  let attrs: AttrModel[] = entity(entry).attrs;
  let holder = config;
  let messagePath = '';
  for (let i = 0; i < names.length - 1; i++) {
    const key = tsName(names[i]);
    const a = attrs.find((x) => x.tsName === key && x.input);
    if (!a?.struct) throw new Error(`${entry.l1} has no object input ${key} (${p})`);
    if (holder[key] === undefined || holder[key] === null || (Array.isArray(holder[key]) && holder[key].length === 0)) holder[key] = sampleFor(a);
    const v = holder[key];
    messagePath += Array.isArray(v) ? `${key}[0].` : `${key}.`;
    holder = Array.isArray(v) ? v[0] : v;
    attrs = a.struct.attrs;
  }
  const key = tsName(names[names.length - 1]);
  return { holder, key, messagePath: `${messagePath}${key}` };
}

/** The model attribute at a path (for building valid list items). */
export function attrAt(entry: Entry, p: string): AttrModel {
  const names = steps(p);
  let attrs: AttrModel[] = entity(entry).attrs;
  for (let i = 0; i < names.length; i++) {
    const a = attrs.find((x) => x.tsName === tsName(names[i]) && x.input);
    if (!a) throw new Error(`${entry.l1} has no input ${names[i]} (${p})`);
    if (i === names.length - 1) return a;
    if (!a.struct) throw new Error(`${entry.l1}: ${names[i]} is not an object (${p})`);
    attrs = a.struct.attrs;
  }
  throw new Error(`empty path ${p}`);
}

/**
 * Synthesizes the L1 with its provider, validation on (`Testing.synth(stack, true)`), and returns
 * the problems reported for it, each as `<Class>: <path>: <message>` (empty when it synthesizes).
 */
export function problems(entry: Entry, config: { [k: string]: unknown }): string[] {
  return synthesize(entry, config).problems;
}

export function synthesize(entry: Entry, config: { [k: string]: unknown }): { problems: string[]; json?: any } {
  const s = subject(entry);
  const stack = new TerraformStack(Testing.app(), 'stack');
  if (s.cls !== s.provider) new s.provider(stack, 'provider');
  new s.cls(stack, 'subject', config);
  try {
    return { problems: [], json: JSON.parse(Testing.synth(stack, true)) };
  } catch (e) {
    const message = (e as Error).message;
    if (!message.startsWith('Validation failed')) throw e;
    const lines = message.split('\n').map((l) => l.trim());
    return { problems: lines.filter((l) => l.startsWith('[stack/subject] ')).map((l) => l.slice('[stack/subject] '.length)) };
  }
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
