/**
 * Behaviour that the other L2 tests left unchecked (found by mutation testing): exact messages of
 * props and options of the wrong kind, anchors of the time formats, the descriptions of schedules,
 * the stable order of the spot-capacity helpers and the arithmetic of weekly windows.
 */
import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { Construct } from 'constructs';
import { cap, repo } from '../../src';
import { checkTaints, stableOrder } from '../../src/l2/cap/render';
import { PropProblems } from '../../src/l2/problems';
import { warningsOf as warnings } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  new cap.CapProvider(s, 'cap');
  return s;
}
const web = () => repo.RepoRef.fromRepositoryAttributes('acme', 'web');

describe('render helpers (cap)', () => {
  test('checkTaints reports a missing taint as "was not given" and a null one as "was null"', () => {
    const problems = new PropProblems(undefined, 'Taints');
    checkTaints(problems, [undefined, null] as any, { check: () => undefined });
    expect(() => problems.throwIfAny()).toThrow(new Error(
      'Taints is invalid:\n' +
      '  - taints[0]: is required, but was not given; expected an object of named properties\n' +
      '  - taints[1]: is required, but was null; expected an object of named properties',
    ));
  });

  test('stableOrder keeps items with equal literal keys in the order they were given', () => {
    const items = [{ key: 'b', n: 1 }, { key: 'a', n: 2 }, { key: 'b', n: 3 }, { key: 'a', n: 4 }];
    expect(stableOrder(items, (i) => i.key).map((i) => i.n)).toEqual([2, 4, 1, 3]);
  });

  test('addShutdownWindow names every window the new one overlaps, separated by "; "', () => {
    const base = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 2, maxSize: 20 };
    const shutdownHours = [cap.TimeWindow.parse('Mon:01:00-Mon:02:00'), cap.TimeWindow.parse('Mon:03:00-Mon:04:00')];
    const c = new cap.SpotCluster(stack(), 'C', { ...base, shutdownHours });
    expect(() => c.addShutdownWindow(cap.TimeWindow.parse('Mon:01:30-Mon:03:30'))).toThrow(new Error(
      "SpotCluster.addShutdownWindow at 'stack/C' is invalid:\n" +
      '  - shutdown windows must not overlap: Mon:01:00-Mon:02:00 overlaps Mon:01:30-Mon:03:30; Mon:03:00-Mon:04:00 overlaps Mon:01:30-Mon:03:30',
    ));
  });
});

describe('TimeWindow', () => {
  test('a window within the week does not wrap, and lasts end minus start', () => {
    const w = cap.TimeWindow.parse('Mon:01:00-Tue:02:30');
    expect(w.wrapsWeekEnd).toBe(false);
    expect(w.durationMinutes).toBe(25 * 60 + 30);
  });

  test('a window past Saturday midnight wraps, and lasts until its end in the next week', () => {
    const w = cap.TimeWindow.parse('Sat:22:00-Sun:04:00');
    expect(w.wrapsWeekEnd).toBe(true);
    expect(w.durationMinutes).toBe(6 * 60);
  });

  test('parse refuses a valid window followed by a line break and more text', () => {
    expect(() => cap.TimeWindow.parse('Mon:01:00-Tue:02:00\nx')).toThrow(new Error(
      'TimeWindow: "Mon:01:00-Tue:02:00\\nx" is not a time window of the form ddd:hh:mm-ddd:hh:mm (for example Sat:22:00-Sun:04:00)',
    ));
  });

  test('of refuses a start time with text after hh:mm, naming startTime', () => {
    expect(() => cap.TimeWindow.of('Mon', '06:30x', 'Mon', '07:00')).toThrow(new Error(
      'TimeWindow.of: startTime: "06:30x" is not a time of day hh:mm (00:00 to 23:59)',
    ));
  });

  test('of refuses a start time that is not hh:mm, naming startTime', () => {
    expect(() => cap.TimeWindow.of('Mon', '6:3', 'Mon', '07:00')).toThrow(new Error(
      'TimeWindow.of: startTime: "6:3" is not a time of day hh:mm (00:00 to 23:59)',
    ));
  });

  test('assertNoOverlap names every overlapping pair, separated by "; "', () => {
    const windows = [
      cap.TimeWindow.parse('Mon:01:00-Mon:02:00'), cap.TimeWindow.parse('Mon:03:00-Mon:04:00'), cap.TimeWindow.parse('Mon:01:30-Mon:03:30'),
    ];
    expect(() => cap.TimeWindow.assertNoOverlap(windows)).toThrow(new Error(
      'TimeWindow: windows must not overlap: Mon:01:00-Mon:02:00 overlaps Mon:01:30-Mon:03:30; Mon:03:00-Mon:04:00 overlaps Mon:01:30-Mon:03:30',
    ));
  });
});

describe('PermissionGroup', () => {
  test('a workspace or name of spaces only is blank', () => {
    expect(() => new repo.PermissionGroup(stack(), 'G', { workspace: ' ', name: '  ' })).toThrow(new Error(
      "PermissionGroup at 'stack/G' is invalid:\n  - workspace: must not be blank\n  - name: must not be blank",
    ));
  });

  test('a permission that is not a string is reported once, as of the wrong kind', () => {
    expect(() => new repo.PermissionGroup(stack(), 'G', { workspace: 'acme', name: 'devs', permission: 5 as any })).toThrow(new Error(
      "PermissionGroup at 'stack/G' is invalid:\n  - permission: expected a string, got 5 (a number)",
    ));
  });

  test('admin permission without autoAdd true gives no warning', () => {
    const s = stack();
    expect(warnings(new repo.PermissionGroup(s, 'A', { workspace: 'acme', name: 'admins', permission: 'admin', autoAdd: false }))).toEqual([]);
    expect(warnings(new repo.PermissionGroup(s, 'B', { workspace: 'acme', name: 'admins', permission: 'admin' }))).toEqual([]);
  });

  test('addMember with options that are not an object names options', () => {
    const g = new repo.PermissionGroup(stack(), 'G', { workspace: 'acme', name: 'devs' });
    expect(() => g.addMember('{u-1}', 'x' as any)).toThrow(new Error(
      "PermissionGroup.addMember at 'stack/G' is invalid:\n  - options: expected an object of named properties, got \"x\" (a string)",
    ));
  });
});

describe('ProtectedBranch.addRestriction', () => {
  const branch = () => new repo.ProtectedBranch(stack(), 'B', { repository: web(), pattern: 'main' });

  test('options that are not an object are named options', () => {
    expect(() => branch().addRestriction(repo.BranchRestrictionKind.REQUIRE_TASKS_TO_BE_COMPLETED, 'x' as any)).toThrow(new Error(
      "ProtectedBranch.addRestriction at 'stack/B' is invalid:\n  - options: expected an object of named properties, got \"x\" (a string)",
    ));
  });

  test('a kind that is not a string is reported once, as of the wrong kind', () => {
    expect(() => branch().addRestriction(5 as any)).toThrow(new Error(
      "ProtectedBranch.addRestriction at 'stack/B' is invalid:\n  - kind: expected a string, got 5 (a number)",
    ));
  });

  test('a value that is not a number is reported once, as of the wrong kind', () => {
    expect(() => branch().addRestriction(repo.BranchRestrictionKind.REQUIRE_COMMITS_BEHIND, { value: '3' as any })).toThrow(new Error(
      "ProtectedBranch.addRestriction at 'stack/B' is invalid:\n  - value: expected a number, got \"3\" (a string)",
    ));
  });

  test('a negative value is refused; 0 is taken', () => {
    expect(() => branch().addRestriction(repo.BranchRestrictionKind.REQUIRE_COMMITS_BEHIND, { value: -1 })).toThrow(new Error(
      "ProtectedBranch.addRestriction at 'stack/B' is invalid:\n  - value: -1 must be a whole number of at least 0",
    ));
    expect(branch().addRestriction(repo.BranchRestrictionKind.REQUIRE_COMMITS_BEHIND, { value: 0 }).valueInput).toBe(0);
  });
});

describe('RepositoryProject', () => {
  const project = () => new repo.RepositoryProject(stack(), 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });

  test('addRepository with options that are not an object names options', () => {
    expect(() => project().addRepository('api', 'x' as any)).toThrow(new Error(
      "RepositoryProject.addRepository at 'stack/P' is invalid:\n  - options: expected an object of named properties, got \"x\" (a string)",
    ));
  });

  test('useBranchingModel with options that are not an object names options', () => {
    expect(() => project().useBranchingModel('x' as any)).toThrow(new Error(
      "RepositoryProject.useBranchingModel at 'stack/P' is invalid:\n  - options: expected an object of named properties, got \"x\" (a string)",
    ));
  });

  test('useBranchingModel when a child BranchingModel exists already names the method', () => {
    const p = project();
    new Construct(p, 'BranchingModel');
    expect(() => p.useBranchingModel()).toThrow(new Error(
      "RepositoryProject.useBranchingModel at 'stack/P': its child's construct id 'BranchingModel' is taken by another child " +
      '(this method always uses that id; give the other child a different id)',
    ));
  });
});

describe('RepositoryWebhook', () => {
  const base = () => ({ repository: web(), url: 'https://ci.example.com/hooks/web', events: ['repo:push'] });

  test('a secret that is not a string is reported once, as of the wrong kind, without its value', () => {
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { ...base(), secret: 5 as any })).toThrow(new Error(
      "RepositoryWebhook at 'stack/H' is invalid:\n  - secret: expected a string, got a number (not shown: a secret)",
    ));
  });

  test('events given as an empty string are reported once, as of the wrong kind', () => {
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { ...base(), events: '' as any })).toThrow(new Error(
      "RepositoryWebhook at 'stack/H' is invalid:\n  - events: expected a list of strings, got \"\" (a string)",
    ));
  });

  test('the default description of a webhook whose URL is a token is "webhook to url"', () => {
    const s = stack();
    const url = new TerraformVariable(s, 'hook_url', { type: 'string' });
    const hook = new repo.RepositoryWebhook(s, 'H', { ...base(), url: url.stringValue });
    expect(hook.resource.descriptionInput).toBe('webhook to url');
  });
});

describe('Schedule', () => {
  test('daily refuses a time with text after hh:mm', () => {
    expect(() => repo.Schedule.daily('06:30x')).toThrow(new Error('Schedule.daily: "06:30x" is not a time of day hh:mm (00:00 to 23:59)'));
  });

  test('daily takes a one-digit hour, and describes the schedule with the time as given', () => {
    const s = repo.Schedule.daily('6:30');
    expect(s.expression).toBe('0 30 6 * * ? *');
    expect(s.description).toBe('daily at 6:30 UTC');
  });

  test('weekly describes the schedule with the day and time as given', () => {
    expect(repo.Schedule.weekly('Mon', '06:30').description).toBe('weekly on Mon at 06:30 UTC');
  });

  test('hourly describes the schedule with its minute', () => {
    expect(repo.Schedule.hourly(15).description).toBe('hourly at minute 15');
  });

  test('cron describes the schedule with its expression', () => {
    expect(repo.Schedule.cron('0 30 6 ? * MON-FRI *').description).toBe('cron 0 30 6 ? * MON-FRI *');
  });

  test('hourly with a minute that is not a number reports it once, as of the wrong kind', () => {
    expect(() => repo.Schedule.hourly('5' as any)).toThrow(new Error('Schedule.hourly: minute: expected a number, got "5" (a string)'));
  });

  test('hourly refuses a fractional minute and a negative minute', () => {
    expect(() => repo.Schedule.hourly(1.5)).toThrow(new Error('Schedule.hourly: 1.5 is not a minute (0 to 59)'));
    expect(() => repo.Schedule.hourly(-1)).toThrow(new Error('Schedule.hourly: -1 is not a minute (0 to 59)'));
  });
});

describe('ScheduledPipeline', () => {
  test('a tag given as null counts as not given: a branch with it runs on the branch', () => {
    const p = new repo.ScheduledPipeline(stack(), 'S', {
      repository: web(), schedule: repo.Schedule.daily('02:00'), branch: 'main', tag: null as any, pipeline: 'nightly',
    });
    expect(p.resource.targetInput).toMatchObject({ refType: 'branch', refName: 'main' });
  });
});
