// `node -r ./test/frameworks/use-cdktn.js …`: runs a script of the test tree on CDK Terrain, the way
// test/frameworks/cdktn.jest.config.js runs jest on it: every `require('cdktf')` (the library's one
// runtime import module, src/constructs/cdktf.ts, and the script's own imports) loads `cdktn`.
const Module = require('module');

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'cdktf' || request.startsWith('cdktf/')) request = `cdktn${request.slice('cdktf'.length)}`;
  return resolve.call(this, request, ...rest);
};
