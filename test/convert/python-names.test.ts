/**
 * The Python printer names the API as jsii's Python target does: `pythonName` (src/convert/
 * print-python.ts) gives, for every attribute and block of the catalog and for every method, getter
 * and prop of cdktf the converter's programs use, the name jsii-pacmak writes (codemaker's
 * `toSnakeCase`, then a trailing underscore on a Python keyword), taken here from the jsii-pacmak
 * this repository builds its wheel with.
 */
import * as path from 'path';
import { toPythonIdentifier } from 'jsii-pacmak/lib/targets/python/util';
import { CATALOG } from '../../src/convert/catalog';
import { signatures } from '../../src/convert/functions';
import { cdktf, Program } from '../../src/convert/ir';
import { pythonName, pythonVariables } from '../../src/convert/print-python';

/** codemaker as jsii-pacmak loads it (its own copy: the version the wheel is built with). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const codemaker: { toSnakeCase(s: string): string } = require(require.resolve('codemaker', { paths: [path.dirname(require.resolve('jsii-pacmak/package.json'))] }));

const jsiiName = (camel: string) => toPythonIdentifier(codemaker.toSnakeCase(camel));

/** Every API name of the catalog: the attributes and blocks of each type and of each of its structs. */
function catalogNames(): string[] {
  const names = new Set<string>();
  for (const e of Object.values(CATALOG)) {
    for (const a of e.attrs) names.add(a[1]);
    for (const attrs of Object.values(e.structs ?? {})) for (const a of attrs) names.add(a[1]);
  }
  return [...names].sort();
}

/** The methods, getters and props of cdktf the converter writes (./convert.ts, ./expressions.ts). */
const CDKTF_NAMES = [
  // getters of a variable, a local, a module, an iterator
  'stringValue', 'numberValue', 'booleanValue', 'listValue', 'value',
  'asString', 'asNumber', 'asBoolean', 'asList', 'expression',
  'getString', 'getNumber', 'getBoolean', 'getList', 'get', 'key',
  // getters of cdktf's generic resource and data source
  'getStringAttribute', 'getNumberAttribute', 'getBooleanAttribute', 'getListAttribute', 'getNumberListAttribute',
  // methods of constructs and static methods
  'addOverride', 'overrideLogicalId', 'fromList', 'fromMap',
  'asAny', 'asAnyMap', 'asNumberList', 'asStringMap', 'asNumberMap', 'asBooleanMap',
  'conditional', 'add', 'sub', 'mul', 'div', 'mod', 'gt', 'gte', 'lt', 'lte', 'eq', 'neq', 'and', 'or', 'not', 'negate',
  // props and struct fields of cdktf's classes
  'terraformResourceType', 'count', 'forEach', 'dependsOn', 'provider', 'lifecycle',
  'createBeforeDestroy', 'preventDestroy', 'ignoreChanges', 'replaceTriggeredBy', 'precondition', 'postcondition',
  'condition', 'errorMessage', 'type', 'default', 'description', 'sensitive', 'nullable', 'validation',
  'source', 'version', 'variables', 'alias', 'path', 'workspaceDir',
];

/** Names where the rule has corners: abbreviations, digits, uppercase runs, one letter, keywords. */
const CORNERS = [
  'sizeInKiB', 'memoryMiB', 'diskGiBPerNode', 'KiB', 'ipv4Address', 'IPv4', 'ipV6Cidr', 's3Bucket', 'a1B2c3',
  'ABC1', 'ABCDef', 'dataURLString', 'fooBAR', 'fooBARBaz', 'x', 'X', 'xY', 'id', 'from', 'lambda', 'class',
  'global', 'async', 'None', 'isSSOEnabled', 'oAuth2ClientId', 'httpsURL2',
];

describe('pythonName', () => {
  const catalog = catalogNames();

  test('the catalog has API names to check', () => {
    expect(catalog.length).toBeGreaterThan(500);
  });

  test.each([
    ['the catalog', catalog],
    ['the methods, getters and props of cdktf', CDKTF_NAMES],
    ['the methods of Fn', [...signatures().values()].map((s) => s.method)],
    ['the corner cases of the rule', CORNERS],
  ])('is jsii\'s Python name for every name of %s', (_, names) => {
    const wrong = (names as string[]).filter((n) => pythonName(n) !== jsiiName(n)).map((n) => `${n}: ${pythonName(n)}, jsii ${jsiiName(n)}`);
    expect(wrong).toEqual([]);
  });

  test('a keyword takes a trailing underscore', () => {
    expect(['and', 'or', 'not', 'lambda', 'from'].map(pythonName)).toEqual(['and_', 'or_', 'not_', 'lambda_', 'from_']);
  });
});

describe('pythonVariables', () => {
  test('a program\'s variables are unique in snake case and hide no package, parameter or super', () => {
    const names = ['idp', 'fooBAR', 'fooBar', 'super', 'self', 'class', 'repo', 'cap'];
    const program: Program = {
      stackClass: 'ConvertedStack',
      stackId: 'converted',
      statements: names.map((n) => ({ k: 'new', varName: n, cls: cdktf('TerraformVariable'), id: n, props: [] })),
    };
    const python = pythonVariables(program, ['idp', 'repo']);
    expect(names.map((n) => python.get(n))).toEqual(['idp_', 'foo_bar', 'foo_bar_', 'super_', 'self_', 'class_', 'repo_', 'cap']);
  });
});
