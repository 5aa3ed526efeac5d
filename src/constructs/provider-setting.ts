/** Public types of the providers' effective configuration. */

/** One setting of a provider's effective configuration. */
export interface ProviderSetting {
  /** The setting's name (the provider configuration property). */
  readonly name: string;
  /**
   * The value that will be used, as text. `(redacted)` for secrets; `(reference, resolved at plan
   * time)` for tokens.
   *
   * @default - no value: the setting is unset
   */
  readonly value?: string;
  /** Where the value comes from: `configuration`, `environment` or `unset`. */
  readonly source: string;
  /**
   * The environment variable the provider falls back to for this setting.
   *
   * @default - the setting has no environment fallback
   */
  readonly environmentVariable?: string;
  /** Whether the setting is a secret. */
  readonly sensitive: boolean;
}
