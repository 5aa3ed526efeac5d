"""Every ```python block of README.md and docs/*.md runs through the installed wheel and its stacks
synthesize (doc_blocks.py says how a block is read and run): one test per block, named
<file>:<line>. A block that test/getting-started/run.js follows in a real project is listed as skipped
(covered there). An unreadable marker, an unclosed fence, an unknown fixture or a fixture without its
placeholder fails, naming the file and line."""
import pathlib

import pytest

import doc_blocks
from doc_blocks import Block, read_markdown

DOCS = doc_blocks.read_docs()
PYTHON = [b for b in DOCS.blocks if b.language == "python"]


def test_the_docs_markers_and_fences_are_readable():
    assert DOCS.problems == [], "\n".join(DOCS.problems)


def test_the_docs_have_python_blocks():
    # the extraction finds the blocks the guides are known to hold (a broken reader would run nothing)
    assert any(b.file == "docs/org-rules.md" for b in PYTHON), [b.id for b in PYTHON]
    assert any(b.getting_started == "none" for b in PYTHON), [b.id for b in PYTHON]


@pytest.mark.parametrize("block", PYTHON, ids=[b.id for b in PYTHON])
def test_doc_python_block_runs_and_synthesizes(block: Block):
    covered = doc_blocks.coverage(block)
    if covered:
        pytest.skip(covered)
    doc_blocks.run_python(block)


FIXTURE_FILES = sorted(doc_blocks.FIXTURES.glob("*.py"))


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=[p.name for p in FIXTURE_FILES])
def test_fixture_has_one_placeholder_and_is_used(path: pathlib.Path):
    assert path.stem != "none", "fixture name 'none' is reserved (it runs a block as it is)"
    doc_blocks.fixture_source(path.stem)
    users = [b.id for b in PYTHON if not doc_blocks.coverage(b) and (b.fixture or doc_blocks.default_fixture(b)) == path.stem]
    assert users, f"{path.name} is used by no python block of the docs (remove it)"


# ---------------------------------------------------------------------------------------------------
# the reader and the guards, on markdown written here

SAMPLE = """# Guide

Text.

<!-- snippet: fixture=other -->
```python
x = 1
```

<!-- getting-started: none -->

<!-- snippet: fixture=first -->
```python
y = 2
```

<!-- snippet: fixture=second -->
<!-- getting-started: python file=main.py -->
~~~py
z = 3
~~~

## Getting started

- a list item:

  ```java
  int a = 1;
  ```

````md
```python
not a block of its own
```
````

```ts
const t = 1;
```
"""


def test_the_reader_finds_each_fence_with_its_markers_in_either_order():
    doc = read_markdown(SAMPLE, "docs/sample.md")
    assert doc.problems == []
    got = [(b.line, b.language, b.fixture, b.getting_started, b.section, b.text) for b in doc.blocks]
    assert got == [
        (6, "python", "other", None, None, "x = 1\n"),
        (13, "python", "first", "none", None, "y = 2\n"),
        (19, "python", "second", "python file=main.py", None, "z = 3\n"),
        (27, "java", None, None, "## Getting started", "int a = 1;\n"),
        (31, "md", None, None, "## Getting started", "```python\nnot a block of its own\n```\n"),
        (37, "ts", None, None, "## Getting started", "const t = 1;\n"),
    ]


def test_an_unclosed_fence_is_a_problem_naming_the_file_and_line():
    doc = read_markdown("text\n\n```python\nx = 1\n", "docs/broken.md")
    assert doc.problems == ["docs/broken.md:3: the code block (python) is not closed"]


def test_a_marker_not_followed_by_a_block_or_unreadable_is_a_problem():
    doc = read_markdown("<!-- snippet: fixture=a -->\ntext\n\n<!-- snippet: fixtur=b -->\n```python\nx\n```\n"
                        "<!-- getting-started: none -->\n", "README.md")
    assert doc.problems == [
        "README.md:1: <!-- snippet: ... --> is not followed by a code block",
        "README.md:4: cannot read <!-- snippet: fixtur=b --> (expected fixture=<name>)",
        "README.md:8: <!-- getting-started: ... --> is not followed by a code block",
    ]


def test_only_a_file_block_of_its_language_where_run_js_looks_counts_as_covered():
    gs = Block("docs/getting-started.md", 30, "python", "", getting_started="python file=main.py")
    assert "run.js" in doc_blocks.coverage(gs)
    assert doc_blocks.coverage(Block("docs/getting-started.md", 30, "python", "", getting_started="none")) is None
    for wrong in [
        Block("docs/getting-started.md", 7, "python", "", getting_started="java file=Main.java"),
        Block("docs/using.md", 7, "python", "", getting_started="python file=main.py"),
        Block("README.md", 7, "python", "", getting_started="python file=main.py", section="## Guides"),
    ]:
        with pytest.raises(AssertionError, match=f"{wrong.file}:7: .*no test would run it"):
            doc_blocks.coverage(wrong)


def test_an_unknown_fixture_fails_naming_the_block(tmp_path):
    block = Block("docs/x.md", 12, "python", "x = 1\n", fixture="nope")
    with pytest.raises(AssertionError, match=r"docs/x.md:12: unknown fixture 'nope'"):
        doc_blocks.run_python(block, tmp_path)


def test_a_fixture_without_its_placeholder_fails_naming_the_block(tmp_path):
    (tmp_path / "bare.py").write_text("x = 1\n")
    with pytest.raises(AssertionError, match=r"docs/x.md:12: fixture bare.py must have exactly one line '# <snippet>'"):
        doc_blocks.run_python(Block("docs/x.md", 12, "python", "y = 2\n", fixture="bare"), tmp_path)


def test_a_failing_block_names_the_markdown_line_it_fails_at(tmp_path):
    (tmp_path / "plain.py").write_text("from cdktf import App\napp = App()\nif True:\n    # <snippet>\n    pass\napp.synth()\n")
    block = Block("docs/x.md", 12, "python", "a = 1\n\nraise ValueError('boom')\n", fixture="plain")
    with pytest.raises(doc_blocks.SnippetFailed, match=r"^docs/x.md:12: .*failed at docs/x.md:15: ValueError: boom"):
        doc_blocks.run_python(block, tmp_path)


def test_a_block_that_synthesizes_nothing_fails(tmp_path):
    (tmp_path / "nosynth.py").write_text("# <snippet>\n")
    with pytest.raises(doc_blocks.SnippetFailed, match=r"docs/x.md:3: .*synthesized nothing"):
        doc_blocks.run_python(Block("docs/x.md", 3, "python", "x = 1\n", fixture="nosynth"), tmp_path)


def test_a_whole_program_runs_with_fixture_none_and_its_stack_is_synthesized():
    program = "from cdktf import App, TerraformStack\napp = App()\nTerraformStack(app, 'whole')\napp.synth()\n"
    _, out = doc_blocks.run_python(Block("docs/x.md", 3, "python", program, fixture="none"))
    assert (out / "stacks" / "whole" / "cdk.tf.json").is_file()
