import { Construct } from 'constructs';
import { checkCron } from '../../constructs/formats';
import { PipelineSchedule } from '../../l1/repo/pipeline-schedule';
import { PropProblems } from '../problems';
import { IRepository } from './refs';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function hhmm(time: string, where: string): [number, number] {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new Error(`Schedule.${where}: ${JSON.stringify(time)} is not a time of day hh:mm (00:00 to 23:59)`);
  return [Number(m[1]), Number(m[2])];
}

/** When a pipeline runs: readable schedules that become Unix cron expressions (UTC). */
export class Schedule {
  /**
   * Every day at a time (UTC).
   * @param time `hh:mm`, for example `02:00`
   */
  public static daily(time: string): Schedule {
    const [h, m] = hhmm(time, 'daily');
    return new Schedule(`${m} ${h} * * *`, `daily at ${time}`);
  }

  /**
   * Every week on a day at a time (UTC).
   * @param day `Sun` to `Sat` (or the full name)
   * @param time `hh:mm`
   */
  public static weekly(day: string, time: string): Schedule {
    const d = DAYS.indexOf(String(day).slice(0, 3).toLowerCase());
    if (d < 0 || (day.length > 3 && !['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].includes(day.toLowerCase()))) {
      throw new Error(`Schedule.weekly: ${JSON.stringify(day)} is not a day of the week (Sun to Sat)`);
    }
    const [h, m] = hhmm(time, 'weekly');
    return new Schedule(`${m} ${h} * * ${d}`, `weekly on ${day} at ${time}`);
  }

  /**
   * Every hour at a minute.
   * @param minute 0 to 59
   */
  public static hourly(minute: number = 0): Schedule {
    if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new Error(`Schedule.hourly: ${minute} is not a minute (0 to 59)`);
    return new Schedule(`${minute} * * * *`, `hourly at minute ${minute}`);
  }

  /**
   * A Unix cron expression (five fields, UTC), checked.
   * @param expression for example `30 6 * * 1-5`
   */
  public static cron(expression: string): Schedule {
    const problem = checkCron(expression);
    if (problem) throw new Error(`Schedule.cron: ${JSON.stringify(expression)} ${problem}`);
    return new Schedule(expression, `cron ${expression}`);
  }

  private constructor(
    /** The Unix cron expression. */
    public readonly expression: string,
    /** A readable description. */
    public readonly description: string,
  ) {}
}

/** Properties of a {@link ScheduledPipeline}. */
export interface ScheduledPipelineProps {
  /** The repository. */
  readonly repository: IRepository;
  /** When the pipeline runs. */
  readonly schedule: Schedule;
  /**
   * The branch to run on; set this or `tag`.
   * @default - none
   */
  readonly branch?: string;
  /**
   * The tag to run on; set this or `branch`.
   * @default - none
   */
  readonly tag?: string;
  /** Name of the pipeline definition to run (the selector's pattern). */
  readonly pipeline: string;
  /**
   * Kind of pipeline definition the name is matched against.
   * @default "branches"
   */
  readonly selectorType?: string;
  /**
   * Whether the schedule is enabled.
   * @default true
   */
  readonly enabled?: boolean;
}

/**
 * A pipeline schedule built from a readable schedule (`Schedule.daily('02:00')`,
 * `Schedule.weekly('Mon', '06:30')`, `Schedule.cron('...')`), targeting a branch or a tag.
 *
 * @example
 * new repo.ScheduledPipeline(this, 'Nightly', {
 *   repository: repo.RepoRef.repository('acme', 'web'),
 *   schedule: repo.Schedule.daily('02:00'),
 *   branch: 'main',
 *   pipeline: 'nightly',
 * });
 */
export class ScheduledPipeline extends Construct {
  /** The pipeline schedule (L1). */
  public readonly resource: PipelineSchedule;

  public constructor(scope: Construct, id: string, props: ScheduledPipelineProps) {
    super(scope, id);
    new PropProblems(this, 'ScheduledPipeline')
      .check((props.branch === undefined) !== (props.tag === undefined), 'branch, tag: set exactly one of them')
      .throwIfAny();
    this.resource = new PipelineSchedule(this, 'Resource', {
      workspace: props.repository.workspace,
      repository: props.repository.repositorySlug,
      cronPattern: props.schedule.expression,
      enabled: props.enabled ?? true,
      target: {
        refType: props.branch !== undefined ? 'branch' : 'tag',
        refName: props.branch ?? props.tag,
        selector: { pattern: props.pipeline, type: props.selectorType },
      },
    });
  }
}
