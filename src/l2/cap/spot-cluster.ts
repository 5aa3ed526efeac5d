import { Construct } from 'constructs';
import { checkCron } from '../../constructs/formats';
import { Cluster, ClusterScheduledTaskTask } from '../../l1/cap/pubcloud-a/cluster';
import { PropProblems } from '../problems';
import { TimeWindow } from './time-window';

/** Spare capacity the autoscaler keeps free, in units of this size. */
export interface HeadroomOptions {
  /** CPU of one unit, in millicores (1000 = 1 vCPU). */
  readonly cpuPerUnit: number;
  /** Memory of one unit, in MB. */
  readonly memoryPerUnit: number;
  /** Number of units kept free. */
  readonly numOfUnits: number;
  /**
   * GPUs of one unit.
   * @default - none
   */
  readonly gpuPerUnit?: number;
}

/** Properties of a {@link SpotCluster}. */
export interface SpotClusterProps {
  /**
   * Name of the cluster.
   * @default - none
   */
  readonly name?: string;
  /**
   * Identifier of the cluster controller running in the cluster.
   * @default - none
   */
  readonly controllerId?: string;
  /**
   * Region of the cluster.
   * @default - the provider's
   */
  readonly region?: string;
  /** Image id of the nodes. */
  readonly imageId: string;
  /** Security group ids of the nodes. */
  readonly securityGroups: string[];
  /** Subnet ids the nodes run in. */
  readonly subnetIds: string[];
  /** Smallest number of nodes. */
  readonly minSize: number;
  /** Largest number of nodes. */
  readonly maxSize: number;
  /**
   * Number of nodes to run.
   * @default - minSize
   */
  readonly desiredCapacity?: number;
  /**
   * Share of spot nodes, 0 to 100.
   * @default - the service's default
   */
  readonly spotPercentage?: number;
  /**
   * Launch on-demand nodes when no spot capacity is available.
   * @default true
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Weekly windows in which the cluster is shut down (UTC); they must not overlap.
   * @default - none; add more with addShutdownWindow
   */
  readonly shutdownHours?: TimeWindow[];
  /**
   * Headroom kept free as a share of the cluster's use, 0 to 200; turns on the autoscaler's
   * automatic configuration.
   * @default - no automatic headroom
   */
  readonly autoHeadroomPercentage?: number;
  /**
   * Headroom kept free in fixed units.
   * @default - no manual headroom
   */
  readonly headroom?: HeadroomOptions;
  /**
   * Largest share of nodes removed in one scale-down, 1 to 100.
   * @default - the service's default
   */
  readonly maxScaleDownPercentage?: number;
  /**
   * Share of nodes replaced per roll batch, 0 to 100.
   * @default 20
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Share of a roll batch that must be healthy before the next starts, 1 to 100.
   * @default 50
   */
  readonly rollBatchMinHealthyPercentage?: number;
  /**
   * Respect pod disruption budgets while rolling.
   * @default true
   */
  readonly respectPdb?: boolean;
  /**
   * Roll the nodes when the cluster's configuration changes.
   * @default true
   */
  readonly rollOnChange?: boolean;
  /**
   * Tags of the nodes.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/** Options of a scheduled roll. */
export interface ScheduledRollOptions {
  /**
   * Share of nodes replaced per batch, 0 to 100.
   * @default - the cluster's rollBatchSizePercentage
   */
  readonly batchSizePercentage?: number;
  /**
   * Comment recorded with the roll, at most 256 characters.
   * @default - none
   */
  readonly comment?: string;
}

/** Options of a scheduled image auto-update. */
export interface AmiAutoUpdateOptions {
  /**
   * Update to new patch versions.
   * @default false
   */
  readonly patch?: boolean;
  /**
   * Update to new minor versions.
   * @default false
   */
  readonly minorVersion?: boolean;
  /**
   * Roll the cluster after updating the image.
   * @default true
   */
  readonly applyRoll?: boolean;
}

/**
 * A spot-capacity container cluster (`pubcloud_a` Cluster): capacity bounds, shutdown hours from
 * time windows, scheduled cluster rolls and image auto-updates, autoscaler headroom, a roll-on-change
 * update policy and tags. Overlapping windows, out-of-range percentages and bad cron expressions are
 * rejected when the construct is created or the helper is called.
 *
 * @example
 * const cluster = new cap.SpotCluster(this, 'Prod', {
 *   imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 2, maxSize: 20,
 *   shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
 *   autoHeadroomPercentage: 10,
 * });
 * cluster.scheduleRoll('0 3 * * 0', { comment: 'weekly refresh' });
 * cluster.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true });
 */
export class SpotCluster extends Construct {
  /** The cluster (L1). */
  public readonly resource: Cluster;
  private readonly windows: TimeWindow[] = [];
  private readonly tasks: ClusterScheduledTaskTask[] = [];
  private readonly rollDefaults: { batchSizePercentage: number; batchMinHealthyPercentage: number; respectPdb: boolean };

  public constructor(scope: Construct, id: string, props: SpotClusterProps) {
    super(scope, id);
    const desired = props.desiredCapacity ?? props.minSize;
    const problems = new PropProblems(this, 'SpotCluster');
    const range = (name: string, v: number | undefined, lo: number, hi: number) =>
      problems.check(!PropProblems.known(v) || (v! >= lo && v! <= hi), `${name}: ${v} is out of range; allowed: ${lo} to ${hi}`);
    if ([props.minSize, desired, props.maxSize].every((v) => PropProblems.known(v))) {
      problems.check(props.minSize >= 0 && props.minSize <= desired && desired <= props.maxSize, `capacity: 0 <= minSize (${props.minSize}) <= desiredCapacity (${desired}) <= maxSize (${props.maxSize}) does not hold`);
    }
    range('spotPercentage', props.spotPercentage, 0, 100);
    range('autoHeadroomPercentage', props.autoHeadroomPercentage, 0, 200);
    range('maxScaleDownPercentage', props.maxScaleDownPercentage, 1, 100);
    range('rollBatchSizePercentage', props.rollBatchSizePercentage, 0, 100);
    range('rollBatchMinHealthyPercentage', props.rollBatchMinHealthyPercentage, 1, 100);
    const overlaps = TimeWindow.findOverlaps(props.shutdownHours ?? []);
    problems.check(overlaps.length === 0, `shutdownHours: windows must not overlap: ${overlaps.join('; ')}`);
    problems.throwIfAny();

    this.rollDefaults = {
      batchSizePercentage: props.rollBatchSizePercentage ?? 20,
      batchMinHealthyPercentage: props.rollBatchMinHealthyPercentage ?? 50,
      respectPdb: props.respectPdb ?? true,
    };
    const rollOnChange = props.rollOnChange ?? true;
    const autoscaling = props.autoHeadroomPercentage !== undefined || props.headroom !== undefined || props.maxScaleDownPercentage !== undefined;
    this.resource = new Cluster(this, 'Resource', {
      name: props.name,
      controllerId: props.controllerId,
      region: props.region,
      imageId: props.imageId,
      securityGroups: props.securityGroups,
      subnetIds: props.subnetIds,
      minSize: props.minSize,
      maxSize: props.maxSize,
      desiredCapacity: desired,
      spotPercentage: props.spotPercentage,
      fallbackToOndemand: props.fallbackToOndemand ?? true,
      autoscaler: autoscaling
        ? {
          autoscaleIsEnabled: true,
          autoscaleIsAutoConfig: props.autoHeadroomPercentage !== undefined ? true : undefined,
          autoHeadroomPercentage: props.autoHeadroomPercentage,
          autoscaleHeadroom: props.headroom,
          autoscaleDown: props.maxScaleDownPercentage !== undefined ? { maxScaleDownPercentage: props.maxScaleDownPercentage } : undefined,
        }
        : undefined,
      updatePolicy: {
        shouldRoll: rollOnChange,
        rollConfig: rollOnChange ? { ...this.rollDefaults } : undefined,
      },
      tags: props.tags ? Object.entries(props.tags).map(([key, value]) => ({ key, value })) : undefined,
    });
    for (const w of props.shutdownHours ?? []) this.windows.push(w);
    this.render();
  }

  /**
   * Adds a weekly window in which the cluster is shut down.
   * @param window the window; it must not overlap the others
   */
  public addShutdownWindow(window: TimeWindow): void {
    const overlaps = TimeWindow.findOverlaps([...this.windows, window]);
    if (overlaps.length) {
      throw new Error(`SpotCluster at '${this.node.path}': shutdown windows must not overlap: ${overlaps.join('; ')}`);
    }
    this.windows.push(window);
    this.render();
  }

  /**
   * Rolls the cluster on a schedule.
   * @param cronExpression when (UTC, Unix cron), for example `0 3 * * 0`
   * @param options the roll
   */
  public scheduleRoll(cronExpression: string, options: ScheduledRollOptions = {}): void {
    const problems = this.checkCron('scheduleRoll', cronExpression);
    problems.check(!PropProblems.known(options.batchSizePercentage) || (options.batchSizePercentage! >= 0 && options.batchSizePercentage! <= 100), `batchSizePercentage: ${options.batchSizePercentage} is out of range; allowed: 0 to 100`);
    problems.check(!PropProblems.known(options.comment) || options.comment!.length <= 256, `comment: is ${options.comment?.length} characters long; at most 256 allowed`);
    problems.throwIfAny();
    this.tasks.push({
      cronExpression,
      isEnabled: true,
      taskType: 'clusterRoll',
      parameters: {
        parametersClusterRoll: {
          ...this.rollDefaults,
          batchSizePercentage: options.batchSizePercentage ?? this.rollDefaults.batchSizePercentage,
          comment: options.comment,
        },
      },
    });
    this.render();
  }

  /**
   * Updates the nodes' image on a schedule; at least one of patch or minorVersion must be true.
   * @param cronExpression when (UTC, Unix cron)
   * @param options the update
   */
  public scheduleAmiAutoUpdate(cronExpression: string, options: AmiAutoUpdateOptions): void {
    this.checkCron('scheduleAmiAutoUpdate', cronExpression)
      .check(options.patch === true || options.minorVersion === true, 'an image auto-update needs patch or minorVersion true')
      .throwIfAny();
    const applyRoll = options.applyRoll ?? true;
    this.tasks.push({
      cronExpression,
      isEnabled: true,
      taskType: 'amiAutoUpdate',
      parameters: {
        amiAutoUpdate: {
          patch: options.patch ?? false,
          minorVersion: options.minorVersion ?? false,
          applyRoll,
          amiAutoUpdateClusterRoll: applyRoll ? { ...this.rollDefaults } : undefined,
        },
      },
    });
    this.render();
  }

  private checkCron(method: string, expression: string): PropProblems {
    const problem = PropProblems.known(expression) ? checkCron(expression) : undefined;
    return new PropProblems(this, `SpotCluster.${method}`).check(!problem, `cronExpression: ${JSON.stringify(expression)} ${problem}`);
  }

  private render(): void {
    if (!this.windows.length && !this.tasks.length) return;
    this.resource.putScheduledTasks([
      {
        shutdownHours: this.windows.length ? { isEnabled: true, timeWindows: this.windows.map((w) => w.toString()) } : undefined,
        tasks: this.tasks.length ? [...this.tasks] : undefined,
      },
    ]);
  }
}
