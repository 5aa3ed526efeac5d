/**
 * The shape of the fact tables (idp.ts, repo.ts, cap.ts): the specification's facts, written again by
 * hand from the two documents only,
 *
 * - the specification, `/work/shared/seed/000_22168f8bd65f2d71.txt` (`seed`), and
 * - the reference facts for what it leaves "not shown", `/work/shared/reference/not-shown.md` (`reference`),
 *
 * never from `schema/`, so that a wrong fact in the schema meets an independent statement of it.
 * Where the two documents disagree, the seed wins.
 *
 * Names are the documents' names: camelCase property names, the seed's resource names. A property
 * path is dotted (`updatePolicy.rollConfig.batchSizePercentage`); `[]` marks a step the documents
 * call an array (`ebsBlockDevices[].volumeType`). It is read the same whether the L1 holds that step
 * as a list or as a single object.
 */

/** Where a fact is written: the document, then where in it (a heading, a table, a list item). */
export type Source = `seed: ${string}` | `reference: ${string}`;

interface Fact {
  readonly source: Source;
  /**
   * Set when the generated L1s disagree with the documents: why. The fact's test is then
   * `test.failing`, so that the suite passes while the bug stays visible (and fails once it is fixed).
   */
  readonly knownMismatch?: string;
  /** Anything a reader should know about how the fact was read from the documents. */
  readonly note?: string;
}

/** A default value the documents state. */
export interface DefaultFact extends Fact {
  readonly path: string;
  /** The value (a JSON object default is the string the property holds, `'{}'`). */
  readonly value?: string | number | boolean;
  /** For a default the documents only describe: text the L1's description of the default must contain. */
  readonly describedAs?: string;
}

/** An allowed-value list. */
export interface EnumFact extends Fact {
  readonly path: string;
  readonly values: ReadonlyArray<string>;
  /** The property is a list and each item is one of the values. */
  readonly items?: boolean;
  /** The documents give only part of a fixed list ("including ..."): these are allowed, others may be. */
  readonly partial?: boolean;
}

/**
 * Values the documents say are refused without listing them ("several system taint keys are
 * disallowed"): the L1 must list and refuse some, and each must be of the kind the documents name.
 */
export interface DisallowedFact extends Fact {
  readonly path: string;
  /** The fewest values the documents' words allow ("several": 2). */
  readonly atLeast: number;
  /** What the documents call the refused values, for the test name ("system taint keys"). */
  readonly what: string;
  /** A pattern every refused value matches: how the table reads the documents' words (say why in `note`). */
  readonly each: RegExp;
}

/** A numeric bound: of the value, of a string's length, or of a list's item count. */
export interface BoundFact extends Fact {
  readonly path: string;
  readonly min?: number;
  readonly max?: number;
  /** What is bounded; `value` unless said. */
  readonly of?: 'value' | 'length' | 'items';
}

/** A required input. */
export interface RequiredFact extends Fact {
  readonly path: string;
  /** A provider setting that is required but may come from this environment variable instead. */
  readonly env?: string;
}

/** The complete list of an entity's top-level required inputs, where a document gives one. */
export interface RequiredListFact extends Fact {
  readonly exactly: ReadonlyArray<string>;
}

/** The shape of the identifier `terraform import` takes (`<owner>/<repo>/<id>`). */
export interface ImportIdFact extends Fact {
  readonly shape: string;
}

/** What the entity's own identifier (`<name>Id`, Terraform `id`) holds. */
export interface IdentifierFact extends Fact {
  /** `slug`, `uuid`, `integer primary key`, or a composite shape such as `<outpost uuid>:<provider pk>`. */
  readonly holds: string;
}

/** One resource, data function or provider configuration of the documents. */
export interface Entry {
  /** The documents' name: `Application`, `getFlow`, `ScalingGroup`, `identity provider configuration`. */
  readonly name: string;
  /** The L1 class as exported: `idp.Application`, `idp.DataIdpFlow`, `cap.pubcloud_a.ScalingGroup`. */
  readonly l1: string;
  /** Where the documents describe it. */
  readonly source: Source;
  readonly note?: string;
  readonly defaults?: ReadonlyArray<DefaultFact>;
  readonly enums?: ReadonlyArray<EnumFact>;
  readonly disallowed?: ReadonlyArray<DisallowedFact>;
  readonly bounds?: ReadonlyArray<BoundFact>;
  readonly required?: ReadonlyArray<RequiredFact>;
  readonly requiredExactly?: RequiredListFact;
  readonly importId?: ImportIdFact;
  readonly identifier?: IdentifierFact;
  /** Inputs a data function takes (the documents' "Input" column), that the L1 must accept. */
  readonly inputs?: ReadonlyArray<{ readonly path: string; readonly source: Source }>;
}

// Small builders that keep the tables readable.

export const def = (path: string, value: string | number | boolean, source: Source, extra: Partial<DefaultFact> = {}): DefaultFact => ({
  path,
  value,
  source,
  ...extra,
});

export const oneOf = (path: string, values: ReadonlyArray<string>, source: Source, extra: Partial<EnumFact> = {}): EnumFact => ({
  path,
  values,
  source,
  ...extra,
});

export const range = (path: string, min: number | undefined, max: number | undefined, source: Source, extra: Partial<BoundFact> = {}): BoundFact => ({
  path,
  min,
  max,
  source,
  ...extra,
});

/** Several required inputs stated in one place. */
export const req = (paths: ReadonlyArray<string>, source: Source, extra: Partial<RequiredFact> = {}): RequiredFact[] =>
  paths.map((path) => ({ path, source, ...extra }));

/** The same paths under a common prefix (`under('itfs[].', ['port', 'protocol'])`). */
export const under = (prefix: string, names: ReadonlyArray<string>): string[] => names.map((n) => `${prefix}${n}`);
