/**
 * When the Terraform suite counts a stack as the same test as another (test/terraform/configurations.js):
 * only cdktf's "//" metadata and the local backend's path are ignored; any other difference is another
 * configuration; and verdicts kept in TRIAD_TF_ACCEPTED are read back only with the same Terraform and
 * providers.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { canonical, configurationKey, environmentKey, readAccepted, writeAccepted } = require('./configurations');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-configurations-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let n = 0;
/** A stack folder holding the given files. */
function stack(files: Record<string, string | object>, extra: { hcl?: boolean; refused?: object } = {}) {
  const dir = path.join(work, `s${n++}`);
  fs.mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return { dir, ...extra };
}

const CONFIG = {
  '//': { metadata: { version: '0.21.0', stackName: 'a' } },
  'terraform': { backend: { local: { path: '/somewhere/terraform.a.tfstate' } }, required_providers: { idp: { source: 'triad/idp', version: '1' } } },
  'resource': { idp_group: { admins: { '//': { metadata: { path: 'a/admins' } }, 'name': 'admins' } } },
};

describe('configurationKey', () => {
  test('the same configuration but for the metadata, the local state file\'s path and the key order: one key', () => {
    const other = {
      'resource': { idp_group: { admins: { 'name': 'admins', '//': { metadata: { path: 'b/admins' } } } } },
      'terraform': { required_providers: { idp: { version: '1', source: 'triad/idp' } }, backend: { local: { path: '/elsewhere/terraform.b.tfstate' } } },
      '//': { metadata: { version: '0.24.0', stackName: 'b' } },
    };
    expect(configurationKey(stack({ 'cdk.tf.json': other }))).toBe(configurationKey(stack({ 'cdk.tf.json': CONFIG })));
  });

  test.each([
    ['an attribute\'s value', (c: any) => { c.resource.idp_group.admins.name = 'staff'; }],
    ['a resource\'s name', (c: any) => { c.resource.idp_group.staff = c.resource.idp_group.admins; delete c.resource.idp_group.admins; }],
    ['a provider version', (c: any) => { c.terraform.required_providers.idp.version = '2'; }],
    ['another backend', (c: any) => { c.terraform.backend = { s3: { bucket: 'b' } }; }],
    ['an attribute added', (c: any) => { c.resource.idp_group.admins.attributes = ['a', 'b']; }],
  ])('%s makes another configuration', (_, change) => {
    const changed = JSON.parse(JSON.stringify(CONFIG));
    change(changed);
    expect(configurationKey(stack({ 'cdk.tf.json': changed }))).not.toBe(configurationKey(stack({ 'cdk.tf.json': CONFIG })));
  });

  test('a list\'s order is part of the configuration', () => {
    const list = (items: string[]) => ({ ...CONFIG, resource: { idp_group: { admins: { name: 'admins', users: items } } } });
    expect(configurationKey(stack({ 'cdk.tf.json': list(['a', 'b']) }))).not.toBe(configurationKey(stack({ 'cdk.tf.json': list(['b', 'a']) })));
  });

  test('HCL: the .tf files as they are; another file or another text is another configuration', () => {
    const key = configurationKey(stack({ 'main.tf': 'resource "idp_group" "a" {}\n' }, { hcl: true }));
    expect(configurationKey(stack({ 'main.tf': 'resource "idp_group" "a" {}\n', 'notes.txt': 'x' }, { hcl: true }))).toBe(key);
    expect(configurationKey(stack({ 'main.tf': 'resource "idp_group" "b" {}\n' }, { hcl: true }))).not.toBe(key);
    expect(configurationKey(stack({ 'other.tf': 'resource "idp_group" "a" {}\n' }, { hcl: true }))).not.toBe(key);
    // the JSON and HCL keys of one folder differ
    expect(configurationKey(stack({ 'main.tf': '{}' }, { hcl: true }))).not.toBe(configurationKey(stack({ 'cdk.tf.json': '{}' })));
  });

  test('a stack that must be refused, or has no configuration, is never the same as another', () => {
    expect(configurationKey(stack({ 'cdk.tf.json': CONFIG }, { refused: { terraform: ['x'] } }))).toBeUndefined();
    expect(configurationKey(stack({}))).toBeUndefined();
    expect(configurationKey({ dir: path.join(work, 'missing') })).toBeUndefined();
  });

  test('canonical drops "//" at every level and sorts keys, keeping arrays in order', () => {
    expect(JSON.stringify(canonical({ 'b': [{ '//': 1, 'y': 1, 'x': 2 }, 3], '//': 0, 'a': null }))).toBe('{"a":null,"b":[{"x":2,"y":1},3]}');
  });
});

describe('accepted configurations', () => {
  function mirror(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(work, 'mirror-'));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    return dir;
  }
  const tf = { bin: 'terraform', version: '1.11.4' };
  const files = { 'registry.terraform.io/triad/idp/1/linux_amd64/terraform-provider-idp_v1': 'binary', 'registry.terraform.io/triad/idp/1/linux_amd64/provider-schema.json': '{}' };

  test('the environment: the same Terraform and provider files give one key; another version, binary or schema another', () => {
    const key = environmentKey(tf, mirror(files));
    expect(environmentKey(tf, mirror(files))).toBe(key);
    expect(environmentKey({ ...tf, version: '1.12.0' }, mirror(files))).not.toBe(key);
    expect(environmentKey(tf, mirror({ ...files, 'registry.terraform.io/triad/idp/1/linux_amd64/terraform-provider-idp_v1': 'rebuilt' }))).not.toBe(key);
    expect(environmentKey(tf, mirror({ ...files, 'registry.terraform.io/triad/idp/1/linux_amd64/allowed-values.json': '{}' }))).not.toBe(key);
  });

  test('written, read back with the same environment only; without a file, nothing', () => {
    const file = path.join(work, 'accepted', 'terraform-accepted.json');
    writeAccepted('env-1', { k1: 'L2 test a' }, file);
    expect(readAccepted('env-1', file)).toEqual({ k1: 'L2 test a' });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(readAccepted('env-2', file)).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('every stack runs'));
    log.mockRestore();
    expect(readAccepted('env-1', path.join(work, 'none.json'))).toEqual({});
    expect(readAccepted('env-1', undefined)).toEqual({});
  });
});
