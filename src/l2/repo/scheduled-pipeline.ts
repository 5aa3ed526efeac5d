import { Construct } from 'constructs';
import { Fn, Token } from '../../constructs/cdktf';
import { checkCronWithSeconds } from '../../constructs/formats';
import { PipelineSchedule } from '../../l1/repo/pipeline-schedule';
import { IRepository } from '../../l1/repo/references';
import { PropProblems } from '../problems';

const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Hours and minutes of `hh:mm`; a token is not judged but split by Terraform when it is applied. */
function hhmm(time: string, where: string): [string, string] {
  if (Token.isUnresolved(time)) {
    const part = (i: number) => Token.asString(Fn.tonumber(Fn.element(Fn.split(':', time), i)));
    return [part(0), part(1)];
  }
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new Error(`Schedule.${where}: ${JSON.stringify(time)} is not a time of day hh:mm (00:00 to 23:59)`);
  return [String(Number(m[1])), String(Number(m[2]))];
}

/**
 * When a pipeline runs, as the service's cron expression with second precision, in UTC: seven fields,
 * `seconds minutes hours day-of-month month day-of-week year`, with `?` (no specific value) in
 * day-of-month or day-of-week. `Schedule.daily('12:00')` is `0 0 12 * * ? *`,
 * `Schedule.hourly(30)` is `0 30 * * * ? *`. The service rejects 5-field Unix cron expressions.
 *
 * Values that are tokens (variables, references) are not judged; a token time or day is split by
 * Terraform when it is applied.
 */
export class Schedule {
  /**
   * Every day at a time (UTC): `0 <mm> <hh> * * ? *`.
   * @param time `hh:mm`, for example `02:00`
   */
  public static daily(time: string): Schedule {
    const [h, m] = hhmm(time, 'daily');
    return new Schedule(`0 ${m} ${h} * * ? *`, `daily at ${time} UTC`);
  }

  /**
   * Every week on a day at a time (UTC): `0 <mm> <hh> ? * <DDD> *`.
   * @param day `Sun` to `Sat`, or the full name (`Monday`), in any case
   * @param time `hh:mm`
   */
  public static weekly(day: string, time: string): Schedule {
    let d: string;
    if (Token.isUnresolved(day)) {
      d = Fn.upper(Fn.substr(day, 0, 3));
    } else {
      const i = DAYS.indexOf(day.slice(0, 3).toUpperCase());
      if (i < 0 || (day.length > 3 && DAY_NAMES[i] !== day.toLowerCase())) {
        throw new Error(`Schedule.weekly: ${JSON.stringify(day)} is not a day of the week (Sun to Sat, or the full name)`);
      }
      d = DAYS[i];
    }
    const [h, m] = hhmm(time, 'weekly');
    return new Schedule(`0 ${m} ${h} ? * ${d} *`, `weekly on ${day} at ${time} UTC`);
  }

  /**
   * Every hour at a minute: `0 <minute> * * * ? *`.
   * @param minute 0 to 59 (0 when not given)
   */
  public static hourly(minute: number = 0): Schedule {
    if (!Token.isUnresolved(minute) && (!Number.isInteger(minute) || minute < 0 || minute > 59)) {
      throw new Error(`Schedule.hourly: ${minute} is not a minute (0 to 59)`);
    }
    const m = Token.isUnresolved(minute) ? Token.asString(minute) : String(minute);
    return new Schedule(`0 ${m} * * * ? *`, `hourly at minute ${m}`);
  }

  /**
   * A cron expression of the service, checked field by field (a token is not judged): seven fields,
   * `seconds minutes hours day-of-month month day-of-week year`, in UTC, with `?` (no specific value)
   * in exactly one of day-of-month and day-of-week.
   * @param expression for example `0 30 6 ? * MON-FRI *` (06:30 UTC on weekdays)
   */
  public static cron(expression: string): Schedule {
    if (!Token.isUnresolved(expression)) {
      const problem = checkCronWithSeconds(expression);
      if (problem) throw new Error(`Schedule.cron: ${JSON.stringify(expression)} ${problem}`);
    }
    return new Schedule(expression, `cron ${expression}`);
  }

  private constructor(
    /** The cron expression of the service (7 fields, with seconds, UTC). */
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
 *   repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'),
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
      workspace: props.repository.repositoryWorkspace,
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
