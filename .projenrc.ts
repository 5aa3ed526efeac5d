import { cdktf, github, javascript } from 'projen';

// This library's own semver (not the versions of the three packages it covers, which the docs and
// `required_providers` state). Set here by hand: there is no release bumping. An incompatible API
// change needs a new major version (for 0.x the minor): scripts/compat.js checks it against the
// previous release's assembly in compat/, and CHANGELOG.md says what changed.
const VERSION = '0.2.0';
/** publib, pinned: the devDependency and the version the release workflow runs (npx -p publib@…). */
const PUBLIB_VERSION = '0.2.1061';

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

  // GitHub workflows: only the two below (build, release; .projenrc.ts builds them), none of projen's
  // own (mergify, pull request lint, dependency upgrades, auto-approve, stale). projen's `release`
  // stays off: it bumps the version from commits, and this library's version is set by hand (VERSION)
  github: true,
  githubOptions: { mergify: false, pullRequestLint: false },
  stale: false,
  release: false,
  buildWorkflow: false,
  depsUpgrade: false,
  pullRequestTemplate: false,
  autoApproveUpgrades: false,
  docgen: true,
  // `jsii --compress-assembly`: .jsii is a small redirect to the gzipped assembly, .jsii.gz (both ship
  // in the npm tarball). Every script that compiles passes the same flags (JSII_ARGS of
  // scripts/assembly.js), and every one that reads the assembly reads it there (following the redirect)
  compressAssembly: true,

  // the converter's HCL parser (src/convert/; cdktf's own, HashiCorp's HCL library built for Node):
  // bundled in the npm package, left out of the wheel and the jar (scripts/runtime-stage.js)
  bundledDeps: ['@cdktf/hcl2json@0.21.0'],
  devDeps: [
    '@cdktf/provider-generator@0.21.0',
    'jsii-pacmak',
    'cdktf-cli@0.21.0',
    'ajv@^8',
    // renders the API reference's pages into the published site (scripts/site.js)
    'markdown-it@^15',
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
    // the release workflow's publishers (publib-npm, publib-pypi, publib-maven), and the dry run's
    // deploy of the Maven bundle into a local file repository; the workflow runs this same version
    `publib@${PUBLIB_VERSION}`,
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

  // '/node_modules' without the slash also matches a link (a git worktree's node_modules linked to a checkout's)
  gitignore: ['/node_modules', 'cdktf.out/', '.bindings/', 'test/oracle/.generated/', '.venv/', 'bench/results/*.tmp', '*.tsbuildinfo', '.stryker-tmp/', '/reports/',
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

// ---- entry points ------------------------------------------------------------------------------
// `cdktf-triad/idp` (and repo, cap, rules): one namespace, whose declarations do not import the
// others', so the compiler of an app reads that namespace only. `exports` for Node and TypeScript's
// node16/nodenext/bundler resolution; `typesVersions` for TypeScript's node10 (`node`) resolution,
// the default of `module: commonjs` and of cdktf's TypeScript template. Every namespace the root
// index exports (`export * as <name>`) has one (test/reliability/entry-points.test.ts). package.json and
// the jsii assembly (`.jsii`, or `.jsii.gz` with its `.jsii` redirect) stay reachable for the tools
// that resolve them by the package's name (`require.resolve('cdktf-triad/package.json')`).
const NAMESPACE_ENTRY_POINTS: Record<string, string> = {
  idp: 'lib/idp',
  repo: 'lib/repo',
  cap: 'lib/cap',
  rules: 'lib/rules/index',
};
const entry = (file: string) => ({ types: `./${file}.d.ts`, default: `./${file}.js` });
project.package.addField('exports', {
  '.': entry('lib/index'),
  ...Object.fromEntries(Object.entries(NAMESPACE_ENTRY_POINTS).map(([name, file]) => [`./${name}`, entry(file)])),
  // the converter (`npx cdktf-triad convert`), as a library: not a namespace of the root index
  './convert': entry('lib/convert/index'),
  './package.json': './package.json',
  './.jsii': './.jsii',
  './.jsii.gz': './.jsii.gz',
});
project.package.addField('typesVersions', {
  '*': {
    ...Object.fromEntries(Object.entries(NAMESPACE_ENTRY_POINTS).map(([name, file]) => [name, [`${file}.d.ts`]])),
    convert: ['lib/convert/index.d.ts'],
  },
});
// `npx cdktf-triad convert <file.tf or folder>`: HCL into a program that uses this library
project.addBins({ 'cdktf-triad': 'lib/convert/cli.js' });

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
// the wheel embeds the package without its TypeScript declarations (scripts/runtime-stage.js)
project.tasks.tryFind('package:python')!.reset('node scripts/package-python.js');
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
docgen.description = 'API reference in TypeScript, Python and Java from the jsii assembly (docs/api/, API.md)';
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

// ---- release -----------------------------------------------------------------------------------
// `npm run release:dry-run` (scripts/release-dry-run.js): everything a release does but the upload, for
// cdktf-triad and cdktn-triad, staged in dist/release/ for the release workflow; test:all runs it too
project.addTask('release:dry-run', {
  description: 'Everything a release does but the upload, for cdktf-triad and cdktn-triad: builds what is stale, stages dist/release/, npm publish --dry-run, twine check, the Maven bundle deployed by publib-maven into a local file repository and resolved by a fresh Maven project, versions, CHANGELOG, Construct Hub metadata, links of the shipped docs (`-- --tag v<version>` checks a release tag)',
  exec: 'node scripts/release-dry-run.js',
  receiveArgs: true,
});

// ---- GitHub workflows (.github/workflows/build.yml, release.yml), both checked by actionlint in
// test:all (scripts/release/actionlint.js). The toolchains are those .ci/run expects on the machine.
const { JobPermission } = github.workflows;
const toolchain: github.workflows.JobStep[] = [
  { name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: { 'node-version': '20' } },
  { name: 'Set up Python', uses: 'actions/setup-python@v5', with: { 'python-version': '3.11' } },
  { name: 'Set up Java', uses: 'actions/setup-java@v4', with: { 'distribution': 'temurin', 'java-version': '17' } },
  // the Terraform suite builds its test provider with its own caches (test/terraform/.cache)
  { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version-file': 'test/terraform/provider/go.mod', 'cache': false } },
  { name: 'Set up Terraform', uses: 'hashicorp/setup-terraform@v3', with: { terraform_version: '1.11.4', terraform_wrapper: false } },
];
const checkout: github.workflows.JobStep = { name: 'Checkout', uses: 'actions/checkout@v4' };

const buildWorkflow = project.github!.addWorkflow('build');
buildWorkflow.on({ pullRequest: {}, push: { branches: ['main'] }, workflowDispatch: {} });
buildWorkflow.addJob('build', {
  name: 'CI (.ci/run)',
  runsOn: ['ubuntu-latest'],
  permissions: { contents: JobPermission.READ },
  timeoutMinutes: 90,
  steps: [checkout, ...toolchain, { name: '.ci/run: install, synthesize the example, test:all (with the release dry run)', run: 'bash .ci/run' }],
});

// On a version tag: the checks of .ci/run, the release dry run (which builds both packages with the
// javadoc jars Maven Central requires and stages dist/release/), then one job per registry, each
// with only its own secrets, publishing what the dry run staged with publib, and the GitHub release
// with the Maven repository archives (the frameworks' Java packages that Maven Central lacks).
const releaseWorkflow = project.github!.addWorkflow('release');
releaseWorkflow.on({ push: { tags: ['v*'] } });
const publib = (tool: string, dir: string) => `npx --yes -p publib@${PUBLIB_VERSION} ${tool} ${dir}`;
const download: github.workflows.JobStep = { name: 'Download what the dry run staged', uses: 'actions/download-artifact@v4', with: { name: 'release', path: 'dist/release' } };
const setupNode = toolchain[0];
releaseWorkflow.addJobs({
  release: {
    name: 'Check, build and stage',
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.READ },
    timeoutMinutes: 120,
    steps: [
      checkout,
      {
        name: 'The tag is package.json\'s version',
        run: [
          'version="$(node -p "require(\'./package.json\').version")"',
          'if [ "$GITHUB_REF_NAME" != "v$version" ]; then',
          '  echo "::error file=package.json::the tag $GITHUB_REF_NAME is not v$version, the version of package.json (set in .projenrc.ts)"',
          '  exit 1',
          'fi',
        ].join('\n'),
      },
      ...toolchain,
      { name: '.ci/run: the checks of every pull request', run: 'bash .ci/run' },
      { name: 'Release dry run: build both packages, stage dist/release/', run: 'npm run release:dry-run -- --tag "$GITHUB_REF_NAME"' },
      {
        name: 'Keep what the dry run staged',
        uses: 'actions/upload-artifact@v4',
        with: {
          'name': 'release',
          'path': ['dist/release/js', 'dist/release/python', 'dist/release/maven-central', 'dist/release/maven-bundle', 'dist/release/site', 'dist/release/*.zip', 'dist/release/release-notes.md'].join('\n'),
          'if-no-files-found': 'error',
          // the publishing jobs read it; a re-run of one of them within two weeks finds it
          'retention-days': 14,
        },
      },
    ],
  },
  npm: {
    name: 'npm (cdktf-triad, cdktn-triad)',
    needs: ['release'],
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.READ },
    steps: [setupNode, download, { name: 'publib-npm', run: publib('publib-npm', 'dist/release/js'), env: { NPM_TOKEN: '${{ secrets.NPM_TOKEN }}', NPM_ACCESS_LEVEL: 'public' } }],
  },
  pypi: {
    name: 'PyPI (wheels and sdists)',
    needs: ['release'],
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.READ },
    steps: [setupNode, toolchain[1], download, { name: 'publib-pypi', run: publib('publib-pypi', 'dist/release/python'), env: { TWINE_USERNAME: '${{ secrets.TWINE_USERNAME }}', TWINE_PASSWORD: '${{ secrets.TWINE_PASSWORD }}' } }],
  },
  maven_central: {
    name: 'Maven Central (the libraries)',
    needs: ['release'],
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.READ },
    steps: [
      setupNode, toolchain[2], download,
      {
        name: 'publib-maven',
        run: publib('publib-maven', 'dist/release/maven-central'),
        env: {
          MAVEN_SERVER_ID: 'central-ossrh',
          MAVEN_USERNAME: '${{ secrets.MAVEN_USERNAME }}',
          MAVEN_PASSWORD: '${{ secrets.MAVEN_PASSWORD }}',
          MAVEN_GPG_PRIVATE_KEY: '${{ secrets.MAVEN_GPG_PRIVATE_KEY }}',
          MAVEN_GPG_PRIVATE_KEY_PASSPHRASE: '${{ secrets.MAVEN_GPG_PRIVATE_KEY_PASSPHRASE }}',
        },
      },
    ],
  },
  github_packages: {
    name: 'GitHub Packages (the libraries with the frameworks\' Java packages)',
    needs: ['release'],
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.READ, packages: JobPermission.WRITE },
    steps: [
      setupNode, toolchain[2], download,
      {
        name: 'publib-maven',
        run: publib('publib-maven', 'dist/release/maven-bundle'),
        env: {
          MAVEN_SERVER_ID: 'github',
          MAVEN_USERNAME: '${{ github.actor }}',
          MAVEN_PASSWORD: '${{ secrets.GITHUB_TOKEN }}',
          MAVEN_REPOSITORY_URL: 'https://maven.pkg.github.com/${{ github.repository }}',
        },
      },
    ],
  },
  // the API reference of both packages (scripts/site.js, staged by the dry run) joins the versions
  // already on the site's branch, served by GitHub Pages; the guides in the packages link to it
  reference_site: {
    name: 'API reference site (gh-pages)',
    needs: ['release'],
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.WRITE },
    steps: [
      checkout, setupNode, download,
      {
        name: 'Add this version to the gh-pages branch',
        run: [
          'remote="https://x-access-token:${GH_TOKEN}@github.com/${GITHUB_REPOSITORY}.git"',
          'if git ls-remote --exit-code --heads "$remote" gh-pages > /dev/null; then',
          '  git clone --depth 1 --branch gh-pages "$remote" site',
          'else',
          '  git init -b gh-pages site',
          '  git -C site remote add origin "$remote"',
          'fi',
          'cp -R dist/release/site/. site/',
          'node scripts/site.js --index site',
          'touch site/.nojekyll',
          'git -C site add -A',
          'git -C site -c user.name="github-actions[bot]" -c user.email="41898282+github-actions[bot]@users.noreply.github.com" commit -m "API reference: $GITHUB_REF_NAME" || echo "the site already has $GITHUB_REF_NAME"',
          'git -C site push origin gh-pages',
        ].join('\n'),
        env: { GH_TOKEN: '${{ secrets.GITHUB_TOKEN }}' },
      },
    ],
  },
  github_release: {
    name: 'GitHub release (notes, Maven repository archives)',
    needs: ['release'],
    runsOn: ['ubuntu-latest'],
    permissions: { contents: JobPermission.WRITE },
    steps: [
      download,
      {
        name: 'Create the release, or update its archives when it exists',
        run: [
          'if gh release view "$GITHUB_REF_NAME" --repo "$GITHUB_REPOSITORY" > /dev/null 2>&1; then',
          '  gh release upload "$GITHUB_REF_NAME" dist/release/*.zip --clobber --repo "$GITHUB_REPOSITORY"',
          'else',
          '  gh release create "$GITHUB_REF_NAME" dist/release/*.zip --verify-tag --title "$GITHUB_REF_NAME" --notes-file dist/release/release-notes.md --repo "$GITHUB_REPOSITORY"',
          'fi',
        ].join('\n'),
        env: { GH_TOKEN: '${{ secrets.GITHUB_TOKEN }}' },
      },
    ],
  },
});

// generated code is checked by jsii, the oracle test and codegen:check, not by the linter
project.eslint?.addIgnorePattern('src/l1/');
project.eslint?.allowDevDeps('codegen/**');
project.eslint?.allowDevDeps('examples/**');
project.eslint?.addIgnorePattern('test/oracle/.generated/');
project.eslint?.addIgnorePattern('bench/');
project.eslint?.addIgnorePattern('stryker.config.mjs');
project.npmignore?.exclude('/schema/', '/codegen/', '/scripts/', '/examples/', '/bench/', '/cdktf.json', '/.ci/', '/docs/*', '/compat/', '/stryker.config.mjs');
// the guides ship (docs/*.md, which the README links); the API reference (API.md, docs/api/: TypeScript,
// python/, java/) does not: it is published as a site (scripts/site.js, the release workflow) that the
// guides link to, and Construct Hub renders its own from the assembly. The release dry run checks
// every link of the tarball, those to the site included
project.npmignore?.include('/docs/*.md');
project.npmignore?.exclude('/API.md');
project.annotateGenerated('/docs/api/**');
// the bindings' work folder (Maven repository, venv) must not reach the npm tarball that the Java
// jar and the Python wheel embed
project.npmignore?.exclude('/.bindings/', '/cdktf.out/', '/test-reports/', '/build/', '/.stryker-tmp/', '/reports/');
project.npmignore?.include('/provider-schema/');
// the compressed assembly the .jsii redirects to (projen keeps the .jsii itself): shipped, not committed
project.npmignore?.include('.jsii.gz');
project.gitignore.exclude('.jsii.gz');

// jsii's tools print an end-of-life banner on Node 20 (it still works; Node 22 or 24 is recommended):
// not to users of the tasks that run jsii, jsii-pacmak, jsii-docgen, jsii-diff or the jsii runtime
for (const name of ['compile', 'watch', 'docgen', 'build:cdktn', 'release:dry-run', 'test:cdktn', 'compat', 'package:js', 'package:python', 'package:java', 'package-all', 'test', 'test:all', 'test:terraform', 'example']) {
  project.tasks.tryFind(name)!.env('JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION', '20');
}

project.synth();
