import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { AnnotationMetadataEntryType, App, Testing, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { idp } from '../../src';

function stack() {
  return new TerraformStack(Testing.app(), 'stack');
}

describe('idp.Application', () => {
  test('synthesizes resource.idp_application.<id> with snake_case attributes and a provider requirement', () => {
    const s = stack();
    new idp.IdpProvider(s, 'idp', { url: 'https://idp.example.com' });
    const app = new idp.Application(s, 'app', { slug: 'grafana', name: 'Grafana', metaLaunchUrl: 'https://g', openInNewTab: true });
    new idp.Application(s, 'other', { slug: 'other', name: app.uuid });
    const json = JSON.parse(Testing.synth(s));
    expect(json.resource.idp_application.app).toEqual({ slug: 'grafana', name: 'Grafana', meta_launch_url: 'https://g', open_in_new_tab: true });
    expect(json.resource.idp_application.other.name).toBe('${idp_application.app.uuid}');
    expect(json.terraform.required_providers.idp).toEqual({ source: 'triad/idp', version: '2025.12.1' });
  });

  test('applicationId and id read the Terraform id; typeToken and tfResourceType name the type', () => {
    const s = stack();
    const app = new idp.Application(s, 'app', { slug: 's', name: 'n' });
    new TerraformOutput(s, 'application_id', { value: app.applicationId });
    new TerraformOutput(s, 'id', { value: app.id });
    const out = JSON.parse(Testing.synth(s)).output;
    expect(out.application_id.value).toBe('${idp_application.app.id}');
    expect(out.id.value).toBe('${idp_application.app.id}');
    expect(idp.Application.typeToken).toBe('idp:index/application:Application');
    expect(idp.Application.tfResourceType).toBe('idp_application');
  });

  test('setters, resetX() and xInput change what is synthesized', () => {
    const s = stack();
    const app = new idp.Application(s, 'app', { slug: 's', name: 'n', group: 'g' });
    app.policyEngineMode = 'all';
    app.resetGroup();
    expect(app.groupInput).toBeUndefined();
    expect(app.policyEngineModeInput).toBe('all');
    expect(JSON.parse(Testing.synth(s)).resource.idp_application.app).toEqual({ slug: 's', name: 'n', policy_engine_mode: 'all' });
  });

  test('an enum literal outside the allowed values fails synth with path, property, value and allowed values', () => {
    const app = Testing.app();
    const s = new TerraformStack(app, 'stack');
    new idp.IdpProvider(s, 'idp');
    new idp.Application(s, 'app', { slug: 's', name: 'n', policyEngineMode: 'sometimes' });
    expect(() => Testing.fullSynth(s)).toThrow(
      '[stack/app] Application: policyEngineMode: "sometimes" is not an allowed value; allowed: "all", "any"',
    );
  });

  test('a misspelt property from a JavaScript caller is reported, not dropped', () => {
    const app = new idp.Application(stack(), 'app', { slug: 's', name: 'n', metaLaunchURL: 'https://x' } as any);
    expect(app.node.validate()).toEqual([expect.stringContaining('Application: metaLaunchURL: is not a property of Application; known properties: backchannelProviders')]);
  });

  test('a nested item that is not a map is reported, not dropped', () => {
    // allowedRedirectUris is the provider's list of string maps (keys are free: url, matching_mode)
    const s = stack();
    const p = new idp.ProviderOauth2(s, 'p', {
      name: 'n',
      clientId: 'c',
      authorizationFlow: 'a',
      invalidationFlow: 'i',
      allowedRedirectUris: [{ url: 'https://x', matching_mode: 'strict' }, 'https://y' as any],
    });
    expect(p.node.validate()).toEqual([expect.stringContaining('ProviderOauth2: allowedRedirectUris[1]: expected a map, got string "https://y"')]);
  });

  test('the constants class names every allowed value', () => {
    expect([idp.ApplicationPolicyEngineMode.ALL, idp.ApplicationPolicyEngineMode.ANY]).toEqual(['all', 'any']);
  });
});

describe('idp.IdpProvider', () => {
  const ENV = { IDP_URL: 'https://from-env.example', IDP_TOKEN: 'sentinel-token-from-env', IDP_INSECURE: 'true' };

  test('environment fallbacks are never copied into the JSON', () => {
    const saved = { ...process.env };
    Object.assign(process.env, ENV);
    try {
      const s = stack();
      new idp.IdpProvider(s, 'idp');
      new idp.Application(s, 'app', { slug: 's', name: 'n' });
      const out = Testing.synth(s);
      for (const v of Object.values(ENV)) expect(out).not.toContain(v);
      expect(JSON.parse(out).provider.idp).toEqual([{}]);
    } finally {
      process.env = saved;
    }
  });

  test('effectiveConfiguration shows each setting and where it comes from, secrets redacted', () => {
    const s = stack();
    const token = new TerraformVariable(s, 'token', { type: 'string', sensitive: true });
    const p = new idp.IdpProvider(s, 'idp', { token: token.stringValue, headers: { 'X-Trace': 'abc' } });
    expect(p.effectiveConfiguration(ENV)).toEqual([
      { name: 'headers', value: '(redacted)', source: 'configuration', sensitive: true },
      { name: 'insecure', value: 'true', source: 'environment', environmentVariable: 'IDP_INSECURE', sensitive: false },
      { name: 'token', value: '(reference, resolved at plan time)', source: 'configuration', environmentVariable: 'IDP_TOKEN', sensitive: true },
      { name: 'url', value: 'https://from-env.example', source: 'environment', environmentVariable: 'IDP_URL', sensitive: false },
    ]);
    const q = new idp.IdpProvider(stack(), 'idp', { token: 'literal-secret' });
    expect(q.effectiveConfiguration({}).find((x) => x.name === 'token')).toEqual({
      name: 'token', value: '(redacted)', source: 'configuration', environmentVariable: 'IDP_TOKEN', sensitive: true,
    });
    expect(q.effectiveConfiguration({}).find((x) => x.name === 'url')).toEqual({ name: 'url', source: 'unset', environmentVariable: 'IDP_URL', sensitive: false });
  });

  test('effectiveConfiguration: a value that is not a string is shown as written, an empty environment variable counts as unset', () => {
    const p = new idp.IdpProvider(stack(), 'idp', { insecure: false, url: 'https://given.example' });
    expect(p.effectiveConfiguration({ IDP_TOKEN: '' }).filter((x) => x.name !== 'headers')).toEqual([
      { name: 'insecure', value: 'false', source: 'configuration', environmentVariable: 'IDP_INSECURE', sensitive: false },
      { name: 'token', source: 'unset', environmentVariable: 'IDP_TOKEN', sensitive: true },
      { name: 'url', value: 'https://given.example', source: 'configuration', environmentVariable: 'IDP_URL', sensitive: false },
    ]);
  });

  test('a literal token is written because the user asked, with a warning pointing to a sensitive variable', () => {
    const s = stack();
    const p = new idp.IdpProvider(s, 'idp', { token: 'literal-secret' });
    Testing.synth(s, true);
    const warnings = p.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN).map((m) => String(m.data));
    expect(warnings).toEqual([expect.stringContaining('token: is a secret given as a literal')]);
    expect(warnings[0]).toContain('sensitive TerraformVariable');
  });

  test('source and version constraint of required_providers can be overridden', () => {
    const s = stack();
    new idp.IdpProvider(s, 'idp', { source: 'mirror.example.com/triad/idp', versionConstraint: '~> 2025.12' });
    expect(JSON.parse(Testing.synth(s)).terraform.required_providers.idp).toEqual({ source: 'mirror.example.com/triad/idp', version: '~> 2025.12' });
  });
});

describe('HCL', () => {
  test('synthesizes HCL for the same resources', () => {
    const s = stack();
    new idp.IdpProvider(s, 'idp', { url: 'https://idp.example.com' });
    new idp.Application(s, 'app', { slug: 'grafana', name: 'Grafana', backchannelProviders: [1, 2] });
    const hcl = Testing.synthHcl(s);
    expect(hcl).toContain('resource "idp_application" "app" {');
    expect(hcl).toMatch(/slug\s+= "grafana"/);
    expect(hcl).toMatch(/backchannel_providers\s+= \[\s*1,\s*2\s*\]/);
  });
});

test('the derived provider schema ships with the package', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'provider-schema', 'idp.json'), 'utf8'));
  const idpSchema = schema.provider_schemas['registry.terraform.io/triad/idp'];
  expect(idpSchema.resource_schemas.idp_application.block.attributes.slug).toMatchObject({ type: 'string', required: true });
  expect(idpSchema.resource_schemas.idp_application.block.attributes.uuid).toMatchObject({ type: 'string', computed: true });
  expect(idpSchema.provider.block.attributes.token).toMatchObject({ type: 'string', optional: true, sensitive: true });
});

describe('an app with several stacks', () => {
  test('cdktf synth reports the problems of every stack at once and writes no stack', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-'));
    const app = new App({ outdir });
    for (const [name, mode] of [['first', 'all'], ['second', 'sometimes'], ['third', 'never']]) {
      const s = new TerraformStack(app, name);
      new idp.IdpProvider(s, 'idp');
      new idp.Application(s, 'app', { slug: name, name, policyEngineMode: mode });
    }
    let message = '';
    try {
      app.synth();
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('[second/app] Application: policyEngineMode: "sometimes" is not an allowed value');
    expect(message).toContain('[third/app] Application: policyEngineMode: "never" is not an allowed value');
    expect(fs.existsSync(path.join(outdir, 'stacks', 'first', 'cdk.tf.json'))).toBe(false);
  });
});
