/**
 * Effective configuration of a provider: what it will use, and from where, with secrets redacted.
 */
import { IConstruct } from 'constructs';
import { ProviderSetting } from './provider-setting';
import { Slots } from './runtime';
import { StructSpec } from './specs';
import { isUnresolved } from './validation';
import { l2WarningNow } from '../rules/l2-warnings';

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

/**
 * Registers the credential checks of a provider whose credentials come in alternative sets, listed in
 * order of precedence: a warning when settings of more than one set are configured (naming what will
 * be ignored; `L1-CREDENTIALS-001`), and when a set is configured only in part (`L1-CREDENTIALS-002`).
 */
export function checkCredentialGroups(owner: IConstruct, name: string, groups: string[][], s: Slots): void {
  owner.node.addValidation({
    validate: () => {
      const given = (a: string) => s.v[a] !== undefined && s.v[a] !== null;
      const used = groups.filter((g) => g.some(given));
      if (used.length > 1) {
        const ignored = used.slice(1).flat().filter(given);
        l2WarningNow(owner, 'L1-CREDENTIALS-001',
          `${name}: credentials of ${used.length} kinds are configured (${used.map((g) => g.filter(given).join(' + ')).join('; ')}); ` +
            `the provider uses ${used[0].join(' + ')} and ignores ${ignored.join(', ')}. Configure one kind only.`,
        );
      }
      for (const g of used) {
        const missing = g.filter((a) => !given(a));
        if (missing.length) {
          l2WarningNow(owner, 'L1-CREDENTIALS-002', `${name}: ${g.filter(given).join(', ')} is configured without ${missing.join(', ')}; the provider needs ${g.length === 2 ? 'both' : `all of ${g.join(', ')}`} (or reads them from the environment).`);
        }
      }
      return [];
    },
  });
}
