import { Testing, TerraformStack, TerraformVariable, Token } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

const group = (json: any) => Object.values<any>(json.resource.cap_pubcloud_a_scaling_group)[0];
const clusterOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_a_cluster)[0];

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
    expect(() => cap.TimeWindow.parse('Xyz:01:00-Mon:02:00')).toThrow('has day "Xyz"');
    expect(() => cap.TimeWindow.of('Xyz', '01:00', 'Mon', '24:00')).toThrow(
      'TimeWindow.of is invalid:\n  - startDay: "Xyz" is not a day of the week (Sun to Sat, or Sunday to Saturday, in any case)\n' +
      '  - endTime: "24:00" is not a time of day hh:mm (00:00 to 23:59)',
    );
  });

  test('days: Mon and Monday, in any case, as repo.Schedule.weekly takes them (issue 13)', () => {
    expect(cap.TimeWindow.of('Monday', '01:00', 'Tuesday', '02:00').toString()).toBe('Mon:01:00-Tue:02:00');
    expect(cap.TimeWindow.of('saturday', '22:00', 'SUN', '4:00').toString()).toBe('Sat:22:00-Sun:04:00');
    expect(cap.TimeWindow.of('mon', '01:00', 'MONDAY', '02:00').toString()).toBe('Mon:01:00-Mon:02:00');
    expect(cap.TimeWindow.parse('Friday:20:00-monday:06:00').toString()).toBe('Fri:20:00-Mon:06:00');
    expect(() => cap.TimeWindow.of('Mond', '01:00', 'Tue', '02:00')).toThrow('startDay: "Mond" is not a day of the week');
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
    const g = new cap.SpotScalingGroup(s, 'Workers', { ...base, tags: { team: 'platform' }, rollOnChange: true });
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
      capacity_unit: 'weight',
      instance_types_spot: ['m5.large', 'm5.xlarge'],
      instance_types_weights: [{ instance_type: 'm5.large', weight: 2 }, { instance_type: 'm5.xlarge', weight: 4 }],
      update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20 } },
      integration_kubernetes: { cluster_identifier: 'prod', integration_mode: 'pod', autoscale_is_enabled: true },
      tags: [{ key: 'team', value: 'platform' }],
    });
    expect(r.ebs_block_device).toEqual([
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

  test('no duplicate instance types', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', base);
    g.addInstanceType('c5.large');
    expect(() => g.addInstanceType('c5.large')).toThrow('"c5.large" was already added');
  });
});

describe('SpotScalingGroup integrations: several per group, the specification\'s rules (issue 13)', () => {
  const base = { name: 'workers', product: 'linux', securityGroups: ['sg-1'], minSize: 1, maxSize: 10 };
  const variable = (s: TerraformStack, name: string) =>
    ((s.node.tryFindChild(name) as TerraformVariable | undefined) ?? new TerraformVariable(s, name, { type: 'string', sensitive: true })).stringValue;
  const keys = (s: TerraformStack) => ({ accessKey: variable(s, 'rancher_access_key'), secretKey: variable(s, 'rancher_secret_key') });

  test('a group may have several integrations: rancher version 2 with kubernetes, in either order', () => {
    for (const kubernetesFirst of [true, false]) {
      const s = stack();
      const g = new cap.SpotScalingGroup(s, 'G', base);
      const kubernetes = () => g.useKubernetes({ clusterIdentifier: 'prod' });
      if (kubernetesFirst) kubernetes();
      g.useRancher({ masterHost: 'rancher.internal', ...keys(s), version: '2' });
      if (!kubernetesFirst) kubernetes();
      g.useEcs('prod');
      expect(group(synth(s))).toMatchObject({
        integration_kubernetes: { cluster_identifier: 'prod', integration_mode: 'pod', autoscale_is_enabled: true },
        integration_rancher: { master_host: 'rancher.internal', access_key: '${var.rancher_access_key}', secret_key: '${var.rancher_secret_key}', version: '2' },
        integration_ecs: { cluster_name: 'prod', autoscale_is_enabled: true },
      });
    }
  });

  test('the README\'s group: docker swarm, kubernetes and rancher version 2 together, without warnings', () => {
    const s = stack();
    const runners = new cap.SpotScalingGroup(s, 'runners', { name: 'ci-runners', product: 'linux', securityGroups: ['sg-1'], minSize: 2, desiredCapacity: 4, maxSize: 24 });
    runners.useDockerSwarm('swarm.internal', 2377);
    runners.useKubernetes({ clusterIdentifier: 'prod', autoscale: false });
    runners.useRancher({ masterHost: 'rancher.internal', ...keys(s), version: '2' });
    const g = group(synth(s));
    expect(Object.keys(g).filter((k) => k.startsWith('integration_')).sort()).toEqual(['integration_docker_swarm', 'integration_kubernetes', 'integration_rancher']);
    expect(warnings(runners)).toEqual([]);
  });

  test('rancher version 2 without the kubernetes integration fails at synth, naming the group', () => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'G', base);
    g.useRancher({ masterHost: 'rancher.internal', ...keys(s), version: '2' });
    expect(() => Testing.synth(s, true)).toThrow(
      '[stack/G] SpotScalingGroup: the rancher integration is version "2", which requires the kubernetes integration on the same group; call useKubernetes({ clusterIdentifier }) as well, or use rancher version "1"',
    );
    // a kubernetes integration set on the L1 directly counts too
    g.resource.putIntegrationKubernetes({ clusterIdentifier: 'prod' });
    expect(() => synth(s)).not.toThrow();
  });

  test('rancher version 1 (or none given, which the service takes as 1) needs no kubernetes integration', () => {
    const s = stack();
    new cap.SpotScalingGroup(s, 'One', base).useRancher({ masterHost: 'r', ...keys(s), version: '1' });
    new cap.SpotScalingGroup(s, 'Default', base).useRancher({ masterHost: 'r', ...keys(s) });
    const groups = Object.values<any>(synth(s).resource.cap_pubcloud_a_scaling_group);
    expect(groups.map((g) => g.integration_rancher.version)).toEqual(['1', undefined]);
  });

  test('rancher: literal keys and unknown versions are refused when called, all problems at once', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', base);
    expect(() => g.useRancher({ masterHost: 'r', accessKey: 'AK', secretKey: 'SK', version: '3' })).toThrow(
      "SpotScalingGroup.useRancher at 'stack/G' is invalid:\n" +
      '  - accessKey: a literal key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable\n' +
      '  - secretKey: a literal key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable\n' +
      '  - version: "3" is not one of "1", "2"',
    );
  });

  test('each integration once; the checks of the other integrations', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', base);
    g.useEcs('prod');
    g.useNomad('nomad.internal', 4646);
    expect(() => g.useEcs('other')).toThrow("SpotScalingGroup.useEcs at 'stack/G' is invalid:\n  - the group already uses the ecs integration (each integration once; a group may have several different ones)");
    expect(() => g.useDockerSwarm('swarm', 0)).toThrow('masterPort: 0 is not a port (a whole number from 1 to 65535)');
    expect(() => g.useKubernetes({ clusterIdentifier: 'prod', integrationMode: 'cloud' })).toThrow('integrationMode: "cloud" is not one of "saas", "pod"');
    // a call that failed did not take the integration
    g.useDockerSwarm('swarm', 2377);
    g.useKubernetes({ clusterIdentifier: 'prod' });
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
      autoscaler: true,
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
        enable_automatic_and_manual_headroom: true,
        autoscale_headroom: { cpu_per_unit: 1000, memory_per_unit: 2048, num_of_units: 2 },
        autoscale_down: { max_scale_down_percentage: 20 },
      },
      update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true } },
      tags: [{ key: 'env', value: 'prod' }],
    });
    const tasks = r.scheduled_task;
    // windows sorted by start (minute of the week from Sunday 00:00), tasks by type, then cron expression
    expect(tasks.shutdown_hours).toEqual({ is_enabled: true, time_windows: ['Wed:01:00-Wed:03:00', 'Sat:00:00-Mon:06:00'] });
    expect(tasks.tasks.map((t: any) => [t.task_type, t.cron_expression])).toEqual([['amiAutoUpdate', '0 4 1 * *'], ['clusterRoll', '0 3 * * 0']]);
    expect(tasks.tasks[0].parameters.ami_auto_update).toMatchObject({ patch: true, minor_version: false, apply_roll: true });
  });

  test('rejects overlapping windows and out-of-range percentages when created', () => {
    expect(() => new cap.SpotCluster(stack(), 'C', {
      ...base,
      autoscaler: true,
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
    expect(() => new cap.SpotCluster(stack(), 'D', { ...base, minSize: 5, maxSize: 3 })).toThrow("SpotCluster at 'stack/D' is invalid:\n  - capacity: minSize (5) <= maxSize (3) does not hold");
  });
});

// ---- issue 18: autoscaling capacity, the explicit autoscaler, tokens, stable addresses

describe('capacity and autoscaling (issue 18)', () => {
  const groupProps = { name: 'workers', product: 'linux', securityGroups: ['sg-1'], minSize: 1, maxSize: 10 };
  const clusterProps = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 2, maxSize: 20 };

  test('desiredCapacity is written only when given (it no longer defaults to minSize)', () => {
    const s = stack();
    new cap.SpotScalingGroup(s, 'G', groupProps);
    new cap.SpotCluster(s, 'C', clusterProps);
    const json = synth(s);
    expect(group(json)).not.toHaveProperty('desired_capacity');
    expect(clusterOf(json)).not.toHaveProperty('desired_capacity');
    expect(() => new cap.SpotScalingGroup(stack(), 'Bad', { ...groupProps, minSize: 5, maxSize: 3 })).toThrow(
      "SpotScalingGroup at 'stack/Bad' is invalid:\n  - capacity: minSize (5) <= maxSize (3) does not hold",
    );
  });

  test('a group warns when desiredCapacity is given and an integration turns autoscaling on', () => {
    const s = stack();
    const k8s = new cap.SpotScalingGroup(s, 'K8s', { ...groupProps, desiredCapacity: 3 });
    k8s.useKubernetes({ clusterIdentifier: 'prod' });
    expect(warnings(k8s)).toEqual([expect.stringContaining("SpotScalingGroup.useKubernetes at 'stack/K8s': desiredCapacity (3) is written while the kubernetes integration's autoscaler is on")]);
    const ecs = new cap.SpotScalingGroup(s, 'Ecs', { ...groupProps, desiredCapacity: 3 });
    ecs.useEcs('prod');
    expect(warnings(ecs)).toEqual([expect.stringContaining('every apply forces it back')]);
    const manual = new cap.SpotScalingGroup(s, 'Manual', { ...groupProps, desiredCapacity: 3 });
    manual.useEcs('prod', { autoscale: false });
    const auto = new cap.SpotScalingGroup(s, 'Auto', groupProps);
    auto.useKubernetes({ clusterIdentifier: 'prod' });
    expect([...warnings(manual), ...warnings(auto)]).toEqual([]);
    const json = synth(s);
    expect(json.resource.cap_pubcloud_a_scaling_group[Object.keys(json.resource.cap_pubcloud_a_scaling_group).find((k) => k.startsWith('Manual'))!].integration_ecs)
      .toEqual({ cluster_name: 'prod', autoscale_is_enabled: false });
  });

  test('a cluster warns when desiredCapacity is given with the autoscaler on, not with it off', () => {
    const s = stack();
    const on = new cap.SpotCluster(s, 'On', { ...clusterProps, desiredCapacity: 4, autoscaler: true });
    const off = new cap.SpotCluster(s, 'Off', { ...clusterProps, desiredCapacity: 4, autoscaler: false });
    expect(warnings(on)).toEqual([expect.stringContaining("SpotCluster at 'stack/On': desiredCapacity (4) is written while the autoscaler is on")]);
    expect(warnings(off)).toEqual([]);
    synth(s);
  });

  test('manual headroom with automatic headroom sets enableAutomaticAndManualHeadroom; either alone does not', () => {
    const headroom = { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 3 };
    const autoscalerOf = (props: Partial<cap.SpotClusterProps>) => {
      const s = stack();
      new cap.SpotCluster(s, 'C', { ...clusterProps, autoscaler: true, ...props });
      return clusterOf(synth(s)).autoscaler;
    };
    expect(autoscalerOf({ autoHeadroomPercentage: 10, headroom })).toEqual({
      autoscale_is_enabled: true,
      autoscale_is_auto_config: true,
      auto_headroom_percentage: 10,
      enable_automatic_and_manual_headroom: true,
      autoscale_headroom: { cpu_per_unit: 500, memory_per_unit: 512, num_of_units: 3 },
    });
    const manual = { cpu_per_unit: 500, memory_per_unit: 512, num_of_units: 3 };
    expect(autoscalerOf({ headroom })).toEqual({ autoscale_is_enabled: true, autoscale_headroom: manual });
    const automatic = { autoscale_is_enabled: true, autoscale_is_auto_config: true, auto_headroom_percentage: 10 };
    expect(autoscalerOf({ autoHeadroomPercentage: 10 })).toEqual(automatic);
  });

  test('instance-type weights set capacityUnit to weight; unweighted types leave it unset', () => {
    const s = stack();
    const weighted = new cap.SpotScalingGroup(s, 'Weighted', groupProps);
    weighted.addInstanceType('m5.large', 2);
    weighted.addInstanceType('m5.xlarge', 4);
    const plain = new cap.SpotScalingGroup(s, 'Plain', groupProps);
    plain.addInstanceType('m5.large');
    const json = synth(s);
    const [w, p] = ['Weighted', 'Plain'].map((n) => json.resource.cap_pubcloud_a_scaling_group[Object.keys(json.resource.cap_pubcloud_a_scaling_group).find((k) => k.startsWith(n))!]);
    expect(w.capacity_unit).toBe('weight');
    expect(w.instance_types_weights).toEqual([{ instance_type: 'm5.large', weight: 2 }, { instance_type: 'm5.xlarge', weight: 4 }]);
    expect(p).not.toHaveProperty('capacity_unit');
    expect(p).not.toHaveProperty('instance_types_weights');
  });

  test('weights are given for all instance types or none: the call that mixes them throws, naming the construct', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', groupProps);
    g.addInstanceType('m5.large', 2);
    expect(() => g.addInstanceType('c5.large')).toThrow(
      "SpotScalingGroup.addInstanceType at 'stack/G' is invalid:\n  - weight: instance-type weights are given for all types or none; \"c5.large\" has none, \"m5.large\" has one",
    );
    const h = new cap.SpotScalingGroup(stack(), 'H', groupProps);
    h.addInstanceType('m5.large');
    h.addInstanceType('m5.xlarge');
    expect(() => h.addInstanceType('c5.large', 0)).toThrow(
      "SpotScalingGroup.addInstanceType at 'stack/H' is invalid:\n  - weight: 0 must be a whole number of at least 1\n" +
      '  - weight: instance-type weights are given for all types or none; "c5.large" has one, "m5.large", "m5.xlarge" have none',
    );
  });

  test('a capacityUnit set on the L1 is kept; weights with a capacityUnit other than weight throw', () => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'G', groupProps);
    g.resource.capacityUnit = 'instanceCount';
    expect(() => g.addInstanceType('m5.large', 2)).toThrow('capacityUnit: is "instanceCount" on the L1; weights count only with "weight"');
    g.addInstanceType('m5.large');
    expect(group(synth(s))).toMatchObject({ capacity_unit: 'instanceCount', instance_types_spot: ['m5.large'] });
  });
});

describe('the explicit autoscaler (issue 18)', () => {
  const base = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 2, maxSize: 20 };

  test('is not written unless given (the service decides); true and false are written as given', () => {
    const s = stack();
    new cap.SpotCluster(s, 'Unset', base);
    new cap.SpotCluster(s, 'Off', { ...base, autoscaler: false });
    new cap.SpotCluster(s, 'On', { ...base, autoscaler: true });
    const clusters = synth(s).resource.cap_pubcloud_a_cluster;
    const byId = (id: string) => clusters[Object.keys(clusters).find((k) => k.startsWith(`${id}_`))!];
    expect(byId('Unset')).not.toHaveProperty('autoscaler');
    expect(byId('Off').autoscaler).toEqual({ autoscale_is_enabled: false });
    expect(byId('On').autoscaler).toEqual({ autoscale_is_enabled: true });
  });

  test('tuning props without the autoscaler on are an error that says so, all of them at once', () => {
    const tuning = { autoHeadroomPercentage: 10, headroom: { cpuPerUnit: 1000, memoryPerUnit: 2048, numOfUnits: 2 }, maxScaleDownPercentage: 20 };
    const message = (state: string) =>
      "SpotCluster at 'stack/C' is invalid:\n" +
      `  - autoHeadroomPercentage: tunes the autoscaler, but ${state}; set autoscaler: true, or remove autoHeadroomPercentage\n` +
      `  - headroom: tunes the autoscaler, but ${state}; set autoscaler: true, or remove headroom\n` +
      `  - maxScaleDownPercentage: tunes the autoscaler, but ${state}; set autoscaler: true, or remove maxScaleDownPercentage`;
    expect(() => new cap.SpotCluster(stack(), 'C', { ...base, ...tuning })).toThrow(message('autoscaler is not given'));
    expect(() => new cap.SpotCluster(stack(), 'C', { ...base, ...tuning, autoscaler: false })).toThrow(message('autoscaler is false'));
    const s = stack();
    new cap.SpotCluster(s, 'C', { ...base, ...tuning, autoscaler: true });
    expect(clusterOf(synth(s)).autoscaler).toMatchObject({ autoscale_is_enabled: true, autoscale_down: { max_scale_down_percentage: 20 } });
  });
});

describe('tokens are never judged (issue 18)', () => {
  test('addEbsVolume with a token volume type and iops or throughput', () => {
    const s = stack();
    const type = new TerraformVariable(s, 'volume_type', { type: 'string' });
    const g = new cap.SpotScalingGroup(s, 'G', { name: 'g', product: 'linux', securityGroups: ['sg'], minSize: 0, maxSize: 2 });
    g.addEbsVolume('/dev/xvda', { volumeType: type.stringValue, sizeGb: 10, iops: 3000 });
    g.addEbsVolume('/dev/xvdb', { volumeType: type.stringValue, sizeGb: 10, throughput: 250 });
    expect(group(synth(s)).ebs_block_device).toEqual([
      { device_name: '/dev/xvda', volume_type: '${var.volume_type}', volume_size: 10, iops: 3000, encrypted: true, delete_on_termination: true },
      { device_name: '/dev/xvdb', volume_type: '${var.volume_type}', volume_size: 10, throughput: 250, encrypted: true, delete_on_termination: true },
    ]);
  });

  test('scheduleAmiAutoUpdate and scheduleRoll with token cron expressions, flags and comments', () => {
    const s = stack();
    const cron = new TerraformVariable(s, 'cron', { type: 'string' });
    const patch = new TerraformVariable(s, 'patch', { type: 'bool' });
    const comment = new TerraformVariable(s, 'comment', { type: 'string' });
    const batch = new TerraformVariable(s, 'batch', { type: 'number' });
    const c = new cap.SpotCluster(s, 'C', { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 3 });
    c.scheduleAmiAutoUpdate(cron.stringValue, { patch: Token.asAny(patch.booleanValue) as unknown as boolean });
    c.scheduleRoll(cron.stringValue, { comment: comment.stringValue, batchSizePercentage: batch.numberValue });
    const tasks = clusterOf(synth(s)).scheduled_task;
    expect(tasks.tasks.map((t: any) => [t.task_type, t.cron_expression])).toEqual([['amiAutoUpdate', '${var.cron}'], ['clusterRoll', '${var.cron}']]);
    expect(tasks.tasks[0].parameters.ami_auto_update).toMatchObject({ patch: '${var.patch}', minor_version: false });
    expect(tasks.tasks[1].parameters.parameters_cluster_roll.comment).toBe('${var.comment}');
  });

  test('token capacities, percentages, weights and a token map of tags', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    const tags = new TerraformVariable(s, 'tags', { type: 'map(string)' });
    const g = new cap.SpotScalingGroup(s, 'G', {
      name: 'g',
      product: 'linux',
      securityGroups: ['sg'],
      minSize: n.numberValue,
      maxSize: 2,
      desiredCapacity: n.numberValue,
      spotPercentage: n.numberValue,
      tags: Token.asStringMap(tags.value),
    });
    g.addInstanceType('m5.large', n.numberValue);
    new cap.SpotCluster(s, 'C', {
      imageId: 'img-1',
      securityGroups: ['sg-1'],
      subnetIds: ['subnet-1'],
      minSize: n.numberValue,
      maxSize: 3,
      autoscaler: true,
      autoHeadroomPercentage: n.numberValue,
      maxScaleDownPercentage: n.numberValue,
    });
    // the offline schema check (src/constructs/schema-check.ts) does not know dynamic blocks; the Terraform suite runs this stack
    const json = JSON.parse(Testing.synth(s, true));
    expect(group(json)).toMatchObject({
      min_size: '${var.n}',
      desired_capacity: '${var.n}',
      capacity_unit: 'weight',
      instance_types_weights: [{ instance_type: 'm5.large', weight: '${var.n}' }],
      dynamic: { tags: { for_each: '${var.tags}', content: { key: '${each.key}', value: '${each.value}' } } },
    });
    expect(group(json)).not.toHaveProperty('tags');
    expect(Testing.synthHcl(s)).toMatch(/dynamic "tags" \{\s*for_each = "\$\{var.tags\}"\s*iterator = each\s*content \{\s*key = "\$\{each.key\}"\s*value = "\$\{each.value\}"/);
  });

  test('TimeWindow is literal only: a token gets a clear error, not a parse error', () => {
    const s = stack();
    const w = new TerraformVariable(s, 'window', { type: 'string' });
    expect(() => cap.TimeWindow.parse(w.stringValue)).toThrow(/^TimeWindow: ".*" holds a token \(a reference or a variable, known only to Terraform\); .* must be a literal ddd:hh:mm-ddd:hh:mm/);
    expect(() => cap.TimeWindow.of('Sat', w.stringValue, 'Sun', '04:00')).toThrow('holds a token');
  });
});

describe('stable addresses and rendering (issue 18)', () => {
  const groupProps = { name: 'g', product: 'linux', securityGroups: ['sg'], minSize: 0, maxSize: 8 };
  const clusterProps = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 3 };
  type Call = (g: cap.SpotScalingGroup, c: cap.SpotCluster) => void;
  const calls: Call[] = [
    (g) => g.addInstanceType('m5.xlarge', 4),
    (g) => g.addInstanceType('c5.large', 2),
    (g) => g.addEbsVolume('/dev/xvdb', { volumeType: 'gp2', sizeGb: 20 }),
    (g) => g.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50, throughput: 250 }),
    (_, c) => c.addShutdownWindow(cap.TimeWindow.parse('Wed:01:00-Wed:03:00')),
    (_, c) => c.addShutdownWindow(cap.TimeWindow.parse('Sat:00:00-Mon:06:00')),
    (_, c) => c.scheduleRoll('0 3 * * 0'),
    (_, c) => c.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true }),
    (_, c) => c.scheduleRoll('0 2 * * 3', { comment: 'midweek' }),
  ];
  const build = (selected: Call[]) => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'Group', groupProps);
    const c = new cap.SpotCluster(s, 'Cluster', clusterProps);
    for (const call of selected) call(g, c);
    return { json: synth(s), g, c };
  };
  const addresses = (json: any) => Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();

  test('the methods create no child constructs: the only addresses are the L1s (construct id Resource)', () => {
    const { json, g, c } = build(calls);
    expect(g.node.children.map((x) => x.node.id)).toEqual(['Resource']);
    expect(c.node.children.map((x) => x.node.id)).toEqual(['Resource']);
    expect(addresses(json)).toEqual([expect.stringMatching(/^cap_pubcloud_a_cluster\.Cluster_[0-9A-F]{8}$/), expect.stringMatching(/^cap_pubcloud_a_scaling_group\.Group_[0-9A-F]{8}$/)]);
  });

  test('items are rendered in a stable order that does not depend on the order of the calls', () => {
    const forward = build(calls).json;
    const backward = build([...calls].reverse()).json;
    expect(backward.resource).toEqual(forward.resource);
    const g = group(forward);
    expect(g.instance_types_spot).toEqual(['c5.large', 'm5.xlarge']);
    expect(g.instance_types_weights.map((w: any) => w.instance_type)).toEqual(['c5.large', 'm5.xlarge']);
    expect(g.ebs_block_device.map((v: any) => v.device_name)).toEqual(['/dev/xvda', '/dev/xvdb']);
    const tasks = clusterOf(forward).scheduled_task;
    expect(tasks.shutdown_hours.time_windows).toEqual(['Wed:01:00-Wed:03:00', 'Sat:00:00-Mon:06:00']);
    expect(tasks.tasks.map((t: any) => [t.task_type, t.cron_expression])).toEqual([['amiAutoUpdate', '0 4 1 * *'], ['clusterRoll', '0 2 * * 3'], ['clusterRoll', '0 3 * * 0']]);
  });

  test('removing one call leaves the addresses and every other item unchanged', () => {
    const lists = (json: any) => {
      const tasks = clusterOf(json).scheduled_task;
      const g = group(json);
      const all: any[][] = [g.instance_types_spot, g.instance_types_weights, g.ebs_block_device, tasks.shutdown_hours.time_windows, tasks.tasks];
      return all.map((l) => l.map((x) => JSON.stringify(x)));
    };
    const all = build(calls).json;
    for (let i = 0; i < calls.length; i++) {
      const without = build(calls.filter((_, j) => j !== i)).json;
      expect(addresses(without)).toEqual(addresses(all));
      const before = lists(all);
      const after = lists(without);
      // every remaining item is unchanged and in the same order; only the removed call's item is gone
      after.forEach((items, k) => expect(items).toEqual(before[k].filter((x) => items.includes(x))));
      const removed = before.map((items, k) => items.length - after[k].length);
      expect(removed.reduce((a, b) => a + b, 0)).toBe(i < 2 ? 2 : 1); // an instance type is in both the types and the weights list
    }
  });

  test('a duplicate scheduled task is an error; the same cron expression for another task type is not', () => {
    const c = new cap.SpotCluster(stack(), 'C', clusterProps);
    c.scheduleRoll('0 3 * * 0');
    c.scheduleAmiAutoUpdate('0 3 * * 0', { minorVersion: true });
    expect(() => c.scheduleRoll('0 3 * * 0', { comment: 'again' })).toThrow(
      "SpotCluster.scheduleRoll at 'stack/C' is invalid:\n  - cronExpression: the clusterRoll task at \"0 3 * * 0\" is already scheduled",
    );
  });

  test('what is set on the L1 through an escape hatch is kept; a method that would add to it throws', () => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'G', groupProps);
    g.addEbsVolume('/dev/xvda', { volumeType: 'gp2', sizeGb: 10 });
    g.resource.putEbsBlockDevices([{ deviceName: '/dev/sdz', volumeType: 'gp2', volumeSize: 8 }]);
    g.resource.instanceTypesSpots = ['t3.micro'];
    g.resource.putIntegrationNomad({ masterHost: 'nomad', masterPort: 4646 });
    expect(() => g.addEbsVolume('/dev/xvdb', { volumeType: 'gp2', sizeGb: 10 })).toThrow(
      "SpotScalingGroup.addEbsVolume at 'stack/G' is invalid:\n  - ebsBlockDevices: was set on the L1 (`resource`) directly; that value is kept as set",
    );
    expect(() => g.addInstanceType('m5.large')).toThrow('instanceTypesSpots: was set on the L1 (`resource`) directly');
    expect(() => g.useNomad('other', 4646)).toThrow("SpotScalingGroup.useNomad at 'stack/G' is invalid:\n  - the nomad integration was set on the L1 (`resource`) directly");
    const c = new cap.SpotCluster(s, 'C', { ...clusterProps, shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sun:06:00')] });
    c.resource.putScheduledTasks({ tasks: [{ cronExpression: '0 1 * * *', isEnabled: true, taskType: 'clusterRoll' }] });
    expect(() => c.scheduleRoll('0 3 * * 0')).toThrow("SpotCluster.scheduleRoll at 'stack/C' is invalid:\n  - scheduledTasks: was set on the L1 (`resource`) directly");
    const json = synth(s);
    expect(group(json)).toMatchObject({ ebs_block_device: [{ device_name: '/dev/sdz', volume_type: 'gp2', volume_size: 8 }], instance_types_spot: ['t3.micro'], integration_nomad: { master_host: 'nomad' } });
    expect(clusterOf(json).scheduled_task).toEqual({ tasks: [{ cron_expression: '0 1 * * *', is_enabled: true, task_type: 'clusterRoll' }] });
  });
});
