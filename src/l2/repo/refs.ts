import { IDeployment, IProject, IRepository, IWorkspaceGroup } from '../../l1/repo/references';
import { identifiers } from '../problems';

/**
 * Repository-hosting objects that exist outside the app, by their attributes. Objects of the app need
 * no wrapper: an L1 (`repo.Repository`, `repo.Group`, `repo.Project`), a data function
 * (`repo.DataRepoRepository`, `repo.DataRepoProject`) or an L2 (`repo.HostedRepository`,
 * `repo.RepositoryProject`) is accepted wherever its reference interface is.
 */
export class RepoRef {
  /**
   * A repository that exists elsewhere.
   * @param workspace the workspace (owner)
   * @param repositorySlug the repository's slug
   */
  public static fromRepositoryAttributes(workspace: string, repositorySlug: string): IRepository {
    identifiers('RepoRef.fromRepositoryAttributes', { workspace, repositorySlug });
    return { repositoryWorkspace: workspace, repositorySlug };
  }

  /**
   * A group of a workspace that exists elsewhere.
   * @param workspace the workspace
   * @param groupSlug the group's slug
   */
  public static fromGroupAttributes(workspace: string, groupSlug: string): IWorkspaceGroup {
    identifiers('RepoRef.fromGroupAttributes', { workspace, groupSlug });
    return { groupWorkspace: workspace, groupSlug };
  }

  /**
   * A project of a workspace that exists elsewhere.
   * @param workspace the workspace (owner)
   * @param projectKey the project's key
   */
  public static fromProjectAttributes(workspace: string, projectKey: string): IProject {
    identifiers('RepoRef.fromProjectAttributes', { workspace, projectKey });
    return { projectWorkspace: workspace, projectKey };
  }

  /**
   * A deployment environment of a repository that exists elsewhere, by its identifier: deployment
   * variables (`repo.DeploymentVariable`) belong to it.
   * @param deploymentId the deployment's identifier
   */
  public static fromDeploymentId(deploymentId: string): IDeployment {
    identifiers('RepoRef.fromDeploymentId', { deploymentId });
    return { deploymentId };
  }

  private constructor() {}
}
