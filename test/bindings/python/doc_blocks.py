"""The code blocks of the README and the guides (README.md and docs/*.md, not docs/api/**), and how a
Python block of them runs (test_doc_snippets.py runs every one).

A fenced block (``` or ~~~, indented or not) is read with the HTML comment markers on the lines right
before its fence (blank lines between are allowed, two markers in either order):

  <!-- snippet: fixture=<name> -->          run the block in fixture <name> instead of its file's default
                                             (README.md: readme, docs/<guide>.md: <guide>)
  <!-- getting-started: <language> file=<path> -->   test/getting-started/run.js writes the block to a
                                             real project and runs it (README.md's "## Getting started"
                                             section and docs/getting-started.md only): covered there
  <!-- getting-started: none -->            run.js leaves the block alone: the snippet tests run it

A fixture is a Python file, fixtures/<name>.py, with exactly one line `# <snippet>`: the block replaces
that line (indented as it is) and the whole runs as one module. Fixture `none` runs the block as it is
(a whole program). Every App writes to $CDKTF_OUTDIR (conftest.py sets it for the session), and after
the run that folder must hold the synthesized stacks: a fixture synthesizes its app after the block.
"""
from __future__ import annotations

import json
import linecache
import os
import pathlib
import re
import shutil
import sys
import traceback
from dataclasses import dataclass, field
from typing import Optional

ROOT = pathlib.Path(__file__).resolve().parents[3]
FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
PLACEHOLDER = "# <snippet>"
LANGUAGES = {"python": "python", "py": "python", "python3": "python", "java": "java"}
# where test/getting-started/run.js follows the getting-started markers: a file, and the section of it
FOLLOWED = {"README.md": "## Getting started", "docs/getting-started.md": None}


@dataclass
class Block:
    file: str  # relative to the repository, e.g. docs/org-rules.md
    line: int  # the line of the opening fence (1-based)
    language: str  # python, java, or the fence's info word as written (ts, sh, ...)
    text: str
    fixture: Optional[str] = None  # from <!-- snippet: fixture=... -->
    getting_started: Optional[str] = None  # what <!-- getting-started: ... --> says, e.g. "python file=main.py"
    section: Optional[str] = None  # the "## " heading above the block

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass
class Document:
    blocks: list = field(default_factory=list)
    problems: list = field(default_factory=list)  # "<file>:<line>: what is wrong"


MARKER = re.compile(r"^\s*<!--\s*(snippet|getting-started):\s*(.*?)\s*-->\s*$")
OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$")


def read_markdown(text: str, name: str) -> Document:
    """The fenced blocks of one markdown text, with their markers, and what cannot be read."""
    doc = Document()
    lines = text.split("\n")
    markers = {}  # kind -> (spec, line)
    section = None
    i = 0

    def dangling():
        for kind, (_, at) in markers.items():
            doc.problems.append(f"{name}:{at}: <!-- {kind}: ... --> is not followed by a code block")
        markers.clear()

    while i < len(lines):
        line = lines[i]
        m = MARKER.match(line)
        if m:
            kind, spec = m.group(1), m.group(2)
            if kind in markers:
                doc.problems.append(f"{name}:{i + 1}: a second <!-- {kind}: ... --> marker for one code block")
            markers[kind] = (spec, i + 1)
            i += 1
            continue
        fence = OPEN.match(line)
        if not fence:
            if line.strip():
                dangling()
            if line.startswith("## "):
                section = line.strip()
            i += 1
            continue
        indent, mark, info = len(fence.group(1)), fence.group(2), fence.group(3)
        close = re.compile(r"^\s*" + re.escape(mark[0]) + "{" + str(len(mark)) + r",}\s*$")
        end = next((j for j in range(i + 1, len(lines)) if close.match(lines[j])), None)
        if end is None:
            doc.problems.append(f"{name}:{i + 1}: the code block ({info or 'no language'}) is not closed")
            markers.clear()
            break
        body = [l[indent:] if l[:indent].strip() == "" else l.lstrip() for l in lines[i + 1:end]]
        block = Block(name, i + 1, LANGUAGES.get(info.lower(), info), "\n".join(body) + "\n", section=section)
        if "snippet" in markers:
            spec, at = markers["snippet"]
            found = re.fullmatch(r"fixture=([\w.-]+)", spec)
            if found:
                block.fixture = found.group(1)
            elif block.language in ("python", "java"):
                doc.problems.append(f'{name}:{at}: cannot read <!-- snippet: {spec} --> (expected fixture=<name>)')
        if "getting-started" in markers:
            block.getting_started = markers["getting-started"][0]
        doc.blocks.append(block)
        markers.clear()
        i = end + 1
    dangling()
    return doc


def doc_files() -> list:
    """README.md and docs/*.md (docs/api/** is generated and not in scope)."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def read_docs(files=None) -> Document:
    docs = Document()
    for path in files or doc_files():
        doc = read_markdown(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
        docs.blocks += doc.blocks
        docs.problems += doc.problems
    return docs


def coverage(block: Block) -> Optional[str]:
    """Why the block needs no snippet test (run.js follows it), or None when the snippet tests run it.
    Raises AssertionError when a getting-started marker claims what run.js does not do."""
    marker = block.getting_started
    if marker is None or marker == "none":
        return None
    spec = re.fullmatch(r"(\w+)\s+(file|commands)=(\S+)", marker)
    followed = block.file in FOLLOWED and FOLLOWED[block.file] in (None, block.section)
    if spec and spec.group(1) == block.language and spec.group(2) == "file" and followed:
        return f"followed by test/getting-started/run.js ({marker})"
    raise AssertionError(
        f"{block.id}: the {block.language} block is marked <!-- getting-started: {marker} -->, but "
        f"test/getting-started/run.js follows only `<language> file=<path>` blocks of its own language in README.md's "
        f'"## Getting started" and docs/getting-started.md, so no test would run it; mark it '
        f"<!-- getting-started: none --> or move it")


def default_fixture(block: Block) -> str:
    stem = pathlib.PurePosixPath(block.file).stem
    return "readme" if stem == "README" else stem


def fixture_source(name: str, fixtures: pathlib.Path = FIXTURES, block: Optional[Block] = None) -> tuple:
    """The fixture's lines and the index of its placeholder; errors name the block and the fixture."""
    who = f"{block.id}: " if block else ""
    path = fixtures / f"{name}.py"
    if not path.is_file():
        known = sorted(p.stem for p in fixtures.glob("*.py")) + ["none"]
        raise AssertionError(
            f"{who}unknown fixture '{name}': there is no {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} "
            f"(known: {', '.join(known)}); add it or name another with <!-- snippet: fixture=<name> -->")
    lines = path.read_text(encoding="utf-8").split("\n")
    at = [i for i, l in enumerate(lines) if l.strip() == PLACEHOLDER]
    if len(at) != 1:
        raise AssertionError(
            f"{who}fixture {path.name} must have exactly one line '{PLACEHOLDER}' where the block goes, "
            f"it has {len(at)}")
    return lines, at[0]


class SnippetFailed(AssertionError):
    pass


def outdir() -> pathlib.Path:
    value = os.environ.get("CDKTF_OUTDIR")
    if not value:
        raise AssertionError("CDKTF_OUTDIR is not set (conftest.py sets it before cdktf starts)")
    return pathlib.Path(value)


def run_python(block: Block, fixtures: pathlib.Path = FIXTURES) -> tuple:
    """Runs a Python block in its fixture; returns (the module's namespace, the folder it synthesized to).
    Fails (SnippetFailed) naming the markdown file and line when it raises or synthesizes nothing."""
    name = block.fixture or default_fixture(block)
    body = block.text.rstrip("\n").split("\n")
    # every line of the program with where it comes from
    if name == "none":
        program = [(l, f"{block.file}:{block.line + 1 + k}") for k, l in enumerate(body)]
    else:
        lines, at = fixture_source(name, fixtures, block)
        pad = lines[at][:len(lines[at]) - len(lines[at].lstrip())]
        program = (
            [(l, f"fixture {name}.py:{k + 1}") for k, l in enumerate(lines[:at])]
            + [(pad + l if l.strip() else l, f"{block.file}:{block.line + 1 + k}") for k, l in enumerate(body)]
            + [(l, f"fixture {name}.py:{at + 2 + k}") for k, l in enumerate(lines[at + 1:])]
        )
    filename = f"<{block.id} in fixture {name}>"
    source = "\n".join(l for l, _ in program) + "\n"
    linecache.cache[filename] = (len(source), None, [l + "\n" for l, _ in program], filename)
    where = lambda n: program[n - 1][1] if 0 < n <= len(program) else f"line {n}"  # noqa: E731
    out = outdir()
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    namespace = {"__name__": "__main__", "__file__": filename}  # run as a program is
    try:
        exec(compile(source, filename, "exec"), namespace)
    except SyntaxError as e:
        raise SnippetFailed(f"{block.id}: the python block (fixture {name}) does not compile: {e.msg} at {where(e.lineno or 0)}") from None
    except Exception as e:  # noqa: BLE001 - whatever the block raises is the failure to report
        frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == filename]
        at = where(frames[-1].lineno) if frames else "?"
        raise SnippetFailed(f"{block.id}: the python block (fixture {name}) failed at {at}: {type(e).__name__}: {e}") from e
    manifest = out / "manifest.json"
    if not manifest.is_file():
        raise SnippetFailed(
            f"{block.id}: the python block (fixture {name}) ran but synthesized nothing to {out} "
            f"(a fixture calls app.synth() after '{PLACEHOLDER}'; a whole program calls it itself)")
    stacks = json.loads(manifest.read_text())["stacks"]
    if not stacks:
        raise SnippetFailed(f"{block.id}: the python block (fixture {name}) synthesized an app without stacks")
    for stack in stacks.values():
        if not (out / stack["synthesizedStackPath"]).is_file():
            raise SnippetFailed(f"{block.id}: synth wrote no {stack['synthesizedStackPath']}")
    return namespace, out


def find_block(file: str, language: str, contains: str) -> Block:
    """The one block of a doc file in a language whose text contains a string (for tests that assert more)."""
    found = [b for b in read_docs([ROOT / file]).blocks if b.language == language and contains in b.text]
    assert len(found) == 1, f"{file}: expected one {language} block containing {contains!r}, found {len(found)}"
    return found[0]


if __name__ == "__main__":  # lists the blocks, for a look
    docs = read_docs()
    for b in docs.blocks:
        print(b.id, b.language, b.fixture or "-", b.getting_started or "-")
    for p in docs.problems:
        print("problem:", p, file=sys.stderr)
