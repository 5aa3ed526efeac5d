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
  test('the getter of a secret object attribute of a resource says only "Secret: marked sensitive."; its config property gives the long advice', () => {
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
    expect(getterDoc).toBe('/**\n   * The `part` attribute.\n   *\n   * Secret: marked sensitive.\n   * Terraform attribute: `part`.\n   */\n');
    expect(docBefore(thing, '  readonly part?: Part;')).toContain(
      '   * Secret: marked sensitive and not echoed in plans. Pass a sensitive `TerraformVariable` (or another token) rather than a literal,',
    );
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
