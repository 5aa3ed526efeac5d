/**
 * What makes two stacks of the Terraform suite (test/terraform/run.js) the same test: Terraform's
 * verdict depends on the configuration alone, and on the Terraform binary and providers that judge it.
 *
 * - configurationKey(stack): a hash of the stack's configuration: its cdk.tf.json without cdktf's
 *   "//" metadata (which Terraform ignores) and the local backend's path (the suite gives each stack
 *   a folder of its own), with object keys sorted; or its .tf files (HCL stacks). Undefined for a stack
 *   that must be refused (its expected errors are part of the test) or that has no files.
 * - environmentKey(tf, mirror): a hash of the Terraform binary's name and version and of every file
 *   of the provider mirror (the test provider's binary, schemas, value checks and options).
 * - readAccepted / writeAccepted: the configurations Terraform accepted, kept in TRIAD_TF_ACCEPTED
 *   with the environment's key; read back only by a run with the same key.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');

/** A value with its object keys sorted and cdktf's "//" metadata left out (Terraform ignores it). */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).filter((k) => k !== '//').sort().map((k) => [k, canonical(value[k])]));
  }
  return value;
}

/**
 * What Terraform judges of a stack, as a hash: the JSON configuration (without metadata and the local
 * backend's path, which the suite replaces by a folder of its own) or the .tf files. Undefined for a
 * stack that must be refused (its expected errors are part of the test) and for a stack without files.
 */
function configurationKey(stack) {
  if (stack.refused || !fs.existsSync(stack.dir)) return undefined;
  if (stack.hcl) {
    const files = fs.readdirSync(stack.dir).filter((f) => f.endsWith('.tf')).sort();
    return files.length ? sha256(['hcl', ...files.flatMap((f) => [f, fs.readFileSync(path.join(stack.dir, f), 'utf8')])].join('\0')) : undefined;
  }
  const file = path.join(stack.dir, 'cdk.tf.json');
  if (!fs.existsSync(file)) return undefined;
  const json = canonical(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (json.terraform?.backend?.local) delete json.terraform.backend.local.path;
  return sha256(`json\0${JSON.stringify(json)}`);
}

/** The fingerprint of what judges a configuration: the Terraform binary and every provider file installed. */
function environmentKey(tf, mirror) {
  const parts = [tf.bin, tf.version];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else parts.push(path.relative(mirror, p), sha256(fs.readFileSync(p)));
    }
  };
  walk(mirror);
  return sha256(parts.join('\0'));
}

/** The configurations accepted earlier (TRIAD_TF_ACCEPTED), when judged by the same environment. */
function readAccepted(environment, file = process.env.TRIAD_TF_ACCEPTED) {
  if (!file || !fs.existsSync(file)) return {};
  const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (kept.environment !== environment) {
    console.log(`note: ${file} was written with another Terraform or other providers; every stack runs`);
    return {};
  }
  return kept.accepted;
}

/** Adds the configurations this run saw accepted to TRIAD_TF_ACCEPTED. */
function writeAccepted(environment, accepted, file = process.env.TRIAD_TF_ACCEPTED) {
  if (!file) return;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ environment, accepted }, null, 1));
}

module.exports = { canonical, configurationKey, environmentKey, readAccepted, writeAccepted };
