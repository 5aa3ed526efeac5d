/**
 * `cap.SpotAppPlatform` details: the capacity bounds and the batch-size limit are inclusive, the
 * known bounds are judged when one is a token, a wrongly typed update level is reported once,
 * scheduled tasks are told apart by type and schedule (cron or frequency), a null number option
 * writes nothing, and the exact message of every problem `addScheduledTask` reports.
 */
import { TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { invalidAt, only, synthChecked } from '../support/l2';

const platformOf = (json: any) => only(json, 'cap_pubcloud_a_app_platform');
const platformProps = { name: 'web', product: 'Linux/UNIX', region: 'region-1', minSize: 1, maxSize: 6, desiredCapacity: 2, spotInstanceTypes: ['m5.large'] };
const invalid = invalidAt('SpotAppPlatform', 'stack/Web');
const taskInvalid = invalidAt('SpotAppPlatform.addScheduledTask', 'stack/Web');

describe('capacity bounds are inclusive', () => {
  test.each([
    ['minSize equal to desiredCapacity', 2, 2, 6],
    ['desiredCapacity equal to maxSize', 1, 6, 6],
    ['all three equal', 3, 3, 3],
  ])('%s is accepted', (_, minSize, desiredCapacity, maxSize) => {
    const s = stack();
    new cap.SpotAppPlatform(s, 'Web', { ...platformProps, minSize, desiredCapacity, maxSize });
    expect(platformOf(synthChecked(s))).toMatchObject({ min_size: minSize, desired_capacity: desiredCapacity, max_size: maxSize });
  });

  test('desiredCapacity above maxSize is refused', () => {
    expect(() => new cap.SpotAppPlatform(stack(), 'Web', { ...platformProps, desiredCapacity: 7 })).toThrow(
      invalid('capacity: minSize (1) <= desiredCapacity (7) <= maxSize (6) does not hold'),
    );
  });

  test('with desiredCapacity a token, minSize above maxSize is still refused', () => {
    const s = stack();
    const desiredCapacity = new TerraformVariable(s, 'Desired', { type: 'number' }).numberValue;
    expect(() => new cap.SpotAppPlatform(s, 'Web', { ...platformProps, minSize: 5, maxSize: 2, desiredCapacity })).toThrow(
      invalid('capacity: minSize (5) <= maxSize (2) does not hold'),
    );
  });

  test('a deployment batch size of 100 is accepted, 101 is not', () => {
    const s = stack();
    new cap.SpotAppPlatform(s, 'Web', { ...platformProps, deploymentBatchSizePercentage: 100 });
    expect(platformOf(synthChecked(s)).deployment_preferences).toEqual({ batch_size_percentage: 100 });
    expect(() => new cap.SpotAppPlatform(stack(), 'Web', { ...platformProps, deploymentBatchSizePercentage: 101 })).toThrow(
      invalid('deploymentBatchSizePercentage: 101 must be a whole number from 0 to 100'),
    );
  });
});

test('an update level that is not a string is reported as such, not also as missing its window', () => {
  expect(() => new cap.SpotAppPlatform(stack(), 'Web', { ...platformProps, platformUpdateLevel: 5 as any })).toThrow(
    invalid('platformUpdateLevel: expected a string, got 5 (a number)'),
  );
});

describe('scheduled tasks are told apart by type and schedule', () => {
  test('one type at two frequencies: two tasks, sorted by frequency', () => {
    const s = stack();
    const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
    web.addScheduledTask('roll', { frequency: 'weekly' });
    web.addScheduledTask('roll', { frequency: 'daily' });
    expect(platformOf(synthChecked(s)).scheduled_task).toEqual([
      { task_type: 'roll', frequency: 'daily', is_enabled: true },
      { task_type: 'roll', frequency: 'weekly', is_enabled: true },
    ]);
  });

  test('one type at two cron expressions: two tasks, sorted by expression', () => {
    const s = stack();
    const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
    web.addScheduledTask('scale', { cronExpression: '0 9 * * *', targetCapacity: 3 });
    web.addScheduledTask('scale', { cronExpression: '0 18 * * *', targetCapacity: 1 });
    expect(platformOf(synthChecked(s)).scheduled_task).toEqual([
      { task_type: 'scale', cron_expression: '0 18 * * *', target_capacity: '1', is_enabled: true },
      { task_type: 'scale', cron_expression: '0 9 * * *', target_capacity: '3', is_enabled: true },
    ]);
  });

  test('the same type on the same cron expression twice is refused', () => {
    const web = new cap.SpotAppPlatform(stack(), 'Web', platformProps);
    web.addScheduledTask('scale', { cronExpression: '0 9 * * *' });
    expect(() => web.addScheduledTask('scale', { cronExpression: '0 9 * * *' })).toThrow(
      taskInvalid('a scale task at "0 9 * * *" is already scheduled'),
    );
  });
});

test('a number option given as null writes nothing', () => {
  const s = stack();
  const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
  web.addScheduledTask('scaleUp', { frequency: 'hourly', adjustment: null as any, scaleMaxCapacity: 4 });
  expect(platformOf(synthChecked(s)).scheduled_task).toEqual([
    { task_type: 'scaleUp', frequency: 'hourly', scale_max_capacity: '4', is_enabled: true },
  ]);
});

test('a task batch size of 100 is accepted', () => {
  const s = stack();
  const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
  web.addScheduledTask('roll', { frequency: 'weekly', batchSizePercentage: 100 });
  expect(platformOf(synthChecked(s)).scheduled_task[0].batch_size_percentage).toBe('100');
});

describe('addScheduledTask problems, exact messages', () => {
  const web = () => new cap.SpotAppPlatform(stack(), 'Web', platformProps);

  test('a task type that is not a string', () => {
    expect(() => web().addScheduledTask(5 as any, { frequency: 'daily' })).toThrow(taskInvalid('taskType: expected a string, got 5 (a number)'));
  });

  test('options that are not an object', () => {
    expect(() => web().addScheduledTask('roll', 'daily' as any)).toThrow(taskInvalid(
      'options: expected an object of named properties, got "daily" (a string)',
      'cronExpression or frequency: one of them is required (when the task runs)',
    ));
  });

  test('neither a cron expression nor a frequency', () => {
    expect(() => web().addScheduledTask('roll', {})).toThrow(
      taskInvalid('cronExpression or frequency: one of them is required (when the task runs)'),
    );
  });

  test('both a cron expression and a frequency', () => {
    expect(() => web().addScheduledTask('roll', { cronExpression: '0 1 * * *', frequency: 'daily' })).toThrow(
      taskInvalid('cronExpression and frequency: give one of them, not both'),
    );
  });

  test('a cron expression that is not valid', () => {
    expect(() => web().addScheduledTask('roll', { cronExpression: '0 25 * * *' })).toThrow(
      taskInvalid('cronExpression: "0 25 * * *" has an invalid hour field "25"; allowed 0 to 23, *, ranges, lists and steps'),
    );
  });

  test('a frequency that is not a string is reported as such, not also as an unknown frequency', () => {
    expect(() => web().addScheduledTask('roll', { frequency: 5 as any })).toThrow(taskInvalid('frequency: expected a string, got 5 (a number)'));
  });
});
