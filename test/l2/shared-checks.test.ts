/**
 * The checks the L2s share (src/l2/*.ts and the small modules of each namespace), case by case through
 * the public API: identifiers of objects outside the app, binding orders, the object-reference kinds
 * and what each must have, day names, derived ids of token keys, webhook URLs in messages and
 * warnings, branch names of the git-flow preset, and the constants of an L1 enumeration.
 */
import { TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { Construct } from 'constructs';
import { cap, idp, repo } from '../../src';
import { childId } from '../../src/l2/ids';
import { constants } from '../../src/l2/repo/settings';
import { warningsOf } from '../support/l2';

const stack = () => new TerraformStack(Testing.app(), 'stack');
const flows = () => ({ authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i') });
const proxy = (s: TerraformStack) =>
  new idp.ProxyApplication(s, 'A', { name: 't', slug: 't', externalHost: 'https://t.example.com', internalHost: 'http://t:80', ...flows(), outpost: idp.IdpRef.fromOutpostUuid('o') });
const web = (s: TerraformStack) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });

describe('identifiers of objects outside the app', () => {
  test.each([
    ['fromGroupUuid', 'groupUuid'],
    ['fromPolicyUuid', 'policyUuid'],
    ['fromFlowUuid', 'flowUuid'],
    ['fromOutpostUuid', 'outpostUuid'],
    ['fromStageId', 'stageId'],
  ])('IdpRef.%s refuses a blank identifier, naming the method and the parameter', (method, param) => {
    const from = (idp.IdpRef as any)[method] as (v: string) => unknown;
    expect(() => from(' \t')).toThrow(`IdpRef.${method}: ${param}: must not be blank`);
    expect(from(' x ')).toEqual({ [param]: ' x ' });
  });

  test('RepoRef reports every blank attribute in one error', () => {
    expect(() => repo.RepoRef.fromRepositoryAttributes(' ', '\t')).toThrow(
      'RepoRef.fromRepositoryAttributes is invalid:\n  - workspace: must not be blank\n  - repositorySlug: must not be blank',
    );
    expect(() => repo.RepoRef.fromGroupAttributes('acme', '  ')).toThrow('RepoRef.fromGroupAttributes: groupSlug: must not be blank');
    expect(repo.RepoRef.fromGroupAttributes('acme', 'devs')).toEqual({ groupWorkspace: 'acme', groupSlug: 'devs' });
  });

  test('a repository slug of blanks is refused', () => {
    expect(() => new repo.HostedRepository(stack(), 'R', { workspace: 'acme', name: 'web', slug: '  ' })).toThrow(
      "HostedRepository at 'stack/R' is invalid:\n  - slug: must not be blank",
    );
  });
});

describe('binding orders', () => {
  test('an order must be a whole number', () => {
    const app = proxy(stack());
    expect(() => app.allowGroup(idp.IdpRef.fromGroupUuid('g'), { order: 1.5 })).toThrow(
      "ProxyApplication.allowGroup at 'stack/A' is invalid:\n  - order: 1.5 must be a whole number",
    );
  });

  test('an order of the wrong kind is reported once, as of the wrong kind', () => {
    expect(() => proxy(stack()).allowGroup(idp.IdpRef.fromGroupUuid('g'), { order: 'first' as any })).toThrow(
      new Error("ProxyApplication.allowGroup at 'stack/A' is invalid:\n  - order: expected a number, got \"first\" (a string)"),
    );
  });

  test('an order held by another binding is refused, naming the holder', () => {
    const app = proxy(stack());
    app.allowGroup(idp.IdpRef.fromGroupUuid('g'), { order: 20 });
    expect(() => app.addPolicy(idp.IdpRef.fromPolicyUuid('p'), { order: 20 })).toThrow(
      "ProxyApplication.addPolicy at 'stack/A' is invalid:\n  - order: 20 is already taken by 'AllowGroup-g'; " +
        'bindings at the same order have no defined order between them, give another order',
    );
  });

  test('a binding given no order comes 10 after the highest literal order; a token order moves nothing', () => {
    const s = stack();
    const app = proxy(s);
    const v = new TerraformVariable(s, 'order', { type: 'number' });
    app.allowGroup(idp.IdpRef.fromGroupUuid('g'), { order: 35 });
    app.allowGroup(idp.IdpRef.fromGroupUuid('h'), { order: Token.asNumber(v.value) });
    const next = app.allowGroup(idp.IdpRef.fromGroupUuid('i'));
    expect(next.orderInput).toBe(45);
  });

  test('options that are not an object are refused by name', () => {
    expect(() => proxy(stack()).allowGroup(idp.IdpRef.fromGroupUuid('g'), 5 as any)).toThrow(
      "ProxyApplication.allowGroup at 'stack/A' is invalid:\n  - options: expected an object of named properties, got 5 (a number)",
    );
  });

  test('the same group bound twice is refused, naming the method', () => {
    const app = proxy(stack());
    app.allowGroup(idp.IdpRef.fromGroupUuid('g'));
    expect(() => app.allowGroup(idp.IdpRef.fromGroupUuid('g'))).toThrow(
      "ProxyApplication.allowGroup at 'stack/A': a child with id 'AllowGroup-g' already exists (the same thing added twice, or another child given that id; pass a different id)",
    );
  });
});

describe('object-reference kinds: an object without the attributes of its kind is refused', () => {
  const bad = { other: 'x' } as any;
  const got = 'got {"other":"x"} (an object), which has no string';
  test.each<[string, (s: TerraformStack) => unknown, string]>([
    ['idp.IGroup', (s) => proxy(s).allowGroup(bad), "ProxyApplication.allowGroup at 'stack/A' is invalid:\n  - group: expected an idp.IGroup (an idp.Group; " +
      `idp.IdpRef.fromGroupUuid(uuid) for a group outside the app), ${got} groupUuid`],
    ['idp.IPolicy', (s) => proxy(s).addPolicy(bad), '  - policy: expected an idp.IPolicy (an idp.PolicyExpression, idp.PolicyEventMatcher or idp.PolicyDummy; ' +
      `idp.IdpRef.fromPolicyUuid(uuid) for a policy outside the app), ${got} policyUuid`],
    ['idp.IOutpost', (s) => new idp.ProxyApplication(s, 'A', { name: 't', slug: 't', externalHost: 'https://t.example.com', internalHost: 'http://t:80', ...flows(), outpost: bad }),
      '  - outpost: expected an idp.IOutpost (an idp.Outpost or idp.DataIdpOutpost; idp.IdpRef.fromOutpostUuid(uuid) for an outpost managed elsewhere), ' +
      `${got} outpostUuid`],
    ['idp.IApplication', (s) => new idp.ManagedOutpost(s, 'O', { name: 'o' }).addApplication(bad),
      `  - application: expected an idp.IApplication (an idp.OAuthApplication, idp.ProxyApplication, idp.SamlApplication or idp.Application; idp.IdpRef.fromApplicationUuid(uuid) for an application outside the app), ${got} applicationUuid`],
    ['idp.IProtocolProvider', (s) => new idp.ManagedOutpost(s, 'O', { name: 'o' }).addProvider(bad), '  - provider: expected an idp.IProtocolProvider (an idp.ProviderOauth2 or ' +
      `idp.ProviderProxy; idp.IdpRef.fromProtocolProviderId('42') for a provider outside the app, by its integer id), ${got} protocolProviderId`],
    ['idp.IStage', (s) => new idp.StagedFlow(s, 'F', { name: 't', slug: 't', designation: 'authentication' }).addStage(bad),
      "StagedFlow.addStage at 'stack/F' is invalid:\n  - stage: expected an idp.IStage (an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; idp.IdpRef.fromStageId(id) for a stage outside the app), " +
      `${got} stageId`],
    ['repo.IRepository', (s) => new repo.RepositoryWebhook(s, 'H', { repository: bad, url: 'https://ci.example.com/hook', events: ['repo:push'] }),
      '  - repository: expected a repo.IRepository (a repo.HostedRepository, repo.RepositoryFork, repo.Repository, repo.ForkedRepository or ' +
      `repo.DataRepoRepository; repo.RepoRef.fromRepositoryAttributes(workspace, slug) for a repository outside the app), ${got} repositoryWorkspace and repositorySlug`],
    ['repo.IWorkspaceGroup', (s) => new repo.ProtectedBranch(s, 'PB', { repository: web(s), pattern: 'main', pushGroups: [bad] } as any),
      '  - pushGroups[0]: expected a repo.IWorkspaceGroup (a repo.PermissionGroup or repo.Group; repo.RepoRef.fromGroupAttributes(workspace, slug) ' +
      `for a group outside the app), ${got} groupWorkspace and groupSlug`],
    ['cap.INodePoolCluster', (s) => new cap.NodePoolNodeGroup(s, 'NG', { cluster: bad, name: 'g' }), "NodePoolNodeGroup at 'stack/NG' is invalid:\n  - cluster: expected a " +
      `cap.INodePoolCluster (a cap.SpotNodePoolCluster or cap.pubcloud_b.NodePoolCluster; cap.CapRef.fromNodePoolClusterId(id) for a cluster outside the app), ${got} nodePoolClusterId`],
    ['cap.IEcsLikeCluster', (s) => new cap.EcsLikeNodeGroup(s, 'EG', { cluster: bad, name: 'g' }), "EcsLikeNodeGroup at 'stack/EG' is invalid:\n  - cluster: expected a " +
      `cap.IEcsLikeCluster (a cap.SpotEcsLikeCluster or cap.ecs_like.Cluster; cap.CapRef.fromEcsLikeClusterId(id) for a cluster outside the app), ${got} ecsLikeClusterId`],
  ])('%s', (_kind, build, message) => {
    expect(() => build(stack())).toThrow(message);
  });

  test('an object with one of two attributes names the one missing', () => {
    const half = { repositoryWorkspace: 'acme' } as any;
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { repository: half, url: 'https://ci.example.com/hook', events: ['repo:push'] })).toThrow(
      'got {"repositoryWorkspace":"acme"} (an object), which has no string repositorySlug',
    );
  });
});

describe('days of the week', () => {
  const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  test.each(NAMES.map((name, i) => [name, i]))('%s, its abbreviation, in any case, is day %d', (name, i) => {
    const cron = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][i as number];
    for (const text of [name as string, (name as string).toUpperCase(), (name as string).slice(0, 3).toLowerCase()]) {
      expect(repo.Schedule.weekly(text, '06:30').expression).toBe(`0 30 6 ? * ${cron} *`);
    }
  });

  test('a name neither abbreviated nor full is refused', () => {
    for (const text of ['Thurs', 'Th', 'Thursdays']) expect(() => repo.Schedule.weekly(text, '06:30')).toThrow(/Sun to Sat, or Sunday to Saturday, in any case/);
  });
});

describe('time windows', () => {
  test('parse refuses a window with anything before its first day', () => {
    expect(() => cap.TimeWindow.parse('1Mon:01:00-Tue:02:00')).toThrow(
      new Error('TimeWindow: "1Mon:01:00-Tue:02:00" is not a time window of the form ddd:hh:mm-ddd:hh:mm (for example Sat:22:00-Sun:04:00)'),
    );
  });
});

describe('derived ids of keys', () => {
  const owner = () => new Construct(stack(), 'Owner');

  test('underscores at either end of a key are dropped, however many', () => {
    expect(childId(owner(), 'M', 'Kind', '__a b__')).toBe('Kind-a_b');
    expect(childId(owner(), 'M', 'Kind', '_ _x_ _')).toBe('Kind-x');
  });

  test('a key of text around a reference, or of two references, gives no id', () => {
    const o = owner();
    const s = o.node.scope as TerraformStack;
    const a = new TerraformVariable(s, 'a', { type: 'string' }).stringValue;
    const b = new TerraformVariable(s, 'b', { type: 'string' }).stringValue;
    for (const key of [`team-${a}`, `${a}${b}`, `${a}-x`]) {
      expect(() => childId(o, 'T.add', 'Kind', key)).toThrow(
        "T.add at 'stack/Owner': no stable construct id can be derived from a value computed from several references or a lazy value; pass an explicit id",
      );
    }
  });
});

describe('webhook URLs', () => {
  test.each([
    ['http://ci.example.com?key=1', '"http://ci.example.com/…"'],
    ['http://ci.example.com#part', '"http://ci.example.com/…"'],
    ['http://ci.example.com/hook', '"http://ci.example.com/…"'],
    ['http://ci.example.com/', '"http://ci.example.com"'],
  ])('%s is shown as %s (its origin, and /… when it has more)', (url, shown) => {
    const s = stack();
    expect(() => new repo.RepositoryWebhook(s, 'H', { repository: web(s), url, events: ['repo:push'] })).toThrow(
      `  - url: ${shown} is http: deliveries and the secret would travel unencrypted; use https, or set allowHttp: true`,
    );
  });

  test('allowHttp with a token URL warns that it may turn out to be http; with an https URL that it has no effect', () => {
    const s = stack();
    const url = new TerraformVariable(s, 'url', { type: 'string' }).stringValue;
    const repository = web(s);
    new repo.RepositoryWebhook(s, 'H', { repository, url, events: ['repo:push'], allowHttp: true });
    new repo.RepositoryWebhook(s, 'H2', { repository, url: 'https://ci.example.com', events: ['repo:push'], allowHttp: true });
    expect(warningsOf(s, true)).toEqual([
      '[WEBHOOK-L2-003] RepositoryWebhook: allowHttp is set: if url turns out to be http, deliveries, and the secret with them, travel unencrypted',
      '[WEBHOOK-L2-002] RepositoryWebhook: allowHttp is set but url is https, so it has no effect; remove it',
    ]);
  });
});

describe('git-flow branch names', () => {
  const model = (options: repo.GitFlowBranchingModelOptions) => () => {
    const s = stack();
    return new repo.GitFlowBranchingModel(s, 'M', { repository: web(s), ...options });
  };

  test('a blank prefix of an enabled type, and a blank development branch, are refused', () => {
    expect(model({ featurePrefix: '  ', developmentBranch: ' ' })).toThrow(
      "GitFlowBranchingModel at 'stack/M' is invalid:\n" +
        '  - featurePrefix: "  " is not a valid, non-blank branch prefix\n' +
        '  - developmentBranch: " " is not a valid branch name',
    );
  });

  test('an empty prefix of an enabled type, and an empty development branch, are refused', () => {
    expect(model({ bugfixPrefix: '', developmentBranch: '' })).toThrow(
      new Error(
        "GitFlowBranchingModel at 'stack/M' is invalid:\n" +
          '  - bugfixPrefix: "" is not a valid, non-blank branch prefix\n' +
          '  - developmentBranch: "" is not a valid branch name',
      ),
    );
  });

  test('".lock" is refused at the end of a name only', () => {
    expect(model({ developmentBranch: 'dev.lock' })).toThrow('developmentBranch: "dev.lock" is not a valid branch name');
    expect(model({ developmentBranch: 'dev.locked', featurePrefix: 'feature.lock-free/' })).not.toThrow();
  });
});

describe('constants of an L1 enumeration', () => {
  test('are its upper-case static members that hold strings', () => {
    class Enumeration {
      public static readonly ALLOW_FORKS = 'allow_forks';
      public static readonly NO_FORKS = 'no_forks';
      public static readonly MAX = 3;
      public static readonly lowerCase = 'not a constant';
      public static readonly MixedCase = 'nor this';
      public static readonly lowerTHEN_UPPER = 'nor this one';
    }
    expect(constants(Enumeration)).toEqual(['allow_forks', 'no_forks']);
  });
});
