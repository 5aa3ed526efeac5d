/**
 * The last repository-hosting pieces: the SSH key pair a repository's pipelines use and the hosts they
 * trust (HostedRepository and the repositories it imports), and a project's default reviewers.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { repo } from '../../src';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB';
const privateKey = (s: TerraformStack) => new TerraformVariable(s, 'pipelines_private_key', { type: 'string', sensitive: true }).stringValue;
const hub = (s: TerraformStack) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
const invalid = (method: string) => invalidAt(`HostedRepository.${method}`, 'stack/Web');

describe('HostedRepository.usePipelineSshKey', () => {
  test('the key pair of the repository\'s pipelines, the private half from a variable', () => {
    const s = stack();
    const web = hub(s);
    const key = web.usePipelineSshKey({ privateKey: privateKey(s), publicKey: `${ED25519} pipelines@ci` });
    const json = synth(s);
    expect(key.node.id).toBe('PipelineSshKey');
    expect(web.pipelineSshKey).toBe(key);
    expect(only(json, 'repo_pipeline_ssh_key')).toEqual(expect.objectContaining({
      workspace: expect.stringMatching(/^\$\{repo_repository\.Web.*\.owner\}$/),
      repository: expect.stringMatching(/^\$\{repo_repository\.Web.*\.slug\}$/),
      private_key: '${var.pipelines_private_key}',
      public_key: `${ED25519} pipelines@ci`,
    }));
  });

  test('on a repository from outside the app, by its workspace and slug', () => {
    const s = stack();
    repo.HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 'web').usePipelineSshKey({ privateKey: privateKey(s), publicKey: ED25519 });
    expect(only(synth(s), 'repo_pipeline_ssh_key')).toMatchObject({ workspace: 'acme', repository: 'web' });
  });

  test('a literal private key, a public key that is not one, and a second key pair are refused', () => {
    const s = stack();
    const web = hub(s);
    expect(() => web.usePipelineSshKey({ privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----', publicKey: 'ssh-ed25519 not-base64!' })).toThrow(invalid('usePipelineSshKey')(
      'privateKey: a literal private key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
      'publicKey: "ssh-ed25519 not-base64!" is not an OpenSSH public key ("<type> <base64> [comment]", type one of ssh-ed25519, ssh-rsa, ssh-dss, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521, sk-ssh-ed25519@openssh.com, sk-ecdsa-sha2-nistp256@openssh.com)',
    ));
    const secret = privateKey(s);
    web.usePipelineSshKey({ privateKey: secret, publicKey: ED25519 });
    expect(() => web.usePipelineSshKey({ privateKey: secret, publicKey: ED25519 })).toThrow(invalid('usePipelineSshKey')(
      'the pipelines\' SSH key pair is already set (one key pair per repository)'));
    expect(() => web.usePipelineSshKey(undefined as any)).toThrow(invalid('usePipelineSshKey')(
      'privateKey: is required, but was not given; expected a string',
      'publicKey: is required, but was not given; expected a string',
      'the pipelines\' SSH key pair is already set (one key pair per repository)',
    ));
  });
});

describe('HostedRepository.addPipelineKnownHost', () => {
  test('a host and its key, written as type and key apart; construct id from the host name', () => {
    const s = stack();
    const web = hub(s);
    const host = web.addPipelineKnownHost('git.example.com', `${ED25519} git@example`);
    const other = web.addPipelineKnownHost('[git.example.com]:7999', ED25519);
    const json = synth(s);
    expect([host.node.id, other.node.id]).toEqual(['KnownHost-git_example_com', 'KnownHost-git_example_com_7999']);
    const hosts = json.resource.repo_pipeline_ssh_known_host;
    expect(hosts[host.friendlyUniqueId]).toEqual(expect.objectContaining({
      hostname: 'git.example.com',
      public_key: { key_type: 'ssh-ed25519', key: ED25519.split(' ')[1] },
      repository: expect.stringMatching(/^\$\{repo_repository\.Web.*\.slug\}$/),
    }));
    expect(hosts[other.friendlyUniqueId].hostname).toBe('[git.example.com]:7999');
  });

  test('a host name that is not one, a key type a known host cannot have, a key from a token, and the same host twice are refused', () => {
    const s = stack();
    const web = hub(s);
    const nistp384 = 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQ=';
    expect(() => web.addPipelineKnownHost('git example.com', nistp384)).toThrow(invalid('addPipelineKnownHost')(
      'hostname: "git example.com" is not a host name (letters, digits, dots and dashes; with a port: [host]:port)',
      'publicKey: a ecdsa-sha2-nistp384 key cannot be a known host\'s key; its type must be one of ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa, ssh-dss',
    ));
    const key = new TerraformVariable(s, 'host_key', { type: 'string' }).stringValue;
    expect(() => web.addPipelineKnownHost('git.example.com', key)).toThrow(invalid('addPipelineKnownHost')(
      'publicKey: is a string token (var.host_key), not known at synth; give the host\'s key itself (it is public, and its type and key are written apart)'));
    web.addPipelineKnownHost('git.example.com', ED25519);
    expect(() => web.addPipelineKnownHost('git.example.com', ED25519)).toThrow(/HostedRepository.addPipelineKnownHost at 'stack\/Web': a child with id 'KnownHost-git_example_com' already exists/);
    expect(web.addPipelineKnownHost('git.example.com', ED25519, { id: 'Mirror' }).node.id).toBe('Mirror');
  });
});

describe('RepositoryProject.useDefaultReviewers', () => {
  test('the reviewers of the project\'s pull requests, once per project', () => {
    const s = stack();
    const project = new repo.RepositoryProject(s, 'Platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    const reviewers = project.useDefaultReviewers(['{11111111-2222-3333-4444-555555555555}']);
    const json = synth(s);
    expect(reviewers.node.id).toBe('DefaultReviewers');
    expect(project.defaultReviewers).toBe(reviewers);
    expect(only(json, 'repo_project_default_reviewers')).toEqual(expect.objectContaining({
      workspace: expect.stringMatching(/^\$\{repo_project\.Platform.*\.owner\}$/),
      project: expect.stringMatching(/^\$\{repo_project\.Platform.*\.key\}$/),
      reviewers: ['{11111111-2222-3333-4444-555555555555}'],
    }));
    const again = invalidAt('RepositoryProject.useDefaultReviewers', 'stack/Platform');
    expect(() => project.useDefaultReviewers(['u2'])).toThrow(again('the default reviewers are already set (once per project: pass the whole list in one call)'));
    expect(() => new repo.RepositoryProject(s, 'Empty', { workspace: 'acme', key: 'E', name: 'e' }).useDefaultReviewers([])).toThrow(
      invalidAt('RepositoryProject.useDefaultReviewers', 'stack/Empty')('reviewers: name at least one reviewer'));
  });
});
