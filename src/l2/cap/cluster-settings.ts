/**
 * What the clusters that take `CommonSpotClusterProps` and `ClusterAutoscalerProps` (`SpotCluster`,
 * `SpotClusterImport`) check and write alike: the autoscaler's props, checked once, and its settings
 * in neutral names for each cluster's L1 to write in its own; the roll settings and their defaults.
 *
 * Internal: not exported from the package index.
 */
import { Token } from '../../constructs/cdktf';
import { PropProblems } from '../problems';
import type { ClusterAutoscalerProps, CommonSpotClusterProps, HeadroomOptions } from './spot-cluster';

type Props = ClusterAutoscalerProps & { readonly autoscaler?: boolean };

/** The kinds of the tuning props: numbers, and the headroom's fields. */
export function checkAutoscalerKinds(problems: PropProblems, props: Props): void {
  problems.optionalNumber('autoHeadroomPercentage', props.autoHeadroomPercentage);
  problems.optionalNumber('maxScaleDownPercentage', props.maxScaleDownPercentage);
  const headroom = problems.optionalStruct('headroom', props.headroom);
  if (headroom !== undefined) {
    for (const name of ['cpuPerUnit', 'memoryPerUnit', 'numOfUnits'] as const) problems.requireNumber(`headroom.${name}`, headroom[name]);
    problems.optionalNumber('headroom.gpuPerUnit', headroom.gpuPerUnit);
  }
}

/**
 * The ranges of a cluster's percentages: spot share 0 to 100, automatic headroom 0 to 200, scale-down
 * share 1 to 100, roll batch 0 to 100, healthy share of a batch 1 to 100.
 */
export function checkClusterRanges(problems: PropProblems, props: Props & CommonSpotClusterProps): void {
  const ranges = [
    ['spotPercentage', 0, 100], ['autoHeadroomPercentage', 0, 200], ['maxScaleDownPercentage', 1, 100],
    ['rollBatchSizePercentage', 0, 100], ['rollBatchMinHealthyPercentage', 1, 100],
  ] as const;
  for (const [name, lo, hi] of ranges) {
    const v = props[name];
    problems.check(!problems.judge(name, v) || (v! >= lo && v! <= hi), `${name}: ${v} is out of range; allowed: ${lo} to ${hi}`);
  }
}

/** The tuning props need the autoscaler on (`autoscaler: true`; a token is not judged). */
export function checkAutoscalerTuning(problems: PropProblems, props: Props): void {
  const autoscaler = props.autoscaler;
  if (Token.isUnresolved(autoscaler) || autoscaler === true || problems.isWrongKind('autoscaler')) return;
  const state = autoscaler === false ? 'autoscaler is false' : 'autoscaler is not given';
  for (const name of ['autoHeadroomPercentage', 'headroom', 'maxScaleDownPercentage'] as const) {
    problems.check(!PropProblems.given(props[name]), `${name}: tunes the autoscaler, but ${state}; set autoscaler: true, or remove ${name}`);
  }
}

/** The autoscaler's settings, in neutral names. */
export interface AutoscalerSettings {
  readonly enabled: boolean;
  /** true with automatic headroom (undefined otherwise). */
  readonly autoConfig?: boolean;
  readonly autoHeadroomPercentage?: number;
  readonly headroom?: HeadroomOptions;
  /** true when automatic and manual headroom are both given (else the service ignores the manual one). */
  readonly automaticAndManual?: boolean;
  readonly maxScaleDownPercentage?: number;
}

/**
 * The cluster's autoscaler block, in the L1's names by `map`: none when `autoscaler` is not given
 * (the service's own setting applies).
 */
export function mapAutoscaler<T>(props: Props, map: (settings: AutoscalerSettings) => T): T | undefined {
  if (!PropProblems.given(props.autoscaler)) return undefined;
  const automatic = PropProblems.given(props.autoHeadroomPercentage);
  return map({
    enabled: props.autoscaler!,
    autoConfig: automatic ? true : undefined,
    autoHeadroomPercentage: props.autoHeadroomPercentage ?? undefined,
    headroom: props.headroom ?? undefined,
    automaticAndManual: automatic && PropProblems.given(props.headroom) ? true : undefined,
    maxScaleDownPercentage: props.maxScaleDownPercentage ?? undefined,
  });
}

/** How a cluster rolls its nodes: the roll defaults of its scheduled rolls, and its update policy. */
export interface ClusterRoll {
  readonly defaults: { readonly batchSizePercentage: number; readonly batchMinHealthyPercentage: number; readonly respectPdb: boolean };
  readonly updatePolicy: {
    readonly shouldRoll: boolean;
    readonly rollConfig?: { readonly batchSizePercentage: number; readonly batchMinHealthyPercentage: number; readonly respectPdb: boolean };
  };
}

/** The roll settings of a cluster's props, with their defaults (batches of 20%, 50% healthy, pod disruption budgets respected). */
export function clusterRoll(props: CommonSpotClusterProps): ClusterRoll {
  const defaults = {
    batchSizePercentage: props.rollBatchSizePercentage ?? 20,
    batchMinHealthyPercentage: props.rollBatchMinHealthyPercentage ?? 50,
    respectPdb: props.respectPdb ?? true,
  };
  const rollOnChange = props.rollOnChange ?? true;
  return { defaults, updatePolicy: { shouldRoll: rollOnChange, rollConfig: rollOnChange ? { ...defaults } : undefined } };
}
