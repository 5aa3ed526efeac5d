import { cdktf, javascript } from 'projen';

// This library's own semver (not the versions of the three packages it covers, which the docs and
// `required_providers` state). Set here by hand: there is no release bumping. An incompatible API
// change needs a new major version (for 0.x the minor): scripts/compat.js checks it against the
// previous release's assembly in compat/, and CHANGELOG.md says what changed.
const VERSION = '0.2.0';

const project = new cdktf.ConstructLibraryCdktf({
  name: 'cdktf-triad',
  description:
    'Typed CDK for Terraform constructs (L1 and L2) for the identity (idp), repository-hosting (repo) and spot-capacity (cap) resource-management packages.',
  author: 'cdktf-triad maintainers',
  authorAddress: 'maintainers@cdktf-triad.invalid',
  repositoryUrl: 'https://github.com/cdktf-triad/cdktf-triad.git',
  defaultReleaseBranch: 'main',
  projenrcTs: true,
  packageManager: javascript.NodePackageManager.NPM,
  cdktfVersion: '0.21.0',
  // ^10.6: the range cdktf 0.21 and CDK Terrain (cdktn 0.24, the second build) both accept
  constructsVersion: '^10.6.0',
  minNodeVersion: '20.0.0',
  license: 'Apache-2.0',
  keywords: ['cdktf', 'terraform', 'idp', 'repo', 'cap'],

  // no hosted CI / release plumbing: CI is .ci/run
  github: false,
  release: false,
  buildWorkflow: false,
  depsUpgrade: false,
  pullRequestTemplate: false,
  autoApproveUpgrades: false,
  docgen: true,

  devDeps: [
    '@cdktf/provider-generator@0.21.0',
    'jsii-pacmak',
    'cdktf-cli@0.21.0',
    'ajv@^8',
    // the SARIF 2.1.0 JSON schema (lib/schemas/sarif-2.1.0-rtm.5.json) the findings report is checked against
    '@microsoft/jest-sarif@1.0.0-beta.0',
    'yaml@^2',
    'fast-check@^3',
    'ts-node',
    'typescript',
    '@cdktf/provider-null@^11.0.1',
    // the CDK Terrain build (scripts/cdktn.js) compiles against it and jest runs on it (TRIAD_FRAMEWORK=cdktn)
    'cdktn@0.24.0',
    // mutation testing (npm run mutation; not part of CI); one version for all three: the plugins pin core exactly; 9.x is the last line that runs on Node 20
    '@stryker-mutator/core@9.6.1',
    '@stryker-mutator/jest-runner@9.6.1',
    '@stryker-mutator/typescript-checker@9.6.1',
  ],

  publishToPypi: {
    distName: 'cdktf-triad',
    module: 'cdktf_triad',
  },
  publishToMaven: {
    javaPackage: 'io.github.cdktftriad',
    mavenGroupId: 'io.github.cdktf-triad',
    mavenArtifactId: 'cdktf-triad',
  },

  gitignore: ['cdktf.out/', '.bindings/', 'test/oracle/.generated/', '.venv/', 'bench/results/*.tmp', '*.tsbuildinfo', '.stryker-tmp/', '/reports/',
    // the CDK Terrain build's staging folder (scripts/cdktn.js) and the cdktn example's own project
    '/build/', 'examples/cdktn/node_modules/', 'examples/cdktn/.gen/', 'examples/cdktn/cdktf.out/', 'examples/cdktn/package-lock.json',
    // Maven builds (the local repository is .bindings/m2)
    'test/bindings/java/target/', 'examples/java/target/'],
  jestOptions: {
    // a changed snapshot fails every test command; `npm run test:update` updates them on purpose
    updateSnapshot: javascript.UpdateSnapshot.NEVER,
    jestConfig: {
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/test/oracle/.generated/'],
      // writes the stacks of the L2 tests for the Terraform suite when TRIAD_TF_STACKS is set
      setupFilesAfterEnv: ['<rootDir>/test/terraform/capture.ts'],
    },
  },
  tsconfigDev: {
    include: ['codegen/**/*.ts', 'examples/typescript/**/*.ts', 'scripts/**/*.ts'],
    compilerOptions: {},
  },
});

// projen writes 0.0.0 unless it runs a release; the version is this library's own (above)
project.package.addVersion(VERSION);

// ---- code generation -------------------------------------------------------------------------
project.addTask('codegen', {
  description: 'Validate schema/ and regenerate src/l1 and the derived Terraform provider schemas',
  exec: 'ts-node --transpile-only codegen/cli.ts write',
});
project.addTask('codegen:check', {
  description: 'Fail when src/l1 or the derived provider schemas differ from what schema/ generates',
  exec: 'ts-node --transpile-only codegen/cli.ts check',
});
// Locally the build regenerates; under CI (CI=true) it refuses stale committed output.
const codegenBuild = project.addTask('codegen:build', {
  description: 'codegen locally, codegen:check under CI',
  exec: 'ts-node --transpile-only codegen/cli.ts build',
});
project.preCompileTask.spawn(codegenBuild);

// `package-all` (the build's package step outside CI) packages npm, Python and Java.
// `package:java` (scripts/package-java.js) first builds cdktf's own Java artifact (and the null
// provider's, for examples/java) from their npm packages with jsii-pacmak, since Maven Central has
// com.hashicorp:cdktf up to 0.19.2 only, then ours against it, and leaves dist/java as one Maven
// repository; Maven's local repository is .bindings/m2, never ~/.m2.
const packageJava = project.tasks.tryFind('package:java')!;
packageJava.reset('node scripts/package-java.js');
const packageAll = project.tasks.tryFind('package-all');
if (packageAll) {
  packageAll.reset();
  packageAll.spawn(project.tasks.tryFind('package:js')!);
  packageAll.spawn(project.tasks.tryFind('package:python')!);
  packageAll.spawn(packageJava);
}

// API docs in TypeScript, Python and Java, split per package (docs/api/, docs/api/python/,
// docs/api/java/), with API.md as the index
const docgen = project.tasks.tryFind('docgen')!;
docgen.reset('node scripts/docgen.js');
docgen.description = 'API reference in TypeScript, Python and Java from the .jsii (docs/api/, API.md)';
// namespaces of the compiled package load on first use (scripts/lazy-index.js)
project.postCompileTask.prependExec('node scripts/lazy-index.js');
// docs/rules.md: every shipped rule and warning id, from src/rules (checked by test:all)
const rulesDoc = project.addTask('rules-doc', {
  description: 'docs/rules.md: the shipped rule packs and the warning ids, from src/rules',
  exec: 'node scripts/rules-doc.js',
});
project.postCompileTask.spawn(rulesDoc);

// API compatibility with the previous release (compat/<version>.jsii) with jsii-diff, after every
// jsii compile of the build; `node scripts/compat.js --update-baseline` at a release
const compat = project.tasks.tryFind('compat')!;
compat.reset('node scripts/compat.js');
compat.description = 'API compatibility with the previous release (compat/<version>.jsii) with jsii-diff: incompatible changes fail unless the major version moved';
project.compileTask.spawn(compat);

project.addTask('test:all', {
  description: 'The whole test suite: codegen check, jsii compile, API.md, jest, eslint, bindings, Terraform; ends with `N passed, N failed`',
  exec: 'node scripts/test-all.js',
});
project.addTask('test:terraform', {
  description: 'The Terraform suite alone: init, validate, plan, apply and an empty re-plan of every stack through a test provider serving provider-schema/ (needs Go and Terraform 1.11+ or OpenTofu)',
  exec: 'node test/terraform/run.js',
});
project.addTask('example', {
  description: 'Synthesize examples/typescript into cdktf.out/ with the cdktf CLI',
  exec: 'cdktf synth',
  env: { CHECKPOINT_DISABLE: '1' },
});

// ---- CDK Terrain (cdktn) build: the same sources as cdktn-triad (scripts/cdktn.js) --------------
project.addTask('build:cdktn', {
  description: 'The CDK Terrain build (cdktn-triad): stage build/cdktn with the one runtime import swapped, jsii, API docs, npm tarball, Python wheel and Java (Maven repository) in dist/cdktn (`-- --no-java` skips Java)',
  exec: 'node scripts/cdktn.js',
  receiveArgs: true,
});
project.addTask('test:cdktn', {
  description: 'jest on CDK Terrain: the same tests with cdktf resolved to cdktn (test/frameworks/cdktn.jest.config.js)',
  exec: 'jest --ci -c test/frameworks/cdktn.jest.config.js',
  receiveArgs: true,
});
project.addTask('mutation', {
  description: 'StrykerJS mutation score of src/constructs, src/l2 and codegen, a file per run, results kept per file (not part of CI): `npm run mutation -- l2` or `-- src/l2/idp/refs.ts`',
  exec: 'node scripts/mutation.js',
  receiveArgs: true,
});
project.addTask('bench', {
  description: 'Benchmark: synthesis and import time, peak memory, ours vs cdktf generator output vs JSON.stringify (not part of the tests)',
  exec: 'ts-node --transpile-only -P test/tsconfig.json bench/run.ts',
});

// generated code is checked by jsii, the oracle test and codegen:check, not by the linter
project.eslint?.addIgnorePattern('src/l1/');
project.eslint?.allowDevDeps('codegen/**');
project.eslint?.allowDevDeps('examples/**');
project.eslint?.addIgnorePattern('test/oracle/.generated/');
project.eslint?.addIgnorePattern('bench/');
project.eslint?.addIgnorePattern('stryker.config.mjs');
project.npmignore?.exclude('/schema/', '/codegen/', '/scripts/', '/examples/', '/bench/', '/cdktf.json', '/.ci/', '/docs/*', '/compat/', '/stryker.config.mjs');
// the API reference ships: API.md links into docs/api/ (TypeScript, python/, java/)
project.npmignore?.include('/docs/api/');
// the reference of the shipped rules ships with the API reference
project.npmignore?.include('/docs/rules.md');
project.annotateGenerated('/docs/api/**');
// the bindings' work folder (Maven repository, venv) must not reach the npm tarball that the Java
// jar and the Python wheel embed
project.npmignore?.exclude('/.bindings/', '/cdktf.out/', '/test-reports/', '/build/');
project.npmignore?.include('/provider-schema/');

// jsii's tools print an end-of-life banner on Node 20 (it still works; Node 22 or 24 is recommended):
// not to users of the tasks that run jsii, jsii-pacmak, jsii-docgen, jsii-diff or the jsii runtime
for (const name of ['compile', 'watch', 'docgen', 'build:cdktn', 'test:cdktn', 'compat', 'package:js', 'package:python', 'package:java', 'package-all', 'test', 'test:all', 'test:terraform', 'example']) {
  project.tasks.tryFind(name)!.env('JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION', '20');
}

project.synth();
