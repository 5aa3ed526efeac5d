/**
 * `cap.SpotCluster` details: the capacity bounds (with and without a desired capacity, null counting
 * as not given) and the percentage ranges are inclusive and each problem names its prop; the
 * autoscaler block and the desired-capacity warning appear only when they apply; a prop of the wrong
 * kind is reported once, not also by the checks that follow; and the exact messages of
 * `scheduleRoll`, `scheduleAmiAutoUpdate` and `addNodeGroup`.
 */
import { Token } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { invalidAt, only, synthChecked, warningsOf } from '../support/l2';

const clusterOf = (json: any) => only(json, 'cap_pubcloud_a_cluster');
const clusterProps = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 6 };
/** The error of a call on the cluster at 'stack/C' (`SpotCluster`, `SpotCluster.scheduleRoll`, ...) listing these problems. */
const invalidIn = (type: string) => invalidAt(type, 'stack/C');
const invalid = invalidIn('SpotCluster');
const rollInvalid = invalidIn('SpotCluster.scheduleRoll');
const updateInvalid = invalidIn('SpotCluster.scheduleAmiAutoUpdate');
const groupInvalid = invalidIn('SpotCluster.addNodeGroup');
const cluster = (props: Partial<cap.SpotClusterProps> = {}, s = stack()) => new cap.SpotCluster(s, 'C', { ...clusterProps, ...props });

describe('capacity bounds are inclusive', () => {
  test.each([
    ['minSize 0', 0, 1, 3],
    ['minSize equal to desiredCapacity', 2, 2, 6],
    ['desiredCapacity equal to maxSize', 1, 6, 6],
  ])('with desiredCapacity: %s is accepted and written', (_, minSize, desiredCapacity, maxSize) => {
    const s = stack();
    cluster({ minSize, desiredCapacity, maxSize }, s);
    expect(clusterOf(synthChecked(s))).toMatchObject({ min_size: minSize, desired_capacity: desiredCapacity, max_size: maxSize });
  });

  test('without desiredCapacity: minSize equal to maxSize is accepted and written', () => {
    const s = stack();
    cluster({ minSize: 3, maxSize: 3 }, s);
    expect(clusterOf(synthChecked(s))).toMatchObject({ min_size: 3, max_size: 3 });
  });

  test.each([
    ['minSize above desiredCapacity', 3, 2, 5],
    ['desiredCapacity above maxSize', 1, 7, 6],
  ])('with desiredCapacity: %s is refused, naming all three', (_, minSize, desiredCapacity, maxSize) => {
    expect(() => cluster({ minSize, desiredCapacity, maxSize })).toThrow(
      invalid(`capacity: minSize (${minSize}) <= desiredCapacity (${desiredCapacity}) <= maxSize (${maxSize}) does not hold`),
    );
  });

  test.each([
    ['with desiredCapacity', { minSize: -1, desiredCapacity: 0, maxSize: 3 }],
    ['without desiredCapacity', { minSize: -1, maxSize: 3 }],
  ])('%s: a negative minSize is refused by name', (_, sizes) => {
    expect(() => cluster(sizes)).toThrow(invalid('minSize: -1 must be a whole number of at least 0'));
  });

  test('a fractional capacity is refused by name', () => {
    expect(() => cluster({ minSize: 1, desiredCapacity: 2.5, maxSize: 3 })).toThrow(invalid('desiredCapacity: 2.5 must be a whole number of at least 0'));
  });

  test('a desiredCapacity of null counts as not given: minSize and maxSize are still compared', () => {
    expect(() => cluster({ minSize: 5, desiredCapacity: null as any, maxSize: 3 })).toThrow(
      invalid('capacity: minSize (5) <= maxSize (3) does not hold'),
    );
  });

  test('a desiredCapacity token: minSize and maxSize are still compared', () => {
    expect(() => cluster({ minSize: 5, desiredCapacity: Token.asNumber({ Ref: 'x' }), maxSize: 3 })).toThrow(
      invalid('capacity: minSize (5) <= maxSize (3) does not hold'),
    );
  });
});

describe('percentage ranges are inclusive, and each problem names its prop', () => {
  test('spotPercentage 0 and 100 and maxScaleDownPercentage 1 are accepted and written', () => {
    const s = stack();
    new cap.SpotCluster(s, 'None', { ...clusterProps, spotPercentage: 0, autoscaler: true, maxScaleDownPercentage: 1 });
    new cap.SpotCluster(s, 'All', { ...clusterProps, spotPercentage: 100 });
    const clusters = synthChecked(s).resource.cap_pubcloud_a_cluster;
    const byId = (id: string) => clusters[Object.keys(clusters).find((k) => k.startsWith(`${id}_`))!];
    expect(byId('None')).toMatchObject({ spot_percentage: 0, autoscaler: { autoscale_down: { max_scale_down_percentage: 1 } } });
    expect(byId('All').spot_percentage).toBe(100);
  });

  test('maxScaleDownPercentage 0 and rollBatchSizePercentage 101 are refused, each by name', () => {
    expect(() => cluster({ autoscaler: true, maxScaleDownPercentage: 0, rollBatchSizePercentage: 101 })).toThrow(invalid(
      'maxScaleDownPercentage: 0 is out of range; allowed: 1 to 100',
      'rollBatchSizePercentage: 101 is out of range; allowed: 0 to 100',
    ));
  });
});

describe('the autoscaler block', () => {
  test('an autoscaler that is not a boolean is reported as such, not also as missing for the tuning props', () => {
    expect(() => cluster({ autoscaler: 'yes' as any, autoHeadroomPercentage: 10 })).toThrow(
      invalid('autoscaler: expected a boolean (true or false), got "yes" (a string)'),
    );
  });

  test('tuning props given as null with the autoscaler not given are accepted and write no autoscaler block', () => {
    const s = stack();
    cluster({ autoHeadroomPercentage: null as any, headroom: null as any, maxScaleDownPercentage: null as any }, s);
    expect(clusterOf(synthChecked(s))).not.toHaveProperty('autoscaler');
  });

  test('tuning props given as null with the autoscaler on count as not given: no automatic configuration, no scale-down block', () => {
    const s = stack();
    cluster({ autoscaler: true, autoHeadroomPercentage: null as any, headroom: null as any, maxScaleDownPercentage: null as any }, s);
    expect(clusterOf(synthChecked(s)).autoscaler).toEqual({ autoscale_is_enabled: true });
  });

  test('manual headroom alone with the autoscaler on does not set enableAutomaticAndManualHeadroom', () => {
    const s = stack();
    cluster({ autoscaler: true, autoHeadroomPercentage: null as any, headroom: { cpuPerUnit: 1024, memoryPerUnit: 512, numOfUnits: 2 } }, s);
    expect(clusterOf(synthChecked(s)).autoscaler).toEqual({
      autoscale_is_enabled: true,
      autoscale_headroom: { cpu_per_unit: 1024, memory_per_unit: 512, num_of_units: 2 },
    });
  });

  test('tags given as null write no tags (and do not crash)', () => {
    const s = stack();
    cluster({ tags: null as any }, s);
    expect(clusterOf(synthChecked(s))).not.toHaveProperty('tags');
  });

  test('an autoscaler of null writes no autoscaler block', () => {
    const s = stack();
    cluster({ autoscaler: null as any }, s);
    expect(clusterOf(synthChecked(s))).not.toHaveProperty('autoscaler');
  });
});

describe('the desired-capacity warning', () => {
  test('desiredCapacity with the autoscaler on: the whole warning', () => {
    expect(warningsOf(cluster({ desiredCapacity: 4, autoscaler: true }))).toEqual([
      "[CAP-L2-001] SpotCluster at 'stack/C': desiredCapacity (4) is written while the autoscaler is on; the autoscaler changes the desired capacity itself " +
      'and every apply forces it back. Leave desiredCapacity out to let the autoscaler manage it.',
    ]);
  });

  test('no warning with the autoscaler on and desiredCapacity not given', () => {
    expect(warningsOf(cluster({ autoscaler: true }))).toEqual([]);
  });

  test('no warning with the autoscaler on and desiredCapacity null', () => {
    expect(warningsOf(cluster({ autoscaler: true, desiredCapacity: null as any }))).toEqual([]);
  });
});

test('every overlap of the shutdown windows is listed, separated by "; "', () => {
  const shutdownHours = ['Mon:00:00-Mon:05:00', 'Mon:01:00-Mon:02:00', 'Mon:03:00-Mon:04:00'].map((w) => cap.TimeWindow.parse(w));
  expect(() => cluster({ shutdownHours })).toThrow(invalid(
    'shutdownHours: windows must not overlap: Mon:00:00-Mon:05:00 overlaps Mon:01:00-Mon:02:00; Mon:00:00-Mon:05:00 overlaps Mon:03:00-Mon:04:00',
  ));
});

describe('scheduleRoll', () => {
  const rollsOf = (json: any) => clusterOf(json).scheduled_task.tasks.map((t: any) => t.parameters.parameters_cluster_roll);

  test('batch sizes 0 and 100 and a comment of 256 characters are accepted and written', () => {
    const s = stack();
    const c = cluster({}, s);
    c.scheduleRoll('0 1 * * *', { batchSizePercentage: 0, comment: 'x'.repeat(256) });
    c.scheduleRoll('0 2 * * *', { batchSizePercentage: 100 });
    expect(rollsOf(synthChecked(s))).toEqual([
      { batch_size_percentage: 0, batch_min_healthy_percentage: 50, respect_pdb: true, comment: 'x'.repeat(256) },
      { batch_size_percentage: 100, batch_min_healthy_percentage: 50, respect_pdb: true },
    ]);
  });

  test.each([-1, 101])('a batch size of %d is refused', (batchSizePercentage) => {
    expect(() => cluster().scheduleRoll('0 1 * * *', { batchSizePercentage })).toThrow(
      rollInvalid(`batchSizePercentage: ${batchSizePercentage} is out of range; allowed: 0 to 100`),
    );
  });

  test('options that are not an object', () => {
    expect(() => cluster().scheduleRoll('0 1 * * *', 'weekly' as any)).toThrow(
      rollInvalid('options: expected an object of named properties, got "weekly" (a string)'),
    );
  });

  test('a batch size that is not a number is reported as such, not also as out of range', () => {
    expect(() => cluster().scheduleRoll('0 1 * * *', { batchSizePercentage: 'half' as any })).toThrow(
      rollInvalid('batchSizePercentage: expected a number, got "half" (a string)'),
    );
  });

  test('a comment that is not a string is reported as such, not also as too long', () => {
    expect(() => cluster().scheduleRoll('0 1 * * *', { comment: 5 as any })).toThrow(
      rollInvalid('comment: expected a string, got 5 (a number)'),
    );
  });
});

describe('scheduleAmiAutoUpdate', () => {
  test('patch not given is written as false', () => {
    const s = stack();
    cluster({}, s).scheduleAmiAutoUpdate('0 4 1 * *', { minorVersion: true });
    expect(clusterOf(synthChecked(s)).scheduled_task.tasks[0].parameters.ami_auto_update).toEqual({
      patch: false,
      minor_version: true,
      apply_roll: true,
      ami_auto_update_cluster_roll: { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true },
    });
  });

  test('the same cron expression twice is refused', () => {
    const c = cluster();
    c.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true });
    expect(() => c.scheduleAmiAutoUpdate('0 4 1 * *', { minorVersion: true })).toThrow(
      updateInvalid('cronExpression: the amiAutoUpdate task at "0 4 1 * *" is already scheduled'),
    );
  });

  test('options that are not an object (and so neither patch nor minorVersion)', () => {
    expect(() => cluster().scheduleAmiAutoUpdate('0 4 1 * *', 'monthly' as any)).toThrow(updateInvalid(
      'options: expected an object of named properties, got "monthly" (a string)',
      'an image auto-update needs patch or minorVersion true',
    ));
  });

  test('patch null counts as not given: with minorVersion false it is refused', () => {
    expect(() => cluster().scheduleAmiAutoUpdate('0 4 1 * *', { patch: null as any, minorVersion: false })).toThrow(
      updateInvalid('an image auto-update needs patch or minorVersion true'),
    );
  });
});

describe('addNodeGroup problems, exact messages', () => {
  test('options that are not an object', () => {
    expect(() => cluster().addNodeGroup('ng', 'gpu' as any)).toThrow(
      groupInvalid('options: expected an object of named properties, got "gpu" (a string)'),
    );
  });

  test('an orientation that is not a string is reported as such, not also as unknown', () => {
    expect(() => cluster().addNodeGroup('ng', { orientation: 5 as any })).toThrow(
      groupInvalid('orientation: expected a string, got 5 (a number)'),
    );
  });

  test('a taint effect that is not a string is reported as such, not also as unknown', () => {
    expect(() => cluster().addNodeGroup('ng', { taints: [{ key: 'k', value: 'v', effect: 5 as any }] })).toThrow(
      groupInvalid('taints[0].effect: expected a string, got 5 (a number)'),
    );
  });

  test('a rollOnChange that is not a boolean is reported as such, not also as missing for the batch size', () => {
    expect(() => cluster().addNodeGroup('ng', { rollOnChange: 'yes' as any, rollBatchSizePercentage: 20 })).toThrow(
      groupInvalid('rollOnChange: expected a boolean (true or false), got "yes" (a string)'),
    );
  });

  test('a batch size that is not a number is reported as such, not also as needing rollOnChange', () => {
    expect(() => cluster().addNodeGroup('ng', { rollBatchSizePercentage: '20' as any })).toThrow(
      groupInvalid('rollBatchSizePercentage: expected a number, got "20" (a string)'),
    );
  });

  test('a respectPdb that is not a boolean is reported as such, not also as needing a batch size', () => {
    expect(() => cluster().addNodeGroup('ng', { respectPdb: 'yes' as any })).toThrow(
      groupInvalid('respectPdb: expected a boolean (true or false), got "yes" (a string)'),
    );
  });
});
