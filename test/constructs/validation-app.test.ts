/**
 * Validation across an app (src/constructs/validation.ts): the first stack holding this library's
 * constructs also reports the errors of every other stack, warnings become annotations without a
 * stack trace, `referenced` rules find the resources a value points to, and the messages show values
 * unambiguously.
 */
import { AnnotationMetadataEntryType, App, Lazy, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { Construct } from 'constructs';
import { repo } from '../../src';
import { StructSpec } from '../../src/constructs/specs';
import { show, validate } from '../../src/constructs/validation';

const OTHERS = 'other stacks of this app have problems too (no stack is written until all are fixed):';

function repoStack(app: App, id: string): TerraformStack {
  const stack = new TerraformStack(app, id);
  new repo.RepoProvider(stack, 'repo');
  return stack;
}

/** A repository with one error (a fork policy outside the enum). */
function badRepository(stack: Construct, id: string): repo.Repository {
  return new repo.Repository(stack, id, { owner: 'acme', name: id, forkPolicy: 'sometimes' });
}

describe('the first stack reports the errors of every other stack', () => {
  test('once, each error prefixed with its construct path, one per line; its own constructs report their own', () => {
    const app = Testing.app();
    const one = repoStack(app, 'one');
    const own = badRepository(one, 'mine');
    const two = repoStack(app, 'two');
    const a = badRepository(two, 'a');
    const b = badRepository(two, 'b');
    const errors = one.node.validate();
    expect(errors).toEqual([
      `${OTHERS}\n  [two/a] ${a.node.validate()[0]}\n  [two/b] ${b.node.validate()[0]}`,
    ]);
    expect(own.node.validate()).toHaveLength(1);
  });

  test('a later stack reports only its own errors', () => {
    const app = Testing.app();
    badRepository(repoStack(app, 'one'), 'mine');
    const two = repoStack(app, 'two');
    badRepository(two, 'a');
    expect(two.node.validate()).toEqual([]);
  });

  test('the reporting stack is the first that holds this library\'s constructs, whatever stacks come before it', () => {
    const app = Testing.app();
    const plain = new TerraformStack(app, 'plain');
    new TerraformVariable(plain, 'v', {});
    const one = repoStack(app, 'one');
    const a = badRepository(repoStack(app, 'two'), 'a');
    expect(plain.node.validate()).toEqual([]);
    expect(one.node.validate()).toEqual([`${OTHERS}\n  [two/a] ${a.node.validate()[0]}`]);
  });

  test('warnings of other stacks are not reported as errors', () => {
    const app = Testing.app();
    const one = repoStack(app, 'one');
    const two = new TerraformStack(app, 'two');
    const provider = new repo.RepoProvider(two, 'repo', { username: 'ci', password: 'literal' });
    expect(provider.node.validate()).toEqual([]);
    expect(provider.node.metadata.map((m) => m.type)).toContain(AnnotationMetadataEntryType.WARN);
    expect(one.node.validate()).toEqual([]);
  });

  test('other stacks without errors add nothing', () => {
    const app = Testing.app();
    const one = repoStack(app, 'one');
    new repo.Repository(repoStack(app, 'two'), 'fine', { owner: 'acme', name: 'fine' });
    expect(one.node.validate()).toEqual([]);
  });

  test('constructs of another copy of this library (another build of the package) are reported too', () => {
    const app = Testing.app();
    const one = repoStack(app, 'one');
    const two = new TerraformStack(app, 'two');
    (two as any)[Symbol.for('cdktf-triad.app-validation')] = true;
    const foreign = new Construct(two, 'foreign');
    (foreign as any)[Symbol.for('cdktf-triad.errors')] = () => ['Thing: name: is required but was not given'];
    expect(one.node.validate()).toEqual([`${OTHERS}\n  [two/foreign] Thing: name: is required but was not given`]);
  });

  test('cdktf synth of the app fails on the first stack with every stack\'s errors', () => {
    const app = Testing.app();
    repoStack(app, 'one');
    badRepository(repoStack(app, 'two'), 'a');
    expect(() => app.synth()).toThrow(/\[one\] other stacks of this app have problems too[^]*\[two\/a\] Repository: forkPolicy: "sometimes" is not an allowed value/);
  });
});

describe('warnings', () => {
  test('become warning annotations of the construct, without a stack trace; errors do not', () => {
    const stack = repoStack(Testing.app(), 'stack');
    const provider = new repo.RepoProvider(stack, 'second', { alias: 'second', password: 'literal', username: 'u' });
    const r = badRepository(stack, 'r');
    expect(provider.node.validate()).toEqual([]);
    const warnings = provider.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN);
    expect(warnings.map((m) => m.data)).toEqual([expect.stringMatching(/^\[L1-SECRET-001\] RepoProvider: password: is a secret given as a literal/)]);
    expect(warnings[0].trace).toBeUndefined();
    expect(r.node.validate()).toHaveLength(1);
    expect(r.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN)).toEqual([]);
  });
});

describe('the resources a referenced rule looks up', () => {
  /** The warnings of a fork whose parent slug is `slug`, in a stack made by `build`. */
  function forkWarnings(build: (stack: TerraformStack) => string): string[] {
    const stack = repoStack(Testing.app(), 'stack');
    const fork = new repo.ForkedRepository(stack, 'fork', { owner: 'me', name: 'f', parent: { owner: 'acme', slug: build(stack) } });
    fork.node.validate();
    return fork.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN).map((m) => String(m.data));
  }

  test('only the referenced repository is judged, not the others of the stack', () => {
    expect(forkWarnings((stack) => {
      new repo.Repository(stack, 'closed', { owner: 'acme', name: 'closed', forkPolicy: 'no_forks' });
      return new repo.Repository(stack, 'open', { owner: 'acme', name: 'open', forkPolicy: 'allow_forks' }).slug;
    })).toEqual([]);
  });

  test('a resource of another type with the same name is not the referenced one', () => {
    expect(forkWarnings((stack) => {
      const other = new repo.ForkedRepository(stack, 'other', { owner: 'me', name: 'o', parent: { owner: 'x', slug: 'y' }, forkPolicy: 'no_forks' });
      other.overrideLogicalId('web');
      const web = new repo.Repository(stack, 'web', { owner: 'acme', name: 'web', forkPolicy: 'allow_forks' });
      return web.slug;
    })).toEqual([]);
  });

  test('a reference to something that is not a resource of the type (a variable of the same name) is not followed', () => {
    expect(forkWarnings((stack) => {
      new repo.Repository(stack, 'web', { owner: 'acme', name: 'web', forkPolicy: 'no_forks' });
      const variable = new TerraformVariable(stack, 'webVariable', {});
      variable.overrideLogicalId('web');
      return variable.stringValue;
    })).toEqual([]);
  });

  test('a resource of the type that this library did not make (no inputs to read) is skipped', () => {
    expect(forkWarnings((stack) => {
      const plain = new TerraformResource(stack, 'web', { terraformResourceType: 'repo_repository' });
      return `\${${plain.fqn}.slug}`;
    })).toEqual([]);
  });

  test('a Lazy in the value is not a reference', () => {
    expect(forkWarnings((stack) => {
      new repo.Repository(stack, 'web', { owner: 'acme', name: 'web', forkPolicy: 'no_forks' });
      return `${Lazy.stringValue({ produce: () => 'web' })}`;
    })).toEqual([]);
  });

  test('a resource of the type made by another copy of this library is judged by the inputs it holds', () => {
    expect(forkWarnings((stack) => {
      const foreign = new TerraformResource(stack, 'web', { terraformResourceType: 'repo_repository' });
      (foreign as any)[Symbol.for('cdktf-triad.inputs')] = () => ({ forkPolicy: 'no_forks' });
      return `\${${foreign.fqn}.slug}`;
    })).toEqual([expect.stringMatching(/^\[L1-SCHEMA-001\] ForkedRepository: parent: references repo_repository\.web, whose forkPolicy is "no_forks": /)]);
  });

  test('a value joining a reference with literal text still finds the reference', () => {
    expect(forkWarnings((stack) => {
      const web = new repo.Repository(stack, 'web', { owner: 'acme', name: 'web', forkPolicy: 'no_forks' });
      return `x-${web.slug}`;
    })).toEqual([expect.stringMatching(/^\[L1-SCHEMA-001\] ForkedRepository: parent: references repo_repository\.web, whose forkPolicy is "no_forks": /)]);
  });
});

describe('how values are shown in messages', () => {
  test.each([
    ['a string of 80 characters in full', 'x'.repeat(80), JSON.stringify('x'.repeat(80))],
    ['a string of 81 characters cut to 77 and an ellipsis', 'y'.repeat(81), JSON.stringify(`${'y'.repeat(77)}...`)],
    ['true', true, 'true'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a number', 1.5, '1.5'],
    ['a list', [1, 2], 'a list of 2'],
    ['a function', () => 1, 'a function'],
    ['an object', { a: 1 }, 'an object'],
  ])('%s', (_name, value, shown) => {
    expect(show(value)).toBe(shown);
  });

  const SPEC: StructSpec = {
    name: 'T',
    attrs: [
      { n: 'names', t: 'names', k: 'stringList' },
      { n: 'label', t: 'label', k: 'string' },
      { n: 'settings', t: 'settings', k: 'stringMap' },
    ],
  };
  test.each([
    ['null in a list', { names: [null] }, 'names[0]: expected a string, got null'],
    ['a function', { label: () => 'x' }, 'label: expected a string, got a function'],
    ['an object', { label: { a: 1 } }, 'label: expected a string, got an object'],
    ['a boolean', { label: true }, 'label: expected a string, got boolean true'],
    ['a null map value', { settings: { k: null } }, 'settings.k: expected a string, got null'],
    ['null for a map', { names: null, settings: 'x' }, 'settings: expected a map, got string "x"'],
  ])('a value of the wrong kind names its kind: %s', (_name, obj, message) => {
    expect(validate(SPEC, obj as any).map((p) => `${p.path}: ${p.message}`)).toEqual([message]);
  });
});
