/**
 * `repo.HostedRepository` details: the exact message of every problem its methods report (options
 * that are not an object, a value of the wrong kind reported once, a blank name or pattern, a deploy
 * key shown shortened past 40 characters), the method each child-id error names, the construct id of
 * a pipeline schedule (a token is a stable key only when it stands for one reference), and the
 * arguments of `fromRepositoryAttributes`.
 */
import { Lazy, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { repo } from '../../src';
import { exactly, invalidAt, only, synthChecked } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const hub = (s = stack()) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
/** The error of a method of the hub at 'stack/Web', listing its problems. */
const invalid = (method: string, ...problems: string[]) => invalidAt(`HostedRepository.${method}`, 'stack/Web')(...problems);
/** The error `childId` throws for a method of the hub at 'stack/Web'. */
const idError = (method: string, detail: string) => exactly(`HostedRepository.${method} at 'stack/Web': ${detail}`);
const badId = (method: string) => idError(method, 'id "a/b" must be a non-empty literal without "/"');
const notStable = (method: string) =>
  idError(method, 'no stable construct id can be derived from a value computed from several references or a lazy value; pass an explicit id');
const notAnObject = 'options: expected an object of named properties, got "x" (a string)';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB deploy@ci';
const daily = () => repo.Schedule.daily('02:00');

describe('options that are not an object are reported by name', () => {
  test('addWebhook: the options, and the events they lack', () => {
    expect(() => hub().addWebhook('https://ci.example.com/hook', 'x' as any)).toThrow(invalid('addWebhook',
      notAnObject,
      'events: is required, but was not given; expected a list of strings',
    ));
  });

  test('protectBranch', () => {
    expect(() => hub().protectBranch('main', 'x' as any)).toThrow(invalid('protectBranch', notAnObject));
  });

  test('addDeployKey', () => {
    expect(() => hub().addDeployKey(KEY, 'x' as any)).toThrow(invalid('addDeployKey', notAnObject));
  });

  test('useBranchingModel', () => {
    expect(() => hub().useBranchingModel('x' as any)).toThrow(invalid('useBranchingModel', notAnObject));
  });

  test('addPipelineSchedule: the options, and the branch or tag they lack', () => {
    expect(() => hub().addPipelineSchedule('nightly', daily(), 'x' as any)).toThrow(invalid('addPipelineSchedule',
      notAnObject,
      'branch, tag: set exactly one of them',
    ));
  });

  test('addDeployment', () => {
    expect(() => hub().addDeployment('production', 'Production', 'x' as any)).toThrow(invalid('addDeployment', notAnObject));
  });
});

describe('child-id errors name the method', () => {
  test.each([
    ['addWebhook', (web: repo.HostedRepository) => web.addWebhook('https://ci.example.com/hook', { events: ['repo:push'], id: 'a/b' })],
    ['protectBranch', (web: repo.HostedRepository) => web.protectBranch('main', { id: 'a/b' })],
    ['addDeployKey', (web: repo.HostedRepository) => web.addDeployKey(KEY, { id: 'a/b' })],
    ['addPipelineSchedule', (web: repo.HostedRepository) => web.addPipelineSchedule('nightly', daily(), { branch: 'main', id: 'a/b' })],
  ])('%s: an id with "/" is refused', (method, call) => {
    expect(() => call(hub())).toThrow(badId(method));
  });

  test('useDefaultReviewers: another child holding the id DefaultReviewers is reported, naming the method and that child', () => {
    const web = hub();
    web.addDeployment('review', 'Test', { id: 'DefaultReviewers' });
    expect(() => web.useDefaultReviewers(['u1'])).toThrow(
      idError('useDefaultReviewers', "its child's construct id 'DefaultReviewers' is taken by another child (this method always uses that id; give the other child a different id)"),
    );
  });

  test('useBranchingModel: another child holding the id BranchingModel is reported, naming the method and that child', () => {
    const web = hub();
    web.addDeployment('model', 'Test', { id: 'BranchingModel' });
    expect(() => web.useBranchingModel()).toThrow(
      idError('useBranchingModel', "its child's construct id 'BranchingModel' is taken by another child (this method always uses that id; give the other child a different id)"),
    );
  });
});

describe('a deploy key that is not one is shown whole up to 40 characters, shortened past', () => {
  const notAKey = 'is not an OpenSSH public key ("<type> <base64> [comment]", type one of ssh-ed25519, ssh-rsa, ssh-dss, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521, sk-ssh-ed25519@openssh.com, sk-ecdsa-sha2-nistp256@openssh.com)';

  test('40 characters: shown whole', () => {
    const key = 'k'.repeat(40);
    expect(() => hub().addDeployKey(key)).toThrow(invalid('addDeployKey', `key: "${key}" ${notAKey}`));
  });

  test('41 characters: the first 39 and an ellipsis', () => {
    expect(() => hub().addDeployKey('k'.repeat(41))).toThrow(invalid('addDeployKey', `key: "${'k'.repeat(39)}…" ${notAKey}`));
  });
});

describe('a value of the wrong kind is reported once, by its name', () => {
  test('useDefaultReviewers: an empty string is not a list, and not also judged as an empty list', () => {
    expect(() => hub().useDefaultReviewers('' as any)).toThrow(
      invalid('useDefaultReviewers', 'reviewers: expected a list of strings, got "" (a string)'),
    );
  });

  test('addDeployment: a stage that is not a string is not also judged as a stage', () => {
    expect(() => hub().addDeployment('production', 5 as any)).toThrow(
      invalid('addDeployment', 'stage: expected a string, got 5 (a number)'),
    );
  });
});

describe('addPipelineSchedule: exactly one of branch and tag', () => {
  test('neither: reported by the hub, before any child is made', () => {
    const web = hub();
    expect(() => web.addPipelineSchedule('nightly', daily(), {})).toThrow(invalid('addPipelineSchedule', 'branch, tag: set exactly one of them'));
    expect(web.node.children.map((c) => c.node.id)).toEqual(['Resource']);
  });

  test('both: reported by the hub, before any child is made', () => {
    const web = hub();
    expect(() => web.addPipelineSchedule('nightly', daily(), { branch: 'main', tag: 'v1' })).toThrow(
      invalid('addPipelineSchedule', 'branch, tag: set exactly one of them'),
    );
    expect(web.node.children.map((c) => c.node.id)).toEqual(['Resource']);
  });
});

describe('addPipelineSchedule: a token is a stable key only when it stands for one reference', () => {
  test('a pipeline mixing a reference and a literal needs an explicit id; with one it is accepted', () => {
    const s = stack();
    const suffix = new TerraformVariable(s, 'suffix', { type: 'string' });
    const web = hub(s);
    const pipeline = `${suffix.stringValue}-nightly`;
    expect(() => web.addPipelineSchedule(pipeline, daily(), { branch: 'main' })).toThrow(notStable('addPipelineSchedule'));
    expect(web.addPipelineSchedule(pipeline, daily(), { branch: 'main', id: 'Nightly' }).node.id).toBe('Nightly');
    expect(only(synthChecked(s), 'repo_pipeline_schedule').target.selector.pattern).toBe('${var.suffix}-nightly');
  });

  test('a branch from a lazy value needs an explicit id', () => {
    const branch = Lazy.stringValue({ produce: () => 'main' });
    expect(() => hub().addPipelineSchedule('nightly', daily(), { branch })).toThrow(notStable('addPipelineSchedule'));
  });

  test('a token whose identifier is not a string (not a reference) needs an explicit id', () => {
    const branch = Token.asString({ identifier: 7, resolve: () => 'main', creationStack: [], toString: () => 'main' } as any);
    expect(() => hub().addPipelineSchedule('nightly', daily(), { branch })).toThrow(notStable('addPipelineSchedule'));
  });
});

describe('blank names are refused', () => {
  test('addDeployment: a name of spaces', () => {
    expect(() => hub().addDeployment('  ', 'Production')).toThrow(invalid('addDeployment', 'name: must not be blank'));
  });

  test.each([
    ['id', [' ', 'acme', 'web'], "HostedRepository.fromRepositoryAttributes at 'stack/ ': id: must not be blank"],
    ['workspace', ['Web', ' ', 'web'], "HostedRepository.fromRepositoryAttributes at 'stack/Web': workspace: must not be blank"],
    ['slug', ['Web', 'acme', ' '], "HostedRepository.fromRepositoryAttributes at 'stack/Web': slug: must not be blank"],
  ])('fromRepositoryAttributes: %s of spaces', (_, [id, workspace, slug], message) => {
    expect(() => repo.HostedRepository.fromRepositoryAttributes(stack(), id, workspace, slug)).toThrow(exactly(message));
  });
});

test('fromRepositoryAttributes: an id that is not a string is reported without a path', () => {
  expect(() => repo.HostedRepository.fromRepositoryAttributes(stack(), 7 as any, 'acme', 'web')).toThrow(
    exactly('HostedRepository.fromRepositoryAttributes: id: expected a string, got 7 (a number)'),
  );
});
