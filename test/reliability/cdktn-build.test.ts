/**
 * The CDK Terrain build (scripts/cdktn.js) differs from the cdktf one in one module and the package
 * metadata; these tests keep it so. The build itself, jest on cdktn, the cdktn example against the
 * cdktf one and the Terraform suite on cdktn's output run in `npm run test:all`.
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const RUNTIME_MODULE = path.join('src', 'constructs', 'cdktf.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []);
}

describe('one runtime import module', () => {
  test('no source but src/constructs/cdktf.ts imports cdktf (the one line the cdktn build changes)', () => {
    const direct = sources('src').filter((f) => f !== RUNTIME_MODULE)
      .filter((f) => /(from|require\()\s*['"]cdktf(\/[^'"]*)?['"]/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(direct).toEqual([]);
  });

  test('the runtime import module re-exports cdktf in the one form scripts/cdktn.js rewrites', () => {
    const text = fs.readFileSync(path.join(ROOT, RUNTIME_MODULE), 'utf8');
    const imports = text.split('\n').filter((l) => /^(import|export)\b/.test(l));
    expect(imports).toEqual(["export * from 'cdktf';"]);
    expect(fs.readFileSync(path.join(ROOT, 'scripts', 'cdktn.js'), 'utf8')).toContain("const line = `export * from '${FRAMEWORK.from}';`");
  });
});

describe('the cdktn example is the TypeScript example', () => {
  const body = (file: string) => {
    const text = fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8');
    const start = text.indexOf('\nclass ExampleStack');
    expect(start).toBeGreaterThan(0);
    return text.slice(start);
  };
  const imports = (file: string) => fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8').split('\n').filter((l) => l.startsWith('import '));

  test('everything after the imports is the same code', () => {
    expect(body(path.join('cdktn', 'main.ts'))).toBe(body(path.join('typescript', 'main.ts')));
  });

  test('the imports differ only in the framework, the package and where the null provider comes from', () => {
    const rename = (l: string) => l.replace("'cdktf'", "'cdktn'").replace("'cdktf-triad'", "'cdktn-triad'").replace("'@cdktf/provider-null'", "'./.gen/providers/null'");
    expect(new Set(imports(path.join('cdktn', 'main.ts')))).toEqual(new Set(imports(path.join('typescript', 'main.ts')).map(rename)));
  });

  test('the example project depends on the version this build makes', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const example = JSON.parse(fs.readFileSync(path.join(ROOT, 'examples', 'cdktn', 'package.json'), 'utf8'));
    expect(example.dependencies['cdktn-triad']).toBe(`file:../../dist/cdktn/js/cdktn-triad@${pkg.version}.jsii.tgz`);
    expect(example.dependencies.cdktn).toBe(JSON.parse(fs.readFileSync(require.resolve('cdktn/package.json'), 'utf8')).version);
  });
});
