/**
 * Details of the L1 emitter (codegen/emit-l1.ts) on throw-away packages: the docs of secret getters
 * and of the `<name>Id` getter, the provider doc, the order of submodule files, and a package without
 * reference interfaces.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { emitPackage } from '../../codegen/emit-l1';
import { loadAll, ROOT } from '../../codegen/load';
import { writeReferenceFor } from '../support/reference-fixture';

/** A package.yaml for idp with one provider setting, the given description and modules, and no reference interfaces. */
function packageYaml(description: string, modules: string[] = []): string {
  return `package: idp
version: 1.0.0
origin: design
description: ${description}
providerSource: triad/idp
${modules.length ? `modules: [${modules.join(', ')}]\n` : ''}provider:
  description: How to reach the system.
  attributes:
    url: { type: string, origin: design }
`;
}

/** A resource file: kind, name and description, then these lines after `attributes:`. */
function resourceYaml(name: string, attributes: string, module?: string): string {
  return `kind: resource
name: ${name}
origin: design
description: A ${name}.
${module ? `module: ${module}\n` : ''}attributes:
${attributes}`;
}

let dirs: string[];
beforeEach(() => {
  dirs = [];
});
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The L1 files (relative to src/l1/idp/) of a throw-away idp package with this package.yaml and these files under schema/idp/. */
function emit(pkgYaml: string, files: { [file: string]: string }): Map<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emit-l1-'));
  dirs.push(dir);
  fs.copyFileSync(path.join(ROOT, 'schema', 'format.schema.json'), path.join(dir, 'format.schema.json'));
  fs.mkdirSync(path.join(dir, 'idp'));
  fs.writeFileSync(path.join(dir, 'idp', 'package.yaml'), pkgYaml);
  for (const [f, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'idp', f)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'idp', f), content);
  }
  writeReferenceFor(dir);
  const [pkg] = loadAll(dir);
  return emitPackage(pkg);
}

/** The doc comment just before `marker` in a generated file. */
function docBefore(file: string, marker: string): string {
  const [before] = file.split(marker);
  return before.slice(before.lastIndexOf('/**'));
}

describe('emit-l1: doc comments', () => {
  test('the getter of a secret object attribute of a resource links its config property and says only "Secret: marked sensitive."; the property gives the long advice', () => {
    const out = emit(packageYaml('The identity package.'), {
      'resources/thing.yaml': resourceYaml('Thing', `  part: { type: { object: Part }, secret: true, origin: design }
types:
  Part:
    origin: design
    attributes:
      x: { type: string, origin: design }
`),
    });
    const thing = out.get('thing.ts')!;
    const getterDoc = docBefore(thing, '  public get part(): PartOutputReference {');
    expect(getterDoc).toBe('/**\n   * A reference to `ThingConfig.part`; `putPart()` sets it.\n   *\n   * Secret: marked sensitive.\n   */\n');
    expect(docBefore(thing, '  readonly part?: Part;')).toContain(
      '   * Secret: marked sensitive and not echoed in plans. Pass a sensitive `TerraformVariable` (or another token) rather than a literal,',
    );
  });

  /** A Thing with a fully documented attribute of each shape, read back by a getter of each kind. */
  const documented = () => emit(packageYaml('The identity package.'), {
    'resources/thing.yaml': resourceYaml('Thing', `  mode: { type: string, description: How the thing runs., enum: [fast, slow], default: fast, forceNew: true, origin: design }
  part: { type: { object: Part }, description: The thing's one part., origin: design }
  items: { type: { list: { object: Item } }, description: The thing's items., origin: design }
  token: { type: string, description: A token sent once., writeOnly: true, origin: design }
  status: { type: string, computed: true, description: Where the thing stands., origin: design }
types:
  Part:
    origin: design
    description: A part.
    attributes:
      size: { type: integer, required: true, description: Size of the part., minimum: 1, maximum: 9, origin: design }
  Item:
    origin: design
    description: An item.
    attributes:
      label: { type: string, description: Label of the item., origin: design }
`),
  });

  test('each attribute is documented in full once, on its config or struct property; getters say what they return and link that property', () => {
    const thing = documented().get('thing.ts')!;
    // the property users write: description, facts, default
    expect(docBefore(thing, '  readonly mode?: string;')).toBe([
      '/**',
      '   * How the thing runs.',
      '   *',
      '   * Changing it replaces the object.',
      '   * Allowed values: `fast`, `slow` (constants: `ThingMode`).',
      '   * Terraform attribute: `mode`.',
      '   *',
      '   * @default "fast"',
      '   */',
      '',
    ].join('\n'));
    expect(docBefore(thing, '  readonly size: number;')).toContain('   * Size of the part.\n   *\n   * Required.\n   * A whole number.\n   * Range: 1 to 9.\n   * Terraform attribute: `size`.\n');
    // the getters: what they return, where the doc is
    const getters: Array<[string, string]> = [
      ['  public get mode(): string {', 'The remote value of `ThingConfig.mode`, as a token.'],
      ['  public get part(): PartOutputReference {', 'A reference to `ThingConfig.part`; `putPart()` sets it.'],
      ['  public get items(): ItemList {', 'The items of `ThingConfig.items`; `putItems()` sets them.'],
      ['  public get label(): string {', 'The remote value of `Item.label`, as a token.'],
      ['  public get size(): number {', 'The remote value of `Part.size`, as a token.'],
      ['  public get token(): string {', 'The remote value of `ThingConfig.token`, as a token.\n   *\n   * Write-only: never read back.'],
    ];
    for (const [getter, doc] of getters) expect(docBefore(thing, getter)).toBe(`/**\n   * ${doc}\n   */\n`);
    // put, reset and xInput: one short line each
    expect(docBefore(thing, '  public putPart(')).toBe('/**\n   * Sets `part`.\n   */\n');
    expect(docBefore(thing, '  public resetMode(')).toBe('/**\n   * Unsets `mode`.\n   */\n');
    expect(docBefore(thing, '  public get modeInput(')).toBe('/**\n   * The value given for `mode`, if any.\n   */\n');
    expect(docBefore(thing, '  public get sizeInput(')).toBe('/**\n   * The value given for `size`, if any.\n   */\n');
  });

  test('each fact of an attribute is written once in its file: on the property, never again on a getter', () => {
    const thing = documented().get('thing.ts')!;
    for (const fact of ['How the thing runs.', 'Allowed values: `fast`, `slow`', '@default "fast"', 'Terraform attribute: `mode`.', "The thing's one part.", 'Size of the part.', 'Range: 1 to 9.', 'Label of the item.', 'Write-only: sent to the remote system']) {
      expect(thing.split(fact)).toHaveLength(2);
    }
  });

  test('a computed-only attribute has no property to link: its getter carries its doc', () => {
    const thing = documented().get('thing.ts')!;
    expect(thing).not.toContain('readonly status');
    expect(docBefore(thing, '  public get status(): string {')).toBe(
      '/**\n   * Where the thing stands.\n   *\n   * Generated by the remote system (read-only).\n   * Terraform attribute: `status`.\n   */\n',
    );
  });

  test('the provider\'s getters link the provider config\'s properties', () => {
    const provider = documented().get('provider.ts')!;
    expect(docBefore(provider, '  public get url(): string | undefined {')).toBe('/**\n   * The value given for `IdpProviderConfig.url`, if any.\n   */\n');
    expect(docBefore(provider, '  public get alias(): string | undefined {')).toBe('/**\n   * The value given for `IdpProviderConfig.alias`, if any.\n   */\n');
    expect(docBefore(provider, '  readonly alias?: string;')).toContain('Alias name of this provider, to configure several of them in one stack.');
  });

  test('without an `id` description, the `<name>Id` getter doc ends right after "(Terraform `id`)."', () => {
    const out = emit(packageYaml('The identity package.'), {
      'resources/thing.yaml': resourceYaml('Thing', '  name: { type: string, origin: design }\n'),
    });
    const thing = out.get('thing.ts')!;
    expect(docBefore(thing, '  public get thingId(): string {')).toBe("/**\n   * The Thing's own identifier, `thingId` (Terraform `id`).\n   */\n");
  });

  test('the provider doc drops only the final dot of the package description, keeping a dot inside it', () => {
    const out = emit(packageYaml('Identity v2.1 packages.'), {
      'resources/thing.yaml': resourceYaml('Thing', '  name: { type: string, origin: design }\n'),
    });
    expect(out.get('provider.ts')).toContain('\n * The idp provider (Identity v2.1 packages), version 1.0.0.\n');
  });
});

describe('emit-l1: package files', () => {
  test('submodule index files come in sorted module order (a, then a_b), though the entities come a_b first', () => {
    const out = emit(packageYaml('The identity package.', ['a', 'a_b']), {
      // Terraform types idp_a_zz and idp_a_b_x: sorted by type, the a_b entity comes first
      'resources/a/zz.yaml': resourceYaml('Zz', '  name: { type: string, origin: design }\n', 'a'),
      'resources/a_b/x.yaml': resourceYaml('X', '  name: { type: string, origin: design }\n', 'a_b'),
    });
    expect([...out.keys()]).toEqual(['provider.ts', 'a-b/x.ts', 'a/zz.ts', 'index.ts', 'a/index.ts', 'a-b/index.ts']);
    expect(out.get('a/index.ts')).toContain("\nexport * from './zz';\n");
    expect(out.get('a-b/index.ts')).toContain("\nexport * from './x';\n");
  });

  test('a package without reference interfaces gets no references.ts and no export of it in index.ts', () => {
    const out = emit(packageYaml('The identity package.'), {
      'resources/thing.yaml': resourceYaml('Thing', '  name: { type: string, origin: design }\n'),
    });
    expect([...out.keys()]).toEqual(['provider.ts', 'thing.ts', 'index.ts']);
    const index = out.get('index.ts')!;
    expect(index).not.toContain("export * from './references';");
    expect(index.split('\n').slice(1)).toEqual(["export * from './provider';", "export * from './thing';", '']);
  });
});
