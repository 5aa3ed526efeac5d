// The classes cdktf's own generator produced from our derived schema (bench/.build/oracle-src),
// compiled to JavaScript (bench/.build/oracle-js); each resource lives in the namespace named after it.
const path = require('path');

const indexes = new Map();
function index(pkg) {
  if (!indexes.has(pkg)) indexes.set(pkg, require(path.join(__dirname, '.build', 'oracle-js', pkg, 'providers', pkg, 'index.js')));
  return indexes.get(pkg);
}
function find(pkg, namespace, className) {
  const ns = index(pkg)[namespace];
  return ns && ns[className];
}
exports.provider = (p) => find(p.name, 'provider', p.className);
exports.resource = (e) => find(e.pkg, e.oracleClass.charAt(0).toLowerCase() + e.oracleClass.slice(1), e.oracleClass);
