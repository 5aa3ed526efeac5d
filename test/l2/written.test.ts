/**
 * What an L1 writes, read at synth (src/l2/written.ts): the configuration as the stack writes it, for
 * resources and data sources, without cdktf's metadata; an element whose configuration cannot be
 * resolved is "not readable", never a crash.
 */
import { Lazy, Testing, TerraformStack } from 'cdktf';
import { idp } from '../../src';
import { writtenAttribute, writtenConfig } from '../../src/l2/written';

function stack(): TerraformStack {
  return new TerraformStack(Testing.app(), 'stack');
}

test('a resource: what it writes, escape-hatch overrides included, without the "//" metadata', () => {
  const s = stack();
  const group = new idp.Group(s, 'Admins', { name: 'admins' });
  group.addOverride('is_superuser', true);
  const config = writtenConfig(group)!;
  expect(config).toEqual(expect.objectContaining({ name: 'admins', is_superuser: true }));
  expect(Object.keys(config)).not.toContain('//');
  expect(writtenAttribute(group, 'name')).toEqual({ readable: true, value: 'admins' });
  expect(writtenAttribute(group, 'parent')).toEqual({ readable: true, value: undefined });
});

test('a data source is read under data, not resource', () => {
  const s = stack();
  const lookup = new idp.DataIdpGroup(s, 'Lookup', { name: 'admins' });
  expect(writtenConfig(lookup)).toEqual(expect.objectContaining({ name: 'admins' }));
  expect(writtenAttribute(lookup, 'name')).toEqual({ readable: true, value: 'admins' });
});

test('a configuration that cannot be resolved is not readable (and writtenConfig throws what resolving throws)', () => {
  const s = stack();
  const group = new idp.Group(s, 'Broken', { name: 'broken' });
  group.addOverride('attributes', Lazy.stringValue({ produce: () => { throw new Error('cannot produce'); } }));
  expect(() => writtenConfig(group)).toThrow('cannot produce');
  expect(writtenAttribute(group, 'name')).toEqual({ readable: false });
});

test('a resource moved to another address writes no block: no configuration, and its attributes cannot be read', () => {
  const s = stack();
  const from = new idp.Group(s, 'Old', { name: 'admins' });
  const to = new idp.Group(s, 'New', { name: 'admins' });
  to.addMoveTarget('admins');
  from.moveTo('admins');
  expect(writtenConfig(from)).toBeUndefined();
  expect(writtenAttribute(from, 'name')).toEqual({ readable: false });
  expect(writtenAttribute(to, 'name')).toEqual({ readable: true, value: 'admins' });
});
