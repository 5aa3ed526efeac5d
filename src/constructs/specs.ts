/**
 * Runtime descriptions of generated L1 classes.
 *
 * The generator (codegen/) writes one `EntitySpec` per resource, data function and provider, and one
 * `StructSpec` per object type. The shared runtime (./runtime.ts) synthesizes JSON and HCL from them,
 * and the validation engine (./validation.ts) applies their rules, so that generated classes carry
 * data instead of repeated code.
 *
 * Internal: not exported from the package index.
 */

/** How an attribute is stored and synthesized. */
export type Kind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'stringList'
  | 'numberList'
  | 'booleanList'
  | 'stringSet'
  | 'numberSet'
  | 'stringMap'
  | 'numberMap'
  | 'booleanMap'
  /** A list of maps of strings (Terraform `list(map(string))`). */
  | 'stringMapList'
  | 'object'
  | 'objectList'
  | 'objectSet';

/** True for the kinds stored as blocks: a single object, a list or a set of objects. */
export const isObjectKind = (k: Kind): boolean => k === 'object' || k === 'objectList' || k === 'objectSet';

/** Named string formats the validation engine knows. */
export type Format =
  | 'json'
  | 'cron'
  | 'cronWithSeconds'
  | 'timeWindow'
  | 'commitAuthor'
  | 'opensshPublicKey'
  | 'relativeDuration'
  | 'url'
  | 'httpsUrl';

export interface AttrSpec {
  /** Property name in TypeScript (the package's camelCase property name). */
  readonly n: string;
  /** Terraform attribute name (snake case). */
  readonly t: string;
  readonly k: Kind;
  /** Whole numbers only. */
  readonly int?: boolean;
  /** Object type of object kinds. */
  readonly s?: StructSpec;
  /** Required input. */
  readonly req?: boolean;
  /** Sensitive. */
  readonly secret?: boolean;
  readonly enum?: ReadonlyArray<string | number>;
  readonly itemEnum?: ReadonlyArray<string>;
  /** Values a literal string must not take. */
  readonly disallowed?: ReadonlyArray<string>;
  readonly min?: number;
  readonly max?: number;
  readonly minLen?: number;
  readonly maxLen?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  /** A pattern the provider checks itself, besides `pattern`. */
  readonly ppat?: string;
  readonly fmt?: Format;
  readonly noOverlap?: boolean;
  readonly notBlank?: boolean;
  /** Deprecated by the provider: writing it warns. */
  readonly dep?: boolean;
}

export interface Condition {
  readonly field: string;
  readonly equals?: string | number | boolean;
  readonly notEquals?: string | number | boolean;
  readonly in?: ReadonlyArray<string | number | boolean>;
  readonly notIn?: ReadonlyArray<string | number | boolean>;
  readonly isSet?: boolean;
}

export interface RuleSpec {
  /**
   * The schema's own kinds, and the provider's cross-field rules: `conflicts` (the two fields are never
   * written together), `exactlyOne` (exactly one of the fields is written), `requiredWith` (the first
   * field, when written, needs every other).
   */
  readonly kind: 'requires' | 'forbids' | 'exclusive' | 'atLeastOneTrue' | 'ordered' | 'referenced' | 'conflicts' | 'exactlyOne' | 'requiredWith';
  /** With kind referenced: the Terraform type of the referenced resource. */
  readonly target?: string;
  readonly fields: ReadonlyArray<string>;
  readonly when?: Condition;
  /** With kind referenced: a condition on the referencing object itself (a token does not stop the rule). */
  readonly self?: Condition;
  readonly warn?: boolean;
  readonly message?: string;
}

export interface StructSpec {
  /** Type name, for messages. */
  readonly name: string;
  /** Input attributes (computed-only attributes are not listed). */
  readonly attrs: ReadonlyArray<AttrSpec>;
  readonly rules?: ReadonlyArray<RuleSpec>;
}

export interface EntitySpec extends StructSpec {
  /** Terraform type, e.g. idp_application. */
  readonly tfType: string;
  /** Provider name (package prefix), e.g. idp. */
  readonly provider: string;
  /** Package version. */
  readonly version: string;
}
