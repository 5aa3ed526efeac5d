/**
 * No identity or repository-hosting L2 writes a combination its provider refuses (issue 42). The
 * providers' cross-field rules for these packages are all on lookups and on the repository provider's
 * credentials:
 *
 * - `data.idp_group`: exactly one of `pk`, `name`; `data.idp_user`: exactly one of `pk`, `username`;
 *   `data.idp_outpost`: exactly one of `id`, `name`;
 * - `data.idp_provider_oauth2_config`, `data.idp_provider_saml_metadata`: `name` conflicts with `provider_id`;
 * - `data.idp_property_mapping_*` (provider rac, radius, saml, scim, scope; source ldap): `name`
 *   conflicts with `managed_list`;
 * - `provider.repo`: `oauth_token` conflicts with `username`, `password`, `oauth_client_id`,
 *   `oauth_client_secret`; the client id and secret conflict with `username` and `password`; the client
 *   id and secret go together, as do `username` and `password`.
 *
 * No L2 creates one of these lookups or a provider from its props: each takes the objects it needs as
 * references (`idp.IScopeMapping`, `idp.IOutpost`, ...) that the user creates, so the L1's own checks
 * judge them. The one lookup an L2 creates, `idp.SamlApplication`'s metadata lookup, is written with
 * `provider_id` alone, from the provider it creates (test/l2/idp-saml-application.test.ts). This test
 * keeps it so: an L2 module that imports one of these constructs must then refuse such a pair of its
 * own props together, with its own message, or write one side only, and be added here.
 */
import * as fs from 'fs';
import * as path from 'path';

const L2 = path.join(__dirname, '..', '..', 'src', 'l2');

/** The L1 modules of the types with cross-field rules, as an L2 imports them (`l1/idp/data-idp-group`). */
const RULED = [
  'idp/data-idp-group', 'idp/data-idp-user', 'idp/data-idp-outpost',
  'idp/data-idp-provider-oauth2-config', 'idp/data-idp-provider-saml-metadata',
  ...['provider-rac', 'provider-radius', 'provider-saml', 'provider-scim', 'provider-scope', 'source-ldap'].map((m) => `idp/data-idp-property-mapping-${m}`),
  'repo/provider',
];

/** The imports of a ruled module that are known to write one side of its rules only, by L2 module. */
const WRITES_ONE_SIDE: Record<string, string[]> = {
  'idp/saml-application.ts': ['../../l1/idp/data-idp-provider-saml-metadata'],
};

/** The modules an L2 source imports that could create a construct with cross-field rules. */
function ruledImports(source: string): string[] {
  const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
  return imports.filter((i) => RULED.some((r) => i.endsWith(`/l1/${r}`)) || /^\.\.(\/\.\.)*(\/index)?$/.test(i) || /\/l1\/(idp|repo)(\/index)?$/.test(i));
}

/** Every TypeScript source under a folder. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('the identity and repository L2s write none of the types with cross-field rules', () => {
  test('no L2 module imports a lookup or provider with cross-field rules (nor a package index that holds them)', () => {
    const found = sources(L2)
      .filter((f) => /[\\/]l2[\\/](idp|repo)[\\/]|[\\/]l2[\\/][^\\/]+\.ts$/.test(f))
      .flatMap((f) => ruledImports(fs.readFileSync(f, 'utf8'))
        .filter((i) => !(WRITES_ONE_SIDE[path.relative(L2, f).split(path.sep).join('/')] ?? []).includes(i))
        .map((i) => `${path.relative(L2, f)}: ${i}`));
    expect(found).toEqual([]);
  });

  test('every module listed exists, so a renamed one cannot slip through', () => {
    const l1 = path.join(L2, '..', 'l1');
    expect(RULED.filter((m) => !fs.existsSync(path.join(l1, `${m}.ts`)))).toEqual([]);
  });

  test('the scan finds such an import, by path or through an index', () => {
    expect(ruledImports("import { DataIdpGroup } from '../../l1/idp/data-idp-group';")).toEqual(['../../l1/idp/data-idp-group']);
    expect(ruledImports("import { RepoProvider } from '../../l1/repo/provider';")).toEqual(['../../l1/repo/provider']);
    expect(ruledImports("import { idp } from '../..';")).toEqual(['../..']);
    expect(ruledImports("import * as l1 from '../../l1/idp';")).toEqual(['../../l1/idp']);
    expect(ruledImports("import { Flow } from '../../l1/idp/flow';\nimport { ProviderProxy } from '../../l1/idp/provider-proxy';")).toEqual([]);
  });
});
