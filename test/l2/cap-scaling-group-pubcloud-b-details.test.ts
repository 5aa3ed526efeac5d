/**
 * `cap.SpotScalingGroupPubcloudB` details: on-demand sizes of the wrong kind reported once (never also
 * as empty), and the desired capacity named `desiredCapacity` in the bound and order messages.
 */
import { cap } from '../../src';
import { capStack, pubcloudBGroupBase } from '../support/cap';
import { invalidAt, only, synthChecked } from '../support/l2';

const base = pubcloudBGroupBase;
const group = (props: Partial<cap.SpotScalingGroupPubcloudBProps> = {}) => {
  const s = capStack();
  new cap.SpotScalingGroupPubcloudB(s, 'G', { ...base, ...props } as any);
  return s;
};
const invalid = invalidAt('SpotScalingGroupPubcloudB', 'stack/G');

describe('onDemandSizes', () => {
  test.each([
    [3, 'onDemandSizes: expected a list of strings, got 3 (a number)'],
    [true, 'onDemandSizes: expected a list of strings, got true (a boolean)'],
  ])('of the wrong kind (%p) is reported once, not also as empty', (onDemandSizes, message) => {
    expect(() => group({ onDemandSizes: onDemandSizes as any })).toThrow(invalid(message));
  });

  test('an empty list is refused on its own', () => {
    expect(() => group({ onDemandSizes: [] })).toThrow(invalid('onDemandSizes: is empty; give at least one VM size'));
  });
});

describe('desiredCapacity', () => {
  test('above maxSize: the order message names desiredCapacity', () => {
    expect(() => group({ desiredCapacity: 5 })).toThrow(invalid('capacity: minSize (1) <= desiredCapacity (5) <= maxSize (4) does not hold'));
  });

  test('below 0: the bound message and the order message name desiredCapacity', () => {
    expect(() => group({ minSize: 0, desiredCapacity: -1 })).toThrow(invalid(
      'desiredCapacity: -1 must be a whole number of at least 0',
      'capacity: minSize (0) <= desiredCapacity (-1) <= maxSize (4) does not hold',
    ));
  });

  test('of the wrong kind is reported once: neither bounded nor ordered', () => {
    expect(() => group({ desiredCapacity: '9' as any })).toThrow(invalid('desiredCapacity: expected a number, got "9" (a string)'));
  });

  test('between the bounds is written as given', () => {
    expect(only(synthChecked(group({ desiredCapacity: 4 })), 'cap_pubcloud_b_scaling_group').desired_capacity).toBe(4);
  });
});
