import { Repository } from '../../l1/repo/repository';

/** A repository of the repository-hosting service. */
export interface IRepository {
  /** The workspace (owner) the repository belongs to. */
  readonly workspace: string;
  /** The repository's slug. */
  readonly repositorySlug: string;
}

/** A group of a workspace (for branch restrictions). */
export interface IWorkspaceGroup {
  /** The workspace the group belongs to. */
  readonly workspace: string;
  /** The group's slug. */
  readonly groupSlug: string;
}

/** Factories of references to existing repository-hosting objects. */
export class RepoRef {
  /**
   * An existing repository.
   * @param workspace the workspace (owner)
   * @param repositorySlug the repository's slug
   */
  public static repository(workspace: string, repositorySlug: string): IRepository {
    return { workspace, repositorySlug };
  }

  /**
   * A repository managed in this app (an L1 `Repository`).
   * @param repository the repository
   */
  public static fromRepository(repository: Repository): IRepository {
    return { workspace: repository.owner, repositorySlug: repository.slug };
  }

  /**
   * A group of a workspace.
   * @param workspace the workspace
   * @param groupSlug the group's slug
   */
  public static group(workspace: string, groupSlug: string): IWorkspaceGroup {
    return { workspace, groupSlug };
  }

  private constructor() {}
}
