/**
 * The shared runtime of the generated L1 classes, through what users touch: the reference objects of
 * blocks (`…OutputReference`, `put…`, `reset…`, `internalValue`), string maps and nested blocks in the
 * HCL output, and the generated `…ToTerraform` / `…ToHclTerraform` functions.
 */
import { Testing, TerraformLocal, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { cap, repo } from '../../src';
import { escapeHclTemplate } from '../../src/constructs/runtime';

/** A repository user's uuid, as the repository hosting writes it: in braces. */
const UUID = '{11111111-2222-3333-4444-555555555555}';
const UPDATE_POLICY_KEYS = 'autoApplyTags, conditionedRoll, conditionedRollParams, shouldRoll, rollConfig';
const COMPLEX_ELEMENT_ERROR =
  'A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration';

function capStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(stack, 'cap');
  return stack;
}

function repoStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(stack, 'repo');
  return stack;
}

function cluster(stack: TerraformStack, extra: Partial<cap.pubcloud_a.ClusterConfig> = {}): cap.pubcloud_a.Cluster {
  return new cap.pubcloud_a.Cluster(stack, 'c', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['sn'], ...extra });
}

/** The JSON of the cluster `c`, without running validation. */
function clusterJson(stack: TerraformStack): any {
  return JSON.parse(Testing.synth(stack)).resource.cap_pubcloud_a_cluster.c;
}

/** What `cdktf synth` reports for the stack: '' when it synthesizes. */
function synthError(stack: TerraformStack): string {
  try {
    Testing.synth(stack, true);
    return '';
  } catch (e) {
    return String((e as Error).message);
  }
}

/** An object shaped like a cdktf complex list element (what cdktf's guard looks for), not a token. */
function complexElementLike(): any {
  return { withinArray: false, interpolationAsList: () => 'x' };
}

describe('put… and reset… once the block\'s reference object exists', () => {
  test('put… replaces the value the reference object holds, and the JSON follows', () => {
    const stack = capStack();
    const c = cluster(stack, { updatePolicy: { shouldRoll: true, conditionedRoll: true } });
    const ref = c.updatePolicy;
    expect(ref.internalValue).toEqual({ shouldRoll: true, conditionedRoll: true });
    c.putUpdatePolicy({ shouldRoll: false });
    expect(ref.internalValue).toEqual({ shouldRoll: false });
    expect(ref.conditionedRollInput).toBeUndefined();
    expect(c.updatePolicyInput).toEqual({ shouldRoll: false });
    expect(clusterJson(stack).update_policy).toEqual({ should_roll: false });
    expect(synthError(stack)).toBe('');
  });

  test('a nested put… on a reference object made before writes the nested block', () => {
    const stack = capStack();
    const c = cluster(stack, { updatePolicy: { shouldRoll: true, rollConfig: { batchSizePercentage: 10 } } });
    const roll = c.updatePolicy.rollConfig;
    c.updatePolicy.putRollConfig({ batchSizePercentage: 20, respectPdb: true });
    expect(roll.internalValue).toEqual({ batchSizePercentage: 20, respectPdb: true });
    expect(clusterJson(stack).update_policy).toEqual({ should_roll: true, roll_config: { batch_size_percentage: 20, respect_pdb: true } });
  });

  test('reset… removes the block: internalValue reads undefined and the JSON has no such key', () => {
    const stack = capStack();
    const c = cluster(stack, { updatePolicy: { shouldRoll: true, conditionedRoll: true } });
    const ref = c.updatePolicy;
    c.resetUpdatePolicy();
    expect(ref.internalValue).toBeUndefined();
    expect(ref.shouldRollInput).toBeUndefined();
    expect(c.updatePolicyInput).toBeUndefined();
    expect(clusterJson(stack)).toEqual({ image_id: 'img', security_groups: ['sg'], subnet_ids: ['sn'] });
  });

  test('put… of a list block after its list reference was read is written as given', () => {
    const stack = capStack();
    const c = cluster(stack, { attachLoadBalancers: [{ type: 'CLASSIC', name: 'first' }] });
    const list = c.attachLoadBalancers;
    c.putAttachLoadBalancers([{ type: 'TARGET_GROUP', arn: 'arn:second' }]);
    expect(list.internalValue).toEqual([{ type: 'TARGET_GROUP', arn: 'arn:second' }]);
    expect(clusterJson(stack).attach_load_balancer).toEqual([{ type: 'TARGET_GROUP', arn: 'arn:second' }]);
  });
});

describe('the internalValue setter of a block\'s reference object', () => {
  test('undefined clears every field: internalValue reads undefined and the block is not written', () => {
    const stack = capStack();
    const c = cluster(stack);
    c.updatePolicy.internalValue = { shouldRoll: true, conditionedRollParams: ['image_id'] };
    c.updatePolicy.internalValue = undefined;
    expect(c.updatePolicy.internalValue).toBeUndefined();
    expect(c.updatePolicy.shouldRollInput).toBeUndefined();
    expect(c.updatePolicy.conditionedRollParamsInput).toBeUndefined();
    expect('update_policy' in clusterJson(stack)).toBe(false);
  });

  test('a token is read back as that token, written as the reference, and refused: Terraform takes no expression for a block', () => {
    const stack = capStack();
    const policy = new TerraformVariable(stack, 'policy', { type: 'object({should_roll=bool})' });
    const c = cluster(stack);
    c.updatePolicy.internalValue = { shouldRoll: true, conditionedRoll: true };
    const token = policy.value;
    c.updatePolicy.internalValue = token;
    expect(c.updatePolicy.internalValue).toBe(token);
    expect(c.updatePolicyInput).toBe(token);
    expect(clusterJson(stack).update_policy).toBe('${var.policy}');
    expect(c.node.validate()).toEqual([
      'Cluster: updatePolicy: expected an object (ClusterUpdatePolicy), got a token (a reference, variable or function result), which Terraform does not accept for a block; give the block\'s fields, each of which may be a token',
    ]);
  });

  test('a token on a list item\'s reference object is read back as that token', () => {
    const stack = capStack();
    const policy = new TerraformVariable(stack, 'lb', { type: 'object({type=string})' });
    const c = cluster(stack);
    const item = c.attachLoadBalancers.get(0);
    const token = policy.value;
    item.internalValue = token;
    expect(item.internalValue).toBe(token);
    item.internalValue = { type: 'CLASSIC', name: 'lb' };
    expect(item.internalValue).toEqual({ type: 'CLASSIC', name: 'lb' });
  });

  test('a string is kept, clears the fields set before, and validation names it', () => {
    const stack = capStack();
    const c = cluster(stack);
    c.updatePolicy.internalValue = { shouldRoll: true };
    c.updatePolicy.internalValue = 'yes' as any;
    expect(c.updatePolicy.internalValue).toBe('yes');
    expect(c.updatePolicy.shouldRollInput).toBeUndefined();
    expect(c.node.validate()).toEqual(['Cluster: updatePolicy: expected an object (ClusterUpdatePolicy), got string "yes"']);
    expect(synthError(stack)).toContain('[stack/c] Cluster: updatePolicy: expected an object (ClusterUpdatePolicy), got string "yes"');
  });

  test('a list given for a single block is kept and validation names it', () => {
    const stack = capStack();
    const c = cluster(stack);
    c.updatePolicy.internalValue = ['image_id'] as any;
    expect(c.updatePolicy.internalValue).toEqual(['image_id']);
    expect(c.node.validate()).toEqual(['Cluster: updatePolicy: expected an object (ClusterUpdatePolicy), got a list of 1']);
  });

  test('a string given to put… before the reference object exists is kept, and the reference object takes it over', () => {
    const stack = capStack();
    const c = cluster(stack);
    c.putUpdatePolicy('yes' as any);
    expect(c.updatePolicyInput).toBe('yes');
    expect(c.node.validate()).toEqual(['Cluster: updatePolicy: expected an object (ClusterUpdatePolicy), got string "yes"']);
    expect(c.updatePolicy.internalValue).toBe('yes');
    expect(c.node.validate()).toEqual(['Cluster: updatePolicy: expected an object (ClusterUpdatePolicy), got string "yes"']);
  });

  test('keys that are not properties are kept in internalValue and reported, keys set to undefined are not', () => {
    const stack = capStack();
    const c = cluster(stack);
    c.updatePolicy.internalValue = { shouldRoll: true, rollBatch: 5, batchSize: undefined } as any;
    expect(Object.keys(c.updatePolicy.internalValue!).sort()).toEqual(['rollBatch', 'shouldRoll']);
    expect(c.updatePolicy.internalValue).toEqual({ shouldRoll: true, rollBatch: 5 });
    expect(c.updatePolicy.shouldRollInput).toBe(true);
    expect(c.node.validate()).toEqual([`Cluster: updatePolicy.rollBatch: is not a property of ClusterUpdatePolicy; known properties: ${UPDATE_POLICY_KEYS}`]);
    expect(synthError(stack)).toContain(`[stack/c] Cluster: updatePolicy.rollBatch: is not a property of ClusterUpdatePolicy; known properties: ${UPDATE_POLICY_KEYS}`);
  });

  test('a later value without unknown keys clears the ones reported before', () => {
    const stack = capStack();
    const c = cluster(stack);
    c.updatePolicy.internalValue = { shouldRoll: true, rollBatch: 5 } as any;
    c.updatePolicy.internalValue = { shouldRoll: false };
    expect(c.updatePolicy.internalValue).toEqual({ shouldRoll: false });
    expect(c.node.validate()).toEqual([]);
    expect(clusterJson(stack).update_policy).toEqual({ should_roll: false });
  });

  test('an unknown key in a block nested in the configuration is reported with its path', () => {
    const stack = capStack();
    const c = cluster(stack, { updatePolicy: { shouldRoll: true, rollConfig: { batchSizePercentage: 20, batchSize: 3 } as any } });
    expect(c.updatePolicyInput).toEqual({ shouldRoll: true, rollConfig: { batchSizePercentage: 20, batchSize: 3 } });
    expect(c.node.validate()).toEqual([
      'Cluster: updatePolicy.rollConfig.batchSize: is not a property of ClusterUpdatePolicyRollConfig; known properties: batchMinHealthyPercentage, batchSizePercentage, launchSpecIds, respectPdb',
    ]);
    expect(clusterJson(stack).update_policy).toEqual({ should_roll: true, roll_config: { batch_size_percentage: 20 } });
  });
});

describe('HCL', () => {
  test('the values of a string map are escaped like other strings; a multi-line value is one quoted line (a heredoc would add a line break)', () => {
    const stack = repoStack();
    new repo.ForkedRepository(stack, 'f', { name: 'n', owner: 'o', parent: { owner: 'acme', slug: 'a\\b"c', description: 'a\\b\nc"d' } });
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toContain('parent = {\nowner = "acme"\nslug = "a\\\\b\\"c"\ndescription = "a\\\\b\\nc\\"d"\n}');
    // the JSON keeps the values as given
    expect(JSON.parse(Testing.synth(stack)).resource.repo_forked_repository.f.parent).toEqual({ owner: 'acme', slug: 'a\\b"c', description: 'a\\b\nc"d' });
  });

  test('the keys of a string map that are not plain names are quoted with their backslashes, quotes and line breaks escaped', () => {
    const stack = repoStack();
    new repo.ForkedRepository(stack, 'f', { name: 'n', owner: 'o', parent: { 'we"ird\\key': 'x', 'two\nlines': 'y', 'plain': 'z' } });
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toContain('parent = {\n"we\\"ird\\\\key" = "x"\n"two\\nlines" = "y"\nplain = "z"\n}');
    // the JSON keeps the keys as given (in sorted order)
    expect(Object.keys(JSON.parse(Testing.synth(stack)).resource.repo_forked_repository.f.parent)).toEqual(['plain', 'two\nlines', 'we"ird\\key']);
  });

  test('a string map given as a token is written as the reference', () => {
    const stack = repoStack();
    const parent = new TerraformVariable(stack, 'parent', { type: 'map(string)' });
    new repo.ForkedRepository(stack, 'f', { name: 'n', owner: 'o', parent: parent.value });
    expect(String(Testing.synthHcl(stack))).toContain('parent = "${var.parent}"');
  });

  test('a single nested block is written as a block, with its own nested block and escaped strings', () => {
    const stack = capStack();
    cluster(stack, { updatePolicy: { shouldRoll: true, rollConfig: { batchSizePercentage: 20, launchSpecIds: ['a\\b"c'] } } });
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toContain('update_policy {\nshould_roll = true\nroll_config {\nbatch_size_percentage = 20\nlaunch_spec_ids = [\n"a\\\\b\\"c"\n]\n}\n}');
    expect(hcl).not.toContain('update_policy =');
  });

  test('a single block whose value is a token is written as that reference, as in the JSON', () => {
    const stack = capStack();
    const policy = new TerraformVariable(stack, 'policy', { type: 'object({should_roll=bool})' });
    const c = cluster(stack);
    c.updatePolicy.internalValue = policy.value;
    expect(String(Testing.synthHcl(stack))).toContain('update_policy = "${var.policy}"');
  });

  test('an output or a local of a value cdktf would write bare (a repository\'s `{uuid}`, `[...]`, a number) is written as the string it is; the JSON is unchanged', () => {
    const stack = repoStack();
    const member = new repo.GroupMembership(stack, 'm', { workspace: 'acme', groupSlug: 'devs', uuid: UUID });
    new TerraformOutput(stack, 'member', { value: member.uuidInput, description: 'C:\\members' });
    new TerraformOutput(stack, 'port', { value: '8080' });
    new TerraformOutput(stack, 'many', { value: { 'uuids': [member.uuidInput, '[x]', 3], 'we"ird key': 'a\nb', 'ref': member.uuid } });
    new TerraformLocal(stack, 'member_uuid', member.uuidInput);
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toContain(`output "member" {\nvalue = "${UUID}"\ndescription = "C:\\\\members"\n}`);
    expect(hcl).toContain('output "port" {\nvalue = "8080"\n}');
    expect(hcl).toContain(`value = {\nuuids = [\n"${UUID}",\n"[x]",\n3,\n]\n"we\\"ird key" = "a\\nb"\nref = "\${repo_group_membership.m.uuid}"\n}`);
    expect(hcl).toContain(`member_uuid = "${UUID}"`);
    // synthesized again, the same
    expect(String(Testing.synthHcl(stack))).toBe(hcl);
    const json = JSON.parse(Testing.synth(stack));
    expect(json.output.member).toEqual({ value: UUID, description: 'C:\\members' });
    expect(json.output.port.value).toBe('8080');
    expect(json.output.many.value).toEqual({ 'uuids': [UUID, '[x]', 3], 'we"ird key': 'a\nb', 'ref': '${repo_group_membership.m.uuid}' });
    expect(json.locals.member_uuid).toBe(UUID);
  });

  test('an output holding an expression is escaped around the expression only, its line breaks too', () => {
    const stack = repoStack();
    const member = new repo.GroupMembership(stack, 'm', { workspace: 'acme', groupSlug: 'devs', uuid: UUID });
    new TerraformOutput(stack, 'expression', { value: '${lower("A")}-"x"\\' });
    new TerraformOutput(stack, 'lines', { value: `${member.uuid}\n"second" line` });
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toContain('output "expression" {\nvalue = "${lower("A")}-\\"x\\"\\\\"\n}');
    expect(hcl).toContain('output "lines" {\nvalue = "${repo_group_membership.m.uuid}\\n\\"second\\" line"\n}');
  });

  test('a string attribute holding an expression keeps the expression as it is (an escape inside it is not HCL)', () => {
    const stack = repoStack();
    new repo.Repository(stack, 'r', { owner: 'acme', name: 'web', description: '${jsonencode({ "team" = "web\\"s" })} "and" ${lookup(var.m, "k", "d")}' });
    expect(String(Testing.synthHcl(stack))).toContain('description = "${jsonencode({ "team" = "web\\"s" })} \\"and\\" ${lookup(var.m, "k", "d")}"');
  });
});

describe('escapeHclTemplate', () => {
  test.each([
    ['plain', 'plain'],
    ['a\\b"c', 'a\\\\b\\"c'],
    ['a\nb\r', 'a\\nb\\r'],
    ['"${x["k"]}"', '\\"${x["k"]}\\"'],
    ['${f("}")}"', '${f("}")}\\"'],
    ['${f({a = "${b}"})}"', '${f({a = "${b}"})}\\"'],
    ['%{ if x == "a" }"%{ endif }', '%{ if x == "a" }\\"%{ endif }'],
    ['$${"}"', '$${\\"}\\"'],
    ['%%{"}', '%%{\\"}'],
    ['${unclosed "', '${unclosed "'],
  ])('%j is escaped as %j', (text, escaped) => {
    expect(escapeHclTemplate(text)).toBe(escaped);
  });
});

describe('the generated …ToTerraform and …ToHclTerraform functions', () => {
  test('return undefined for undefined and a token unchanged', () => {
    const stack = capStack();
    const token = new TerraformVariable(stack, 'policy', {}).value;
    expect(cap.pubcloud_a.clusterUpdatePolicyToTerraform(undefined)).toBeUndefined();
    expect(cap.pubcloud_a.clusterUpdatePolicyToHclTerraform(undefined)).toBeUndefined();
    expect(cap.pubcloud_a.clusterUpdatePolicyToTerraform(token)).toBe(token);
    expect(cap.pubcloud_a.clusterUpdatePolicyToHclTerraform(token)).toBe(token);
  });

  test('convert a plain object to Terraform names, and to HCL attributes without the unset ones', () => {
    expect(cap.pubcloud_a.clusterUpdatePolicyToTerraform({ shouldRoll: true, conditionedRollParams: ['image_id'] })).toEqual({
      auto_apply_tags: undefined,
      conditioned_roll: undefined,
      conditioned_roll_params: ['image_id'],
      should_roll: true,
      roll_config: undefined,
    });
    expect(cap.pubcloud_a.clusterUpdatePolicyToHclTerraform({ shouldRoll: true })).toEqual({
      should_roll: { value: true, isBlock: false, type: 'simple', storageClassType: 'boolean' },
    });
  });

  test('refuse an object shaped like a cdktf complex list element', () => {
    expect(() => cap.pubcloud_a.clusterUpdatePolicyToTerraform(complexElementLike())).toThrow(COMPLEX_ELEMENT_ERROR);
    expect(() => cap.pubcloud_a.clusterUpdatePolicyToHclTerraform(complexElementLike())).toThrow(COMPLEX_ELEMENT_ERROR);
  });

  test('a list item shaped like a cdktf complex list element fails synthesis with cdktf\'s message', () => {
    const stack = capStack();
    cluster(stack, { attachLoadBalancers: [complexElementLike()] });
    expect(() => Testing.synth(stack)).toThrow(COMPLEX_ELEMENT_ERROR);
    expect(() => Testing.synthHcl(stack)).toThrow(COMPLEX_ELEMENT_ERROR);
  });
});
