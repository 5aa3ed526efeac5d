/**
 * Construct ids of the children that L2 `add…` methods create.
 *
 * A construct id is part of the Terraform address: if it came from the call position (`Policy1`),
 * removing an earlier call would rename every later child, and Terraform would destroy and recreate
 * them. So a child's default id is derived from what identifies it (the group it allows, the stage it
 * binds, the URL it posts to), and every `add…` method also takes an explicit `id`.
 *
 * Internal to the L2s.
 */
import { createHash } from 'crypto';
import { Construct } from 'constructs';
import { Token, Tokenization } from '../constructs/cdktf';

/** Longest key kept readable in an id; longer keys are shortened and suffixed with a hash. */
const MAX_KEY = 48;

function sanitize(text: string): string {
  // what cdktf keeps of a construct id in the Terraform address: letters, digits, `_` and `-`
  const clean = text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || '_';
  if (clean.length <= MAX_KEY) return clean;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return `${clean.slice(0, MAX_KEY - 9)}_${hash}`;
}

/**
 * The stable part of a value: the value itself when it is a literal, the Terraform expression a
 * reference stands for (`idp_group.admins.uuid`) when it is a token of one reference; undefined when
 * nothing stable can be said (a token mixing several references, or a lazy value).
 */
export function stableKey(value: string | number): string | undefined {
  if (typeof value === 'number') {
    if (!Token.isUnresolved(value)) return String(value);
    return referenceOf(Tokenization.reverseNumber(value));
  }
  if (!Token.isUnresolved(value)) return value;
  const fragments = Tokenization.reverseString(value);
  if (fragments.length !== 1 || fragments.tokens.length !== 1) return undefined;
  return referenceOf(fragments.firstToken);
}

function referenceOf(token: unknown): string | undefined {
  const identifier = (token as { identifier?: unknown } | undefined)?.identifier;
  return typeof identifier === 'string' ? identifier : undefined;
}

/**
 * The id `childId` derives for a child without an explicit id: `<kind>-<key>` with the key made
 * safe; undefined when the key has no stable part (see `stableKey`).
 * @param kind the prefix of derived ids (`Policy`)
 * @param key what identifies the child
 */
export function derivedId(kind: string, key: string | number): string | undefined {
  const stable = stableKey(key);
  return stable === undefined ? undefined : `${kind}-${sanitize(stable)}`;
}

/**
 * The construct id of a child: `explicit` when given, else `<kind>-<key>` with the key made safe.
 * Throws, naming the method, when the id is taken or cannot be derived.
 * @param scope the L2 the child is added to
 * @param method the method's name, for messages (`OAuthApplication.allowGroup`)
 * @param kind the prefix of derived ids (`AllowGroup`)
 * @param key what identifies the child
 * @param explicit an id the caller gave
 */
export function childId(scope: Construct, method: string, kind: string, key: string | number, explicit?: string): string {
  let id: string;
  if (explicit !== undefined && explicit !== null) {
    if (!explicit || explicit.includes('/') || Token.isUnresolved(explicit)) {
      throw new Error(`${method} at '${scope.node.path}': id ${JSON.stringify(explicit)} must be a non-empty literal without "/"`);
    }
    id = explicit;
  } else {
    const derived = derivedId(kind, key);
    if (derived === undefined) {
      throw new Error(`${method} at '${scope.node.path}': no stable construct id can be derived from a value computed from several references or a lazy value; pass an explicit id`);
    }
    id = derived;
  }
  if (scope.node.tryFindChild(id)) {
    throw new Error(`${method} at '${scope.node.path}': a child with id '${id}' already exists (${explicit === undefined ? 'the same thing added twice, or another child given that id; ' : ''}pass a different id)`);
  }
  return id;
}

/**
 * The fixed construct id of the one child a method creates (`BranchingModel`), checked to be free.
 * The method takes no id, so when another child holds it, the message says to rename that child.
 * @param scope the L2 the child is added to
 * @param method the method's name, for messages (`HostedRepository.useBranchingModel`)
 * @param id the id the method always uses
 */
export function fixedChildId(scope: Construct, method: string, id: string): string {
  if (scope.node.tryFindChild(id)) {
    throw new Error(`${method} at '${scope.node.path}': its child's construct id '${id}' is taken by another child (this method always uses that id; give the other child a different id)`);
  }
  return id;
}
