/**
 * `requireMetadataTokens` on the spot-capacity L2s whose instances have a metadata service
 * (SpotScalingGroup, StatefulSpotInstance, SpotCluster, SpotEcsLikeCluster): true writes
 * `http_tokens` "required", false "optional", nothing when not given; a boolean variable becomes the
 * Terraform conditional between the two; and the baseline's CAP-METADATA-001 passes the L2 that
 * requires tokens and finds the one that does not.
 */
import { AnnotationMetadataEntryType, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { IConstruct } from 'constructs';
import { cap, rules } from '../../src';
import { capStack } from '../support/cap';
import { only, synthChecked } from '../support/l2';

interface Kind {
  /** The L2 with its required props and `requireMetadataTokens` as given. */
  readonly make: (s: TerraformStack, requireMetadataTokens?: boolean) => IConstruct;
  readonly type: string;
  /** The metadata options block of the type. */
  readonly block: string;
}

const KINDS: Record<string, Kind> = {
  SpotScalingGroup: {
    make: (s, requireMetadataTokens) => new cap.SpotScalingGroup(s, 'Web', {
      name: 'web', product: 'linux', securityGroups: ['sg-1'], minSize: 1, maxSize: 3, requireMetadataTokens,
    }),
    type: 'cap_pubcloud_a_scaling_group',
    block: 'metadata_options',
  },
  StatefulSpotInstance: {
    make: (s, requireMetadataTokens) => new cap.StatefulSpotInstance(s, 'Db', {
      name: 'db', product: 'linux', imageId: 'img-1', vpcId: 'vpc-1', subnetIds: ['subnet-1'], requireMetadataTokens,
    }),
    type: 'cap_pubcloud_a_managed_instance',
    block: 'metadata_options',
  },
  SpotCluster: {
    make: (s, requireMetadataTokens) => new cap.SpotCluster(s, 'Apps', {
      name: 'apps',
      controllerId: 'apps',
      region: 'region-1',
      imageId: 'img-1',
      securityGroups: ['sg-1'],
      subnetIds: ['subnet-1'],
      minSize: 1,
      maxSize: 3,
      requireMetadataTokens,
    }),
    type: 'cap_pubcloud_a_cluster',
    block: 'instance_metadata_options',
  },
  SpotEcsLikeCluster: {
    make: (s, requireMetadataTokens) => new cap.SpotEcsLikeCluster(s, 'Services', {
      name: 'services',
      clusterName: 'prod',
      region: 'region-1',
      imageId: 'img-1',
      securityGroups: ['sg-1'],
      subnetIds: ['subnet-1'],
      requireMetadataTokens,
    }),
    type: 'cap_ecs_like_cluster',
    block: 'instance_metadata_options',
  },
};

/** The texts of the CAP-METADATA-001 annotations of a level on a construct itself. */
function metadataFindings(c: IConstruct, level: string): string[] {
  return c.node.metadata
    .filter((m) => m.type === level && String(m.data).startsWith('[CAP-METADATA-001]'))
    .map((m) => String(m.data));
}

describe.each(Object.entries(KINDS))('%s', (_, k) => {
  test('true writes http_tokens "required", false "optional"; not given, no metadata options', () => {
    const written = (value?: boolean) => {
      const s = capStack();
      k.make(s, value);
      return only(synthChecked(s), k.type)[k.block];
    };
    expect(written(true)).toEqual({ http_tokens: 'required' });
    expect(written(false)).toEqual({ http_tokens: 'optional' });
    expect(written(undefined)).toBeUndefined();
  });

  test('a boolean variable is written as the conditional between "required" and "optional"', () => {
    const s = capStack();
    const require = new TerraformVariable(s, 'require_tokens', { type: 'bool' });
    k.make(s, require.booleanValue as unknown as boolean);
    expect(only(synthChecked(s), k.type)[k.block]).toEqual({ http_tokens: '${var.require_tokens ? "required" : "optional"}' });
  });

  test('a value that is not a boolean is refused, naming the prop', () => {
    expect(() => k.make(capStack(), 'yes' as unknown as boolean)).toThrow('requireMetadataTokens: expected a boolean (true or false), got "yes" (a string)');
  });

  test('CAP-METADATA-001 passes the L2 that requires tokens and finds the one that does not, on the L2', () => {
    const judged = (value?: boolean) => {
      const s = capStack();
      const l2 = k.make(s, value);
      rules.Rules.apply(s, rules.RulePacks.capBaseline());
      Testing.synth(s);
      // nothing on the L1 below it: the finding is the L2's
      expect(l2.node.findAll().slice(1).flatMap((c) => metadataFindings(c, AnnotationMetadataEntryType.WARN))).toEqual([]);
      return metadataFindings(l2, AnnotationMetadataEntryType.WARN);
    };
    expect(judged(true)).toEqual([]);
    expect(judged(false)).toEqual([expect.stringContaining(`${k.block}.http_tokens is "optional"`)]);
    expect(judged(undefined)).toEqual([expect.stringContaining(`${k.block} is not set`)]);
  });
});
