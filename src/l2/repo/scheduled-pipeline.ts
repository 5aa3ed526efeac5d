import { Construct } from 'constructs';
import { Fn, Token } from '../../constructs/cdktf';
import { checkCronWithSeconds } from '../../constructs/formats';
import { PipelineSchedule } from '../../l1/repo/pipeline-schedule';
import { IRepository } from '../../l1/repo/references';
import { DAY_ABBREVIATIONS, DAYS_ALLOWED, dayOfWeek } from '../days';
import { REPOSITORY, SCHEDULE } from '../kinds';
import { PropProblems } from '../problems';
import { checkPipelinesNotOff, usePipelines } from './pipelines';

/**
 * Hours and minutes of `hh:mm`, or undefined after recording why it is not one; a token is not
 * judged but split by Terraform when it is applied.
 */
function hhmm(time: string, problems: PropProblems): [string, string] | undefined {
  if (problems.isWrongKind('time')) return undefined;
  if (Token.isUnresolved(time)) {
    const part = (i: number) => Token.asString(Fn.tonumber(Fn.element(Fn.split(':', time), i)));
    return [part(0), part(1)];
  }
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  problems.check(m !== null, `${JSON.stringify(time)} is not a time of day hh:mm (00:00 to 23:59)`);
  return m ? [String(Number(m[1])), String(Number(m[2]))] : undefined;
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
    const problems = new PropProblems(undefined, 'Schedule.daily');
    problems.requireString('time', time);
    const hm = hhmm(time, problems);
    problems.throwIfAny();
    const [h, m] = hm!;
    return new Schedule(`0 ${m} ${h} * * ? *`, `daily at ${time} UTC`);
  }

  /**
   * Every week on a day at a time (UTC): `0 <mm> <hh> ? * <DDD> *`.
   * @param day `Sun` to `Sat`, or the full name (`Monday`), in any case (as `cap.TimeWindow` takes it)
   * @param time `hh:mm`
   */
  public static weekly(day: string, time: string): Schedule {
    const problems = new PropProblems(undefined, 'Schedule.weekly');
    problems.requireString('day', day);
    problems.requireString('time', time);
    let d: string | undefined;
    if (problems.isWrongKind('day')) {
      d = undefined;
    } else if (Token.isUnresolved(day)) {
      d = Fn.upper(Fn.substr(day, 0, 3));
    } else {
      const i = dayOfWeek(day);
      problems.check(i !== undefined, `${JSON.stringify(day)} is not a day of the week (${DAYS_ALLOWED})`);
      d = i === undefined ? undefined : DAY_ABBREVIATIONS[i].toUpperCase();
    }
    const hm = hhmm(time, problems);
    problems.throwIfAny();
    const [h, m] = hm!;
    return new Schedule(`0 ${m} ${h} ? * ${d} *`, `weekly on ${day} at ${time} UTC`);
  }

  /**
   * Every hour at a minute: `0 <minute> * * * ? *`.
   * @param minute 0 to 59 (0 when not given)
   */
  public static hourly(minute: number = 0): Schedule {
    const problems = new PropProblems(undefined, 'Schedule.hourly');
    problems.optionalNumber('minute', minute);
    minute = minute ?? 0;
    problems.check(!problems.judge('minute', minute) || (Number.isInteger(minute) && minute >= 0 && minute <= 59), `${minute} is not a minute (0 to 59)`);
    problems.throwIfAny();
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
    const problems = new PropProblems(undefined, 'Schedule.cron');
    problems.requireString('expression', expression);
    const problem = problems.judge('expression', expression) ? checkCronWithSeconds(expression) : undefined;
    problems.check(!problem, `${JSON.stringify(expression)} ${problem}`);
    problems.throwIfAny();
    return new Schedule(expression, `cron ${expression}`);
  }

  private constructor(
    /** The cron expression of the service (7 fields, with seconds, UTC). */
    public readonly expression: string,
    /** A readable description. */
    public readonly description: string,
  ) {}
}

/** Properties of a `ScheduledPipeline`. */
export interface ScheduledPipelineProps {
  /**
   * The repository. A schedule runs only where pipelines are enabled: a repository of this app (a
   * `HostedRepository`, `RepositoryFork`, `repo.Repository` or `repo.ForkedRepository`) whose
   * `pipelinesEnabled` is not given gets it written `true`; one with `pipelinesEnabled: false` is
   * refused; a repository from outside the app gets a warning (its pipelines must be enabled there).
   */
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
   * @default - not written; the provider uses `branches`
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
 * A schedule runs only in a repository whose pipelines are enabled (`pipelinesEnabled`, off by
 * default). For a repository of this app (a `HostedRepository`, `RepositoryFork`, `repo.Repository` or
 * `repo.ForkedRepository`), the schedule turns its pipelines on: `pipelinesEnabled` not given is written
 * `true`; `pipelinesEnabled: false` is refused (at construction, or at synth when set later through
 * an escape hatch). A repository from outside the app (`repo.RepoRef.fromRepositoryAttributes`,
 * `HostedRepository.fromRepositoryAttributes`, a `repo.DataRepoRepository`) is not seen: synth warns
 * that its pipelines must be enabled. A token `pipelinesEnabled` is not judged.
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
    const problems = new PropProblems(this, 'ScheduledPipeline');
    props = problems.struct(props);
    const hasRepository = problems.requireRef('repository', props.repository, REPOSITORY);
    problems.requireInstance('schedule', props.schedule, Schedule, SCHEDULE);
    problems.optionalString('branch', props.branch);
    problems.optionalString('tag', props.tag);
    problems.requireString('pipeline', props.pipeline);
    problems.optionalString('selectorType', props.selectorType);
    problems.optionalBoolean('enabled', props.enabled);
    const given = (v: unknown) => v !== undefined && v !== null;
    problems.check(given(props.branch) !== given(props.tag), 'branch, tag: set exactly one of them');
    if (hasRepository) checkPipelinesNotOff(problems, 'repository', props.repository);
    problems.throwIfAny();
    usePipelines(this, props.repository);
    this.resource = new PipelineSchedule(this, 'Resource', {
      workspace: props.repository.repositoryWorkspace,
      repository: props.repository.repositorySlug,
      cronPattern: props.schedule.expression,
      enabled: props.enabled ?? true,
      target: {
        refType: given(props.branch) ? 'branch' : 'tag',
        refName: (props.branch ?? props.tag)!,
        selector: { pattern: props.pipeline, type: props.selectorType },
      },
    });
  }
}
