/**
 * Details of idp.AuthenticationFlow: what a message about a taken order calls the user-login and the
 * second-factor stage; props and options of the wrong kind reported once, as kind problems only
 * (sessionDuration, passwordBackends, a list carrying a stageId as a stage; options, notConfiguredAction,
 * setup, deviceClasses and configure flows of addSecondFactor; a list carrying a sourceUuid as a
 * source); the names and binding id of the setup flows and stages addSecondFactor creates; and
 * addSource on an identification stage whose sources are a token, or that has none yet.
 */
import { TerraformStack, TerraformVariable } from 'cdktf';
import { idp } from '../../src';
import { idpStack as stack } from '../support/idp';
import { invalidAt, synthChecked as synth } from '../support/l2';

const STAGE_KIND = 'an idp.IStage (an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; '
  + 'idp.IdpRef.fromStageId(id) for a stage outside the app)';
const FLOW_KIND = 'an idp.IFlow (an idp.Flow, idp.DataIdpFlow or idp.StagedFlow; idp.IdpRef.fromFlowUuid(uuid) for a flow outside the app)';
const SOURCE_KIND = 'an idp.ISource (an idp.SocialLoginSource, idp.SourceOauth or another idp.Source* resource, or idp.DataIdpSource; '
  + 'idp.IdpRef.fromSourceUuid(uuid) for a source outside the app)';

const login = (s: TerraformStack, props: Partial<idp.AuthenticationFlowProps> = {}) =>
  new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'], ...props });

describe('AuthenticationFlow props', () => {
  const invalid = invalidAt('AuthenticationFlow', 'stack/Login');

  test('a stage added at order 30 is refused, naming the holder as the user-login stage', () => {
    const flow = login(stack());
    expect(() => flow.addStage(idp.IdpRef.fromStageId('x'), { order: 30 })).toThrow(invalidAt('AuthenticationFlow.addStage', 'stack/Login')(
      "order: a stage is already bound at order 30 (the user-login stage, 'Stage-Login'); give another order"));
  });

  test('a sessionDuration of the wrong kind is reported once, as a kind problem', () => {
    expect(() => login(stack(), { sessionDuration: 5 as any })).toThrow(invalid('sessionDuration: expected a string, got 5 (a number)'));
  });

  test('passwordBackends of the wrong kind are reported once, as a kind problem (not as empty)', () => {
    expect(() => login(stack(), { passwordBackends: 5 as any })).toThrow(invalid('passwordBackends: expected a list of strings, got 5 (a number)'));
  });

  test('a list carrying the stageId of the identification stage given as passwordStage is reported once, as a kind problem (not as the same stage)', () => {
    const notAStage = Object.assign([], { stageId: 'same' });
    expect(() => login(stack(), { passwordBackends: undefined, identificationStage: idp.IdpRef.fromStageId('same'), passwordStage: notAStage as any }))
      .toThrow(invalid(`passwordStage: expected ${STAGE_KIND}, got [] (a list)`));
  });
});

describe('AuthenticationFlow.addSecondFactor', () => {
  const invalid = invalidAt('AuthenticationFlow.addSecondFactor', 'stack/Login');

  test('a stage added at order 25 after addSecondFactor is refused, naming the holder as the second-factor stage', () => {
    const flow = login(stack());
    flow.addSecondFactor({ notConfiguredAction: 'deny' });
    expect(() => flow.addStage(idp.IdpRef.fromStageId('x'), { order: 25 })).toThrow(invalidAt('AuthenticationFlow.addStage', 'stack/Login')(
      "order: a stage is already bound at order 25 (the second-factor stage, 'Stage-SecondFactor'); give another order"));
  });

  test('options that are no object are reported as options of the wrong kind, and the action as missing', () => {
    expect(() => login(stack()).addSecondFactor('deny' as any)).toThrow(invalid(
      'options: expected an object of named properties, got "deny" (a string)',
      'notConfiguredAction: is required, but was not given; expected a string',
    ));
  });

  test('a notConfiguredAction of the wrong kind is reported once, as a kind problem (not as an unknown action)', () => {
    expect(() => login(stack()).addSecondFactor({ notConfiguredAction: 5 as any })).toThrow(invalid(
      'notConfiguredAction: expected a string, got 5 (a number)'));
  });

  test('configure with a setup of the wrong kind reports the setup kind problem only (not configure without a setup method)', () => {
    expect(() => login(stack()).addSecondFactor({ notConfiguredAction: 'configure', setup: 'totp' as any })).toThrow(invalid(
      'setup: expected a list of strings, got "totp" (a string)'));
  });

  test('a setup that is a list token is refused: the methods decide which setup stages are created', () => {
    const s = stack();
    const setup = new TerraformVariable(s, 'setup', { type: 'list(string)' }).listValue;
    expect(() => login(s).addSecondFactor({ notConfiguredAction: 'configure', setup })).toThrow(invalid(
      'setup: is a list token, not known at synth; the setup methods decide which stages are created, so give the list itself'));
  });

  test('a setup method that is a string token is refused, naming its place in the list', () => {
    const s = stack();
    const method = new TerraformVariable(s, 'method', { type: 'string' }).stringValue;
    expect(() => login(s).addSecondFactor({ notConfiguredAction: 'configure', setup: [idp.SecondFactorMethod.TOTP, method] })).toThrow(invalid(
      'setup[1]: is a string token (var.method), not known at synth; the setup methods decide which stages are created, so give each method itself'));
  });

  test('configureFlows given as a map token is refused once, not read property by property', () => {
    const s = stack();
    const configureFlows = new TerraformVariable(s, 'flows', { type: 'map(string)' }).value;
    expect(() => login(s).addSecondFactor({ notConfiguredAction: 'deny', setup: [idp.SecondFactorMethod.TOTP], configureFlows })).toThrow(invalid(
      'configureFlows: is a token (IResolvable), not known at synth; the setup methods decide which stages are created, so give an object of named properties (a flow per setup method)'));
  });

  test('deviceClasses of the wrong kind are reported once, as a kind problem (not as empty)', () => {
    expect(() => login(stack()).addSecondFactor({ notConfiguredAction: 'deny', deviceClasses: 5 as any })).toThrow(invalid(
      'deviceClasses: expected a list of strings, got 5 (a number)'));
  });

  test('a configure flow of the wrong kind for a method not set up is reported once, as a kind problem (not as a method not set up)', () => {
    expect(() => login(stack()).addSecondFactor({ notConfiguredAction: 'deny', configureFlows: { totp: 'f' as any } })).toThrow(invalid(
      `configureFlows.totp: expected ${FLOW_KIND}, got "f" (a string)`));
  });

  test('the setup flow and setup stage it creates are named <flow name>-<method>-setup; the setup stage is bound as Stage-Setup at 10', () => {
    const s = stack();
    const flow = login(s);
    flow.addSecondFactor({ notConfiguredAction: 'configure', setup: ['email'] });
    const json = synth(s);
    const setupFlow = flow.node.findChild('SetupFlow-email') as idp.StagedFlow;
    const setupStage = flow.node.findChild('SetupStage-email') as idp.StageAuthenticatorEmail;
    expect(json.resource.idp_flow[setupFlow.resource.friendlyUniqueId]).toEqual({
      name: 'login-email-setup', slug: 'login-email-setup', title: 'login-email-setup', designation: 'stage_configuration',
    });
    expect(json.resource.idp_stage_authenticator_email[setupStage.friendlyUniqueId].name).toBe('login-email-setup');
    expect(setupFlow.stageBindings.map((b) => [b.node.id, b.orderInput])).toEqual([['Stage-Setup', 10]]);
  });
});

describe('AuthenticationFlow.addSource', () => {
  const invalid = invalidAt('AuthenticationFlow.addSource', 'stack/Login');

  test('refuses a source when the sources of the identification stage are a token, and leaves them as they are', () => {
    const s = stack();
    const flow = login(s);
    const sources = new TerraformVariable(s, 'sources', { type: 'list(string)' }).listValue;
    flow.identificationStage!.sources = sources;
    expect(() => flow.addSource(idp.IdpRef.fromSourceUuid('x'))).toThrow(invalid(
      'source: the sources of the identification stage are a token; list the sources there yourself'));
    expect(flow.identificationStage!.sourcesInput).toBe(sources);
  });

  test('a list carrying the sourceUuid of a source shown is reported once, as a kind problem (not as already shown)', () => {
    const flow = login(stack());
    flow.addSource(idp.IdpRef.fromSourceUuid('x'));
    const notASource = Object.assign([], { sourceUuid: 'x' });
    expect(() => flow.addSource(notASource as any)).toThrow(invalid(`source: expected ${SOURCE_KIND}, got [] (a list)`));
  });
});
