/**
 * Effective configuration of a provider: what it will use, and from where, with secrets redacted.
 */
import { ProviderSetting } from './provider-setting';
import { Slots } from './runtime';
import { StructSpec } from './specs';
import { isUnresolved } from './validation';

export type { ProviderSetting };

export const REDACTED = '(redacted)';
export const REFERENCE = '(reference, resolved at plan time)';

function render(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The settings of a provider in schema order, reading fallbacks from `environment` (default
 * `process.env`). Nothing read here is stored or synthesized.
 */
export function effectiveConfiguration(
  spec: StructSpec,
  s: Slots,
  fallbacks: { [attr: string]: string },
  environment?: { [name: string]: string | undefined },
): ProviderSetting[] {
  const env = environment ?? process.env;
  return spec.attrs
    .filter((a) => a.n !== 'alias')
    .map((a) => {
      const sensitive = !!a.secret;
      const environmentVariable = fallbacks[a.n];
      const given = s.v[a.n];
      if (given !== undefined && given !== null) {
        const value = isUnresolved(given) ? REFERENCE : sensitive ? REDACTED : render(given);
        return { name: a.n, value, source: 'configuration', environmentVariable, sensitive };
      }
      const fromEnv = environmentVariable ? env[environmentVariable] : undefined;
      if (fromEnv !== undefined && fromEnv !== '') {
        return { name: a.n, value: sensitive ? REDACTED : fromEnv, source: 'environment', environmentVariable, sensitive };
      }
      return { name: a.n, source: 'unset', environmentVariable, sensitive };
    });
}
