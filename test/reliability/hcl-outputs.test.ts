/**
 * What `cdktf synth --hcl` writes for the outputs and locals of a stack that holds this library's
 * constructs is HCL Terraform reads, and means what the JSON means: Terraform itself (or OpenTofu)
 * applies both forms of a stack whose outputs and locals hold the values cdktf's HCL renderer writes
 * bare or unescaped (a repository's `{uuid}`, `[...]`, a number in a string, quotes, backslashes, line
 * breaks, interpolations holding quotes), and their outputs must be equal. The stack holds no
 * resource, so no provider is needed (the L1 that made it this library's is removed before synth);
 * skipped, saying so, where neither `terraform` nor `tofu` is installed (the Terraform suite needs one).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Fn, TerraformLocal, TerraformOutput, TerraformStack, Testing } from 'cdktf';
import { repo } from '../../src';

const UUID = '{11111111-2222-3333-4444-555555555555}';

function findTerraform(): string | undefined {
  for (const bin of process.env.TRIAD_TERRAFORM ? [process.env.TRIAD_TERRAFORM] : ['terraform', 'tofu']) {
    if (spawnSync(bin, ['version'], { env: { ...process.env, TF_CLI_CONFIG_FILE: '/dev/null' } }).status === 0) return bin;
  }
  return undefined;
}
const terraform = findTerraform();
if (!terraform) console.warn('hcl-outputs: neither terraform nor tofu is installed; Terraform is not asked');

function build(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'stack');
  // a construct of this library makes the stack one whose HCL the library looks after; it is then
  // removed, with its provider, so that Terraform needs no provider for what is left
  new repo.RepoProvider(stack, 'repo');
  const member = new repo.GroupMembership(stack, 'm', { workspace: 'acme', groupSlug: 'devs', uuid: UUID });
  const uuid = member.uuidInput!;
  stack.node.tryRemoveChild('m');
  stack.node.tryRemoveChild('repo');
  const local = new TerraformLocal(stack, 'member', { uuid, pattern: '[a-z]+\\d', port: '8080' });
  new TerraformOutput(stack, 'uuid', { value: uuid, description: 'a repository user\'s uuid, in braces: C:\\users' });
  new TerraformOutput(stack, 'port', { value: '8080' });
  new TerraformOutput(stack, 'pattern', { value: '[a-z]+\\d "quoted"' });
  new TerraformOutput(stack, 'lines', { value: 'two\nlines' });
  new TerraformOutput(stack, 'expression', { value: '${lower("A")}-"x"\\' });
  new TerraformOutput(stack, 'expression_lines', { value: `${Fn.lower('B')}\n"second" line` });
  new TerraformOutput(stack, 'nested', { value: { 'uuids': [uuid, '[x]', 3], 'we"ird key': 'a\nb', 'json': '${jsonencode({ "k" = "v" })}' } });
  new TerraformOutput(stack, 'local', { value: local.expression });
  return stack;
}

/** The outputs Terraform computes for a configuration file. */
function outputs(file: string, text: string): unknown {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-outputs-'));
  try {
    fs.writeFileSync(path.join(dir, file), text);
    const env = { ...process.env, TF_CLI_CONFIG_FILE: '/dev/null', TF_IN_AUTOMATION: '1', CHECKPOINT_DISABLE: '1', TF_DATA_DIR: path.join(dir, '.terraform') };
    for (const args of [['init', '-input=false', '-no-color', '-backend=false'], ['apply', '-input=false', '-no-color', '-auto-approve', `-state=${path.join(dir, 'state')}`]]) {
      const r = spawnSync(terraform!, args, { cwd: dir, env, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${terraform} ${args[0]} of ${file} failed:\n${r.stdout}${r.stderr}\n--- ${file}:\n${text}`);
    }
    const r = spawnSync(terraform!, ['output', '-json', `-state=${path.join(dir, 'state')}`], { cwd: dir, env, encoding: 'utf8' });
    return JSON.parse(r.stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

(terraform ? test : test.skip)('Terraform reads the HCL of outputs and locals, with the values the JSON gives them', () => {
  const stack = build();
  const fromJson = outputs('main.tf.json', Testing.synth(stack));
  const hcl = String(Testing.synthHcl(stack));
  expect(outputs('main.tf', hcl)).toEqual(fromJson);
  expect((fromJson as any).uuid.value).toBe(UUID);
  expect((fromJson as any).port.value).toBe('8080');
}, 120_000);
