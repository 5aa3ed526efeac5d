import { Construct } from 'constructs';
import { TerraformIterator, TerraformResource, Token } from '../../constructs/cdktf';
import { CdRolloutSpec } from '../../l1/cap/cd-rollout-spec';
import { CdStrategy, CdStrategyCanarySteps, CdStrategyRollingSteps } from '../../l1/cap/cd-strategy';
import { CdVerificationProvider } from '../../l1/cap/cd-verification-provider';
import { CdVerificationTemplate, CdVerificationTemplateMetrics } from '../../l1/cap/cd-verification-template';
import {
  ICluster, IClusterImport, IEcsLikeCluster, INodePoolCluster, IRolloutStrategy, IVerificationProvider, IVerificationTemplate,
} from '../../l1/cap/references';
import { CLUSTER, CLUSTER_IMPORT, ECS_LIKE_CLUSTER, NODE_POOL_CLUSTER, ROLLOUT_STRATEGY, VERIFICATION_PROVIDER, VERIFICATION_TEMPLATE } from '../kinds';
import { PropProblems, RefKind } from '../problems';
import { checkBounds } from './node-pool-rules';
import { oneCluster } from './right-sizing';
import { ClusterChoiceProps } from './right-sizing-rule';

/** The connection to a hosted monitoring service (`datadog`), for `VerificationProviderProps.datadog`. */
export interface DatadogConnection {
  /** Address of the service's API. */
  readonly address: string;
  /** API key: a token only (a sensitive `TerraformVariable`), as a literal would be written to cdk.tf.json in plain text. */
  readonly apiKey: string;
  /** Application key: a token only (a sensitive `TerraformVariable`). */
  readonly appKey: string;
}

/** The connection to a hosted observability service (`new_relic`), for `VerificationProviderProps.newRelic`. */
export interface NewRelicConnection {
  /** Account identifier at the service. */
  readonly accountId: string;
  /** Personal API key: a token only (a sensitive `TerraformVariable`). */
  readonly personalApiKey: string;
  /**
   * Region of the account.
   * @default - not written
   */
  readonly region?: string;
}

/** The connection to a build service (`jenkins`), for `VerificationProviderProps.jenkins`. */
export interface JenkinsConnection {
  /** Base URL of the service. */
  readonly baseUrl: string;
  /** User the provider signs in as. */
  readonly username: string;
  /** API token of the user: a token only (a sensitive `TerraformVariable`). */
  readonly apiToken: string;
}

/** Properties of a `VerificationProvider`: its name, the clusters it serves, and exactly one connection. */
export interface VerificationProviderProps {
  /** Name of the provider, unique in the account. */
  readonly name: string;
  /**
   * Clusters of the first public cloud (`cap.SpotCluster`, `cap.pubcloud_a.Cluster`, `cap.CapRef.fromClusterId(id)`)
   * whose rollouts may use the provider. At least one cluster is given, in this prop or the other cluster props.
   * @default - none
   */
  readonly clusters?: ICluster[];
  /**
   * Node-pool clusters (`cap.SpotNodePoolCluster`, `cap.pubcloud_b.NodePoolCluster`, `cap.CapRef.fromNodePoolClusterId(id)`).
   * @default - none
   */
  readonly nodePoolClusters?: INodePoolCluster[];
  /**
   * ecs_like clusters (`cap.SpotEcsLikeCluster`, `cap.ecs_like.Cluster`, `cap.CapRef.fromEcsLikeClusterId(id)`).
   * @default - none
   */
  readonly ecsLikeClusters?: IEcsLikeCluster[];
  /**
   * Imported clusters (`cap.SpotClusterImport`, `cap.pubcloud_c.ClusterImport`, `cap.CapRef.fromClusterImportId(id)`).
   * @default - none
   */
  readonly clusterImports?: IClusterImport[];
  /**
   * Address of a time-series metrics server (`prometheus.address`). Give exactly one connection:
   * this, `datadog`, `newRelic`, `cloudWatchIamArn` or `jenkins`.
   * @default - none: another connection is given
   */
  readonly prometheusAddress?: string;
  /**
   * A hosted monitoring service.
   * @default - none: another connection is given
   */
  readonly datadog?: DatadogConnection;
  /**
   * A hosted observability service.
   * @default - none: another connection is given
   */
  readonly newRelic?: NewRelicConnection;
  /**
   * Role the provider assumes to read a cloud metrics service (`cloud_watch.iam_arn`).
   * @default - none: another connection is given
   */
  readonly cloudWatchIamArn?: string;
  /**
   * A build service whose pipelines verify a rollout.
   * @default - none: another connection is given
   */
  readonly jenkins?: JenkinsConnection;
}

/** The connections a provider may have, in the order messages name them. */
const CONNECTIONS = ['prometheusAddress', 'datadog', 'newRelic', 'cloudWatchIamArn', 'jenkins'] as const;

/** The cluster props of a verification provider: the list, and the kind and id attribute of its items. */
const CLUSTER_LISTS: ReadonlyArray<['clusters' | 'nodePoolClusters' | 'ecsLikeClusters' | 'clusterImports', RefKind]> = [
  ['clusters', CLUSTER], ['nodePoolClusters', NODE_POOL_CLUSTER], ['ecsLikeClusters', ECS_LIKE_CLUSTER], ['clusterImports', CLUSTER_IMPORT],
];

/** A cluster as given to a construct here: the object and its identifier. */
interface GivenCluster {
  readonly ref: object;
  readonly id: string;
}

/**
 * What the app's own objects are built from, for `Rollout`'s check that the providers its strategy
 * verifies through serve its cluster: a provider's clusters, a template's provider, a strategy's templates.
 */
const SERVED = new WeakMap<VerificationProvider, ReadonlyArray<GivenCluster>>();
const MEASURED_THROUGH = new WeakMap<VerificationTemplate, IVerificationProvider>();
const VERIFIED_BY = new WeakMap<RolloutStrategy, ReadonlyArray<IVerificationTemplate>>();

/**
 * Whether two clusters given may be the same one: the same object or identifier, or one of them a
 * reference (not a construct of the app) whose identifier is known only to Terraform. Two constructs
 * of the app are two clusters.
 */
function maybeSame(a: GivenCluster, b: GivenCluster): boolean {
  const reference = (c: GivenCluster) => !(c.ref instanceof Construct) && Token.isUnresolved(c.id);
  return a.ref === b.ref || a.id === b.id || reference(a) || reference(b);
}

/** Records a problem for a secret given as a literal (it would be written to cdk.tf.json in plain text). */
function tokenOnly(problems: PropProblems, name: string, value: unknown, what: string): void {
  problems.requireString(name, value, { secret: true });
  problems.check(!problems.judge(name, value), `${name}: a literal ${what} would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable`);
}

/**
 * A verification provider of continuous delivery (`cap_cd_verification_provider`): the connection to
 * a metrics, monitoring or build service (exactly one) that verifications of rollouts in the given
 * clusters measure through. The clusters are objects (their identifiers are written from them);
 * secrets are tokens only. Verification templates take the provider as an object
 * (`VerificationTemplateProps.provider`), and their metrics' queries must be of the provider's kind.
 *
 * @example
 * const metrics = new cap.VerificationProvider(this, 'Metrics', {
 *   name: 'metrics', clusters: [cluster], prometheusAddress: 'http://prometheus.monitoring:9090',
 * });
 */
export class VerificationProvider extends Construct implements IVerificationProvider {
  /** The verification provider (L1). */
  public readonly resource: CdVerificationProvider;
  /**
   * Which connection the provider has: `prometheus`, `datadog`, `newRelic`, `cloudWatch` or `jenkins`;
   * the kind of query its templates' metrics take.
   */
  public readonly connection: string;

  public constructor(scope: Construct, id: string, props: VerificationProviderProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'VerificationProvider');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    const served: GivenCluster[] = [];
    for (const [name, kind] of CLUSTER_LISTS) {
      if (problems.optionalRefs(name, props[name], kind) && PropProblems.given(props[name])) {
        served.push(...(props[name] as unknown as Array<Record<string, string>>).map((c) => ({ ref: c, id: c[kind.attributes[0]] })));
      }
    }
    const ids = served.map((c) => c.id);
    problems.check(ids.length > 0 || CLUSTER_LISTS.some(([name]) => problems.isWrongKind(name)),
      `clusters: no cluster is given; give the clusters whose rollouts use the provider in ${CLUSTER_LISTS.map(([n]) => n).join(', ')}`);
    problems.optionalString('prometheusAddress', props.prometheusAddress);
    problems.optionalString('cloudWatchIamArn', props.cloudWatchIamArn);
    const datadog = problems.optionalStruct('datadog', props.datadog);
    if (datadog) {
      problems.requireString('datadog.address', datadog.address);
      tokenOnly(problems, 'datadog.apiKey', datadog.apiKey, 'API key');
      tokenOnly(problems, 'datadog.appKey', datadog.appKey, 'application key');
    }
    const newRelic = problems.optionalStruct('newRelic', props.newRelic);
    if (newRelic) {
      problems.requireString('newRelic.accountId', newRelic.accountId);
      tokenOnly(problems, 'newRelic.personalApiKey', newRelic.personalApiKey, 'API key');
      problems.optionalString('newRelic.region', newRelic.region);
    }
    const jenkins = problems.optionalStruct('jenkins', props.jenkins);
    if (jenkins) {
      problems.requireString('jenkins.baseUrl', jenkins.baseUrl);
      problems.requireString('jenkins.username', jenkins.username);
      tokenOnly(problems, 'jenkins.apiToken', jenkins.apiToken, 'API token');
    }
    const given = CONNECTIONS.filter((name) => PropProblems.given(props[name]));
    problems.check(given.length === 1, given.length === 0
      ? `connection: is missing; give exactly one of ${CONNECTIONS.join(', ')}`
      : `${given.join(', ')}: a provider has one connection; give one of them`);
    problems.throwIfAny();

    SERVED.set(this, served);
    this.connection = { prometheusAddress: 'prometheus', datadog: 'datadog', newRelic: 'newRelic', cloudWatchIamArn: 'cloudWatch', jenkins: 'jenkins' }[given[0]];
    this.resource = new CdVerificationProvider(this, 'Resource', {
      name: props.name,
      clusterIds: ids,
      prometheus: given[0] === 'prometheusAddress' ? { address: props.prometheusAddress! } : undefined,
      datadog: datadog ? { address: datadog.address, apiKey: datadog.apiKey, appKey: datadog.appKey } : undefined,
      newRelic: newRelic
        ? { accountId: newRelic.accountId, personalApiKey: newRelic.personalApiKey, region: newRelic.region ?? undefined }
        : undefined,
      cloudWatch: given[0] === 'cloudWatchIamArn' ? { iamArn: props.cloudWatchIamArn! } : undefined,
      jenkins: jenkins ? { baseUrl: jenkins.baseUrl, username: jenkins.username, apiToken: jenkins.apiToken } : undefined,
    });
  }

  /** The provider's name (a reference to the L1's `name`), for an `IVerificationProvider`. */
  public get verificationProviderName(): string {
    return this.resource.verificationProviderName;
  }
}

/** A metric a verification template measures (`VerificationTemplateProps.metrics`). */
export interface VerificationMetric {
  /** Name of the metric, unique in the template. */
  readonly name: string;
  /**
   * The query, in the language of the template's provider: a time-series query (`prometheus`), a
   * monitoring query (`datadog`) or an observability query (`newRelic`).
   */
  readonly query: string;
  /**
   * Condition on a measurement that counts as a success, for example `result[0] >= 0.95`.
   * @default - not written
   */
  readonly successCondition?: string;
  /**
   * Condition on a measurement that counts as a failure.
   * @default - not written
   */
  readonly failureCondition?: string;
  /**
   * Time between measurements, for example `1m`.
   * @default - not written
   */
  readonly interval?: string;
  /**
   * Delay before the first measurement, for example `30s`.
   * @default - not written
   */
  readonly initialDelay?: string;
  /**
   * Number of measurements to take, a whole number of at least 1.
   * @default - not written: the service's own behaviour applies
   */
  readonly count?: number;
  /**
   * Number of failed measurements that is tolerated, a whole number of at least 0.
   * @default - not written: the service's own behaviour applies
   */
  readonly failureLimit?: number;
  /**
   * Number of errors in a row that is tolerated, a whole number of at least 0.
   * @default - not written: the service's own behaviour applies
   */
  readonly consecutiveErrorLimit?: number;
  /**
   * Only measure the metric, without affecting the rollout's outcome.
   * @default - not written
   */
  readonly dryRun?: boolean;
}

/** Properties of a `VerificationTemplate`. */
export interface VerificationTemplateProps {
  /** Name of the template, unique in the account; strategy steps point at it. */
  readonly name: string;
  /**
   * The provider the metrics are measured through: a `cap.VerificationProvider` (its connection
   * decides the kind of the metrics' queries), or `cap.CapRef.fromVerificationProviderName(name)` /
   * a `cap.CdVerificationProvider` with `queryKind`.
   */
  readonly provider: IVerificationProvider;
  /**
   * The kind of the metrics' queries, for a provider that is not a `cap.VerificationProvider`:
   * `prometheus`, `datadog` or `newRelic`, given as it is (not a token). For a `cap.VerificationProvider` it is its connection, and
   * giving another is an error.
   * @default - the provider's connection (required for another provider)
   */
  readonly queryKind?: string;
  /** The metrics measured, at least one, each name once. */
  readonly metrics: VerificationMetric[];
  /**
   * Arguments the metrics' queries can use, by name.
   * @default - none
   */
  readonly args?: { [name: string]: string };
}

/** The query kinds a template writes, by kind: the provider block and the attribute of the query. */
const QUERIES: { readonly [kind: string]: readonly [string, string] } = {
  prometheus: ['prometheus', 'prometheusQuery'],
  datadog: ['datadog', 'datadogQuery'],
  newRelic: ['newRelic', 'newRelicQuery'],
};

/** The `args` blocks of a template from a map: one per entry, in the map's order; a map token becomes a dynamic block over it. */
function argBlocks(args: { [name: string]: string }) {
  if (Token.isUnresolved(args)) {
    const it = TerraformIterator.fromMap(args);
    return it.dynamic({ arg_name: it.key, value: it.value });
  }
  return Object.entries(args).map(([argName, value]) => ({ argName, value }));
}

/**
 * A verification template of continuous delivery (`cap_cd_verification_template`): metrics measured
 * during a rollout through a verification provider, and the conditions under which the rollout
 * passes or fails. The provider is an object; a metric's query is written to the provider's kind of
 * query (a `cloudWatch` or `jenkins` provider takes metrics this L2 does not write: use the L1).
 * Strategy steps take the template as an object (`RolloutStep.verifiedBy`).
 *
 * @example
 * const errors = new cap.VerificationTemplate(this, 'Errors', {
 *   name: 'error-rate', provider: metrics,
 *   metrics: [{ name: 'errors', query: errorRateQuery.stringValue, successCondition: 'result[0] < 0.01', interval: '1m', count: 5 }],
 * });
 */
export class VerificationTemplate extends Construct implements IVerificationTemplate {
  /** The verification template (L1). */
  public readonly resource: CdVerificationTemplate;

  public constructor(scope: Construct, id: string, props: VerificationTemplateProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'VerificationTemplate');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    const providerOk = problems.requireRef('provider', props.provider, VERIFICATION_PROVIDER);
    problems.optionalString('queryKind', props.queryKind);
    problems.check(!PropProblems.given(props.queryKind) || !Token.isUnresolved(props.queryKind),
      'queryKind: is a token (known only to Terraform), but it chooses which query block is written; give "prometheus", "datadog" or "newRelic" as it is');
    problems.optionalStringMap('args', props.args);
    const own = props.provider instanceof VerificationProvider ? props.provider.connection : undefined;
    // a provider of the app decides the kind itself (a token queryKind with it is not judged, and not needed)
    let kind = own ?? props.queryKind;
    if (providerOk && own !== undefined) {
      problems.check(!problems.judge('queryKind', props.queryKind) || props.queryKind === own,
        `queryKind: ${JSON.stringify(props.queryKind)} is not the provider's connection (${JSON.stringify(own)}); remove queryKind`);
      problems.check(own in QUERIES,
        `provider: its connection is ${own}, whose metrics VerificationTemplate does not write (it writes prometheus, datadog and newRelic queries); use the L1 cap.CdVerificationTemplate`);
    } else if (providerOk) {
      problems.check(PropProblems.given(props.queryKind), 'queryKind: is required for a provider that is not a cap.VerificationProvider; give "prometheus", "datadog" or "newRelic"');
    }
    if (problems.judge('queryKind', props.queryKind) && own === undefined) {
      problems.check(props.queryKind! in QUERIES, `queryKind: ${JSON.stringify(props.queryKind)} is not one of ${Object.keys(QUERIES).map((k) => JSON.stringify(k)).join(', ')}`);
    }
    const names = new Set<string>();
    const metrics = problems.structList('metrics', props.metrics, true, (at, m) => {
      problems.requireString(`${at}.name`, m.name);
      problems.requireString(`${at}.query`, m.query);
      for (const name of ['successCondition', 'failureCondition', 'interval', 'initialDelay'] as const) problems.optionalString(`${at}.${name}`, m[name]);
      for (const name of ['count', 'failureLimit', 'consecutiveErrorLimit'] as const) problems.optionalNumber(`${at}.${name}`, m[name]);
      problems.optionalBoolean(`${at}.dryRun`, m.dryRun);
      checkBounds(problems, `${at}.count`, m.count, 1, undefined, true);
      checkBounds(problems, `${at}.failureLimit`, m.failureLimit, 0, undefined, true);
      checkBounds(problems, `${at}.consecutiveErrorLimit`, m.consecutiveErrorLimit, 0, undefined, true);
      if (problems.judge(`${at}.name`, m.name)) {
        problems.check(!names.has(m.name), `${at}.name: ${JSON.stringify(m.name)} is given twice; each metric once`);
        names.add(m.name);
      }
    });
    problems.check(!Array.isArray(metrics) || metrics.length > 0, 'metrics: is empty; give at least one metric');
    problems.throwIfAny();

    MEASURED_THROUGH.set(this, props.provider);
    kind = kind!;
    const [block, attribute] = QUERIES[kind] ?? QUERIES.prometheus;
    const args = props.args ?? undefined;
    this.resource = new CdVerificationTemplate(this, 'Resource', {
      name: props.name,
      // a map token (a variable of type map) becomes a dynamic block over it, as tags do
      args: args ? argBlocks(args) : undefined,
      metrics: props.metrics.map((m): CdVerificationTemplateMetrics => ({
        metricsName: m.name,
        providers: [{ [block]: { [attribute]: m.query } }],
        successCondition: m.successCondition ?? undefined,
        failureCondition: m.failureCondition ?? undefined,
        interval: m.interval ?? undefined,
        initialDelay: m.initialDelay ?? undefined,
        count: m.count ?? undefined,
        failureLimit: m.failureLimit ?? undefined,
        consecutiveErrorLimit: m.consecutiveErrorLimit ?? undefined,
        dryRun: m.dryRun ?? undefined,
      })),
      // the template names no provider (its schema has no attribute for one): it is created after a provider of the app, L2 or L1
      dependsOn: props.provider instanceof VerificationProvider ? [props.provider.resource]
        : props.provider instanceof TerraformResource ? [props.provider] : undefined,
    });
  }

  /** The template's name (a reference to the L1's `name`), for an `IVerificationTemplate`. */
  public get verificationTemplateName(): string {
    return this.resource.verificationTemplateName;
  }
}

/** A step of a rollout strategy (`RolloutStrategyProps.canarySteps` or `rollingSteps`). */
export interface RolloutStep {
  /**
   * Name of the step.
   * @default - not written
   */
  readonly name?: string;
  /**
   * Traffic weight given to the canary at this step, a whole number from 0 to 100 (`set_weight`;
   * canary steps only).
   * @default - not written
   */
  readonly weight?: number;
  /**
   * Number of canary replicas at this step (`set_canary_scale.replicas`; canary steps only).
   * @default - not written
   */
  readonly canaryReplicas?: number;
  /**
   * How long the rollout pauses at this step, for example `10m` (`pause.duration`).
   * @default - no pause
   */
  readonly pause?: string;
  /**
   * Verification templates run at this step (`verification.template_names`, written from the
   * objects), at least one when given.
   * @default - the step is not verified
   */
  readonly verifiedBy?: IVerificationTemplate[];
}

/** Properties of a `RolloutStrategy`: its name and exactly one of canary or rolling steps. */
export interface RolloutStrategyProps {
  /** Name of the strategy, unique in the account; rollouts point at it. */
  readonly name: string;
  /**
   * The steps of a canary rollout, in order, at least one. Give these or `rollingSteps`.
   * @default - none: `rollingSteps` is given
   */
  readonly canarySteps?: RolloutStep[];
  /**
   * The steps of a rolling rollout, in order, at least one. Give these or `canarySteps`.
   * @default - none: `canarySteps` is given
   */
  readonly rollingSteps?: RolloutStep[];
  /**
   * Verification templates that run in the background during a canary rollout.
   * @default - none
   */
  readonly backgroundVerifiedBy?: IVerificationTemplate[];
}

/** The names of templates as a strategy writes them (from the objects). */
const templateNames = (templates: IVerificationTemplate[] | undefined) =>
  (templates ? { templateNames: templates.map((t) => t.verificationTemplateName) } : undefined);

/**
 * A rollout strategy of continuous delivery (`cap_cd_strategy`): the steps of a canary or a rolling
 * rollout, with traffic weights, pauses and verifications. A step's verification templates are
 * objects (their names are written from them); a step does something (a weight, a replica count, a
 * pause or a verification), and a step verified by an empty list is an error.
 *
 * @example
 * const canary = new cap.RolloutStrategy(this, 'Canary', {
 *   name: 'canary',
 *   canarySteps: [
 *     { weight: 20, pause: '5m', verifiedBy: [errors] },
 *     { weight: 50, pause: '10m', verifiedBy: [errors] },
 *   ],
 * });
 */
export class RolloutStrategy extends Construct implements IRolloutStrategy {
  /** The strategy (L1). */
  public readonly resource: CdStrategy;

  public constructor(scope: Construct, id: string, props: RolloutStrategyProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'RolloutStrategy');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.optionalRefs('backgroundVerifiedBy', props.backgroundVerifiedBy, VERIFICATION_TEMPLATE);
    const given = (['canarySteps', 'rollingSteps'] as const).filter((name) => PropProblems.given(props[name]));
    problems.check(given.length === 1, given.length === 0
      ? 'steps: are missing; give canarySteps or rollingSteps'
      : 'canarySteps, rollingSteps: a strategy is canary or rolling; give one of them');
    for (const name of ['canarySteps', 'rollingSteps'] as const) {
      const canary = name === 'canarySteps';
      const steps = problems.structList(name, props[name], false, (at, step) => {
        problems.optionalString(`${at}.name`, step.name);
        problems.optionalString(`${at}.pause`, step.pause);
        problems.optionalNumber(`${at}.weight`, step.weight);
        problems.optionalNumber(`${at}.canaryReplicas`, step.canaryReplicas);
        const refsOk = problems.optionalRefs(`${at}.verifiedBy`, step.verifiedBy, VERIFICATION_TEMPLATE);
        checkBounds(problems, `${at}.weight`, step.weight, 0, 100, true);
        checkBounds(problems, `${at}.canaryReplicas`, step.canaryReplicas, 0, undefined, true);
        problems.check(!refsOk || !Array.isArray(step.verifiedBy) || step.verifiedBy.length > 0,
          `${at}.verifiedBy: is empty, so the step is verified by nothing; give the verification templates, or remove verifiedBy`);
        if (!canary) {
          for (const field of ['weight', 'canaryReplicas'] as const) {
            problems.check(!PropProblems.given(step[field]), `${at}.${field}: belongs to canary steps; a rolling step has a pause and verifications only`);
          }
        }
        const does = [step.weight, step.canaryReplicas, step.pause, step.verifiedBy].some(PropProblems.given);
        problems.check(does, `${at}: does nothing; give ${canary ? 'a weight, canaryReplicas, ' : ''}a pause or verifiedBy`);
      });
      problems.check(!Array.isArray(steps) || steps.length > 0, `${name}: is empty; give at least one step`);
    }
    problems.check(
      !PropProblems.given(props.backgroundVerifiedBy) || given[0] !== 'rollingSteps',
      'backgroundVerifiedBy: belongs to canary rollouts; a rolling strategy has no background verification',
    );
    problems.throwIfAny();

    const canary = props.canarySteps ?? undefined;
    VERIFIED_BY.set(this, [...(canary ?? props.rollingSteps!).flatMap((step) => step.verifiedBy ?? []), ...(props.backgroundVerifiedBy ?? [])]);
    this.resource = new CdStrategy(this, 'Resource', {
      strategyName: props.name,
      canary: canary ? {
        steps: canary.map((step): CdStrategyCanarySteps => ({
          stepName: step.name ?? undefined,
          setWeight: step.weight ?? undefined,
          setCanaryScale: PropProblems.given(step.canaryReplicas) ? { replicas: step.canaryReplicas } : undefined,
          pause: PropProblems.given(step.pause) ? { duration: step.pause } : undefined,
          verification: templateNames(step.verifiedBy ?? undefined),
        })),
        backgroundVerification: templateNames(props.backgroundVerifiedBy ?? undefined),
      } : undefined,
      rolling: canary ? undefined : {
        steps: props.rollingSteps!.map((step): CdStrategyRollingSteps => ({
          stepsName: step.name ?? undefined,
          pause: PropProblems.given(step.pause) ? { duration: step.pause } : undefined,
          verification: templateNames(step.verifiedBy ?? undefined),
        })),
      },
    });
  }

  /** The strategy's name (a reference to the L1's `strategy_name`), for an `IRolloutStrategy`. */
  public get rolloutStrategyName(): string {
    return this.resource.rolloutStrategyName;
  }
}

/** Properties of a `Rollout`: the workload (its cluster as exactly one cluster prop), the strategy, failure policy and traffic. */
export interface RolloutProps extends ClusterChoiceProps {
  /** Name of the rollout spec, unique in the account. */
  readonly name: string;
  /** Namespace of the deployment rolled out. */
  readonly namespace: string;
  /** Name of the deployment rolled out. */
  readonly deploymentName: string;
  /** The strategy the rollout follows (its name is written from the object). */
  readonly strategy: IRolloutStrategy;
  /**
   * Action taken when a rollout fails (`failure_policy.action`); written as given.
   * @default - no failure policy is written: the service's own behaviour applies
   */
  readonly failureAction?: string;
  /**
   * Name of the service that routes to the stable version (`traffic.stable_service`). The traffic
   * block is written when this, `canaryService`, `nginxStableIngress` or `trafficSplitName` is given.
   * @default - not written
   */
  readonly stableService?: string;
  /**
   * Name of the service that routes to the canary version (`traffic.canary_service`).
   * @default - not written
   */
  readonly canaryService?: string;
  /**
   * Splits traffic through the annotations of an ingress controller: the stable version's ingress
   * (`traffic.nginx.stable_ingress`). Give at most one way of splitting: this or `trafficSplitName`.
   * @default - not written
   */
  readonly nginxStableIngress?: string;
  /**
   * Splits traffic through a Service Mesh Interface traffic split of this name (`traffic.smi.traffic_split_name`).
   * @default - not written
   */
  readonly trafficSplitName?: string;
}

/** The props that give a rollout's cluster (exactly one is given). */
const CLUSTER_PROPS = ['cluster', 'nodePoolCluster', 'ecsLikeCluster', 'clusterImport'] as const;

/**
 * Records a problem for each verification provider of the strategy's templates (where the app built
 * them) that does not serve the rollout's cluster: its verifications would fail when the rollout runs.
 */
function checkServed(problems: PropProblems, strategy: IRolloutStrategy, cluster: GivenCluster, clusterProp: string): void {
  const templates = strategy instanceof RolloutStrategy ? VERIFIED_BY.get(strategy) ?? [] : [];
  for (const template of new Set(templates)) {
    if (!(template instanceof VerificationTemplate)) continue;
    const provider = MEASURED_THROUGH.get(template);
    if (!(provider instanceof VerificationProvider) || SERVED.get(provider)!.some((c) => maybeSame(c, cluster))) continue;
    problems.check(false, `strategy: its verification template at '${template.node.path}' measures through the provider at '${provider.node.path}', `
      + `which does not serve the rollout's cluster (${clusterProp}): its verifications would fail when the rollout runs; add the cluster to the provider's clusters`);
  }
}

/**
 * A rollout of continuous delivery (`cap_cd_rollout_spec`): a deployment (its cluster as an object,
 * namespace and name) rolled out by a strategy object, with a failure policy and traffic settings.
 * The strategy's name and the cluster's identifier are written from the objects. Where the strategy,
 * its verification templates and their providers are constructs of the app, each provider must serve
 * the rollout's cluster.
 *
 * @example
 * new cap.Rollout(this, 'Web', {
 *   name: 'web', cluster, namespace: 'web', deploymentName: 'web', strategy: canary,
 *   stableService: 'web-stable', canaryService: 'web-canary',
 * });
 */
export class Rollout extends Construct {
  /** The rollout spec (L1). */
  public readonly resource: CdRolloutSpec;

  public constructor(scope: Construct, id: string, props: RolloutProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'Rollout');
    props = problems.struct(props);
    const clusterId = oneCluster(problems, props, 'a rollout\'s deployment runs in one cluster');
    for (const name of ['name', 'namespace', 'deploymentName'] as const) problems.requireString(name, props[name]);
    if (problems.requireRef('strategy', props.strategy, ROLLOUT_STRATEGY) && clusterId !== undefined) {
      const [name] = CLUSTER_PROPS.filter((n) => PropProblems.given(props[n]));
      checkServed(problems, props.strategy, { ref: props[name]!, id: clusterId }, name);
    }
    for (const name of ['failureAction', 'stableService', 'canaryService', 'nginxStableIngress', 'trafficSplitName'] as const) problems.optionalString(name, props[name]);
    problems.check(!(PropProblems.given(props.nginxStableIngress) && PropProblems.given(props.trafficSplitName)),
      'nginxStableIngress, trafficSplitName: traffic is split one way; give one of them');
    problems.throwIfAny();

    const given = PropProblems.given;
    const traffic = [props.stableService, props.canaryService, props.nginxStableIngress, props.trafficSplitName].some(given);
    this.resource = new CdRolloutSpec(this, 'Resource', {
      rolloutSpecName: props.name,
      spotDeployment: { spotDeploymentClusterId: clusterId!, spotDeploymentNamespace: props.namespace, spotDeploymentName: props.deploymentName },
      strategy: { strategyName: props.strategy.rolloutStrategyName },
      failurePolicy: given(props.failureAction) ? { action: props.failureAction! } : undefined,
      traffic: traffic ? {
        stableService: props.stableService ?? undefined,
        canaryService: props.canaryService ?? undefined,
        nginx: given(props.nginxStableIngress) ? { stableIngress: props.nginxStableIngress! } : undefined,
        smi: given(props.trafficSplitName) ? { trafficSplitName: props.trafficSplitName } : undefined,
      } : undefined,
    });
  }

  /** The rollout spec's identifier (the L1's Terraform `id`). */
  public get rolloutId(): string {
    return this.resource.id;
  }
}
