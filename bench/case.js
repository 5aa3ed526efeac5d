#!/usr/bin/env node
/**
 * One benchmark case, in a fresh process:
 *
 *   node bench/case.js <ours|theirs|floor|ours-novalidation> <count> <outdir> [literal|variables]
 *
 * Builds a stack of <count> resources and data sources cycling through every type of every package (the
 * configurations of bench/.build/configs.json, written by bench/run.ts: every field set, nested
 * objects included, one string field varied per instance), plus one provider per package, and
 * synthesizes it into <outdir> with validation on (ours, theirs), or builds the same JSON as plain
 * objects and writes it with JSON.stringify (floor). ours-novalidation is a diagnostic: ours with the
 * App's skipValidation, to show what validation costs. Prints {"ms", "peakMiB"} on stdout.
 *
 * Secrets: `literal` (the default) writes every secret field (a webhook URL, a license key, rancher
 * keys) as the literal of the configuration, which our validation warns about; `variables` passes
 * each as a sensitive TerraformVariable, as a real app does (ours and theirs only).
 *
 * Loading the libraries happens before the timer starts (import time is measured on its own); the
 * timer covers app construction plus app.synth(). peakMiB is the process's maximum resident set.
 * For a CPU profile: node bench/profile.js ours 10000 (node --cpu-prof on this script).
 */
const fs = require('fs');
const path = require('path');

const [impl, countText, outdir, secrets = 'literal'] = process.argv.slice(2);
const count = Number(countText);
if (!['ours', 'theirs', 'floor', 'ours-novalidation'].includes(impl) || !(count > 0) || !outdir || !['literal', 'variables'].includes(secrets)
  || (secrets === 'variables' && !['ours', 'theirs'].includes(impl))) {
  console.error('usage: node bench/case.js <ours|theirs|floor|ours-novalidation> <count> <outdir> [literal|variables (ours, theirs)]');
  process.exit(2);
}
const build = path.join(__dirname, '.build');
const { entities, providers } = JSON.parse(fs.readFileSync(path.join(build, 'configs.json'), 'utf8'));

/** A distinct copy of a configuration: its varying string field gets the index appended. */
function vary(e, i, config, key) {
  if (!e.vary) return config;
  const k = e.vary[key];
  return { ...config, [k]: `${config[k]}-${i}` };
}

/** A copy of a configuration with the value at each path (a secret field) replaced. */
function withValueAt(config, paths, value) {
  if (!paths.length) return config;
  const copy = JSON.parse(JSON.stringify(config));
  for (const p of paths) {
    let holder = copy;
    for (const k of p.slice(0, -1)) holder = holder[k];
    holder[p[p.length - 1]] = value;
  }
  return copy;
}

// load everything the timed part uses before the timer starts
const cdktf = impl === 'floor' ? undefined : require(require.resolve('cdktf', { paths: [path.join(__dirname, '..')] }));
const classes = impl.startsWith('ours') ? require('./classes-ours') : impl === 'theirs' ? require('./classes-theirs') : undefined;
const providerClasses = classes ? providers.map((p) => classes.provider(p)) : [];
const resourceClasses = classes ? entities.map((e) => classes.resource(e)) : [];
if (classes) {
  const missing = [...providers, ...entities].filter((_, i) => ![...providerClasses, ...resourceClasses][i]);
  if (missing.length) throw new Error(`${impl}: classes not found: ${missing.map((x) => x.className || x.name).join(', ')}`);
}

const started = process.hrtime.bigint();
if (impl === 'floor') {
  const json = { terraform: { required_providers: {} }, provider: {}, resource: {}, data: {} };
  for (const p of providers) {
    json.terraform.required_providers[p.name] = { source: p.source, version: p.version };
    json.provider[p.name] = [{}];
  }
  for (let i = 0; i < count; i++) {
    const e = entities[i % entities.length];
    // with the metadata cdktf writes on every resource
    (json[e.section][e.tfType] ??= {})[`r${i}`] = { '//': { metadata: { path: `bench/r${i}`, uniqueId: `r${i}` } }, ...vary(e, i, e.tf, 'tfKey') };
  }
  const dir = path.join(outdir, 'stacks', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'cdk.tf.json'), JSON.stringify(json, null, 2));
} else {
  const { App, TerraformStack } = cdktf;
  const app = new App({ outdir, skipValidation: impl === 'ours-novalidation' });
  const stack = new TerraformStack(app, 'bench');
  providers.forEach((p, j) => new providerClasses[j](stack, `provider_${p.name}`, {}));
  const secret = secrets === 'variables' ? new cdktf.TerraformVariable(stack, 'secret', { type: 'string', sensitive: true }).stringValue : undefined;
  // theirs takes each configuration under cdktf's member names (bench/run.ts wrote both)
  const theirs = impl === 'theirs';
  const configOf = (e) => (theirs ? e.theirConfig : e.config);
  const configs = entities.map((e) => (secret ? withValueAt(configOf(e), (theirs ? e.theirSecrets : e.secrets) ?? [], secret) : configOf(e)));
  for (let i = 0; i < count; i++) {
    const j = i % entities.length;
    new resourceClasses[j](stack, `r${i}`, vary(entities[j], i, configs[j], theirs ? 'theirKey' : 'key'));
  }
  app.synth();
}
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(JSON.stringify({ ms, peakMiB: process.resourceUsage().maxRSS / 1024 }));
