/**
 * A stateful spot instance (`cap.StatefulSpotInstance`, L1 `ManagedInstance`) and an
 * application-platform group on spot capacity (`cap.SpotAppPlatform`, L1 `AppPlatform`).
 */
import { TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

const addresses = (json: any) => Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();
const instanceOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_a_managed_instance)[0];
const platformOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_a_app_platform)[0];

const instanceProps = { name: 'db', product: 'Linux/UNIX', imageId: 'img-1', vpcId: 'vpc-1', subnetIds: ['subnet-1'] };
const platformProps = { name: 'web', product: 'Linux/UNIX', region: 'region-1', minSize: 1, maxSize: 6, desiredCapacity: 2, spotInstanceTypes: ['m5.large'] };

describe('a full stack', () => {
  test('a stateful instance with windows, tasks and load balancers, and an app platform with preferences, updates and tasks', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', {
      ...instanceProps,
      region: 'region-1',
      description: 'primary database',
      instanceTypes: ['m5.large', 'm5a.large'],
      securityGroupIds: ['sg-1'],
      persistRootDevice: true,
      persistPrivateIp: true,
      fallbackToOndemand: true,
      revertToSpotWindows: [cap.TimeWindow.parse('Wed:02:00-Wed:04:00')],
      tags: { team: 'data' },
    });
    db.addRevertToSpotWindow(cap.TimeWindow.of('Sun', '01:00', 'Sun', '03:00'));
    db.addScheduledTask('pause', { cronExpression: '0 20 * * 5' });
    db.addScheduledTask('resume', { cronExpression: '0 6 * * 1', startTime: '2030-01-01T00:00:00Z' });
    db.addTargetGroup('arn:tg/db');
    db.addClassicLoadBalancer('legacy-db');
    const web = new cap.SpotAppPlatform(s, 'Web', {
      ...platformProps,
      environmentId: 'e-123',
      automaticRoll: true,
      deploymentBatchSizePercentage: 25,
      deploymentGracePeriod: 300,
      deploymentAction: 'REPLACE_SERVER',
      drainInstances: true,
      platformUpdateWindow: cap.TimeWindow.parse('Sun:03:00-Sun:05:00'),
      platformUpdateLevel: 'minorAndPatch',
    });
    web.addScheduledTask('scale', { cronExpression: '0 20 * * 1-5', minCapacity: 0, maxCapacity: 2, targetCapacity: 1 });
    web.addScheduledTask('roll', { frequency: 'weekly', batchSizePercentage: 20, gracePeriod: 600 });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
  });
});

describe('StatefulSpotInstance', () => {
  test('writes what is given; persistBlockDevices (required by the service) defaults to true; nothing else is written', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    expect(db.resource).toBeInstanceOf(cap.pubcloud_a.ManagedInstance);
    expect(db.resource.node.id).toBe('Resource');
    const r = instanceOf(synth(s));
    expect(r).toEqual({
      name: 'db', product: 'Linux/UNIX', image_id: 'img-1', vpc_id: 'vpc-1', subnet_ids: ['subnet-1'], persist_block_devices: true,
    });
  });

  test('persistence flags reach the JSON as given', () => {
    const s = stack();
    new cap.StatefulSpotInstance(s, 'Db', { ...instanceProps, persistBlockDevices: false, persistRootDevice: false, persistPrivateIp: true });
    expect(instanceOf(synth(s))).toMatchObject({ persist_block_devices: false, persist_root_device: false, persist_private_ip: true });
  });

  test('revert-to-spot windows: performAt timeWindow, windows sorted by start, whatever the order of the calls', () => {
    const render = (first: string, second: string) => {
      const s = stack();
      const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
      db.addRevertToSpotWindow(cap.TimeWindow.parse(first));
      db.addRevertToSpotWindow(cap.TimeWindow.parse(second));
      expect(db.revertToSpotWindows.map(String)).toEqual([first, second]);
      return instanceOf(synth(s));
    };
    const a = render('Fri:20:00-Sat:02:00', 'Mon:01:00-Mon:03:00');
    const b = render('Mon:01:00-Mon:03:00', 'Fri:20:00-Sat:02:00');
    expect(a.revert_to_spot).toEqual({ perform_at: 'timeWindow' });
    expect(a.optimization_windows).toEqual(['Mon:01:00-Mon:03:00', 'Fri:20:00-Sat:02:00']);
    expect(b).toEqual(a);
  });

  test('a window added twice is an error; a window with fallbackToOndemand false warns', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', { ...instanceProps, fallbackToOndemand: false });
    db.addRevertToSpotWindow(cap.TimeWindow.parse('Mon:01:00-Mon:03:00'));
    expect(warnings(db)).toEqual([expect.stringContaining('fallbackToOndemand is false')]);
    expect(() => db.addRevertToSpotWindow(cap.TimeWindow.parse('Mon:01:00-Mon:03:00'))).toThrow(
      "StatefulSpotInstance.addRevertToSpotWindow at 'stack/Db' is invalid:\n  - window: Mon:01:00-Mon:03:00 was already added",
    );
    const quiet = new cap.StatefulSpotInstance(s, 'Quiet', { ...instanceProps, revertToSpotWindows: [cap.TimeWindow.parse('Mon:01:00-Mon:03:00')] });
    expect(warnings(quiet)).toEqual([]);
  });

  test('scheduled tasks: a cron expression or a frequency, enabled unless told otherwise, sorted by type and schedule', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    db.addScheduledTask('resume', { cronExpression: '0 6 * * 1' });
    db.addScheduledTask('pause', { frequency: 'daily', enabled: false });
    expect(db.scheduledTasks).toHaveLength(2);
    expect(instanceOf(synth(s)).scheduled_task).toEqual([
      { task_type: 'pause', frequency: 'daily', is_enabled: false },
      { task_type: 'resume', cron_expression: '0 6 * * 1', is_enabled: true },
    ]);
  });

  test('scheduled task problems are named, in one error', () => {
    const db = new cap.StatefulSpotInstance(stack(), 'Db', instanceProps);
    expect(() => db.addScheduledTask('pause', {})).toThrow(
      "StatefulSpotInstance.addScheduledTask at 'stack/Db' is invalid:\n  - cronExpression or frequency: one of them is required (when the task runs)",
    );
    expect(() => db.addScheduledTask('pause', { cronExpression: '0 25 * * *', frequency: 'daily' })).toThrow(
      /cronExpression and frequency: give one of them, not both\n {2}- cronExpression: "0 25 \* \* \*" /,
    );
    db.addScheduledTask('pause', { cronExpression: '0 20 * * 5' });
    expect(() => db.addScheduledTask('pause', { cronExpression: '0 20 * * 5' })).toThrow('a pause task at "0 20 * * 5" is already scheduled');
  });

  test('load balancers: target groups and classic load balancers, sorted; duplicates and empty values refused', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    db.addTargetGroup('arn:tg/b');
    db.addClassicLoadBalancer('legacy');
    db.addTargetGroup('arn:tg/a');
    expect(db.loadBalancers).toHaveLength(3);
    expect(instanceOf(synth(s)).load_balancers).toEqual([
      { type: 'CLASSIC', name: 'legacy' },
      { type: 'TARGET_GROUP', arn: 'arn:tg/a' },
      { type: 'TARGET_GROUP', arn: 'arn:tg/b' },
    ]);
    expect(() => db.addTargetGroup('arn:tg/a')).toThrow("StatefulSpotInstance.addTargetGroup at 'stack/Db' is invalid:\n  - arn: \"arn:tg/a\" was already added");
    expect(() => db.addClassicLoadBalancer('')).toThrow('name: must not be empty');
  });

  test('a token target group is written as given, after the literal ones', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    const arn = new TerraformVariable(s, 'tg', { type: 'string' }).stringValue;
    db.addTargetGroup(arn);
    db.addTargetGroup('arn:tg/a');
    expect(instanceOf(synth(s)).load_balancers).toEqual([{ type: 'TARGET_GROUP', arn: 'arn:tg/a' }, { type: 'TARGET_GROUP', arn: '${var.tg}' }]);
  });

  test('methods add no construct: removing one call leaves every Terraform address unchanged', () => {
    const build = (skip: boolean) => {
      const s = stack();
      const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
      if (!skip) db.addScheduledTask('pause', { cronExpression: '0 20 * * 5' });
      db.addScheduledTask('resume', { cronExpression: '0 6 * * 1' });
      if (!skip) db.addTargetGroup('arn:tg/a');
      db.addClassicLoadBalancer('legacy');
      return addresses(synth(s));
    };
    expect(build(true)).toEqual(build(false));
    expect(build(false)).toEqual([expect.stringMatching(/^cap_pubcloud_a_managed_instance\.Db_/)]);
  });

  test('a list set on the L1 is kept; a method that would add to it throws', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    db.resource.putScheduledTasks([{ taskType: 'recycle', frequency: 'weekly' }]);
    db.resource.putLoadBalancers([{ type: 'CLASSIC', name: 'own' }]);
    db.resource.putRevertToSpot({ performAt: 'never' });
    expect(() => db.addScheduledTask('pause', { cronExpression: '0 20 * * 5' })).toThrow('scheduledTasks: was set on the L1 (`resource`) directly');
    expect(() => db.addTargetGroup('arn:tg/a')).toThrow('loadBalancers: was set on the L1 (`resource`) directly');
    expect(() => db.addRevertToSpotWindow(cap.TimeWindow.parse('Mon:01:00-Mon:03:00'))).toThrow('performAt "never"');
    const r = instanceOf(synth(s));
    expect(r.scheduled_task).toEqual([{ task_type: 'recycle', frequency: 'weekly' }]);
    expect(r.load_balancers).toEqual([{ type: 'CLASSIC', name: 'own' }]);
    expect(r.revert_to_spot).toEqual({ perform_at: 'never' });
  });

  test('props problems name the construct path and every problem', () => {
    expect(() => new cap.StatefulSpotInstance(stack(), 'Db', { ...instanceProps, subnetIds: 'subnet-1' as any, persistRootDevice: 'yes' as any })).toThrow(
      "StatefulSpotInstance at 'stack/Db' is invalid:\n  - subnetIds: expected a list of strings, got \"subnet-1\" (a string)\n" +
      '  - persistRootDevice: expected a boolean (true or false), got "yes" (a string)',
    );
  });
});

describe('SpotAppPlatform', () => {
  test('writes what is given; no deployment preferences, managed actions or tasks unless asked', () => {
    const s = stack();
    const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
    expect(web.resource).toBeInstanceOf(cap.pubcloud_a.AppPlatform);
    expect(web.resource.node.id).toBe('Resource');
    expect(platformOf(synth(s))).toEqual({
      name: 'web', product: 'Linux/UNIX', region: 'region-1', min_size: 1, max_size: 6, desired_capacity: 2, instance_types_spot: ['m5.large'],
    });
  });

  test('deployment preferences: only the fields given, the strategy only when its fields are given', () => {
    const s = stack();
    const a = new cap.SpotAppPlatform(s, 'A', { ...platformProps, deploymentBatchSizePercentage: 0 });
    const b = new cap.SpotAppPlatform(s, 'B', { ...platformProps, drainInstances: false });
    const json = synth(s);
    const byId = (c: cap.SpotAppPlatform) => json.resource.cap_pubcloud_a_app_platform[c.resource.friendlyUniqueId];
    expect(byId(a).deployment_preferences).toEqual({ batch_size_percentage: 0 });
    expect(byId(b).deployment_preferences).toEqual({ strategy: [{ should_drain_instances: false }] });
  });

  test('ranges: capacity order, whole numbers, batch size 0 to 100; one error naming every problem', () => {
    expect(() => new cap.SpotAppPlatform(stack(), 'Web', { ...platformProps, minSize: 3, desiredCapacity: 2, deploymentBatchSizePercentage: 101, deploymentGracePeriod: 1.5 })).toThrow(
      "SpotAppPlatform at 'stack/Web' is invalid:\n" +
      '  - capacity: minSize (3) <= desiredCapacity (2) <= maxSize (6) does not hold\n' +
      '  - deploymentBatchSizePercentage: 101 must be a whole number from 0 to 100\n' +
      '  - deploymentGracePeriod: 1.5 must be a whole number of at least 0',
    );
    expect(() => new cap.SpotAppPlatform(stack(), 'Web', { ...platformProps, minSize: -1 })).toThrow('minSize: -1 must be a whole number of at least 0');
  });

  test('managed platform updates in a time window; an update level needs the window', () => {
    const s = stack();
    new cap.SpotAppPlatform(s, 'Web', { ...platformProps, platformUpdateWindow: cap.TimeWindow.of('saturday', '22:00', 'Sun', '2:00') });
    expect(platformOf(synth(s)).managed_actions).toEqual({ platform_update: { perform_at: 'timeWindow', time_window: 'Sat:22:00-Sun:02:00' } });
    expect(() => new cap.SpotAppPlatform(stack(), 'Web', { ...platformProps, platformUpdateLevel: 'patch' })).toThrow(
      "SpotAppPlatform at 'stack/Web' is invalid:\n  - platformUpdateLevel: sets how far the updates in platformUpdateWindow go, but platformUpdateWindow is not given",
    );
  });

  test('scheduled tasks: numbers written as strings, enabled by default, sorted by type and schedule', () => {
    const s = stack();
    const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
    web.addScheduledTask('scaleUp', { frequency: 'hourly', adjustment: 2, scaleMaxCapacity: 6, enabled: false });
    web.addScheduledTask('backup_ami', { cronExpression: '0 1 * * *' });
    expect(web.scheduledTasks).toHaveLength(2);
    expect(platformOf(synth(s)).scheduled_task).toEqual([
      { task_type: 'backup_ami', cron_expression: '0 1 * * *', is_enabled: true },
      { task_type: 'scaleUp', frequency: 'hourly', adjustment: '2', scale_max_capacity: '6', is_enabled: false },
    ]);
  });

  test('a number token in a task is written as its reference', () => {
    const s = stack();
    const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
    web.addScheduledTask('scale', { cronExpression: '0 8 * * *', targetCapacity: new TerraformVariable(s, 'n', { type: 'number' }).numberValue });
    expect(platformOf(synth(s)).scheduled_task[0].target_capacity).toBe('${var.n}');
  });

  test('scheduled task problems are named, in one error', () => {
    const web = new cap.SpotAppPlatform(stack(), 'Web', platformProps);
    expect(() => web.addScheduledTask('restart', { frequency: 'monthly', batchSizePercentage: 150, adjustment: -1 })).toThrow(
      "SpotAppPlatform.addScheduledTask at 'stack/Web' is invalid:\n" +
      '  - taskType: "restart" is not one of "scale", "backup_ami", "roll", "scaleUp", "percentageScaleUp", "scaleDown", "percentageScaleDown", "statefulUpdateCapacity"\n' +
      '  - frequency: "monthly" is not one of "hourly", "daily", "weekly", "continuous"\n' +
      '  - adjustment: -1 must be a whole number of at least 0\n' +
      '  - batchSizePercentage: 150 must be a whole number from 0 to 100',
    );
    web.addScheduledTask('roll', { frequency: 'weekly' });
    expect(() => web.addScheduledTask('roll', { frequency: 'weekly' })).toThrow('a roll task every "weekly" is already scheduled');
    web.resource.putScheduledTasks([]);
    expect(() => web.addScheduledTask('roll', { frequency: 'daily' })).toThrow('scheduledTasks: was set on the L1 (`resource`) directly');
  });

  test('methods add no construct: removing one call leaves every Terraform address unchanged', () => {
    const build = (skip: boolean) => {
      const s = stack();
      const web = new cap.SpotAppPlatform(s, 'Web', platformProps);
      if (!skip) web.addScheduledTask('roll', { frequency: 'weekly' });
      web.addScheduledTask('backup_ami', { frequency: 'daily' });
      return addresses(synth(s));
    };
    expect(build(true)).toEqual(build(false));
  });
});
