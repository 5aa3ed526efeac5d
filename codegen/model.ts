/** The resolved model the emitters work from (built by ./load.ts from schema/). */
import type { Kind } from '../src/constructs/specs';

/** `provider`: known from the provider's schema only (schema/<package>/terraform.json). */
export type Origin = 'seed' | 'reference' | 'design' | 'provider';
export type Scalar = 'string' | 'number' | 'integer' | 'boolean' | 'json';
export type TypeRef = Scalar | { list: TypeRef } | { set: TypeRef } | { map: Scalar } | { object: string };

/** What the provider's schema says of an attribute or block (set by ./reference.ts, never written in YAML). */
export interface TfFacts {
  kind: 'attribute' | 'block';
  /** An attribute's Terraform type, as the provider's schema writes it. */
  type?: unknown;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** A block's nesting mode and item limits. */
  nesting?: 'list' | 'set' | 'single';
  minItems?: number;
  maxItems?: number;
}

export interface RawAttribute {
  type: TypeRef;
  /** The Terraform name, where neither the snake case of the key nor its singular finds it. */
  terraformName?: string;
  /** The provider's facts (merged in from schema/<package>/terraform.json). */
  tf?: TfFacts;
  /** A pattern the provider checks (schema/<package>/allowed-values.json), besides `pattern`. */
  providerPattern?: string;
  description?: string;
  origin: Origin;
  required?: boolean;
  computed?: boolean;
  optional?: boolean;
  requiredOutput?: boolean;
  secret?: boolean;
  writeOnly?: boolean;
  forceNew?: boolean;
  default?: unknown;
  defaultDescription?: string;
  /** The value the provider fills in when the attribute is not written (schema/<package>/provider-rules.json). */
  providerDefault?: unknown;
  /** The provider fills in a marker of "not set" (it sends nothing; the service's own behaviour applies). */
  providerNotSet?: boolean;
  enum?: Array<string | number>;
  itemEnum?: string[];
  enumOpen?: boolean;
  /** Values a literal string must not take. */
  disallowed?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  example?: unknown;
  format?: string;
  noOverlap?: boolean;
  notBlank?: boolean;
  unit?: string;
  deprecated?: string;
}

export interface RawRule {
  /**
   * The YAML's kinds, and the provider's cross-field rules (schema/<package>/provider-rules.json):
   * `conflicts` (two fields never written together), `exactlyOne` (exactly one of the fields written),
   * `requiredWith` (the first field, when written, needs the others).
   */
  kind: 'requires' | 'forbids' | 'exclusive' | 'atLeastOneTrue' | 'ordered' | 'referenced' | 'conflicts' | 'exactlyOne' | 'requiredWith';
  fields: string[];
  target?: string;
  when?: { field: string; [k: string]: unknown };
  /** With kind referenced: a condition on the referencing object itself. */
  self?: { field: string; [k: string]: unknown };
  severity?: 'error' | 'warning';
  message?: string;
  origin: Origin;
}

/** How an object type is used, which decides the shape of its OutputReference. */
export type StructMode = 'single' | 'item' | 'computedSingle' | 'computedItem';

export interface AttrModel {
  /** The seed's camelCase name. */
  readonly name: string;
  /** TypeScript member name (cdktf's escaping applied). */
  readonly tsName: string;
  /** Terraform attribute name. */
  readonly tfName: string;
  readonly raw: RawAttribute;
  /** Storage kind; undefined for computed-only object attributes. */
  readonly kind: Kind | undefined;
  /** Object type, for object kinds. */
  struct?: StructModel;
  /** Collection around the object type. */
  readonly objectCollection?: 'single' | 'list' | 'set';
  /** Settable by the caller. */
  readonly input: boolean;
  /** Read back from the remote system only. */
  readonly computedOnly: boolean;
  /** Its numbers must be whole: an integer, or a list, set or map of integers. */
  readonly wholeNumbers: boolean;
  /** Name of the generated constants class, for enums. */
  enumClass?: string;
  /** Name of the generated constant that lists the values it must not take (`disallowed`). */
  disallowedConst?: string;
}

export interface StructModel {
  readonly name: string;
  readonly description?: string;
  readonly origin: Origin;
  readonly attrs: AttrModel[];
  readonly rules: RawRule[];
  mode?: StructMode;
  /** Some use is a set (of blocks, or of result objects): its reference reads items through tolist(). */
  fromSet?: boolean;
  /** Where it was used first (for messages and the oracle mapping). */
  usedAt?: string;
}

export interface EntityModel {
  readonly kind: 'resource' | 'dataSource' | 'provider';
  /** The seed's name (PascalCase). */
  readonly name: string;
  readonly className: string;
  readonly configName: string;
  readonly tfType: string;
  readonly token?: string;
  readonly module: string;
  readonly seedName?: string;
  /** Source file, relative to the repository root. */
  readonly file: string;
  /** Generated file name, without extension. */
  readonly outFile: string;
  readonly description: string;
  readonly origin: Origin;
  readonly id?: { description: string; integer?: boolean; origin: Origin };
  readonly importId?: { shape: string; origin: Origin };
  readonly oauthScopes?: { scopes: string[]; origin: Origin };
  readonly attrs: AttrModel[];
  readonly rules: RawRule[];
  /** Object types in emission order (innermost first). */
  readonly structs: StructModel[];
  readonly environment?: { [attr: string]: string };
  /** Reference interfaces the entity stands for: each member and the attribute (tsName, or `id`) that fills it. */
  readonly implements?: ImplementsModel[];
  /** The provider's `id` attribute of the type (not part of the API: the id getters read it). */
  readonly tfId?: { [flag: string]: unknown };
}

/** A reference interface of a package (`references` in package.yaml). */
export interface ReferenceModel {
  readonly name: string;
  readonly description: string;
  readonly origin: Origin;
  readonly members: { readonly name: string; readonly description: string }[];
}

/** How an entity stands for a reference interface. */
export interface ImplementsModel {
  readonly iface: string;
  /** member name -> the attribute's TypeScript getter (`id` for the Terraform id) */
  readonly members: { readonly member: string; readonly getter: string; readonly description: string }[];
}

export interface PackageModel {
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly providerSource: string;
  readonly versionConstraint: string;
  readonly file: string;
  readonly provider: EntityModel;
  readonly entities: EntityModel[];
  /** Reference interfaces, generated into the package's index module. */
  readonly references: ReferenceModel[];
}
