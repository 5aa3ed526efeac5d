/**
 * Details of HostedRepository's methods: the exact messages of bad options and of taken construct ids
 * (naming the method and the option), how a known host's key line is split into type and key, a
 * second branching model, and the environment key a deployment variable's id is derived from.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { repo } from '../../src';
import { exactly, invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const ED25519_BLOB = 'AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB';
const ED25519 = `ssh-ed25519 ${ED25519_BLOB}`;
const privateKey = (s: TerraformStack) => new TerraformVariable(s, 'pipelines_private_key', { type: 'string', sensitive: true }).stringValue;
const hub = (s: TerraformStack, id = 'Web', name = 'web') => new repo.HostedRepository(s, id, { workspace: 'acme', name });
const invalid = (method: string) => invalidAt(`HostedRepository.${method}`, 'stack/Web');
const NOT_AN_OBJECT = 'options: expected an object of named properties, got "x" (a string)';

describe('HostedRepository.usePipelineSshKey', () => {
  test('options that are not an object are refused, naming options', () => {
    const web = hub(stack());
    expect(() => web.usePipelineSshKey('x' as any)).toThrow(invalid('usePipelineSshKey')(
      NOT_AN_OBJECT,
      'privateKey: is required, but was not given; expected a string',
      'publicKey: is required, but was not given; expected a string',
    ));
  });

  test('a private key that is not a string is refused once, naming privateKey and not showing it', () => {
    const web = hub(stack());
    expect(() => web.usePipelineSshKey({ privateKey: 42 as any, publicKey: ED25519 })).toThrow(invalid('usePipelineSshKey')(
      'privateKey: expected a string, got a number (not shown: a secret)',
    ));
  });

  test('a child holding the id PipelineSshKey is named in the error of the method', () => {
    const s = stack();
    const web = hub(s);
    web.addVariable('K', 'v', { id: 'PipelineSshKey' });
    expect(() => web.usePipelineSshKey({ privateKey: privateKey(s), publicKey: ED25519 })).toThrow(exactly(
      "HostedRepository.usePipelineSshKey at 'stack/Web': its child's construct id 'PipelineSshKey' is taken by another child (this method always uses that id; give the other child a different id)",
    ));
  });
});

describe('HostedRepository.addPipelineKnownHost', () => {
  test('options that are not an object are refused, naming options', () => {
    const web = hub(stack());
    expect(() => web.addPipelineKnownHost('git.example.com', ED25519, 'x' as any)).toThrow(invalid('addPipelineKnownHost')(NOT_AN_OBJECT));
  });

  test('a host name that is not a string is reported once, as of the wrong kind', () => {
    const web = hub(stack());
    expect(() => web.addPipelineKnownHost({} as any, ED25519)).toThrow(invalid('addPipelineKnownHost')(
      'hostname: expected a string, got {} (an object)',
    ));
  });

  test('a key line with surrounding and repeated whitespace is written as its type and key', () => {
    const s = stack();
    const web = hub(s);
    web.addPipelineKnownHost('git.example.com', `  ssh-ed25519 \t ${ED25519_BLOB}   git@example `);
    expect(only(synth(s), 'repo_pipeline_ssh_known_host').public_key).toEqual({ key_type: 'ssh-ed25519', key: ED25519_BLOB });
  });
});

describe('HostedRepository.useBranchingModel', () => {
  test('a second call is refused with one problem only (its own model is not another model)', () => {
    const web = hub(stack());
    web.useBranchingModel();
    expect(() => web.useBranchingModel()).toThrow(invalid('useBranchingModel')('a branching model is already used (once per repository)'));
  });
});

describe('HostedRepository.addVariable', () => {
  test('options that are not an object are refused, naming options', () => {
    const web = hub(stack());
    expect(() => web.addVariable('K', 'v', 'x' as any)).toThrow(invalid('addVariable')(NOT_AN_OBJECT));
  });

  test('an empty explicit id is refused, naming the method', () => {
    const web = hub(stack());
    expect(() => web.addVariable('K', 'v', { id: '' })).toThrow(exactly(
      "HostedRepository.addVariable at 'stack/Web': id \"\" must be a non-empty literal without \"/\"",
    ));
  });
});

describe('HostedRepository.addDeploymentVariable', () => {
  test('options that are not an object are refused, naming options', () => {
    const web = hub(stack());
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    expect(() => web.addDeploymentVariable(production, 'K', 'v', 'x' as any)).toThrow(invalid('addDeploymentVariable')(NOT_AN_OBJECT));
  });

  test('a construct of another repository that is not an environment is refused as of the wrong kind only', () => {
    const s = stack();
    const web = hub(s);
    const variable = hub(s, 'Api', 'api').addVariable('K', 'v');
    expect(() => web.addDeploymentVariable(variable as any, 'K', 'v')).toThrow(invalid('addDeploymentVariable')(
      'deployment: expected a repo.IDeployment (a repo.Deployment (what HostedRepository.addDeployment returns) or repo.DataRepoDeployment; '
      + "repo.RepoRef.fromDeploymentId(id) for a deployment outside the app), got a RepositoryVariable construct at 'stack/Api/Variable-K', which has no string deploymentId",
    ));
  });

  test('an empty explicit id is refused, naming the method', () => {
    const web = hub(stack());
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    expect(() => web.addDeploymentVariable(production, 'K', 'v', { id: '' })).toThrow(exactly(
      "HostedRepository.addDeploymentVariable at 'stack/Web': id \"\" must be a non-empty literal without \"/\"",
    ));
  });

  test('a missing environment is refused alone: its key is not compared with that of an environment whose key is empty', () => {
    const web = hub(stack());
    web.addDeploymentVariable(web.addDeployment('production', repo.DeploymentStage.PRODUCTION, { id: 'Deployment-' }), 'K', 'v');
    expect(() => web.addDeploymentVariable(undefined as any, 'K', 'v')).toThrow(invalid('addDeploymentVariable')(
      'deployment: is required, but was not given; expected a repo.IDeployment (a repo.Deployment (what HostedRepository.addDeployment returns) or repo.DataRepoDeployment; '
      + 'repo.RepoRef.fromDeploymentId(id) for a deployment outside the app)',
    ));
  });

  test('an environment with an explicit id keeps "Deployment-" inside that id in its variables\' ids', () => {
    const web = hub(stack());
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION, { id: 'Prod-Deployment-1' });
    expect(web.addDeploymentVariable(production, 'K', 'v').node.id).toBe('DeploymentVariable-Prod-Deployment-1-K');
  });
});
