/**
 * A string holding a Terraform interpolation or directive (`"${jsonencode(...)}"`, `"${var.url}"`),
 * which Terraform evaluates, is judged by no value check, as a token is: not by the validation engine
 * of the L1s (src/constructs/validation.ts), nor by the L2s' own checks (`PropProblems.known` and
 * `judge`, src/l2/problems.ts). It reaches the JSON as given. Its escapes (`$${`, `%%{`) are literal
 * text, judged as such.
 */
import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { idp, repo } from '../../src';
import { PropProblems } from '../../src/l2/problems';

function idpStack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}

test('a JSON-format attribute takes a Terraform expression that evaluates to JSON; literal text is still judged', () => {
  const s = idpStack();
  new TerraformVariable(s, 'team', { type: 'string' });
  new idp.Group(s, 'admins', { name: 'admins', attributes: '${jsonencode({ team = var.team })}' });
  new idp.Group(s, 'readers', { name: 'readers', attributes: '{"team": "${var.team}"}' });
  const json = JSON.parse(Testing.synth(s, true));
  expect(json.resource.idp_group.admins.attributes).toBe('${jsonencode({ team = var.team })}');
  expect(json.resource.idp_group.readers.attributes).toBe('{"team": "${var.team}"}');

  new idp.Group(s, 'bad', { name: 'bad', attributes: '$${jsonencode({ team = "web" })}' });
  expect(() => Testing.synth(s, true)).toThrow(/\[stack\/bad\] Group: attributes: "\$\$\{jsonencode\(\{ team = \\"web\\" \}\)\}" is not valid JSON/);
});

test('an L2 does not judge a string holding an interpolation either; a literal is judged', () => {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  new TerraformVariable(s, 'hook_url', { type: 'string' });
  const repository = repo.RepoRef.fromRepositoryAttributes('acme', 'web');
  const hook = new repo.RepositoryWebhook(s, 'Ci', { repository, url: '${var.hook_url}', events: [repo.HookEvents.REPO_PUSH] });
  expect(JSON.parse(Testing.synth(s, true)).resource.repo_hook[hook.resource.friendlyUniqueId].url).toBe('${var.hook_url}');
  expect(() => new repo.RepositoryWebhook(s, 'Bad', { repository, url: 'ci.example.com/$${x}', events: [repo.HookEvents.REPO_PUSH] }))
    .toThrow('url: "ci.example.com/$${x}" is not an absolute http(s) URL');
});

test('PropProblems.known and judge: an interpolation or a directive is not known; their escapes and other text are', () => {
  for (const v of ['${var.x}', 'https://${var.host}/hook', '%{ if var.x }a%{ endif }', 'a\n${var.x}\nb']) {
    expect([v, PropProblems.known(v), new PropProblems(undefined, 'X').judge('p', v)]).toEqual([v, false, false]);
  }
  for (const v of ['plain', '$${literal}', '%%{literal}', 'a$b{c}', '${unclosed', '$$${var.x}']) {
    expect([v, PropProblems.known(v)]).toEqual([v, true]);
  }
});
