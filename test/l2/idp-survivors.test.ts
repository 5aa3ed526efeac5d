/**
 * Cases of the idp L2s (ProxyApplication, StagedFlow, ManagedOutpost, FlowBrand) that the mutation run
 * found untested: the exact message of each prop of the wrong kind, URL patterns anchored at the start,
 * null props, every designation, duplicate providers and policies, warnings on token designations.
 */
import { Lazy, Testing, TerraformStack, TerraformVariable, Token } from 'cdktf';
import { idp } from '../../src';
import { exactly, only, synthChecked as synth, warningsOf as warnings } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
/** Props of a valid proxy-mode ProxyApplication served by an outpost managed elsewhere. */
const proxyProps = (): idp.ProxyApplicationProps => ({
  name: 'p',
  slug: 'p',
  externalHost: 'https://p.example.com',
  internalHost: 'http://p:80',
  authorizationFlow: idp.IdpRef.fromFlowUuid('auth-flow-uuid'),
  invalidationFlow: idp.IdpRef.fromFlowUuid('inval-flow-uuid'),
  outpost: idp.IdpRef.fromOutpostUuid('o'),
});
const POLICY_KIND = 'an idp.IPolicy (an idp.PolicyExpression, idp.PolicyEventMatcher or idp.PolicyDummy; ' +
  'idp.IdpRef.fromPolicyUuid(uuid) for a policy outside the app)';

describe('ProxyApplication', () => {
  test.each(['mode', 'externalHost', 'internalHost', 'policyEngineMode'])('%s of the wrong kind is reported once, as a kind problem', (prop) => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { ...proxyProps(), [prop]: 5 })).toThrow(exactly(
      `ProxyApplication at 'stack/P' is invalid:\n  - ${prop}: expected a string, got 5 (a number)`,
    ));
  });

  test('forward_single mode is accepted without an internal host and reaches the provider', () => {
    const s = stack();
    new idp.ProxyApplication(s, 'P', { ...proxyProps(), internalHost: undefined, mode: 'forward_single' });
    const provider = only(synth(s), 'idp_provider_proxy');
    expect(provider.mode).toBe('forward_single');
    expect(provider.internal_host).toBeUndefined();
  });

  test('an internalHost given as null in proxy mode is reported as required', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { ...proxyProps(), internalHost: null as any })).toThrow(exactly(
      "ProxyApplication at 'stack/P' is invalid:\n  - internalHost: is required in proxy mode (the URL the proxy forwards to)",
    ));
  });

  test('an externalHost with text before the http(s) URL is refused', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { ...proxyProps(), externalHost: 'see https://p.example.com' })).toThrow(exactly(
      "ProxyApplication at 'stack/P' is invalid:\n  - externalHost: \"see https://p.example.com\" is not an absolute http(s) URL",
    ));
  });

  test('an http (not https) externalHost is accepted and written', () => {
    const s = stack();
    new idp.ProxyApplication(s, 'P', { ...proxyProps(), externalHost: 'http://p.example.com' });
    expect(only(synth(s), 'idp_provider_proxy').external_host).toBe('http://p.example.com');
  });

  test('an internalHost without a scheme is refused with the full message', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { ...proxyProps(), internalHost: 'p.internal:80' })).toThrow(exactly(
      "ProxyApplication at 'stack/P' is invalid:\n  - internalHost: \"p.internal:80\" is not an absolute http(s) URL",
    ));
  });

  test('an internalHost with text before the http(s) URL is refused', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { ...proxyProps(), internalHost: 'at http://p:80' })).toThrow(exactly(
      "ProxyApplication at 'stack/P' is invalid:\n  - internalHost: \"at http://p:80\" is not an absolute http(s) URL",
    ));
  });

  test('a policyEngineMode other than all or any is refused with the full message', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { ...proxyProps(), policyEngineMode: 'some' })).toThrow(exactly(
      "ProxyApplication at 'stack/P' is invalid:\n  - policyEngineMode: \"some\" is not one of \"all\", \"any\"",
    ));
  });

  test('policyEngineMode any is accepted and written to the application', () => {
    const s = stack();
    new idp.ProxyApplication(s, 'P', { ...proxyProps(), policyEngineMode: 'any' });
    expect(only(synth(s), 'idp_application').policy_engine_mode).toBe('any');
  });

  test('an outpost of this app given by its uuid is refused, the message naming ProxyApplication and its path', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    expect(() => new idp.ProxyApplication(s, 'P', { ...proxyProps(), outpost: idp.IdpRef.fromOutpostUuid(outpost.outpostUuid) })).toThrow(exactly(
      `ProxyApplication at 'stack/P': the outpost (idp_outpost.${outpost.resource.friendlyUniqueId}.id) is created in this app, ` +
      'so its protocolProviders list manages the providers it serves and an attachment would undo it at every apply; ' +
      'pass the outpost itself (the idp.Outpost or idp.ManagedOutpost) instead',
    ));
  });

  test('bindings lists the group and policy bindings in the order added', () => {
    const s = stack();
    const app = new idp.ProxyApplication(s, 'P', proxyProps());
    const group = app.allowGroup(idp.IdpRef.fromGroupUuid('staff'));
    const policy = app.addPolicy(idp.IdpRef.fromPolicyUuid('office-hours'));
    expect(app.bindings).toEqual([group, policy]);
  });
});

describe('StagedFlow', () => {
  const flow = () => new idp.StagedFlow(stack(), 'F', { name: 'f', slug: 'f', designation: 'authentication' });
  const stage = () => idp.IdpRef.fromStageId('stage-1');

  test('an unknown designation is refused with the full list of designations', () => {
    expect(() => new idp.StagedFlow(stack(), 'F', { name: 'f', slug: 'f', designation: 'login' })).toThrow(exactly(
      "StagedFlow at 'stack/F' is invalid:\n  - designation: \"login\" is not one of \"authentication\", \"authorization\", " +
      '"invalidation", "enrollment", "unenrollment", "recovery", "stage_configuration"',
    ));
  });

  test.each(['authorization', 'invalidation', 'unenrollment', 'stage_configuration'])('designation %s is accepted and written', (designation) => {
    const s = stack();
    new idp.StagedFlow(s, 'F', { name: 'f', slug: 'f', designation });
    expect(only(synth(s), 'idp_flow').designation).toBe(designation);
  });

  test('a designation of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.StagedFlow(stack(), 'F', { name: 'f', slug: 'f', designation: 5 as any })).toThrow(exactly(
      "StagedFlow at 'stack/F' is invalid:\n  - designation: expected a string, got 5 (a number)",
    ));
  });

  test('addStage options that are not an object are reported under the name options', () => {
    expect(() => flow().addStage(stage(), 'x' as any)).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n  - options: expected an object of named properties, got \"x\" (a string)",
    ));
  });

  test('addStage with an id containing a slash is refused, the message naming StagedFlow.addStage', () => {
    expect(() => flow().addStage(stage(), { id: 'a/b' })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F': id \"a/b\" must be a non-empty literal without \"/\"",
    ));
  });

  test('a policy whose uuid is a lazy value is refused before the stage binding exists, and a retry without it succeeds', () => {
    const f = flow();
    const policy: idp.IPolicy = { policyUuid: Lazy.stringValue({ produce: () => 'p' }) };
    expect(() => f.addStage(stage(), { policies: [idp.IdpRef.fromPolicyUuid('q'), policy] })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n  - policies[1]: its policyUuid is a lazy value or is computed from several references, " +
      'so its binding has no stable construct id; bind that policy with an idp.PolicyBinding of your own ' +
      '(target: the flowStageBindingId of the binding addStage returns)',
    ));
    expect(f.node.children.map((c) => c.node.id)).toEqual(['Resource']);
    expect(f.stageBindings).toEqual([]);
    const binding = f.addStage(stage(), { order: 0 });
    expect(binding.node.id).toBe('Stage-stage-1');
  });

  test('two policy objects holding the same reference are the same policy: refused before the stage binding exists', () => {
    const s = stack();
    const f = new idp.StagedFlow(s, 'F', { name: 'f', slug: 'f', designation: 'authentication' });
    const policy = new idp.PolicyDummy(s, 'Dummy', { name: 'd' });
    const again: idp.IPolicy = { policyUuid: policy.policyUuid };
    expect(() => f.addStage(stage(), { policies: [policy, again] })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n  - policies[1]: the policy of policies[0] again; a policy is bound to a stage once",
    ));
    expect(f.node.children.map((c) => c.node.id)).toEqual(['Resource']);
  });

  test('two policies whose uuids differ only in characters a construct id cannot hold are refused, naming the id', () => {
    expect(() => flow().addStage(stage(), { policies: [idp.IdpRef.fromPolicyUuid('a.b'), idp.IdpRef.fromPolicyUuid('a b')] })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n  - policies[1]: its binding's construct id 'Policy-a_b' is that of policies[0], " +
      'another policy whose uuid differs only in characters an id cannot hold; bind one of them with an idp.PolicyBinding of your own',
    ));
  });

  test('a null policy is reported as a problem of policies[0], not a TypeError', () => {
    expect(() => flow().addStage(stage(), { policies: [null as any] })).toThrow(exactly(
      `StagedFlow.addStage at 'stack/F' is invalid:\n  - policies[0]: is required, but was null; expected ${POLICY_KIND}`,
    ));
  });

  test('an undefined policy is reported as a problem of policies[0], not a TypeError', () => {
    expect(() => flow().addStage(stage(), { policies: [undefined as any] })).toThrow(exactly(
      `StagedFlow.addStage at 'stack/F' is invalid:\n  - policies[0]: is required, but was not given; expected ${POLICY_KIND}`,
    ));
  });

  test('two policies without a uuid are reported as kind problems only, not as the same policy twice', () => {
    expect(() => flow().addStage(stage(), { policies: [{} as any, {} as any] })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n" +
      `  - policies[0]: expected ${POLICY_KIND}, got {} (an object), which has no string policyUuid\n` +
      `  - policies[1]: expected ${POLICY_KIND}, got {} (an object), which has no string policyUuid`,
    ));
  });

  test('two functions carrying the same policyUuid are reported as kind problems only, not as the same policy twice', () => {
    const fn = Object.assign(() => 0, { policyUuid: 'p' });
    expect(() => flow().addStage(stage(), { policies: [fn as any, fn as any] })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n" +
      `  - policies[0]: expected ${POLICY_KIND}, got a function\n` +
      `  - policies[1]: expected ${POLICY_KIND}, got a function`,
    ));
  });

  test('a policy given three times: both repeats name the first position', () => {
    const p = idp.IdpRef.fromPolicyUuid('p');
    expect(() => flow().addStage(stage(), { policies: [p, p, p] })).toThrow(exactly(
      "StagedFlow.addStage at 'stack/F' is invalid:\n" +
      '  - policies[1]: the policy of policies[0] again; a policy is bound to a stage once\n' +
      '  - policies[2]: the policy of policies[0] again; a policy is bound to a stage once',
    ));
  });
});

describe('ManagedOutpost', () => {
  const outpost = () => new idp.ManagedOutpost(stack(), 'Outpost', { name: 'outpost' });

  test('a type of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.ManagedOutpost(stack(), 'O', { name: 'o', type: 5 as any })).toThrow(exactly(
      "ManagedOutpost at 'stack/O' is invalid:\n  - type: expected a string, got 5 (a number)",
    ));
  });

  test('a config of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.ManagedOutpost(stack(), 'O', { name: 'o', config: 5 as any })).toThrow(exactly(
      "ManagedOutpost at 'stack/O' is invalid:\n  - config: expected an object of named properties, got 5 (a number)",
    ));
  });

  test.each([['5', '"5" (a string)'], ['{}', '"{}" (a string)']])('a config of JSON text %s is refused: the object itself is passed', (config, shown) => {
    expect(() => new idp.ManagedOutpost(stack(), 'O', { name: 'o', config: config as any })).toThrow(exactly(
      `ManagedOutpost at 'stack/O' is invalid:\n  - config: expected an object of named properties, got ${shown}; ` +
      'pass the object itself (the construct writes it as JSON), or set JSON text you hold on the L1 (resource.config)',
    ));
  });

  test('addProvider refuses a protocolProviderId with letters before the digits', () => {
    expect(() => outpost().addProvider({ protocolProviderId: 'abc42' })).toThrow(exactly(
      "ManagedOutpost.addProvider at 'stack/Outpost' is invalid:\n  - provider: protocolProviderId \"abc42\" is not an integer id",
    ));
  });

  test('addProvider refuses a protocolProviderId with letters after the digits', () => {
    expect(() => outpost().addProvider({ protocolProviderId: '42abc' })).toThrow(exactly(
      "ManagedOutpost.addProvider at 'stack/Outpost' is invalid:\n  - provider: protocolProviderId \"42abc\" is not an integer id",
    ));
  });

  test('addApplication given a string reports the kind problem only', () => {
    expect(() => outpost().addApplication('x' as any)).toThrow(exactly(
      "ManagedOutpost.addApplication at 'stack/Outpost' is invalid:\n" +
      '  - application: expected an idp.IApplication (an idp.OAuthApplication, idp.ProxyApplication, idp.SamlApplication or idp.Application; idp.IdpRef.fromApplicationUuid(uuid) for an application outside the app), got "x" (a string)',
    ));
  });

  test('addApplication given null reports the missing application only', () => {
    expect(() => outpost().addApplication(null as any)).toThrow(exactly(
      "ManagedOutpost.addApplication at 'stack/Outpost' is invalid:\n" +
      '  - application: is required, but was null; expected an idp.IApplication (an idp.OAuthApplication, idp.ProxyApplication, idp.SamlApplication or idp.Application; idp.IdpRef.fromApplicationUuid(uuid) for an application outside the app)',
    ));
  });

  test('addApplication refuses an idp.Application whose protocolProvider is null', () => {
    const s = stack();
    const o = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const app = new idp.Application(s, 'A', { name: 'a', slug: 'a', protocolProvider: null as any });
    expect(() => o.addApplication(app)).toThrow(exactly(
      "ManagedOutpost.addApplication at 'stack/Outpost' is invalid:\n" +
      "  - application: the idp.Application at 'stack/A' has no protocolProvider; pass its provider to addProvider",
    ));
  });

  test('addApplication refuses a second idp.Application with the same literal provider, the message naming addApplication', () => {
    const s = stack();
    const o = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    o.addApplication(new idp.Application(s, 'A', { name: 'a', slug: 'a', protocolProvider: 7 }));
    expect(() => o.addApplication(new idp.Application(s, 'B', { name: 'b', slug: 'b', protocolProvider: 7 }))).toThrow(exactly(
      "ManagedOutpost.addApplication at 'stack/Outpost': the provider (7) is already served by the outpost 'stack/Outpost' " +
      "(added by 'stack/A'); an outpost lists a provider once",
    ));
  });

  test('addApplication refuses an idp.Application whose number-token provider was already added by addProvider', () => {
    const s = stack();
    const o = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const provider = new idp.ProviderProxy(s, 'Legacy', {
      name: 'legacy', externalHost: 'https://legacy.example.com', authorizationFlow: 'a', invalidationFlow: 'i',
    });
    o.addProvider(provider);
    const app = new idp.Application(s, 'A', { name: 'a', slug: 'a', protocolProvider: Token.asNumber(provider.interpolationForAttribute('id')) });
    expect(() => o.addApplication(app)).toThrow(exactly(
      "ManagedOutpost.addApplication at 'stack/Outpost': the provider (idp_provider_proxy.Legacy.id) is already served by the outpost " +
      "'stack/Outpost' (added by 'stack/Outpost'); an outpost lists a provider once",
    ));
  });

  test('attaching an OAuthApplication whose provider was already added is refused, the message naming OAuthApplication and its path', () => {
    const s = stack();
    const o = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const app = new idp.OAuthApplication(s, 'Grafana', {
      name: 'g', slug: 'g', authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i'),
    });
    o.addProvider(app.oauth2Provider);
    expect(() => app.attachToOutpost(o)).toThrow(exactly(
      `OAuthApplication at 'stack/Grafana': the provider (idp_provider_oauth2.${app.oauth2Provider.friendlyUniqueId}.id) is already served ` +
      "by the outpost 'stack/Outpost' (added by 'stack/Outpost'); an outpost lists a provider once",
    ));
  });

  test('two provider ids built from the same variable with different suffixes are both listed', () => {
    const s = stack();
    const o = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const v = new TerraformVariable(s, 'v', { type: 'number' });
    o.addProvider({ protocolProviderId: `${v.stringValue}1` });
    o.addProvider({ protocolProviderId: `${v.stringValue}2` });
    expect(only(synth(s), 'idp_outpost').protocol_providers).toEqual(['${var.v}1', '${var.v}2']);
  });

  test('two lazy provider ids (no reference to compare) are both listed', () => {
    const s = stack();
    const o = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    o.addProvider({ protocolProviderId: Lazy.stringValue({ produce: () => '5' }) });
    o.addProvider({ protocolProviderId: Lazy.stringValue({ produce: () => '6' }) });
    expect(o.protocolProviderIds).toHaveLength(2);
    expect(only(synth(s), 'idp_outpost').protocol_providers).toEqual(['5', '6']);
  });
});

describe('FlowBrand', () => {
  test('no designation warning for an idp.Flow given a null designation (not a known designation)', () => {
    const s = stack();
    const l1 = new idp.Flow(s, 'Login', { name: 'login', slug: 'login', title: 'Login', designation: null as any });
    const brand = new idp.FlowBrand(s, 'Brand', { domain: 'example.com', authenticationFlow: l1 });
    expect(warnings(brand)).toEqual([]);
  });

  test('no designation warning for a StagedFlow or idp.Flow whose designation is a token', () => {
    const s = stack();
    const designation = new TerraformVariable(s, 'designation', { type: 'string' });
    const staged = new idp.StagedFlow(s, 'Login', { name: 'login', slug: 'login', designation: designation.stringValue });
    const l1 = new idp.Flow(s, 'Logout', { name: 'logout', slug: 'logout', title: 'Logout', designation: designation.stringValue });
    const brand = new idp.FlowBrand(s, 'Brand', { domain: 'example.com', authenticationFlow: staged, invalidationFlow: l1 });
    expect(warnings(brand)).toEqual([]);
  });
});
