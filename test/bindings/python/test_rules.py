"""Org rules in Python, as docs/org-rules.md writes them (its Python block, run in its fixture): a
team's own rule (a subclass of rules.Rule), composed into a pack with a shipped baseline whose severity
it changes, judges the stack at synth; its error fails synth, an acknowledgement with a reason accepts
it, and the report lists it."""
import functools
import json
import pathlib
import tempfile

import pytest
from cdktf import App, TerraformStack, TerraformVariable

import doc_blocks
from cdktf_triad import repo, rules


@functools.lru_cache(maxsize=None)
def guide() -> dict:
    """What the Python block of docs/org-rules.md defines (run as test_doc_snippets.py runs it)."""
    namespace, _ = doc_blocks.run_python(doc_blocks.find_block("docs/org-rules.md", "python", "class PrivateRepositories"))
    return namespace


def acme_pack() -> rules.RulePack:
    """The guide's pack: its rule ACME-REPO-001 (every repository is private) and the repo baseline."""
    return guide()["acme"]


def synth(build) -> pathlib.Path:
    outdir = pathlib.Path(tempfile.mkdtemp(prefix="pyrules-"))
    app = App(outdir=str(outdir))
    stack = TerraformStack(app, "stack")
    repo.RepoProvider(stack, "repo")
    rules.Rules.apply(stack, acme_pack())
    build(stack)
    app.synth()
    return outdir / "stacks" / "stack"


def findings(out: pathlib.Path) -> list:
    return json.loads((out / "findings.json").read_text())["findings"]


def test_a_python_rule_in_a_composed_pack_fails_synth_on_a_public_repository():
    def build(stack):
        repo.Repository(stack, "web", owner="acme", name="web", is_private=False)
    with pytest.raises(Exception, match=r"\[ACME-REPO-001\] Repositories are private: the repository is public"):
        synth(build)


def test_an_acknowledged_finding_of_a_python_rule_does_not_fail_synth_and_is_reported_with_its_reason():
    def build(stack):
        web = repo.Repository(stack, "web", owner="acme", name="web", is_private=False)
        rules.Rules.acknowledge(web, "ACME-REPO-001", "the public mirror of our docs")
    found = [f for f in findings(synth(build)) if f["ruleId"] == "ACME-REPO-001"]
    assert len(found) == 1
    assert found[0]["acknowledged"] is True
    assert found[0]["reason"] == "the public mirror of our docs"


def test_a_python_rule_does_not_judge_a_variable_and_the_pack_changes_a_shipped_rule_s_severity():
    def build(stack):
        private = TerraformVariable(stack, "private", type="bool").boolean_value
        repo.Repository(stack, "web", owner="acme", name="web", is_private=private)
        rules.Rules.acknowledge(stack, "REPO-BRANCH-001", "no branch restrictions in this test")
        rules.Rules.acknowledge(stack, "REPO-BRANCH-002", "no branch restrictions in this test")
    by_rule = {f["ruleId"]: f for f in findings(synth(build))}
    assert by_rule["ACME-REPO-001"]["outcome"] == "not-judged"
    assert acme_pack().severity_of("REPO-VISIBILITY-001") == rules.FindingSeverity.INFO
