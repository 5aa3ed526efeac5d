// The classes cdktf's own generator produced from our derived schema, compiled to JavaScript.
const path = require('path');
const cache = new Map();
function find(pkg, className) {
  const key = `${pkg}.${className}`;
  if (!cache.has(key)) {
    const index = require(path.join(__dirname, '.build', 'oracle-js', pkg, 'providers', pkg, 'index.js'));
    for (const ns of Object.values(index)) if (ns && ns[className]) cache.set(key, ns[className]);
  }
  return cache.get(key);
}
exports.provider = (p) => find(p.name, p.className);
exports.resource = (e) => find(e.pkg, e.oracleClass);
