// jest on the CDK Terrain build: the same tests and configuration as package.json's, with `cdktf`
// resolved to `cdktn` everywhere (the library's one runtime import module, src/constructs/cdktf.ts,
// and the tests' own imports of App, Testing and TerraformStack). Run by `npm run test:cdktn`.
const path = require('path');
const jest = require('../../package.json').jest;

module.exports = {
  ...jest,
  rootDir: path.join(__dirname, '..', '..'),
  moduleNameMapper: { '^cdktf$': 'cdktn', '^cdktf/(.*)$': 'cdktn/$1' },
  collectCoverage: false,
  reporters: ['default'],
};
