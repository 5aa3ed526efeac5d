/**
 * Jest setup (setupFilesAfterEnv): when TRIAD_TF_STACKS names a folder, every stack that a test under
 * test/l2/ synthesizes with `Testing.synth` is also written there, as the Terraform suite
 * (test/terraform/run.js) consumes it: `<folder>/<test file>--<test name>[-n]/cdk.tf.json`, plus
 * `main.tf` from `Testing.synthHcl` (or `hcl-error.txt` when HCL synthesis throws). Identical stacks
 * are written once. Without the variable nothing changes.
 */
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { Testing } from 'cdktf';

const dir = process.env.TRIAD_TF_STACKS;
const only = process.env.TRIAD_TF_CAPTURE ?? `${path.sep}test${path.sep}l2${path.sep}`;

if (dir) {
  const synth = Testing.synth.bind(Testing);
  const synthHcl = Testing.synthHcl.bind(Testing);
  const seen = new Set<string>();
  Testing.synth = (stack, runValidations) => {
    const json = synth(stack, runValidations);
    const { testPath, currentTestName } = expect.getState();
    if (!testPath?.includes(only)) return json;
    const hash = createHash('sha256').update(json).digest('hex');
    if (seen.has(hash)) return json;
    seen.add(hash);
    const base = `${path.basename(testPath, '.test.ts')}--${currentTestName ?? 'setup'}`.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 120);
    let name = base;
    for (let i = 2; fs.existsSync(path.join(dir, name)); i++) name = `${base}-${i}`;
    const out = path.join(dir, name);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'cdk.tf.json'), json);
    try {
      fs.writeFileSync(path.join(out, 'main.tf'), String(synthHcl(stack, false)));
    } catch (e) {
      fs.writeFileSync(path.join(out, 'hcl-error.txt'), String((e as Error).stack ?? e));
    }
    return json;
  };
}
