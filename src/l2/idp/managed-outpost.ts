import { Construct } from 'constructs';
import { Lazy, Token, Tokenization } from '../../constructs/cdktf';
import { Application } from '../../l1/idp/application';
import { Outpost, OutpostType } from '../../l1/idp/outpost';
import { IApplication, IOutpost, IProtocolProvider } from '../../l1/idp/references';
import { APPLICATION, PROTOCOL_PROVIDER } from '../kinds';
import { PropProblems } from '../problems';
import { jsonProblem, jsonText } from './json';
import { OAuthApplication } from './oauth-application';
import { registerManagedOutpost } from './outposts';
import { ProxyApplication } from './proxy-application';

/** Properties of a `ManagedOutpost`. */
export interface ManagedOutpostProps {
  /** Name of the outpost (the provider requires it). */
  readonly name: string;
  /**
   * Kind of outpost: `proxy`, `ldap`, `radius` or `rac` (constants: `idp.OutpostType`).
   * @default - not written; the identity system creates a `proxy` outpost
   */
  readonly type?: string;
  /**
   * Id of the service connection that deploys the outpost.
   * @default - not set; the remote system's own behaviour applies (no service connection deploys it)
   */
  readonly serviceConnection?: string;
  /**
   * Configuration of the outpost, an object the construct writes as JSON (the L1's `config` is a
   * string holding a JSON object): `config: { key: 'value' }`, not `JSON.stringify(...)`. Values may be
   * tokens (a variable, a reference): each is written with Terraform's `jsonencode`, so it is quoted
   * and escaped with the value it has at apply. JSON text you already hold (a variable, a file) goes
   * to the L1: `outpost.resource.config = text`.
   * @default - not written; the identity system generates the configuration
   */
  readonly config?: { [key: string]: any };
}

/**
 * An outpost (L1 `idp.Outpost`, construct id `Resource`) that owns the list of providers it serves.
 *
 * An outpost's `protocolProviders` is the whole list of providers it serves, so this construct is the one
 * place that list is managed: `addProvider` adds a provider, `addApplication` an OAuthApplication's provider,
 * and an `idp.OAuthApplication` or `idp.ProxyApplication` given this outpost (or its `resource`) as its
 * `outpost` adds its own provider here, never through an attachment. The list is rendered at synth, in
 * the order added; a provider is listed once (a second add is refused).
 *
 * @example
 * const outpost = new idp.ManagedOutpost(this, 'Proxy', { name: 'proxy' });
 * new idp.ProxyApplication(this, 'Wiki', { ..., outpost }); // the wiki's provider joins the list
 * outpost.addProvider(legacyProvider);
 */
export class ManagedOutpost extends Construct implements IOutpost {
  /**
   * The outpost (L1). Setting its `protocolProviders` replaces the list this construct renders (a synth
   * error says so when providers were added). That list holds numbers, while a provider's id is a
   * string: `Token.asNumber(provider.providerOauth2Id)`.
   */
  public readonly resource: Outpost;

  private readonly providers: { id: string; value: string | number; key?: string; by: string }[] = [];
  private readonly lazyList: number[];

  public constructor(scope: Construct, id: string, props: ManagedOutpostProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'ManagedOutpost');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    for (const name of ['type', 'serviceConnection'] as const) problems.optionalString(name, props[name]);
    const types = [OutpostType.PROXY, OutpostType.LDAP, OutpostType.RADIUS, OutpostType.RAC];
    problems.check(!problems.judge('type', props.type) || types.includes(props.type!), `type: ${JSON.stringify(props.type)} is not one of ${types.map((t) => JSON.stringify(t)).join(', ')}`);
    const config = configOf(problems, props.config);
    problems.throwIfAny();

    // rendered at synth: providers join in any order of calls; a reference stays a reference, a literal id a number
    this.lazyList = Lazy.anyValue({ produce: () => this.providers.map((p) => p.value) }) as unknown as number[];
    this.resource = new Outpost(this, 'Resource', {
      name: props.name,
      type: props.type,
      serviceConnection: props.serviceConnection,
      config: config === undefined ? undefined : jsonText(config),
      protocolProviders: this.lazyList,
    });
    registerManagedOutpost([this, this.resource], (s, type, providerId) => this.add(`${type} at '${s.node.path}'`, s.node.path, providerId));
    this.node.addValidation({
      validate: () => this.providers.length && this.resource.protocolProvidersInput !== this.lazyList
        ? [`ManagedOutpost: the protocolProviders of '${this.resource.node.path}' were replaced through the escape hatch, so the ${this.providers.length} provider(s) added here are not written; add them with addProvider instead`]
        : [],
    });
  }

  /** The outpost's uuid. */
  public get outpostUuid(): string {
    return this.resource.outpostUuid;
  }

  /**
   * The ids of the providers the outpost serves, in the order added (a copy), as strings (a provider's
   * id, or a token of it); where an L1 takes them as numbers, `Token.asNumber(id)`.
   */
  public get protocolProviderIds(): string[] {
    return this.providers.map((p) => p.id);
  }

  /**
   * Serves a provider from the outpost: an `idp.ProviderOauth2` or `idp.ProviderProxy` of this app (the
   * L1 itself: no `Token.asNumber` needed), or a provider outside the app by its integer id
   * (`idp.IdpRef.fromProtocolProviderId('42')`).
   * @param provider the provider
   */
  public addProvider(provider: IProtocolProvider): void {
    const problems = new PropProblems(this, 'ManagedOutpost.addProvider');
    problems.requireRef('provider', provider, PROTOCOL_PROVIDER);
    const id = problems.isWrongKind('provider') ? undefined : provider.protocolProviderId;
    problems.check(id === undefined || !PropProblems.known(id) || /^\d+$/.test(id), `provider: protocolProviderId ${JSON.stringify(id)} is not an integer id`);
    problems.throwIfAny();
    this.add(`ManagedOutpost.addProvider at '${this.node.path}'`, this.node.path, id!);
  }

  /**
   * Serves an application's provider from the outpost. An `idp.OAuthApplication` is attached here (as
   * its `attachToOutpost(outpost)` does: one outpost per application); an `idp.Application` with a
   * `protocolProvider` has that provider listed. An `idp.ProxyApplication` is served by the outpost given
   * as its `outpost` prop (pass this outpost there), so it is refused here.
   *
   * An `idp.Application`'s `protocolProvider` is a number and a provider's id a string, so an L1
   * application wired by hand casts it:
   * `new idp.Application(this, 'App', { name: 'app', slug: 'app', protocolProvider: Token.asNumber(provider.providerOauth2Id) })`.
   * @param application the application
   */
  public addApplication(application: IApplication): void {
    const problems = new PropProblems(this, 'ManagedOutpost.addApplication');
    problems.requireRef('application', application, APPLICATION);
    if (!problems.isWrongKind('application')) {
      if (application instanceof ProxyApplication) {
        problems.check(false, `application: the ProxyApplication at '${application.node.path}' is served by the outpost given as its outpost prop; pass this outpost there`);
      } else if (application instanceof Application) {
        const provider = application.protocolProviderInput;
        problems.check(provider !== undefined && provider !== null, `application: the idp.Application at '${application.node.path}' has no protocolProvider; pass its provider to addProvider`);
      } else if (!(application instanceof OAuthApplication)) {
        problems.check(false, `application: ${PropProblems.describe(application)} has no provider known to this app; pass its provider to addProvider`);
      }
    }
    problems.throwIfAny();
    if (application instanceof OAuthApplication) {
      application.attachToOutpost(this);
    } else {
      const provider = (application as Application).protocolProviderInput!;
      this.add(`ManagedOutpost.addApplication at '${this.node.path}'`, (application as Application).node.path, provider);
    }
  }

  /** Adds a provider id to the list, refusing one listed already. */
  private add(where: string, by: string, id: string | number): void {
    const key = keyOf(id);
    const listed = key === undefined ? undefined : this.providers.find((p) => p.key === key);
    if (listed) {
      throw new Error(`${where}: the provider (${key}) is already served by the outpost '${this.node.path}' (added by '${listed.by}'); an outpost lists a provider once`);
    }
    const literal = !Token.isUnresolved(id);
    this.providers.push({
      id: typeof id === 'string' ? id : (literal ? String(id) : Token.asString(id)),
      value: literal ? Number(id) : id,
      key,
      by,
    });
  }
}

/**
 * What identifies a provider id: the literal, or the reference a token stands for. A number token made
 * from a provider's string id (`Token.asNumber(provider.providerOauth2Id)`, as the docs show) wraps that
 * string token: it stands for the same reference.
 */
function keyOf(id: string | number): string | undefined {
  if (!Token.isUnresolved(id)) return String(id);
  let token: unknown;
  if (typeof id === 'number') {
    token = Tokenization.reverseNumber(id);
    const wrapped = (token as { value?: unknown } | undefined)?.value;
    if ((token as { identifier?: unknown } | undefined)?.identifier === undefined && typeof wrapped === 'string' && Token.isUnresolved(wrapped)) {
      return keyOf(wrapped);
    }
  } else {
    const fragments = Tokenization.reverseString(id);
    if (fragments.length !== 1 || fragments.tokens.length !== 1) return undefined;
    token = fragments.firstToken;
  }
  const identifier = (token as { identifier?: unknown } | undefined)?.identifier;
  return typeof identifier === 'string' ? identifier : undefined;
}

/**
 * Checks the `config` prop: an object that can be written as JSON. A string (the JSON text 0.1 took)
 * is refused with what to pass instead. @returns the object to write, undefined when not given or wrong
 */
function configOf(problems: PropProblems, config: unknown): object | undefined {
  if (typeof config === 'string') {
    problems.check(false, `config: expected an object of named properties, got ${PropProblems.describe(config)}; pass the object itself `
      + '(the construct writes it as JSON), or set JSON text you hold on the L1 (resource.config)');
    return undefined;
  }
  const value = problems.optionalStruct<object>('config', config as object | undefined);
  if (value === undefined || problems.isWrongKind('config')) return undefined;
  const problem = jsonProblem(value);
  problems.check(problem === undefined, `config: ${problem}`);
  return problem === undefined ? value : undefined;
}
