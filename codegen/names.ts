/** Naming rules shared by the generator and the oracle tests (see DESIGN.md, "Naming"). */

/** `metaLaunchUrl` -> `meta_launch_url`, `sha256Fingerprint` -> `sha256_fingerprint`. */
export function snake(camelName: string): string {
  return camelName.replace(/([A-Z])/g, '_$1').toLowerCase();
}

/**
 * `meta_launch_url` -> `metaLaunchUrl`: how cdktf (codemaker) names a Terraform attribute, including
 * its rule that a letter after a digit starts a new word (`s3s` -> `s3S`).
 */
export function camel(snakeName: string): string {
  return snakeName
    .replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
    .replace(/([0-9])([a-z])/g, (_, d: string, c: string) => `${d}${c.toUpperCase()}`);
}

export function pascal(name: string): string {
  const c = camel(name);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `ProviderOauth2` -> `provider-oauth2` */
export function kebab(pascalName: string): string {
  return snake(lowerFirst(pascalName)).replace(/_/g, '-');
}

/**
 * Property names cdktf's generator renames because they break a jsii target language or collide
 * with members of the cdktf base classes. We rename the same way so that both APIs agree.
 */
export function escapeProperty(name: string): string {
  if (name === 'self' || name === 'build') return `${name}Attribute`;
  if (/^get[A-Za-z]+/.test(name)) return name.replace('get', 'fetch');
  if (name === 'equals') return 'equalTo';
  if (name === 'node') return 'nodeAttribute';
  if (name === 'system') return 'systemAttribute';
  if (['tfResourceType', 'importFrom', 'moveTo', 'software'].includes(name)) return `${name}Attribute`;
  return name;
}

/** `webhook_slack` -> `WEBHOOK_SLACK`, `p0.1` -> `P0_1`, `bytes/second` -> `BYTES_PER_SECOND`, `1` -> `V1`. */
export function constantName(value: string | number): string {
  const text = String(value)
    .replace(/\//g, '_per_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return /^[0-9]/.test(text) || text === '' ? `V${text}` : text;
}
