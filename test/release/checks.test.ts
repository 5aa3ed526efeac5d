/**
 * The checks of the release dry run (scripts/release/checks.js) on small fixtures in temporary
 * folders: a package.json, a .jsii, an npm tarball, a wheel, an sdist and a POM made here, each of
 * which can be given another version, and CHANGELOGs, package metadata, shipped docs and pom blocks
 * with one thing wrong. The assembly comes both ways jsii writes it: a plain .jsii, and a .jsii that
 * redirects to a compressed .jsii.gz (as this library is compiled), on disk and in the tarball. Every bad input must give a problem that names the file and what differs.
 * (The dry run itself, on the real builds, runs in `npm run test:all`.)
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { writeTree } from '../support/files';

interface Coords { groupId: string; artifactId: string; version: string }
interface VersionPaths { packageJson?: string; jsii?: string; npmTarball?: string; wheel?: string; sdist?: string; pom?: string }
/* eslint-disable @typescript-eslint/no-require-imports */
const checks = require('../../scripts/release/checks') as {
  checkVersions(paths: VersionPaths): string[];
  checkTag(tag: string, packageJson: string): string[];
  checkChangelog(file: string, content: string, version: string, options?: { release?: boolean }): string[];
  changelogSection(content: string, version: string): string | undefined;
  checkConstructHub(entries: Map<string, Buffer>, label: string): string[];
  checkCompressedAssembly(entries: Map<string, Buffer>, label: string): string[];
  checkShippedDocs(entries: Map<string, Buffer>, label: string, apiDocs?: string): { pages: number; problems: string[] };
  checkMavenArtifact(repo: string, coords: Coords & { javadoc?: boolean }): string[];
  docsPomBlocks(content: string): Map<string, string | undefined>;
  checkDocsPom(file: string, block: string | undefined, options: { name: string; library: Coords; framework: Coords }): string[];
};
const { readTarGz, readZip } = require('../../scripts/release/archives') as {
  readTarGz(file: string): Map<string, Buffer>;
  readZip(file: string): Map<string, Buffer>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A string as a literal part of a regular expression. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-checks-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes files under `base` (relative path -> content). */
/** A .tar.gz of `files`, made by tar. */
function tarGz(file: string, files: Record<string, string | Buffer>): string {
  const src = fs.mkdtempSync(path.join(dir, 'tar-'));
  writeTree(src, files);
  execFileSync('tar', ['-czf', file, '-C', src, ...Object.keys(files)]);
  return file;
}

/** A zip of `files`, made by Python's zipfile (as the wheels are). */
function zip(file: string, files: Record<string, string>): string {
  const src = fs.mkdtempSync(path.join(dir, 'zip-'));
  writeTree(src, files);
  const script = 'import sys, zipfile\nwith zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:\n    for n in sys.argv[3:]: z.write(sys.argv[2] + "/" + n, n)';
  execFileSync('python3', ['-c', script, file, src, ...Object.keys(files)]);
  return file;
}

/** jsii's redirect from .jsii to a compressed assembly (what `jsii --compress-assembly` writes as .jsii). */
const REDIRECT = JSON.stringify({ schema: 'jsii/file-redirect', compression: 'gzip', filename: '.jsii.gz' });
/** An assembly as `jsii --compress-assembly` writes it, under `prefix` ('' or 'package/'): the redirect and the gzipped assembly. */
const compressed = (assembly: object, prefix = ''): Record<string, string | Buffer> => ({
  [`${prefix}.jsii`]: REDIRECT,
  [`${prefix}.jsii.gz`]: zlib.gzipSync(JSON.stringify(assembly)),
});

const pom = (version: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<project>
  <modelVersion>4.0.0</modelVersion>
  <name>\${project.groupId}:\${project.artifactId}</name>
  <description>Typed constructs.</description>
  <url>https://github.com/example/lib.git</url>
  <licenses><license><name>Apache License 2.0</name></license></licenses>
  <developers><developer><name>maintainers</name></developer></developers>
  ${extra || '<scm><url>https://github.com/example/lib.git</url></scm>'}
  <groupId>io.example</groupId>
  <artifactId>lib</artifactId>
  <version>${version}</version>
  <dependencies>
    <dependency><groupId>com.hashicorp</groupId><artifactId>cdktf</artifactId><version>[0.21.0]</version></dependency>
  </dependencies>
</project>
`;

/** The files of one package at a version, each of which can be given another one. */
function fixture(versions: Partial<Record<'packageJson' | 'jsii' | 'tarball' | 'wheelName' | 'wheel' | 'sdist' | 'pom', string>> = {}, base = '0.2.0'): Required<VersionPaths> {
  const v = (k: keyof typeof versions) => versions[k] ?? base;
  const py = (s: string) => s.replace(/-rc\.(\d+)/, 'rc$1');
  writeTree(dir, {
    'package.json': JSON.stringify({ name: 'lib', version: v('packageJson') }),
    '.jsii': JSON.stringify({ name: 'lib', version: v('jsii') }),
  });
  return {
    packageJson: path.join(dir, 'package.json'),
    jsii: path.join(dir, '.jsii'),
    npmTarball: tarGz(path.join(dir, `lib@${base}.jsii.tgz`), {
      'package/package.json': JSON.stringify({ name: 'lib', version: v('tarball') }),
      'package/.jsii': JSON.stringify({ name: 'lib', version: v('tarball') }),
    }),
    wheel: zip(path.join(dir, `lib-${py(v('wheelName'))}-py3-none-any.whl`), {
      [`lib-${py(base)}.dist-info/METADATA`]: `Metadata-Version: 2.1\nName: lib\nVersion: ${py(v('wheel'))}\nSummary: x\n`,
      'lib/__init__.py': '',
    }),
    sdist: tarGz(path.join(dir, `lib-${py(base)}.tar.gz`), {
      [`lib-${py(base)}/PKG-INFO`]: `Metadata-Version: 2.1\nName: lib\nVersion: ${py(v('sdist'))}\n`,
    }),
    pom: (() => {
      const file = path.join(dir, 'java', `lib-${base}.pom`);
      writeTree(path.dirname(file), { [path.basename(file)]: pom(v('pom')) });
      return file;
    })(),
  };
}

describe('versions of package.json, the .jsii, the npm tarball, the wheel, the sdist and the POM', () => {
  test('agree: no problem', () => {
    expect(checks.checkVersions(fixture())).toEqual([]);
  });

  test('a pre-release is compared in Python\'s spelling in the wheel and the sdist (0.3.0-rc.1 = 0.3.0rc1)', () => {
    expect(checks.checkVersions(fixture({}, '0.3.0-rc.1'))).toEqual([]);
  });

  test.each([
    ['package.json', 'packageJson', 'package.json "version" is 0.2.1'],
    ['.jsii', 'jsii', '.jsii "version" is 0.2.1'],
    ['the POM', 'pom', 'the POM\'s <version> is 0.2.1'],
    ['the wheel\'s METADATA', 'wheel', 'Version of lib-0.2.0.dist-info/METADATA is 0.2.1'],
    ['the wheel\'s file name', 'wheelName', 'the wheel\'s file name is 0.2.1'],
    ['the sdist\'s PKG-INFO', 'sdist', 'Version of lib-0.2.0/PKG-INFO is 0.2.1'],
  ] as const)('a different version in %s is named with its file and the version the others state', (_what, key, says) => {
    const paths = fixture({ [key]: '0.2.1' });
    const file = { packageJson: paths.packageJson, jsii: paths.jsii, pom: paths.pom, wheel: paths.wheel, wheelName: path.join(dir, 'lib-0.2.1-py3-none-any.whl'), sdist: paths.sdist }[key];
    const problems = checks.checkVersions(paths);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${file}: ${says}`);
    expect(problems[0]).toMatch(/say(s)? 0\.2\.0/);
  });

  test('a different version in the npm tarball names the tarball and both of its files', () => {
    const paths = fixture({ tarball: '0.1.9' });
    expect(checks.checkVersions(paths)).toEqual([
      expect.stringContaining(`${paths.npmTarball}: package.json "version" in the tarball is 0.1.9`),
      expect.stringContaining(`${paths.npmTarball}: .jsii "version" in the tarball is 0.1.9`),
    ]);
  });

  test('a tie between two files names both', () => {
    writeTree(dir, { 'package.json': JSON.stringify({ version: '0.2.0' }), '.jsii': JSON.stringify({ version: '0.3.0' }) });
    const problems = checks.checkVersions({ packageJson: path.join(dir, 'package.json'), jsii: path.join(dir, '.jsii') });
    expect(problems).toEqual([`${path.join(dir, '.jsii')}: .jsii "version" is 0.3.0, but ${path.join(dir, 'package.json')} says 0.2.0`]);
  });

  test('a compressed assembly (.jsii redirecting to .jsii.gz) is read on disk and in the tarball', () => {
    const paths = fixture();
    writeTree(dir, compressed({ name: 'lib', version: '0.2.0' }));
    const tarball = tarGz(path.join(dir, 'compressed.tgz'), {
      'package/package.json': JSON.stringify({ name: 'lib', version: '0.2.0' }),
      ...compressed({ name: 'lib', version: '0.2.0' }, 'package/'),
    });
    expect(checks.checkVersions({ ...paths, npmTarball: tarball })).toEqual([]);
  });

  test('the version inside a compressed assembly is the one compared, on disk and in the tarball', () => {
    const paths = fixture();
    writeTree(dir, compressed({ name: 'lib', version: '0.2.1' }));
    const tarball = tarGz(path.join(dir, 'compressed.tgz'), {
      'package/package.json': JSON.stringify({ name: 'lib', version: '0.2.0' }),
      ...compressed({ name: 'lib', version: '0.1.9' }, 'package/'),
    });
    expect(checks.checkVersions({ ...paths, npmTarball: tarball })).toEqual([
      expect.stringContaining(`${paths.jsii}: .jsii "version" is 0.2.1, but`),
      expect.stringContaining(`${tarball}: .jsii "version" in the tarball is 0.1.9, but`),
    ]);
  });

  test('a redirect to a compressed assembly that is missing names the .jsii, the file it names and where it was looked for', () => {
    const paths = fixture();
    writeTree(dir, { '.jsii': REDIRECT });
    const tarball = tarGz(path.join(dir, 'compressed.tgz'), {
      'package/package.json': JSON.stringify({ name: 'lib', version: '0.2.0' }),
      'package/.jsii': REDIRECT,
    });
    expect(checks.checkVersions({ packageJson: paths.packageJson, jsii: paths.jsii, npmTarball: tarball })).toEqual([
      `${paths.jsii} redirects to .jsii.gz, which does not exist (${path.join(dir, '.jsii.gz')})`,
      `${tarball}: package/.jsii redirects to .jsii.gz, which is not in the tarball (no package/.jsii.gz)`,
    ]);
  });

  test('a compressed assembly that is not gzip, or a redirect jsii does not know, names the file and what is wrong', () => {
    writeTree(dir, { 'package.json': JSON.stringify({ version: '0.2.0' }), '.jsii': REDIRECT, '.jsii.gz': 'plain text' });
    const tarball = tarGz(path.join(dir, 'compressed.tgz'), {
      'package/package.json': JSON.stringify({ name: 'lib', version: '0.2.0' }),
      'package/.jsii': JSON.stringify({ schema: 'jsii/file-redirect', compression: 'zstd', filename: '.jsii.zst' }),
    });
    expect(checks.checkVersions({ packageJson: path.join(dir, 'package.json'), jsii: path.join(dir, '.jsii'), npmTarball: tarball })).toEqual([
      expect.stringMatching(new RegExp(`^${literal(path.join(dir, '.jsii'))} redirects to ${literal(path.join(dir, '.jsii.gz'))}, which cannot be read as a jsii assembly \\(.*header`)),
      expect.stringMatching(new RegExp(`^${literal(tarball)}: package/\\.jsii cannot be read as a jsii assembly \\(Invalid assembly redirect`)),
    ]);
  });

  test('a file that is not what it should be is a problem naming it, not a crash', () => {
    fs.writeFileSync(path.join(dir, 'broken.whl'), 'not a zip');
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "version": ');
    const problems = checks.checkVersions({ packageJson: path.join(dir, 'package.json'), wheel: path.join(dir, 'broken.whl') });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${path.join(dir, 'package.json')}: cannot be read as JSON`)),
      expect.stringContaining('the wheel\'s file name has no version'),
      `${path.join(dir, 'broken.whl')}: not a zip archive (no end of central directory)`,
    ]);
  });
});

describe('the release tag', () => {
  test('v<version> passes; another tag names package.json, its version and the tag', () => {
    writeTree(dir, { 'package.json': JSON.stringify({ version: '0.2.0' }) });
    const file = path.join(dir, 'package.json');
    expect(checks.checkTag('v0.2.0', file)).toEqual([]);
    expect(checks.checkTag('v0.2.1', file)).toEqual([`${file}: "version" is 0.2.0, but the release tag is v0.2.1 (expected v0.2.0)`]);
  });
});

describe('the CHANGELOG', () => {
  const log = '# Change log\n\n## 0.2.0 (unreleased)\n\n- new things\n\n## 0.1.0 (2026-11-22)\n\n- first\n';

  test('a heading for the version passes, in the usual spellings', () => {
    expect(checks.checkChangelog('CHANGELOG.md', log, '0.2.0')).toEqual([]);
    expect(checks.checkChangelog('CHANGELOG.md', '## [0.2.0] - 2026-12-01\n', '0.2.0')).toEqual([]);
    expect(checks.checkChangelog('CHANGELOG.md', '## v0.2.0\n', '0.2.0')).toEqual([]);
  });

  test('no heading for the version names the file and the version (0.2.0 is not 0.2.0-rc.1 or 0.2.01)', () => {
    expect(checks.checkChangelog('x.tgz: CHANGELOG.md', log, '0.3.0')).toEqual(['x.tgz: CHANGELOG.md: no heading for 0.3.0 (add "## 0.3.0" with what changed)']);
    expect(checks.checkChangelog('CHANGELOG.md', '## 0.2.01\n## 0.2.0-rc.1\n', '0.2.0')).toHaveLength(1);
  });

  test('when releasing, a heading that still says unreleased is a problem', () => {
    expect(checks.checkChangelog('CHANGELOG.md', log, '0.2.0', { release: true })).toEqual(['CHANGELOG.md: the heading "## 0.2.0 (unreleased)" still says unreleased; give it the release date']);
    expect(checks.checkChangelog('CHANGELOG.md', log, '0.1.0', { release: true })).toEqual([]);
  });

  test('the section of a version is the release notes', () => {
    expect(checks.changelogSection(log, '0.2.0')).toBe('- new things');
    expect(checks.changelogSection(log, '0.9.0')).toBeUndefined();
  });
});

describe('Construct Hub metadata in the npm tarball', () => {
  const good = {
    name: 'lib',
    description: 'Typed constructs',
    keywords: ['cdk', 'cdktf'],
    license: 'Apache-2.0',
    repository: { type: 'git', url: 'https://github.com/example/lib.git' },
    jsii: { targets: { python: { distName: 'lib', module: 'lib' }, java: { package: 'io.example.lib', maven: { groupId: 'io.example', artifactId: 'lib' } } } },
  };
  const entries = (pkg: object, extra: Record<string, string | Buffer> = { 'package/.jsii': '{}', 'package/README.md': '# lib' }) =>
    new Map(Object.entries({ 'package/package.json': JSON.stringify(pkg), ...extra }).map(([k, v]) => [k, Buffer.from(v)]));

  test('complete metadata passes (read from a real tarball)', () => {
    const tgz = tarGz(path.join(dir, 'lib.tgz'), { 'package/package.json': JSON.stringify(good), 'package/.jsii': '{}', 'package/README.md': '# lib' });
    expect(checks.checkConstructHub(readTarGz(tgz), 'lib.tgz')).toEqual([]);
  });

  test.each([
    ['keywords without cdktf', { keywords: ['terraform'] }, 'lib.tgz: package.json: "keywords" ["terraform"] lack "cdktf"'],
    ['no license', { license: undefined }, 'lib.tgz: package.json: no "license"'],
    ['no repository', { repository: undefined }, 'lib.tgz: package.json: no "repository" URL'],
    ['no Python target', { jsii: { targets: { java: good.jsii.targets.java } } }, 'lib.tgz: package.json: no jsii target for Python'],
    ['no Java target', { jsii: { targets: { python: good.jsii.targets.python } } }, 'lib.tgz: package.json: no jsii target for Java'],
  ])('%s is named with the tarball and the field', (_what, change, says) => {
    const problems = checks.checkConstructHub(entries({ ...good, ...change }), 'lib.tgz');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(says);
  });

  test('an assembly whose README is not the package\'s README (compiled before the README changed) is named', () => {
    const stale = entries(good, { 'package/.jsii': JSON.stringify({ readme: { markdown: '# lib (old)' } }), 'package/README.md': '# lib' });
    expect(checks.checkConstructHub(stale, 'lib.tgz')).toEqual([
      'lib.tgz: the README in .jsii (what Construct Hub shows) differs from README.md: the assembly was compiled before the README changed',
    ]);
    const same = entries(good, { 'package/.jsii': JSON.stringify({ readme: { markdown: '# lib' } }), 'package/README.md': '# lib' });
    expect(checks.checkConstructHub(same, 'lib.tgz')).toEqual([]);
  });

  test('a compressed assembly in the tarball (.jsii redirecting to .jsii.gz) is followed for the README', () => {
    const tgz = tarGz(path.join(dir, 'lib.tgz'), {
      'package/package.json': JSON.stringify(good),
      ...compressed({ readme: { markdown: '# lib' } }, 'package/'),
      'package/README.md': '# lib',
    });
    expect(checks.checkConstructHub(readTarGz(tgz), 'lib.tgz')).toEqual([]);
    const stale = entries(good, { ...compressed({ readme: { markdown: '# lib (old)' } }, 'package/'), 'package/README.md': '# lib' });
    expect(checks.checkConstructHub(stale, 'lib.tgz')).toEqual([
      'lib.tgz: the README in .jsii (what Construct Hub shows) differs from README.md: the assembly was compiled before the README changed',
    ]);
  });

  test('a redirect to a compressed assembly the tarball lacks names the tarball, the .jsii and the missing entry', () => {
    expect(checks.checkConstructHub(entries(good, { 'package/.jsii': REDIRECT, 'package/README.md': '# lib' }), 'lib.tgz')).toEqual([
      'lib.tgz: package/.jsii redirects to .jsii.gz, which is not in the tarball (no package/.jsii.gz) (Construct Hub reads it)',
    ]);
  });

  test('a tarball without the assembly or a README says which file it lacks', () => {
    expect(checks.checkConstructHub(entries(good, {}), 'lib.tgz')).toEqual([
      'lib.tgz: no .jsii in the tarball (Construct Hub reads it)',
      'lib.tgz: no README.md in the tarball (Construct Hub reads it)',
    ]);
  });
});

describe('the compressed assembly in the npm tarball', () => {
  const tarball = (files: Record<string, string | Buffer>) => readTarGz(tarGz(path.join(dir, 'lib.tgz'), files));

  test('.jsii redirecting to a .jsii.gz that reads as an assembly passes', () => {
    expect(checks.checkCompressedAssembly(tarball(compressed({ name: 'lib', version: '0.2.0' }, 'package/')), 'lib.tgz')).toEqual([]);
  });

  test('a whole, uncompressed .jsii is named with its size and the compile that compresses it', () => {
    const plain = JSON.stringify({ name: 'lib', version: '0.2.0' });
    expect(checks.checkCompressedAssembly(tarball({ 'package/.jsii': plain }), 'lib.tgz')).toEqual([
      `lib.tgz: package/.jsii is the whole assembly, uncompressed (${plain.length} bytes): compile with \`npx jsii --silence-warnings=reserved-word --compress-assembly\`, which writes .jsii as a redirect to the gzipped .jsii.gz`,
    ]);
  });

  test('a redirect whose .jsii.gz is missing or broken, or no .jsii at all, names the tarball, the entry and what is wrong', () => {
    expect(checks.checkCompressedAssembly(tarball({ 'package/.jsii': REDIRECT }), 'lib.tgz')).toEqual([
      'lib.tgz: package/.jsii redirects to .jsii.gz, which is not in the tarball (no package/.jsii.gz)',
    ]);
    expect(checks.checkCompressedAssembly(tarball({ 'package/.jsii': REDIRECT, 'package/.jsii.gz': zlib.gzipSync('{ not json') }), 'lib.tgz')).toEqual([
      expect.stringMatching(/^lib\.tgz: package\/\.jsii redirects to package\/\.jsii\.gz, which cannot be read as a jsii assembly \(.*JSON/),
    ]);
    expect(checks.checkCompressedAssembly(tarball({ 'package/README.md': '# lib' }), 'lib.tgz')).toEqual(['lib.tgz: no .jsii in the tarball']);
  });
});

describe('links of the markdown files in the npm tarball', () => {
  const tarball = (files: Record<string, string>) => readTarGz(tarGz(path.join(dir, 'lib.tgz'), Object.fromEntries(Object.entries(files).map(([k, v]) => [`package/${k}`, v]))));

  test('links to files and anchors of the tarball pass: ids, names and headings as GitHub renders them; code and URLs are not links', () => {
    const entries = tarball({
      'README.md': '# lib\n\n[guide](docs/guide.md) [install](docs/guide.md#install-it-with-npm) [api](API.md#lib.Type) [log](CHANGELOG.md) [web](https://example.com/x.md) [here](#lib)\n\n```md\n[not a link](missing.md)\n```\n',
      'docs/guide.md': '# Guide\n\n## Install it with `npm`\n\n[back](../README.md#lib) [again](#install-it-with-npm)\n',
      'API.md': '<a name="Type" id="lib.Type"></a>',
      'CHANGELOG.md': '# Change log',
    });
    expect(checks.checkShippedDocs(entries, 'lib.tgz')).toEqual({ pages: 4, problems: [] });
  });

  test('a link to a file that does not ship, an anchor that does not exist and a link out of the package are each named', () => {
    const entries = tarball({
      'README.md': '[schema](schema/README.md) [guide](docs/guide.md#no-such-heading)\n',
      'docs/guide.md': '# Guide\n\n[up](../../outside.md)\n',
    });
    expect(checks.checkShippedDocs(entries, 'lib.tgz').problems).toEqual([
      'lib.tgz: README.md: broken link schema/README.md (no file schema/README.md)',
      'lib.tgz: README.md: broken link docs/guide.md#no-such-heading (no anchor #no-such-heading in docs/guide.md)',
      'lib.tgz: docs/guide.md: broken link ../../outside.md (outside the package)',
    ]);
  });

  test('the pages of bundled dependencies (node_modules/) are theirs, not checked', () => {
    const entries = tarball({
      'README.md': '# lib\n',
      'node_modules/parser/README.md': '[their docs](docs/copy.md)\n',
    });
    expect(checks.checkShippedDocs(entries, 'lib.tgz')).toEqual({ pages: 1, problems: [] });
  });
});

describe('links of the shipped guides to the published API reference', () => {
  const SITE = 'https://example.github.io/lib/lib/';
  const pkg = JSON.stringify({ name: 'lib', version: '0.2.0', repository: { type: 'git', url: 'https://github.com/example/lib.git' } });
  const tarball = (readme: string) => readTarGz(tarGz(path.join(dir, 'lib.tgz'), { 'package/package.json': pkg, 'package/README.md': readme }));
  const apiDocs = () => {
    writeTree(path.join(dir, 'docs', 'api'), {
      'API.md': '# API\n',
      'idp.md': '# `idp` Submodule <a name="idp" id="lib.idp"></a>\n\n## Constructs\n',
      'python/idp.md': '# idp\n',
    });
    return path.join(dir, 'docs', 'api');
  };

  test('links to pages and anchors of this version pass: ids, names and headings; the bare address is the index', () => {
    const readme = `[api](${SITE}v0.2.0/) [index](${SITE}v0.2.0/API.html) [idp](${SITE}v0.2.0/idp.html#lib.idp) [kinds](${SITE}v0.2.0/idp.html#constructs) [py](${SITE}v0.2.0/python/idp.html)\n`;
    expect(checks.checkShippedDocs(tarball(readme), 'lib.tgz', apiDocs())).toEqual({ pages: 1, problems: [] });
  });

  test('a link to another version, to a page the reference lacks or to a missing anchor is named', () => {
    const readme = `[old](${SITE}v0.1.0/idp.html) [gone](${SITE}v0.2.0/repo.html) [anchor](${SITE}v0.2.0/idp.html#lib.idp.Nothing) [dir](${SITE}v0.2.0/../x.html)\n`;
    expect(checks.checkShippedDocs(tarball(readme), 'lib.tgz', apiDocs()).problems).toEqual([
      `lib.tgz: README.md: link ${SITE}v0.1.0/idp.html is to the reference of v0.1.0; this package's is ${SITE}v0.2.0/`,
      `lib.tgz: README.md: broken link ${SITE}v0.2.0/repo.html (the reference has no page repo.html: no docs/api/repo.md)`,
      `lib.tgz: README.md: broken link ${SITE}v0.2.0/idp.html#lib.idp.Nothing (no anchor #lib.idp.Nothing in docs/api/idp.md)`,
      `lib.tgz: README.md: broken link ${SITE}v0.2.0/../x.html (the reference has no page ../x.html: no docs/api/../x.md)`,
    ]);
  });

  test('without the API reference every link to it is broken; links to other sites are not checked', () => {
    const readme = `[idp](${SITE}v0.2.0/idp.html) [other](https://example.github.io/other/v0.2.0/idp.html)\n`;
    expect(checks.checkShippedDocs(tarball(readme), 'lib.tgz').problems).toEqual([
      `lib.tgz: README.md: broken link ${SITE}v0.2.0/idp.html (the reference has no page idp.html: no docs/api/idp.md)`,
    ]);
  });
});

describe('the Maven Central artifact', () => {
  const coords = { groupId: 'io.example', artifactId: 'lib', version: '0.2.0' };
  const artifact = (files: string[], pomText = pom('0.2.0')) => {
    const d = path.join(dir, 'repo', 'io', 'example', 'lib', '0.2.0');
    writeTree(d, Object.fromEntries(files.map((f) => [f, f.endsWith('.pom') ? pomText : 'jar'])));
    return path.join(dir, 'repo');
  };

  test('jar, sources, javadoc and a complete POM pass', () => {
    expect(checks.checkMavenArtifact(artifact(['lib-0.2.0.pom', 'lib-0.2.0.jar', 'lib-0.2.0-sources.jar', 'lib-0.2.0-javadoc.jar']), coords)).toEqual([]);
  });

  test('a missing javadoc jar and a POM without <scm> are named', () => {
    const repo = artifact(['lib-0.2.0.pom', 'lib-0.2.0.jar', 'lib-0.2.0-sources.jar'], pom('0.2.0', '<!-- no scm -->'));
    expect(checks.checkMavenArtifact(repo, coords)).toEqual([
      `${path.join(repo, 'io', 'example', 'lib', '0.2.0')}: no javadoc jar lib-0.2.0-javadoc.jar (Maven Central requires it)`,
      `${path.join(repo, 'io', 'example', 'lib', '0.2.0', 'lib-0.2.0.pom')}: no <scm><url> (Maven Central requires it)`,
    ]);
  });
});

describe('the pom blocks of docs/java.md', () => {
  const library = { groupId: 'io.example', artifactId: 'lib', version: '0.2.0' };
  const framework = { groupId: 'com.hashicorp', artifactId: 'cdktf', version: '0.21.0' };
  const block = (repositories: number, libVersion = '0.2.0') => [
    '<repositories>',
    ...Array.from({ length: repositories }, (_, i) => `  <repository><id>r${i}</id><url>https://example.com/${i}</url></repository>`),
    '</repositories>',
    '<dependencies>',
    `  <dependency><groupId>io.example</groupId><artifactId>lib</artifactId><version>${libVersion}</version></dependency>`,
    '  <dependency><groupId>com.hashicorp</groupId><artifactId>cdktf</artifactId><version>0.21.0</version></dependency>',
    '</dependencies>',
  ].join('\n');
  const page = (text: string) => `# Java\n\n<!-- release-dry-run: pom lib -->\n\`\`\`xml\n${text}\n\`\`\`\n\n<!-- release-dry-run: pom other -->\ntext, no block\n`;

  test('the marked block is found and passes with one repository and the release\'s versions', () => {
    const blocks = checks.docsPomBlocks(page(block(1)));
    expect(blocks.get('lib')).toBe(block(1));
    expect(checks.checkDocsPom('docs/java.md', blocks.get('lib'), { name: 'lib', library, framework })).toEqual([]);
  });

  test('two repositories, an old version and a marker without a block are each named', () => {
    expect(checks.checkDocsPom('docs/java.md', block(2), { name: 'lib', library, framework })).toEqual([
      'docs/java.md: the pom block of lib has 2 <repository> entries; one is what a Java team adds',
    ]);
    expect(checks.checkDocsPom('docs/java.md', block(1, '0.1.0'), { name: 'lib', library, framework })).toEqual([
      'docs/java.md: the pom block of lib names io.example:lib 0.1.0, but this release is 0.2.0',
    ]);
    expect(checks.checkDocsPom('docs/java.md', checks.docsPomBlocks(page(block(1))).get('other'), { name: 'other', library, framework })).toEqual([
      'docs/java.md: no ```xml block after <!-- release-dry-run: pom other -->',
    ]);
  });
});

describe('archives', () => {
  test('a wheel\'s entries are read, stored or deflated', () => {
    const whl = zip(path.join(dir, 'x.whl'), { 'a.txt': 'alpha', 'b/c.txt': 'x'.repeat(10_000) });
    const entries = readZip(whl);
    expect(entries.get('a.txt')?.toString()).toBe('alpha');
    expect(entries.get('b/c.txt')?.toString()).toBe('x'.repeat(10_000));
  });

  test('a file that is not a tarball is named', () => {
    fs.writeFileSync(path.join(dir, 'x.tgz'), 'plain text');
    expect(() => readTarGz(path.join(dir, 'x.tgz'))).toThrow(`${path.join(dir, 'x.tgz')}: not a gzip archive`);
  });
});
