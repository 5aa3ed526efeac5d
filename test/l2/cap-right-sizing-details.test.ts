/**
 * Details of the checks of right-sizing rules (found by mutation testing): boundaries at their limits,
 * blank names, an empty list of workloads, and the exact name of each field of a workload or an
 * interval that is missing or of the wrong kind.
 */
import { cap } from '../../src';
import { capStack } from '../support/cap';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

const WEEKLY: cap.RightSizingInterval = { repetitionBasis: 'weekly-basis', days: ['SUNDAY'], startTime: '02:00', endTime: '04:00' };
const RULE = { cluster: cap.CapRef.fromClusterId('c-1'), name: 'web', workloads: [{ namespace: 'web' }], intervals: [WEEKLY] };
const invalid = invalidAt('RightSizingRule', 'stack/R');
const rule = (props: object) => () => new cap.RightSizingRule(capStack(), 'R', { ...RULE, ...props } as cap.RightSizingRuleProps);

describe('RightSizingRule boundaries', () => {
  test('boundaries of 0, and each minimum equal to its maximum, are accepted and written as given', () => {
    const s = capStack();
    new cap.RightSizingRule(s, 'R', { ...RULE, cpuMin: 0, cpuMax: 0, memoryMin: 256, memoryMax: 256 });
    expect(only(synth(s), 'cap_cluster_right_sizing_rule').recommendation_application_boundaries)
      .toEqual([{ cpu_min: 0, cpu_max: 0, memory_min: 256, memory_max: 256 }]);
  });
});

describe('RightSizingRule refuses', () => {
  test('a name of only spaces, as blank', () => {
    expect(rule({ name: '   ' })).toThrow(invalid('name: must not be blank'));
  });

  test('an empty list of workloads: a rule names at least a namespace', () => {
    expect(rule({ workloads: [] })).toThrow(invalid('workloads: name at least a namespace'));
  });

  test('a workload without a namespace, at the namespace of that workload', () => {
    expect(rule({ workloads: [{ namespace: 'web' }, {}] })).toThrow(invalid('workloads[1].namespace: is required, but was not given; expected a string'));
  });

  test('a namespace that is not a string, once, as of the wrong kind', () => {
    expect(rule({ workloads: [{ namespace: 5 }] })).toThrow(invalid('workloads[0].namespace: expected a string, got 5 (a number)'));
  });

  test('labels that are not a map, and a label value that is not a string, at the labels of their workload', () => {
    expect(rule({ workloads: [{ namespace: 'web', labels: 'tier' }, { namespace: 'jobs', labels: { tier: 5 } }] })).toThrow(invalid(
      'workloads[0].labels: expected a map of strings, got "tier" (a string)',
      'workloads[1].labels.tier: expected a string, got 5 (a number)',
    ));
  });

  test('an interval without a repetition basis, start or end time, naming each field of that interval', () => {
    expect(rule({ intervals: [{ days: ['SUNDAY'] }] })).toThrow(invalid(
      'intervals[0].repetitionBasis: is required, but was not given; expected a string',
      'intervals[0].startTime: is required, but was not given; expected a string',
      'intervals[0].endTime: is required, but was not given; expected a string',
    ));
  });

  test('an interval without days, at the days of that interval', () => {
    expect(rule({ intervals: [{ ...WEEKLY, days: undefined }] })).toThrow(invalid('intervals[0].days: is required, but was not given; expected a list of strings'));
  });

  test('days that are not a list, once, as of the wrong kind (not also as naming no day)', () => {
    expect(rule({ intervals: [{ ...WEEKLY, days: 5 }] })).toThrow(invalid('intervals[0].days: expected a list of strings, got 5 (a number)'));
  });

  test('weeks of the month that are not a list, at the weeksOfMonth of that interval', () => {
    expect(rule({ intervals: [{ ...WEEKLY, months: [1], weeksOfMonth: 'FIRST' }] })).toThrow(invalid(
      'intervals[0].weeksOfMonth: expected a list of strings, got "FIRST" (a string)',
    ));
  });

  test('months that are not a list, at the months of that interval', () => {
    expect(rule({ intervals: [{ ...WEEKLY, months: 7, weeksOfMonth: ['FIRST'] }] })).toThrow(invalid(
      'intervals[0].months: expected a list of numbers, got 7 (a number)',
    ));
  });

  test('weeks of the month without months: the months of that interval are missing', () => {
    expect(rule({ intervals: [{ ...WEEKLY, weeksOfMonth: ['FIRST'] }] })).toThrow(invalid(
      'intervals[0].months: is missing; a monthly interval needs both its months and its weeks of the month (give neither for a weekly one)',
    ));
  });

  test('a month that is not a number, or NaN (a failed conversion), at its place in the months of that interval', () => {
    expect(rule({ intervals: [{ ...WEEKLY, months: [1, '7', Number('x')], weeksOfMonth: ['FIRST'] }] })).toThrow(invalid(
      'intervals[0].months[1]: expected a number, got "7" (a string)',
      'intervals[0].months[2]: expected a number, got NaN (not a number: a failed conversion?)',
    ));
  });
});

describe('addRightSizingRule', () => {
  test('options that are not an object are refused as the options, and each required option is then missing', () => {
    const c = new cap.SpotCluster(capStack(), 'C', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
    expect(() => c.addRightSizingRule('web' as any)).toThrow(invalidAt('SpotCluster.addRightSizingRule', 'stack/C')(
      'options: expected an object of named properties, got "web" (a string)',
      'name: is required, but was not given; expected a string',
      'workloads: is required, but was not given; expected a list of objects of named properties',
      'intervals: is required, but was not given; expected a list of objects of named properties',
    ));
  });
});
