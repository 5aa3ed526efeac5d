/**
 * `cap.StatefulSpotInstance` details: revert-to-spot windows written sorted by their minute of the week
 * (every day of the week, hours and minutes), scheduled tasks told apart by type and frequency, the
 * exact messages of a repeated frequency task, of options that are not an object and of windows set on
 * the L1 directly, and the fallbackToOndemand warning (once, from the props or from the first window).
 */
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { synthChecked, warningsOf } from '../support/l2';

const instanceOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_a_managed_instance)[0];
const instanceProps = { name: 'db', product: 'Linux/UNIX', imageId: 'img-1', vpcId: 'vpc-1', subnetIds: ['subnet-1'] };
const warning = "[CAP-L2-005] StatefulSpotInstance at 'stack/Db': revert-to-spot windows are set, but fallbackToOndemand is false; " +
  'an instance that never falls back to on-demand never reverts to spot, so the windows have no effect.';

describe('revert-to-spot windows are written sorted by their start in the week', () => {
  test.each([
    ['two windows on Sunday, by hour', 'Sun:01:00-Sun:02:00', 'Sun:03:00-Sun:04:00'],
    ['Sunday before Monday', 'Sun:05:00-Sun:06:00', 'Mon:01:00-Mon:02:00'],
    ['Monday before Tuesday', 'Mon:01:00-Mon:02:00', 'Tue:01:00-Tue:02:00'],
    ['Wednesday before Thursday', 'Wed:01:00-Wed:02:00', 'Thu:01:00-Thu:02:00'],
    ['Friday before Saturday', 'Fri:01:00-Fri:02:00', 'Sat:01:00-Sat:02:00'],
    ['same hour, by minute', 'Mon:01:05-Mon:02:00', 'Mon:01:10-Mon:02:00'],
    ['same day, by hour', 'Mon:01:00-Mon:02:00', 'Mon:03:00-Mon:04:00'],
    ['an earlier hour with more minutes first', 'Mon:01:30-Mon:03:00', 'Mon:02:00-Mon:03:00'],
  ])('%s', (_, first, second) => {
    for (const order of [[second, first], [first, second]]) {
      const s = stack();
      const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
      for (const w of order) db.addRevertToSpotWindow(cap.TimeWindow.parse(w));
      expect(db.revertToSpotWindows.map(String)).toEqual(order);
      const r = instanceOf(synthChecked(s));
      expect(r.optimization_windows).toEqual([first, second]);
      expect(r.revert_to_spot).toEqual({ perform_at: 'timeWindow' });
    }
  });

  test('windows from the props are sorted too', () => {
    const s = stack();
    new cap.StatefulSpotInstance(s, 'Db', {
      ...instanceProps,
      revertToSpotWindows: ['Sat:01:00-Sat:02:00', 'Thu:01:00-Thu:02:00', 'Tue:01:00-Tue:02:00', 'Sun:03:00-Sun:04:00', 'Sun:01:00-Sun:02:00']
        .map((w) => cap.TimeWindow.parse(w)),
    });
    expect(instanceOf(synthChecked(s)).optimization_windows).toEqual([
      'Sun:01:00-Sun:02:00', 'Sun:03:00-Sun:04:00', 'Tue:01:00-Tue:02:00', 'Thu:01:00-Thu:02:00', 'Sat:01:00-Sat:02:00',
    ]);
  });
});

describe('scheduled tasks', () => {
  test('tasks of one type at different frequencies are distinct, sorted by frequency', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    db.addScheduledTask('pause', { frequency: 'weekly' });
    db.addScheduledTask('pause', { frequency: 'daily' });
    expect(db.scheduledTasks.map((t) => t.frequency)).toEqual(['weekly', 'daily']);
    expect(instanceOf(synthChecked(s)).scheduled_task).toEqual([
      { task_type: 'pause', frequency: 'daily', is_enabled: true },
      { task_type: 'pause', frequency: 'weekly', is_enabled: true },
    ]);
  });

  test('a frequency task and a cron task of one type are distinct; a cron task sorts by its expression', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', instanceProps);
    db.addScheduledTask('pause', { cronExpression: '0 3 * * *' });
    db.addScheduledTask('pause', { frequency: 'daily' });
    db.addScheduledTask('pause', { cronExpression: '0 2 * * *' });
    expect(instanceOf(synthChecked(s)).scheduled_task).toEqual([
      { task_type: 'pause', cron_expression: '0 2 * * *', is_enabled: true },
      { task_type: 'pause', cron_expression: '0 3 * * *', is_enabled: true },
      { task_type: 'pause', frequency: 'daily', is_enabled: true },
    ]);
  });

  test('the same type at the same frequency twice: the message names the frequency', () => {
    const db = new cap.StatefulSpotInstance(stack(), 'Db', instanceProps);
    db.addScheduledTask('pause', { frequency: 'daily' });
    expect(() => db.addScheduledTask('pause', { frequency: 'daily', enabled: false })).toThrow(new Error(
      "StatefulSpotInstance.addScheduledTask at 'stack/Db' is invalid:\n  - a pause task every \"daily\" is already scheduled",
    ));
    db.addScheduledTask('pause', { cronExpression: '0 2 * * *' });
    expect(() => db.addScheduledTask('pause', { cronExpression: '0 2 * * *' })).toThrow(new Error(
      "StatefulSpotInstance.addScheduledTask at 'stack/Db' is invalid:\n  - a pause task at \"0 2 * * *\" is already scheduled",
    ));
    expect(db.scheduledTasks).toHaveLength(2);
  });

  test('options that are not an object are named options', () => {
    const db = new cap.StatefulSpotInstance(stack(), 'Db', instanceProps);
    expect(() => db.addScheduledTask('pause', 'daily' as any)).toThrow(new Error(
      "StatefulSpotInstance.addScheduledTask at 'stack/Db' is invalid:\n" +
      '  - options: expected an object of named properties, got "daily" (a string)\n' +
      '  - cronExpression or frequency: one of them is required (when the task runs)',
    ));
    expect(db.scheduledTasks).toEqual([]);
  });
});

describe('windows set on the L1 directly', () => {
  test('optimizationWindows set on the L1: adding a window throws, naming the attribute', () => {
    const db = new cap.StatefulSpotInstance(stack(), 'Db', instanceProps);
    db.resource.optimizationWindows = ['Mon:01:00-Mon:02:00'];
    expect(() => db.addRevertToSpotWindow(cap.TimeWindow.parse('Tue:01:00-Tue:02:00'))).toThrow(new Error(
      "StatefulSpotInstance.addRevertToSpotWindow at 'stack/Db' is invalid:\n" +
      '  - optimizationWindows: was set on the L1 (`resource`) directly; that value is kept as set, and what this method adds would be lost ' +
      '(give every item on the L1, or none there)',
    ));
    expect(db.revertToSpotWindows).toEqual([]);
  });
});

describe('the warning when fallbackToOndemand is false', () => {
  test('windows in the props warn once, with the exact text; a window added later does not warn again', () => {
    const s = stack();
    const db = new cap.StatefulSpotInstance(s, 'Db', {
      ...instanceProps, fallbackToOndemand: false, revertToSpotWindows: [cap.TimeWindow.parse('Mon:01:00-Mon:02:00')],
    });
    expect(warningsOf(db)).toEqual([warning]);
    db.addRevertToSpotWindow(cap.TimeWindow.parse('Tue:01:00-Tue:02:00'));
    expect(warningsOf(db)).toEqual([warning]);
    const r = instanceOf(synthChecked(s));
    expect(r.fallback_to_ondemand).toBe(false);
    expect(r.revert_to_spot).toEqual({ perform_at: 'timeWindow' });
    expect(r.optimization_windows).toEqual(['Mon:01:00-Mon:02:00', 'Tue:01:00-Tue:02:00']);
  });

  test('the first window added warns, the next ones do not', () => {
    const db = new cap.StatefulSpotInstance(stack(), 'Db', { ...instanceProps, fallbackToOndemand: false });
    expect(warningsOf(db)).toEqual([]);
    db.addRevertToSpotWindow(cap.TimeWindow.parse('Mon:01:00-Mon:02:00'));
    db.addRevertToSpotWindow(cap.TimeWindow.parse('Tue:01:00-Tue:02:00'));
    expect(warningsOf(db)).toEqual([warning]);
  });

  test('no warning when fallbackToOndemand is true or not given, or when there are no windows', () => {
    for (const fallbackToOndemand of [true, undefined]) {
      const db = new cap.StatefulSpotInstance(stack(), 'Db', {
        ...instanceProps, fallbackToOndemand, revertToSpotWindows: [cap.TimeWindow.parse('Mon:01:00-Mon:02:00')],
      });
      db.addRevertToSpotWindow(cap.TimeWindow.parse('Tue:01:00-Tue:02:00'));
      expect(warningsOf(db)).toEqual([]);
    }
    const none = new cap.StatefulSpotInstance(stack(), 'Db', { ...instanceProps, fallbackToOndemand: false, revertToSpotWindows: [] });
    expect(warningsOf(none)).toEqual([]);
  });
});
