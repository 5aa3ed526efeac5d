/**
 * Settings of a repository that the remote system defaults, shared by every repository L2
 * (`HostedRepository`, `RepositoryFork`, `RepositoryProject.addRepository`); a
 * setting is written only when given. A fork takes these; a repository also its `scm`
 * (`RepositorySettings`).
 */
export interface RepositoryForkSettings {
  /**
   * URL-friendly name of the repository.
   * @default - not written: the remote system derives it from `name`
   */
  readonly slug?: string;
  /**
   * Whether the repository is private (visible only to those given access).
   * @default - not written: the remote default, private (`true`)
   */
  readonly isPrivate?: boolean;
  /**
   * Description of the repository.
   * @default - not written: no description
   */
  readonly description?: string;
  /**
   * Website URL shown for the repository.
   * @default - not written: no website
   */
  readonly website?: string;
  /**
   * Main programming language of the repository.
   * @default - not written: the remote system's own behaviour applies
   */
  readonly language?: string;
  /**
   * Who may fork the repository: one of `repo.RepositoryForkPolicy` (`allow_forks`, `no_public_forks`,
   * `no_forks`).
   * @default - not written: the remote default, `allow_forks`
   */
  readonly forkPolicy?: string;
  /**
   * Whether the repository has a wiki.
   * @default - not written: the remote default, no wiki (`false`)
   */
  readonly hasWiki?: boolean;
  /**
   * Whether the repository has an issue tracker.
   * @default - not written: the remote default, no issue tracker (`false`)
   */
  readonly hasIssues?: boolean;
  /**
   * Whether pipelines (built-in continuous integration) run in the repository. Pipeline schedules
   * (`addPipelineSchedule`, a `ScheduledPipeline`) run only where pipelines are enabled: adding one to
   * this repository writes `true` when this is not given, and refuses `false`.
   * @default - not written: the remote default, pipelines off (`false`); `true` once a pipeline schedule is added to the repository
   */
  readonly pipelinesEnabled?: boolean;
}

/**
 * Settings of a repository that the remote system defaults, shared by `HostedRepository` and
 * `RepositoryProject.addRepository`: those of a fork, and the version control system (a fork has
 * its parent's, set by the provider); a setting is written only when given.
 */
export interface RepositorySettings extends RepositoryForkSettings {
  /**
   * Version control system: one of `repo.RepositoryScm` (`git`, `hg`).
   * @default - not written: the remote default, `git`
   */
  readonly scm?: string;
}
