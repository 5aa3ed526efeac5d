/**
 * The scheduled tasks of the first public cloud's groups (`SpotAppPlatform.addScheduledTask`,
 * `SpotScalingGroup.addScheduledTask`), which take the same tasks: a task type, when it runs (a cron
 * expression or a frequency) and its settings, checked and built once here.
 *
 * Internal: not exported from the package index.
 */
import { checkCron } from '../../constructs/formats';
import { AppPlatformScheduledTask, AppPlatformScheduledTaskFrequency, AppPlatformScheduledTaskTaskType } from '../../l1/cap/pubcloud-a/app-platform';
import { PropProblems } from '../problems';
import { checkBounds } from './node-pool-rules';
import { numberString } from './render';
import type { AppPlatformTaskOptions } from './spot-app-platform';

const TASK_TYPES: readonly string[] = [
  AppPlatformScheduledTaskTaskType.SCALE,
  AppPlatformScheduledTaskTaskType.BACKUP_AMI,
  AppPlatformScheduledTaskTaskType.ROLL,
  AppPlatformScheduledTaskTaskType.SCALE_UP,
  AppPlatformScheduledTaskTaskType.PERCENTAGE_SCALE_UP,
  AppPlatformScheduledTaskTaskType.SCALE_DOWN,
  AppPlatformScheduledTaskTaskType.PERCENTAGE_SCALE_DOWN,
  AppPlatformScheduledTaskTaskType.STATEFUL_UPDATE_CAPACITY,
];
const FREQUENCIES: readonly string[] = [
  AppPlatformScheduledTaskFrequency.HOURLY,
  AppPlatformScheduledTaskFrequency.DAILY,
  AppPlatformScheduledTaskFrequency.WEEKLY,
  AppPlatformScheduledTaskFrequency.CONTINUOUS,
];
/** The numeric task settings, written as strings (as the service takes them). */
const TASK_NUMBERS = [
  'adjustment', 'adjustmentPercentage', 'batchSizePercentage', 'gracePeriod', 'minCapacity', 'maxCapacity', 'targetCapacity',
  'scaleMinCapacity', 'scaleMaxCapacity', 'scaleTargetCapacity',
] as const;

const quoted = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** What identifies a scheduled task: its type and when it runs. */
export function platformTaskKey(task: AppPlatformScheduledTask): string {
  return `${task.taskType} ${task.cronExpression ?? `every ${task.frequency}`}`;
}

/**
 * Checks a task (recording each problem) and builds it as the L1s take it (the scaling group's tasks
 * have the same fields): exactly one of a cron expression and a frequency, the known task types and
 * frequencies, whole numbers (a batch size up to 100), and no task of the same type at the same
 * schedule among `scheduled`.
 */
export function platformTask(
  problems: PropProblems, taskType: string, options: AppPlatformTaskOptions, scheduled: readonly AppPlatformScheduledTask[],
): AppPlatformScheduledTask {
  problems.requireString('taskType', taskType);
  problems.check(!problems.judge('taskType', taskType) || TASK_TYPES.includes(taskType), `taskType: ${JSON.stringify(taskType)} is not one of ${quoted(TASK_TYPES)}`);
  options = problems.struct(options, 'options');
  for (const name of ['cronExpression', 'frequency', 'startTime'] as const) problems.optionalString(name, options[name]);
  problems.optionalBoolean('enabled', options.enabled);
  for (const name of TASK_NUMBERS) problems.optionalNumber(name, options[name]);
  const cron = PropProblems.given(options.cronExpression);
  const every = PropProblems.given(options.frequency);
  problems.check(cron || every, 'cronExpression or frequency: one of them is required (when the task runs)');
  problems.check(!(cron && every), 'cronExpression and frequency: give one of them, not both');
  const cronProblem = problems.judge('cronExpression', options.cronExpression) ? checkCron(options.cronExpression!) : undefined;
  problems.check(!cronProblem, `cronExpression: ${JSON.stringify(options.cronExpression)} ${cronProblem}`);
  problems.check(
    !problems.judge('frequency', options.frequency) || FREQUENCIES.includes(options.frequency!),
    `frequency: ${JSON.stringify(options.frequency)} is not one of ${quoted(FREQUENCIES)}`,
  );
  for (const name of TASK_NUMBERS) checkBounds(problems, name, options[name], 0, name === 'batchSizePercentage' ? 100 : undefined, true);
  const task: AppPlatformScheduledTask = {
    taskType,
    cronExpression: options.cronExpression ?? undefined,
    frequency: options.frequency ?? undefined,
    startTime: options.startTime ?? undefined,
    isEnabled: options.enabled ?? true,
    ...Object.fromEntries(TASK_NUMBERS.map((name) => [name, numberString(options[name])])),
  };
  problems.check(
    !PropProblems.known(taskType) || !scheduled.some((t) => platformTaskKey(t) === platformTaskKey(task)),
    `a ${taskType} task ${cron ? `at ${JSON.stringify(options.cronExpression)}` : `every ${JSON.stringify(options.frequency)}`} is already scheduled`,
  );
  return task;
}
