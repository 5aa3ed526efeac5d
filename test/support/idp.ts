/**
 * Fixtures of the identity (`idp`) L2 tests: a stack with the idp provider.
 */
import { Testing, TerraformStack } from 'cdktf';
import { idp } from '../../src';

/** A stack named `stack` holding the idp provider. */
export function idpStack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
