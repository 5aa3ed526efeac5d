/**
 * Construct ids of the children `add…` methods create (src/l2/ids.ts): derived from what identifies
 * the child, so that removing one call renames no other child; explicit ids checked.
 */
import { Lazy, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { Construct } from 'constructs';
import { childId } from '../../src/l2/ids';

function scope(): Construct {
  return new Construct(new TerraformStack(Testing.app(), 'stack'), 'Owner');
}

describe('derived ids', () => {
  test('a literal key is kept, made safe for a Terraform address: runs of other characters become one _, none at either end', () => {
    const s = scope();
    expect(childId(s, 'M', 'Kind', 'plain-key_1')).toBe('Kind-plain-key_1');
    expect(childId(s, 'M', 'Kind', ' https://a.example.com/x?y=1 ')).toBe('Kind-https_a_example_com_x_y_1');
    expect(childId(s, 'M', 'Kind', '///')).toBe('Kind-_');
    expect(childId(s, 'M', 'Kind', 42)).toBe('Kind-42');
  });

  test('a key longer than 48 characters keeps its first 39 and a hash of the whole key', () => {
    const s = scope();
    const long = 'a'.repeat(39) + 'b'.repeat(20);
    const id = childId(s, 'M', 'Kind', long);
    expect(id).toMatch(/^Kind-a{39}_[0-9a-f]{8}$/);
    expect(id).toHaveLength('Kind-'.length + 48);
    // the same key gives the same id; another long key with the same start another one
    expect(childId(scope(), 'M', 'Kind', long)).toBe(id);
    expect(childId(s, 'M', 'Kind', 'a'.repeat(39) + 'c'.repeat(20))).not.toBe(id);
    expect(childId(s, 'M', 'Kind', 'x'.repeat(48))).toBe(`Kind-${'x'.repeat(48)}`);
  });

  test('a reference, string or number, gives the expression it stands for', () => {
    const s = scope();
    const stack = s.node.scope as TerraformStack;
    const v = new TerraformVariable(stack, 'v', { type: 'string' });
    expect(childId(s, 'M', 'Kind', v.stringValue)).toBe('Kind-var_v');
    const n = new TerraformVariable(stack, 'n', { type: 'number' });
    expect(childId(s, 'M', 'Kind', n.numberValue)).toBe('Kind-var_n');
  });

  test('a value mixing references, or a lazy value, string or number, has no stable id: an explicit id is asked for', () => {
    const s = scope();
    const stack = s.node.scope as TerraformStack;
    const v = new TerraformVariable(stack, 'v', { type: 'string' });
    const msg = "M at 'stack/Owner': no stable construct id can be derived from a value computed from several references or a lazy value; pass an explicit id";
    expect(() => childId(s, 'M', 'Kind', `${v.stringValue}-${v.stringValue}`)).toThrow(msg);
    expect(() => childId(s, 'M', 'Kind', `x-${v.stringValue}`)).toThrow(msg);
    expect(() => childId(s, 'M', 'Kind', Lazy.stringValue({ produce: () => 'x' }))).toThrow(msg);
    expect(() => childId(s, 'M', 'Kind', Lazy.numberValue({ produce: () => 1 }))).toThrow(msg);
    expect(() => childId(s, 'M', 'Kind', Token.asNumber(Lazy.anyValue({ produce: () => 1 })))).toThrow(msg);
  });
});

describe('explicit ids and collisions', () => {
  test('an explicit id is used as given, even when a key is derivable', () => {
    expect(childId(scope(), 'M', 'Kind', 'key', 'Mine')).toBe('Mine');
  });

  test('an explicit id that is empty, holds "/" or is a token is refused, naming the method and the scope', () => {
    const s = scope();
    for (const bad of ['', 'a/b', Lazy.stringValue({ produce: () => 'x' })]) {
      expect(() => childId(s, 'M.add', 'Kind', 'key', bad)).toThrow(`M.add at 'stack/Owner': id ${JSON.stringify(bad)} must be a non-empty literal without "/"`);
    }
  });

  test('an id already taken is refused; a derived one says it was added twice or given to another child', () => {
    const s = scope();
    new Construct(s, 'Kind-key');
    new Construct(s, 'Mine');
    expect(() => childId(s, 'M', 'Kind', 'key')).toThrow("M at 'stack/Owner': a child with id 'Kind-key' already exists (the same thing added twice, or another child given that id; pass a different id)");
    expect(() => childId(s, 'M', 'Kind', 'other', 'Mine')).toThrow("M at 'stack/Owner': a child with id 'Mine' already exists (pass a different id)");
  });
});
