// Our classes, from the library as jsii compiles it (lib/, namespaces loading on first use).
const lib = require('../lib');
exports.provider = (p) => lib[p.name][p.className];
exports.resource = (e) => (e.module === 'index' ? lib[e.pkg] : lib[e.pkg][e.module])[e.className];
