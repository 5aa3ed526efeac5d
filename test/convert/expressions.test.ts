/**
 * How expressions are converted: each case is one attribute of an `idp_group` (name: a string,
 * users: a list of numbers, is_superuser: a boolean) next to a variable, a local, a module, another
 * group and a resource of another provider. Each case checks the code written for the attribute, and
 * that the program, run, writes the expression Terraform would read from the HCL.
 */
import { runTypeScript } from './support';
import { convert } from '../../src/convert';

const CONTEXT = `
variable "env" {
  type = string
}
provider "idp" {
  url = "https://idp.example.com"
}
variable "count_of" {
  type = number
}
variable "on" {
  type = bool
}
variable "names" {
  type = list(string)
}
locals {
  prefix = "p"
}
module "m" {
  source = "example/m"
}
resource "idp_group" "other" {
  name = "other"
}
resource "other_thing" "t" {
  x = 1
}
`;

async function attribute(attr: string, value: string): Promise<{ code: string; json: unknown; problems: string[] }> {
  const hcl = `${CONTEXT}\nresource "idp_group" "g" {\n  ${attr === 'name' ? '' : 'name = "g"\n  '}${attr} = ${value}\n}\n`;
  const { code, report } = await convert([{ name: 'main.tf', content: hcl }]);
  const line = code.split('\n').find((l) => l.includes("new idp.Group(this, 'g'"))!;
  const json = runTypeScript(code).resource.idp_group.g[attr];
  return { code: line.replace(/^.*'g', \{ (.*) \}\);$/, '$1'), json, problems: report.problems.map((p) => p.message) };
}

test.each([
  // literals, in the type the attribute takes
  ['name', '"plain"', "name: 'plain'", 'plain'],
  ['name', '42', "name: '42'", '42'],
  ['users', '[1, "2"]', 'users: [1, 2]', [1, 2]],
  ['is_superuser', '"true"', 'isSuperuser: true', true],
  // escapes of a template's text are the text's characters
  ['name', '"say \\"hi\\" ${var.env}"', 'name: `say "hi" ${env.stringValue}`', 'say "hi" ${var.env}'],
  // variables and locals by the type the attribute takes
  ['name', 'var.env', 'name: env.stringValue', '${var.env}'],
  ['users', 'var.names', 'users: Token.asNumberList(names.value)', '${var.names}'],
  ['is_superuser', 'var.on', 'isSuperuser: on.booleanValue', '${var.on}'],
  ['name', 'local.prefix', 'name: prefix.asString', '${local.prefix}'],
  ['name', 'module.m.out', "name: m.getString('out')", '${module.m.out}'],
  // another block: its getter; converted where the types differ
  ['name', 'idp_group.other.id', 'name: other.id', '${idp_group.other.id}'],
  ['users', '[idp_group.other.id]', 'users: [Token.asNumber(other.id)]', ['${idp_group.other.id}']],
  ['name', 'other_thing.t.label', "name: t.getStringAttribute('label')", '${other_thing.t.label}'],
  // functions with the types Fn declares; operators; conditionals
  ['name', 'upper(var.env)', 'name: Fn.upper(env.stringValue)', '${upper(var.env)}'],
  ['name', 'join("-", var.names)', "name: Fn.join('-', names.listValue)", '${join("-", var.names)}'],
  ['name', 'format("%s-%s", var.env, local.prefix)', "name: Token.asString(Fn.format('%s-%s', [env.value, prefix.expression]))", '${format("%s-%s", var.env, local.prefix)}'],
  ['is_superuser', 'var.count_of > 2', 'isSuperuser: Op.gt(countOf.numberValue, 2)', '${(var.count_of > 2)}'],
  ['name', 'var.on ? "a" : "b"', "name: Token.asString(Fn.conditional(on.booleanValue, 'a', 'b'))", '${var.on ? "a" : "b"}'],
])('%s = %s', async (attr, value, code, json) => {
  const r = await attribute(attr, value);
  expect(r.problems).toEqual([]);
  expect(r.code).toContain(code);
  expect(r.json).toEqual(json);
});

test.each([
  // kept as Terraform expressions: an index, a splat, a for expression, try, an operand cdktf's Op would lose
  ['name', 'var.names[0]', "name: '${var.names[0]}'"],
  ['users', 'idp_group.other[*].id', "users: Token.asNumberList('${idp_group.other[*].id}')"],
  ['name', 'join(",", [for n in var.names : upper(n)])', 'name: \'${join(",", [for n in var.names : upper(n)])}\''],
  ['name', 'try(var.env, "x")', 'name: \'${try(var.env, "x")}\''],
  ['is_superuser', 'var.count_of > 0', "isSuperuser: Token.asAny('${var.count_of > 0}')"],
])('%s = %s stays a Terraform expression', async (attr, value, code) => {
  const r = await attribute(attr, value);
  expect(r.problems).toEqual([]);
  expect(r.code).toContain(code);
  expect(String(r.json)).toBe(`\${${value}}`);
});
