import { IRepository, IWorkspaceGroup } from '../../l1/repo/references';

/**
 * Repository-hosting objects that exist outside the app, by their attributes. Objects of the app need
 * no wrapper: an L1 (`repo.Repository`, `repo.Group`) or a data function (`repo.DataRepoRepository`) is
 * accepted wherever its reference interface is.
 */
export class RepoRef {
  /**
   * A repository that exists elsewhere.
   * @param workspace the workspace (owner)
   * @param repositorySlug the repository's slug
   */
  public static fromRepositoryAttributes(workspace: string, repositorySlug: string): IRepository {
    return { repositoryWorkspace: workspace, repositorySlug };
  }

  /**
   * A group of a workspace that exists elsewhere.
   * @param workspace the workspace
   * @param groupSlug the group's slug
   */
  public static fromGroupAttributes(workspace: string, groupSlug: string): IWorkspaceGroup {
    return { groupWorkspace: workspace, groupSlug };
  }

  private constructor() {}
}
