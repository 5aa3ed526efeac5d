#!/usr/bin/env node
/**
 * One benchmark case, in a fresh process: node bench/case.js <ours|theirs|floor> <count> <outdir>
 * Builds a stack of <count> resources cycling through every resource of every package (configs with
 * nested objects, from bench/.build/configs.json), synthesizes it with validation on (ours, theirs)
 * or writes the same JSON with JSON.stringify (floor), and prints {ms, peakMiB}.
 */
const fs = require('fs');
const path = require('path');

const [impl, countText, outdir] = process.argv.slice(2);
const count = Number(countText);
const build = path.join(__dirname, '.build');
const { entities, providers } = JSON.parse(fs.readFileSync(path.join(build, 'configs.json'), 'utf8'));

/** A distinct copy of a configuration: its varying string field gets the index. */
function vary(e, i, config, key) {
  if (!e.vary) return config;
  return { ...config, [e.vary[key]]: `${config[e.vary[key]]}-${i}` };
}

// loading the libraries is measured separately (import time); synthesis is construction + synth
const cdktf = impl === 'floor' ? undefined : require(require.resolve('cdktf', { paths: [path.join(__dirname, '..')] }));
const classes = impl === 'ours' ? require('./classes-ours') : impl === 'theirs' ? require('./classes-theirs') : undefined;
if (classes) {
  for (const p of providers) classes.provider(p);
  for (const e of entities) classes.resource(e);
}

const started = process.hrtime.bigint();
if (impl === 'floor') {
  const json = { terraform: { required_providers: {} }, provider: {}, resource: {} };
  for (const p of providers) {
    json.terraform.required_providers[p.name] = { source: p.source, version: p.version };
    json.provider[p.name] = [{}];
  }
  for (let i = 0; i < count; i++) {
    const e = entities[i % entities.length];
    (json.resource[e.tfType] ??= {})[`r${i}`] = vary(e, i, e.tf, 'tfKey');
  }
  fs.mkdirSync(outdir, { recursive: true });
  fs.writeFileSync(path.join(outdir, 'cdk.tf.json'), JSON.stringify(json, null, 2));
} else {
  const { App, TerraformStack } = cdktf;
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  for (const p of providers) new (classes.provider(p))(stack, `provider_${p.name}`, {});
  for (let i = 0; i < count; i++) {
    const e = entities[i % entities.length];
    new (classes.resource(e))(stack, `r${i}`, vary(e, i, e.config, 'key'));
  }
  app.synth();
}
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(JSON.stringify({ ms, peakMiB: process.resourceUsage().maxRSS / 1024 }));
