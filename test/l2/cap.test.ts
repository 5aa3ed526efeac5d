import { Testing, TerraformStack } from 'cdktf';
import { cap } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(s, 'cap');
  return s;
}
const synth = (s: TerraformStack) => {
  const json = JSON.parse(Testing.synth(s, true));
  expect(checkTerraformJson(json)).toEqual([]);
  return json;
};

describe('TimeWindow', () => {
  test('parses and formats ddd:hh:mm-ddd:hh:mm', () => {
    const w = cap.TimeWindow.parse('Fri:20:00-Mon:06:00');
    expect([w.startsAt, w.endsAt, w.toString(), w.wrapsWeekEnd, w.durationMinutes]).toEqual(['Fri:20:00', 'Mon:06:00', 'Fri:20:00-Mon:06:00', true, 58 * 60]);
    const wrap = cap.TimeWindow.of('Sat', '22:00', 'Sun', '4:00');
    expect([wrap.toString(), wrap.wrapsWeekEnd, wrap.durationMinutes]).toEqual(['Sat:22:00-Sun:04:00', true, 360]);
    expect(cap.TimeWindow.parse('mon:01:00-mon:02:00').toString()).toBe('Mon:01:00-Mon:02:00');
  });

  test('rejects malformed windows with the reason', () => {
    expect(() => cap.TimeWindow.parse('Mon 01:00')).toThrow('TimeWindow: "Mon 01:00" is not a time window of the form ddd:hh:mm-ddd:hh:mm');
    expect(() => cap.TimeWindow.parse('Mon:25:00-Tue:01:00')).toThrow('has hour 25');
    expect(() => cap.TimeWindow.of('Xyz', '01:00', 'Mon', '02:00')).toThrow('has day "Xyz"');
  });

  test('detects overlaps, including windows that wrap past Saturday; touching windows do not overlap', () => {
    const a = cap.TimeWindow.parse('Sat:22:00-Sun:02:00');
    const b = cap.TimeWindow.parse('Sun:01:00-Sun:03:00');
    const c = cap.TimeWindow.parse('Sun:02:00-Sun:03:00');
    expect([a.overlaps(b), a.overlaps(c), b.overlaps(c)]).toEqual([true, false, true]);
    expect(cap.TimeWindow.findOverlaps([a, b, c])).toEqual(['Sat:22:00-Sun:02:00 overlaps Sun:01:00-Sun:03:00', 'Sun:01:00-Sun:03:00 overlaps Sun:02:00-Sun:03:00']);
    expect(() => cap.TimeWindow.assertNoOverlap([a, c])).not.toThrow();
    expect(() => cap.TimeWindow.assertNoOverlap([a, b])).toThrow('TimeWindow: windows must not overlap: Sat:22:00-Sun:02:00 overlaps Sun:01:00-Sun:03:00');
  });
});

describe('SpotScalingGroup', () => {
  const base = { name: 'workers', product: 'linux', securityGroups: ['sg-1'], minSize: 1, maxSize: 10, desiredCapacity: 3 };

  test('capacity, weighted instance types, volumes, an integration and roll on change', () => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'Workers', { ...base, tags: { team: 'platform' } });
    g.addInstanceType('m5.large', 2);
    g.addInstanceType('m5.xlarge', 4);
    g.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50, throughput: 250 });
    g.addEbsVolume('/dev/xvdb', { volumeType: 'io1', sizeGb: 100, iops: 3000 });
    g.useKubernetes({ clusterIdentifier: 'prod' });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    const r = Object.values<any>(json.resource.cap_pubcloud_a_scaling_group)[0];
    expect(r).toMatchObject({
      min_size: 1,
      desired_capacity: 3,
      max_size: 10,
      fallback_to_ondemand: true,
      instance_types_spots: ['m5.large', 'm5.xlarge'],
      instance_types_weights: [{ instance_type: 'm5.large', weight: 2 }, { instance_type: 'm5.xlarge', weight: 4 }],
      update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20 } },
      integration_kubernetes: { cluster_identifier: 'prod', integration_mode: 'pod', autoscale_is_enabled: true },
      tags: [{ key: 'team', value: 'platform' }],
    });
    expect(r.ebs_block_devices).toEqual([
      { device_name: '/dev/xvda', volume_type: 'gp3', volume_size: 50, throughput: 250, encrypted: true, delete_on_termination: true },
      { device_name: '/dev/xvdb', volume_type: 'io1', volume_size: 100, iops: 3000, encrypted: true, delete_on_termination: true },
    ]);
  });

  test('checks capacity and percentages when created, all problems at once', () => {
    expect(() => new cap.SpotScalingGroup(stack(), 'G', { ...base, minSize: 5, desiredCapacity: 2, spotPercentage: 120 })).toThrow(
      "SpotScalingGroup at 'stack/G' is invalid:\n  - capacity: minSize (5) <= desiredCapacity (2) <= maxSize (10) does not hold\n  - spotPercentage: 120 is out of range; allowed: 0 to 100",
    );
  });

  test('the volume helper enforces the volume-type rules', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', base);
    expect(() => g.addEbsVolume('/dev/a', { volumeType: 'gp2', sizeGb: 10, iops: 100 })).toThrow('iops: only with volumeType "io1" (got "gp2")');
    expect(() => g.addEbsVolume('/dev/a', { volumeType: 'io1', sizeGb: 10, throughput: 100 })).toThrow('throughput: only with volumeType "gp3" (got "io1")');
    expect(() => g.addEbsVolume('/dev/a', { volumeType: 'ssd', sizeGb: 0 })).toThrow('volumeType: "ssd" is not one of');
    g.addEbsVolume('/dev/a', { volumeType: 'gp2', sizeGb: 10 });
    expect(() => g.addEbsVolume('/dev/a', { volumeType: 'gp2', sizeGb: 10 })).toThrow('"/dev/a" already has a volume');
  });

  test('one integration per group; no duplicate instance types', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', base);
    g.useEcs('prod');
    expect(() => g.useNomad('nomad.internal', 4646)).toThrow('already uses the ecs integration');
    g.addInstanceType('c5.large');
    expect(() => g.addInstanceType('c5.large')).toThrow('"c5.large" was already added');
  });
});

describe('SpotCluster', () => {
  const base = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 2, maxSize: 20 };

  test('capacity, shutdown hours, scheduled rolls and image updates, headroom, update policy, tags', () => {
    const s = stack();
    const c = new cap.SpotCluster(s, 'Prod', {
      ...base,
      name: 'prod',
      desiredCapacity: 4,
      spotPercentage: 80,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
      autoHeadroomPercentage: 10,
      headroom: { cpuPerUnit: 1000, memoryPerUnit: 2048, numOfUnits: 2 },
      maxScaleDownPercentage: 20,
      tags: { env: 'prod' },
    });
    c.addShutdownWindow(cap.TimeWindow.parse('Wed:01:00-Wed:03:00'));
    c.scheduleRoll('0 3 * * 0', { comment: 'weekly refresh' });
    c.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    const r = Object.values<any>(json.resource.cap_pubcloud_a_cluster)[0];
    expect(r).toMatchObject({
      min_size: 2,
      desired_capacity: 4,
      max_size: 20,
      spot_percentage: 80,
      fallback_to_ondemand: true,
      autoscaler: {
        auto_headroom_percentage: 10,
        autoscale_is_auto_config: true,
        autoscale_is_enabled: true,
        autoscale_down: { max_scale_down_percentage: 20 },
      },
      update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true } },
      tags: [{ key: 'env', value: 'prod' }],
    });
    const [tasks] = r.scheduled_tasks;
    expect(tasks.shutdown_hours).toEqual({ is_enabled: true, time_windows: ['Sat:00:00-Mon:06:00', 'Wed:01:00-Wed:03:00'] });
    expect(tasks.tasks.map((t: any) => [t.task_type, t.cron_expression])).toEqual([['clusterRoll', '0 3 * * 0'], ['amiAutoUpdate', '0 4 1 * *']]);
    expect(tasks.tasks[1].parameters.ami_auto_update).toMatchObject({ patch: true, minor_version: false, apply_roll: true });
  });

  test('rejects overlapping windows and out-of-range percentages when created', () => {
    expect(() => new cap.SpotCluster(stack(), 'C', {
      ...base,
      spotPercentage: 101,
      autoHeadroomPercentage: 250,
      rollBatchMinHealthyPercentage: 0,
      shutdownHours: [cap.TimeWindow.parse('Sat:22:00-Sun:04:00'), cap.TimeWindow.parse('Sun:03:00-Sun:05:00')],
    })).toThrow(
      "SpotCluster at 'stack/C' is invalid:\n  - spotPercentage: 101 is out of range; allowed: 0 to 100\n  - autoHeadroomPercentage: 250 is out of range; allowed: 0 to 200\n" +
      '  - rollBatchMinHealthyPercentage: 0 is out of range; allowed: 1 to 100\n  - shutdownHours: windows must not overlap: Sat:22:00-Sun:04:00 overlaps Sun:03:00-Sun:05:00',
    );
    const c = new cap.SpotCluster(stack(), 'C', { ...base, shutdownHours: [cap.TimeWindow.parse('Sat:22:00-Sun:04:00')] });
    expect(() => c.addShutdownWindow(cap.TimeWindow.parse('Sun:00:00-Sun:01:00'))).toThrow('shutdown windows must not overlap');
    expect(() => c.scheduleRoll('every sunday')).toThrow('cronExpression: "every sunday" is not a Unix cron expression');
    expect(() => c.scheduleRoll('0 3 * * 0', { comment: 'x'.repeat(257) })).toThrow('comment: is 257 characters long; at most 256 allowed');
    expect(() => c.scheduleAmiAutoUpdate('0 4 1 * *', {})).toThrow('an image auto-update needs patch or minorVersion true');
    expect(() => new cap.SpotCluster(stack(), 'D', { ...base, minSize: 5, maxSize: 3 })).toThrow('capacity: 0 <= minSize (5) <= desiredCapacity (5) <= maxSize (3) does not hold');
  });
});
