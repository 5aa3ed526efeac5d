/**
 * Bad input: invalid HCL, an unknown type or attribute, a value of the wrong kind, a reference to
 * nothing. Each gets a message with its file and line, the rest of the input is still converted,
 * and nothing is dropped silently (what cannot be said through the API is kept with an escape hatch,
 * listed in the report).
 */
import { convert } from '../../src/convert';

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

async function converting(content: string, name = 'main.tf') {
  return convert([{ name, content }]);
}

describe('invalid HCL', () => {
  const text = [
    'resource "idp_group" "first" {',
    '  name = "first"',
    '}',
    '',
    'resource "idp_group" "broken" {',
    '  name = ',
    '}',
    '',
    'resource "idp_group" "last" {',
    '  name = "last"',
    '}',
  ].join('\n');

  test('is named with file and line, and the blocks around it are converted', async () => {
    const { report, code } = await converting(text, 'groups.tf');
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ file: 'groups.tf', line: 6 });
    expect(report.problems[0].message).toMatch(/lines 5-8 are left out/);
    expect(report.converted.map((c) => c.address)).toEqual(['idp_group.first', 'idp_group.last']);
    expect(code).toContain("new idp.Group(this, 'first', { name: 'first' });");
    expect(code).toContain("new idp.Group(this, 'last', { name: 'last' });");
    expect(code).not.toContain('broken');
  });

  test('a file that cannot be read at all is named, and the other files are converted', async () => {
    const r = await convert([{ name: 'a.tf', content: 'resource "idp_group" "a" {\n  name = "a"\n}\n' }, { name: 'b.tf', content: '{{{' }]);
    expect(r.report.problems.map((p) => p.file)).toEqual(['b.tf']);
    expect(r.report.converted.map((c) => c.address)).toEqual(['idp_group.a']);
  });
});

describe('types and attributes the packages do not have', () => {
  test('an unknown type of a package is named and kept through the generic resource', async () => {
    const text = 'resource "idp_flw" "typo" {\n  name = "x"\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems).toEqual([{ file: 'main.tf', line: 1, message: expect.stringMatching(/idp_flw\.typo: the idp package has no resource type idp_flw/) }]);
    expect(code).toContain("new TerraformResource(this, 'typo', { terraformResourceType: 'idp_flw' });");
    expect(code).toContain("typo.addOverride('name', 'x');");
  });

  test('an unknown attribute is named with its line and kept with an escape hatch', async () => {
    const text = 'resource "idp_flow" "login" {\n  name = "Login"\n  slug = "login"\n  title = "Login"\n  designation = "authentication"\n  colour = "blue"\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems).toEqual([{ file: 'main.tf', line: 6, message: 'idp_flow.login: idp_flow has no attribute or block `colour`' }]);
    expect(report.escapeHatches).toEqual([expect.objectContaining({ file: 'main.tf', line: 6, address: 'idp_flow.login', path: 'colour' })]);
    expect(code).toContain("login.addOverride('colour', 'blue');");
    expect(code).toMatch(/\/\/ idp_flow has no attribute or block `colour` \(kept as written\)\n\s+login\.addOverride/);
  });

  test('a data source\'s attribute that is read back only is named as the data source\'s', async () => {
    const { report } = await converting('data "repo_repository" "r" {\n  workspace = "w"\n  repo_slug = "r"\n  owner = "o"\n}\n');
    expect(report.problems).toEqual([{ file: 'main.tf', line: 4, message: 'data.repo_repository.r: `owner` is read back only: the data source repo_repository does not take it' }]);
  });

  test('an attribute that is read back only is named and kept', async () => {
    const text = 'resource "idp_flow" "login" {\n  name = "Login"\n  slug = "login"\n  title = "Login"\n  designation = "authentication"\n  uuid = "1"\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems[0]).toMatchObject({ line: 6, message: 'idp_flow.login: `uuid` is read back only: idp_flow does not take it' });
    expect(code).toContain("login.addOverride('uuid', '1');");
  });

  test('an unknown attribute inside a block keeps the whole block as written', async () => {
    const text = 'resource "repo_repository" "r" {\n  owner = "o"\n  name = "r"\n  link {\n    avatar {\n      href = "x"\n      size = 3\n    }\n  }\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems).toEqual([{ file: 'main.tf', line: 7, message: 'repo_repository.r: the block `link.avatar` of repo_repository has no attribute or block `size`' }]);
    expect(report.escapeHatches).toEqual([expect.objectContaining({ line: 4, path: 'link' })]);
    expect(code).toContain("r.addOverride('link', [{ avatar: [{ href: 'x', size: 3 }] }]);");
    expect(code).not.toMatch(/link: \{/);
  });

  test('an attribute inside the second of a list of blocks is named with its own line, not the first block\'s', async () => {
    const text = [
      'resource "cap_pubcloud_a_scaling_group" "g" {',
      '  name = "g"',
      '  scheduled_task {',
      '    task_type       = "scale"',
      '    cron_expression = "0 20 * * 1-5"',
      '  }',
      '  scheduled_task {',
      '    task_type       = "scale"',
      '    cron_expression = ["0 6 * * 1-5"]',
      '  }',
      '}',
    ].join('\n');
    const { report } = await converting(text);
    expect(report.problems).toEqual([{ file: 'main.tf', line: 9, message: 'cap_pubcloud_a_scaling_group.g.scheduled_task.cron_expression: ["0 6 * * 1-5"] is not a string (kept as written)' }]);
  });

  test('the attributes inside a block are written in the order of the HCL', async () => {
    const text = 'resource "cap_pubcloud_a_scaling_group" "g" {\n  name = "g"\n  scheduled_task {\n    task_type = "scale"\n    target_capacity = "1"\n    cron_expression = "0 20 * * 1-5"\n  }\n}\n';
    const { code } = await converting(text);
    expect(code).toContain("scheduledTasks: [{ taskType: 'scale', targetCapacity: '1', cronExpression: '0 20 * * 1-5' }]");
  });

  test('a single block given twice is named, and kept as written', async () => {
    const text = 'resource "repo_repository" "r" {\n  owner = "o"\n  name = "r"\n  link {\n  }\n  link {\n  }\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems[0].message).toBe('repo_repository.r.link: the block is given 2 times; it takes one');
    expect(code).toContain("r.addOverride('link', [{}, {}]);");
  });

  test('a literal of the wrong kind is named and kept as written', async () => {
    const text = 'resource "idp_flow_stage_binding" "b" {\n  target = "t"\n  stage = "s"\n  order = "first"\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems).toEqual([{ file: 'main.tf', line: 4, message: 'idp_flow_stage_binding.b.order: "first" is not a number (kept as written)' }]);
    expect(code).toContain("order: Token.asNumber('first')");
  });

  test('a literal Terraform converts is written in the type the prop takes', async () => {
    const text = 'resource "idp_flow_stage_binding" "b" {\n  target = 12\n  stage = "s"\n  order = "10"\n  evaluate_on_plan = "true"\n}\n';
    const { report, code } = await converting(text);
    expect(report.problems).toEqual([]);
    expect(code).toContain("target: '12'");
    expect(code).toContain('order: 10');
    expect(code).toContain('evaluateOnPlan: true');
  });
});

describe('a number beyond a double\'s range', () => {
  const text = [
    'resource "idp_flow_stage_binding" "b" {',
    '  target = 1e400',
    '  stage = "s"',
    '  order = 1e400',
    '}',
    'resource "idp_flow_stage_binding" "c" {',
    '  target = "t"',
    '  stage = "s"',
    '  order = "${-1e400 + var.n}"',
    '}',
    'resource "idp_flow_stage_binding" "d" {',
    '  target = "t"',
    '  stage = "s"',
    '  order = "1e400"',
    '}',
  ].join('\n');

  test.each(['typescript', 'python', 'java'] as const)('written bare, is named with its line (%s)', async (language) => {
    const { report } = await convert([{ name: 'main.tf', content: text }], { language });
    const message = (where: string) => `idp_flow_stage_binding.b.${where}: a number beyond a double's range (about 1.8e308) cannot be written by cdktf; written in quotes it is kept, and Terraform converts it to the number`;
    expect(report.problems.filter((p) => !p.message.includes('var.n'))).toEqual([{ file: 'main.tf', line: 2, message: message('target') }, { file: 'main.tf', line: 4, message: message('order') }]);
  });

  test('in an expression or a string, is kept for Terraform to read whole', async () => {
    const { report, code } = await converting(`variable "n" {\n  type = number\n}\n${text}`);
    expect(report.problems.map((p) => p.line)).toEqual([5, 7]);
    expect(code).toContain("order: Token.asNumber('${-1e400 + var.n}')");
    expect(code).toContain("order: Token.asNumber('1e400')");
  });

  test('is printed in each language as its infinity', async () => {
    const printed = async (language: 'typescript' | 'python' | 'java') => (await convert([{ name: 'main.tf', content: text }], { language })).code;
    expect(await printed('typescript')).toContain('order: Infinity');
    expect(await printed('python')).toContain('order=float("inf")');
    expect(await printed('java')).toContain('.order(Double.POSITIVE_INFINITY)');
  });
});

describe('references to nothing', () => {
  const text = [
    'resource "idp_group" "g" {',
    '  name = var.missing',
    '  attributes = jsonencode({ a = local.nothing })',
    '  parents = [idp_group.nowhere.id, data.idp_group.none.id]',
    '  roles = module.absent.roles',
    '}',
  ].join('\n');

  test('are each named with file and line, and kept as written', async () => {
    const { report, code } = await converting(text);
    const messages = report.problems.map((p) => `${p.line}: ${p.message}`).sort();
    expect(messages).toEqual([
      `${lineOf(text, 'var.missing')}: idp_group.g refers to var.missing, but the input defines no such variable (the reference is kept as written)`,
      `${lineOf(text, 'local.nothing')}: idp_group.g refers to local.nothing, but the input defines no such local value (the reference is kept as written)`,
      `${lineOf(text, 'data.idp_group.none')}: idp_group.g refers to data.idp_group.none, but the input defines no such data source of type idp_group (the reference is kept as written)`,
      `${lineOf(text, 'idp_group.nowhere')}: idp_group.g refers to idp_group.nowhere, but the input defines no such resource of type idp_group (the reference is kept as written)`,
      `${lineOf(text, 'module.absent')}: idp_group.g refers to module.absent, but the input defines no such module (the reference is kept as written)`,
    ]);
    expect(code).toContain("name: '${var.missing}'");
    expect(code).toContain("roles: Token.asList('${module.absent.roles}')");
  });

  test('a for expression\'s own names and Terraform\'s (count, each, path) are no problem', async () => {
    const ok = 'variable "xs" {\n  type = list(string)\n}\nresource "idp_group" "g" {\n  count = 2\n  name = "${path.module}-${count.index}"\n  parents = [for x in var.xs : x.id]\n}\n';
    expect((await converting(ok)).report.problems).toEqual([]);
  });

  test('depends_on naming nothing is named and left out', async () => {
    const { report, code } = await converting('resource "idp_group" "g" {\n  name = "g"\n  depends_on = [idp_group.ghost]\n}\n');
    expect(report.problems.map((p) => p.message)).toContain('idp_group.g: depends_on names "${idp_group.ghost}", which is no resource, data source or module of the input (left out)');
    expect(code).toContain('dependsOn: []');
  });
});

describe('what Terraform leaves implicit', () => {
  test('a package used without a provider block gets its provider construct (cdktf needs it), with a comment', async () => {
    const { code, report } = await converting('resource "idp_group" "g" {\n  name = "g"\n}\ndata "repo_repository" "r" {\n  workspace = "w"\n  repo_slug = "r"\n}\n');
    expect(report.problems).toEqual([]);
    expect(code).toContain("// no provider block configures idp: its settings come from the environment, as in Terraform (cdktf needs the provider's construct)\n    new idp.IdpProvider(this, 'idp');");
    expect(code).toContain("new repo.RepoProvider(this, 'repo');");
    expect(code).not.toContain('CapProvider');
  });
});
