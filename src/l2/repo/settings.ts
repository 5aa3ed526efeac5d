import { RepositoryForkPolicy, RepositoryScm } from '../../l1/repo/repository';
import { PropProblems } from '../problems';
import { RepositoryForkSettings, RepositorySettings } from './repository-settings';

/** The values of an L1 constants class. */
export function constants(cls: object): string[] {
  return Object.entries(cls)
    .filter(([name, value]) => /^[A-Z][A-Z0-9_]*$/.test(name) && typeof value === 'string')
    .map(([, value]) => value as string);
}

const FORK_POLICIES: string[] = constants(RepositoryForkPolicy);
const SCMS: string[] = constants(RepositoryScm);
const STRINGS = ['slug', 'description', 'website', 'language', 'forkPolicy'] as const;
const BOOLEANS = ['isPrivate', 'hasWiki', 'hasIssues', 'pipelinesEnabled'] as const;

/** Checks the `RepositoryForkSettings` of a props object: kinds, a blank slug, the fork policy. */
export function checkForkSettings(problems: PropProblems, props: RepositoryForkSettings): void {
  check(problems, props, false);
}

/** Checks the `RepositorySettings` of a props object: kinds, a blank slug, the enumerations. */
export function checkRepositorySettings(problems: PropProblems, props: RepositorySettings): void {
  check(problems, props, true);
}

function check(problems: PropProblems, props: RepositorySettings, withScm: boolean): void {
  for (const name of STRINGS) problems.optionalString(name, props[name]);
  if (withScm) problems.optionalString('scm', props.scm);
  for (const name of BOOLEANS) problems.optionalBoolean(name, props[name]);
  problems.check(!problems.judge('slug', props.slug) || props.slug!.trim() !== '', 'slug: must not be blank');
  const oneOf = (name: 'forkPolicy' | 'scm', allowed: string[], what: string) =>
    problems.check(!problems.judge(name, props[name]) || allowed.includes(props[name]!), `${name}: ${JSON.stringify(props[name])} is not ${what}; allowed: ${allowed.join(', ')}`);
  oneOf('forkPolicy', FORK_POLICIES, 'a fork policy');
  if (withScm) oneOf('scm', SCMS, 'a version control system');
}

/** The `RepositoryForkSettings` as the fork L1 takes them (undefined ones are not written). */
export function forkSettings(props: RepositoryForkSettings): RepositoryForkSettings {
  const { slug, isPrivate, description, website, language, forkPolicy, hasWiki, hasIssues, pipelinesEnabled } = props;
  return { slug, isPrivate, description, website, language, forkPolicy, hasWiki, hasIssues, pipelinesEnabled };
}

/** The `RepositorySettings` as the repository L1s take them (undefined ones are not written). */
export function repositorySettings(props: RepositorySettings): RepositorySettings {
  return { ...forkSettings(props), scm: props.scm };
}
