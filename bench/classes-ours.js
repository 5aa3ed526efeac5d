// Our classes, from the jsii-compiled library (lib/).
const lib = require('../lib');
exports.provider = (p) => lib[p.name][p.className];
exports.resource = (e) => (e.module === 'index' ? lib[e.pkg] : lib[e.pkg][e.module])[e.className];
