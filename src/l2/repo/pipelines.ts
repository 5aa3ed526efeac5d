/**
 * Pipeline schedules run only in a repository whose pipelines are enabled (`pipelinesEnabled`, off by
 * default): what `ScheduledPipeline` and `HostedRepository.addPipelineSchedule` do about the
 * repository they are given. Internal: not exported from the index.
 */
import { Construct, IConstruct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { ForkedRepository } from '../../l1/repo/forked-repository';
import { IRepository } from '../../l1/repo/references';
import { Repository } from '../../l1/repo/repository';
import { l2Warning } from '../../rules/l2-warnings';
import { PropProblems } from '../problems';

/**
 * The L1 of a repository of this app that an `IRepository` stands for: a `repo.Repository` or
 * `repo.ForkedRepository` itself, or the one an L2 owns (the `resource` of a `HostedRepository` or
 * `RepositoryFork`); undefined for a repository from outside the app (`RepoRef`,
 * `HostedRepository.fromRepositoryAttributes`, a `repo.DataRepoRepository`).
 */
export function repositoryL1(repository: IRepository): Repository | ForkedRepository | undefined {
  if (repository instanceof Repository || repository instanceof ForkedRepository) return repository;
  if (!Construct.isConstruct(repository)) return undefined;
  const resource = (repository as { resource?: unknown }).resource;
  return resource instanceof Repository || resource instanceof ForkedRepository ? resource : undefined;
}

/** The construct that owns a repository L1: the L2 whose `resource` it is, or the L1 itself. */
function ownerOf(l1: IConstruct): IConstruct {
  const scope = l1.node.scope;
  return scope !== undefined && (scope as { resource?: unknown }).resource === l1 ? scope : l1;
}

/** Why pipelines must be on. */
const NEVER_RUNS = 'a pipeline schedule runs only where pipelines are enabled';

/**
 * Refuses a schedule on a repository of this app whose pipelines are off (`pipelinesEnabled: false`);
 * a token is not judged.
 * @param problems where the problem is recorded
 * @param name the prop or parameter that gave the repository (`repository`), or undefined for the hub itself
 */
export function checkPipelinesNotOff(problems: PropProblems, name: string | undefined, repository: IRepository): void {
  const l1 = repositoryL1(repository);
  if (l1 === undefined || l1.pipelinesEnabledInput !== false) return;
  const which = name === undefined ? 'the repository has' : `${name}: the repository '${ownerOf(l1).node.path}' has`;
  problems.check(false, `${which} pipelinesEnabled: false, so the schedule would never run (${NEVER_RUNS}); set pipelinesEnabled: true, or remove the schedule`);
}

/**
 * After the checks: turns on the pipelines of a repository of this app that leaves them to the remote
 * default (off), and checks at synth that they are still on (an escape hatch may turn them off);
 * warns about a repository from outside the app, whose pipelines this app cannot see.
 * @param schedule the `ScheduledPipeline`
 * @param repository its repository
 */
export function usePipelines(schedule: Construct, repository: IRepository): void {
  const l1 = repositoryL1(repository);
  if (l1 === undefined) {
    const { repositoryWorkspace: w, repositorySlug: s } = repository;
    const named = Token.isUnresolved(w) || Token.isUnresolved(s) ? 'the repository' : `the repository ${w}/${s}`;
    l2Warning(schedule, 'REPO-L2-002', `ScheduledPipeline at '${schedule.node.path}': ${named} is not created in this app, so whether its pipelines are enabled is not known here; ` +
      `${NEVER_RUNS}: make sure pipelinesEnabled is true on that repository`);
    return;
  }
  if (!PropProblems.given(l1.pipelinesEnabledInput)) l1.pipelinesEnabled = true;
  schedule.node.addValidation({
    validate: () => {
      const value = l1.pipelinesEnabledInput;
      if (value !== false && PropProblems.given(value)) return [];
      const shown = value === false ? 'pipelinesEnabled: false' : 'pipelinesEnabled unset (off by default)';
      return [`ScheduledPipeline: the repository '${ownerOf(l1).node.path}' has ${shown}, set after the schedule was added, ` +
        `so the schedule would never run (${NEVER_RUNS}); set pipelinesEnabled: true, or remove the schedule`];
    },
  });
}
