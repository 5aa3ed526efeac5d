"""The converter's Python output (src/convert/print-python.ts) runs through the installed wheel and
synthesizes the configuration the TypeScript conversion of the same HCL synthesizes: one test per case
folder that test/convert/write-cases.ts wrote (run-python.js writes them and passes the folder as
BINDINGS_CONVERT_CASES), each running the case's main.py in a subprocess and comparing its stack's
cdk.tf.json, in the comparable form of test/convert/support.ts, with the case's expected.json."""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import pytest

CASES_ENV = "BINDINGS_CONVERT_CASES"
# the largest case (a stack of thousands of statements) runs in seconds
TIMEOUT_SECONDS = 600


def case_params() -> list:
    """One parameter per case folder (one with a main.py); a skipped one when the suite did not say where they are."""
    folder = os.environ.get(CASES_ENV)
    if not folder:
        return [pytest.param(None, id="no-cases", marks=pytest.mark.skip(
            reason=f"{CASES_ENV} is not set: node test/bindings/run-python.js writes the cases and sets it"))]
    path = pathlib.Path(folder)
    cases = sorted(p for p in path.iterdir() if (p / "main.py").is_file()) if path.is_dir() else []
    # a writer that wrote nothing must not pass as a suite that ran nothing: the empty case fails
    return [pytest.param(c, id=c.name) for c in cases] or [pytest.param(None, id="no-cases")]


def comparable(config):
    """Without cdktf's "//" metadata and the backend (whose local path follows where it ran), keys sorted."""
    def strip(v):
        if isinstance(v, list):
            return [strip(x) for x in v]
        if isinstance(v, dict):
            return {k: strip(v[k]) for k in sorted(v) if k != "//"}
        return v
    c = strip(config)
    if isinstance(c.get("terraform"), dict):
        c["terraform"].pop("backend", None)
        if not c["terraform"]:
            del c["terraform"]
    return c


MISSING = object()


def differences(want, got, limit: int = 20) -> list:
    """The first paths (at most `limit`) where two configurations differ, empty when they are the same."""
    out = []

    def walk(a, b, path):
        if len(out) >= limit:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for k in list(a) + [k for k in b if k not in a]:
                walk(a.get(k, MISSING), b.get(k, MISSING), f"{path}.{k}")
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                walk(x, y, f"{path}[{i}]")
        elif not (type(a) is type(b) and a == b):
            # by type too: True == 1 in Python, not in JSON
            out.append(f"{path or '.'}: expected {shown(a)}, got {shown(b)}")

    walk(want, got, "")
    return out


def shown(v) -> str:
    return "(missing)" if v is MISSING else json.dumps(v)[:200]


def synth_case(case: pathlib.Path) -> dict:
    """Runs the case's main.py with this Python in a temporary folder and returns its stack's configuration."""
    work = pathlib.Path(tempfile.mkdtemp(prefix="pyconvert-"))
    try:
        env = {**os.environ, "CDKTF_OUTDIR": str(work / "cdktf.out")}
        r = subprocess.run([sys.executable, str(case / "main.py")], cwd=work, env=env,
                           capture_output=True, text=True, timeout=TIMEOUT_SECONDS)
        # the error without the jsii kernel's notices before it
        error = r.stderr[r.stderr.find("Traceback"):] if "Traceback" in r.stderr else r.stderr
        assert r.returncode == 0, f"{case / 'main.py'} failed (exit {r.returncode}):\n{error[-4000:]}"
        return json.loads((work / "cdktf.out" / "stacks" / "converted" / "cdk.tf.json").read_text())
    finally:
        shutil.rmtree(work, ignore_errors=True)


@pytest.mark.parametrize("case", case_params())
def test_the_python_conversion_synthesizes_what_the_typescript_conversion_does(case: pathlib.Path):
    assert case is not None, f"{os.environ[CASES_ENV]} holds no case (a folder with main.py and expected.json)"
    expected = json.loads((case / "expected.json").read_text())
    got = comparable(synth_case(case))
    diff = differences(expected, got)
    assert not diff, f"{case.name}: the Python program's configuration differs from the TypeScript one's:\n" + "\n".join(diff)
