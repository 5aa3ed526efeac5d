// The provider generator reads Terraform's CLI configuration when it loads; give it an empty one
// instead of complaining about a missing ~/.terraformrc. Imported before the generator.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

if (!process.env.TF_CLI_CONFIG_FILE || !fs.existsSync(process.env.TF_CLI_CONFIG_FILE)) {
  const rc = path.join(os.tmpdir(), 'cdktf-triad-empty.terraformrc');
  fs.writeFileSync(rc, '');
  process.env.TF_CLI_CONFIG_FILE = rc;
}
