"""examples/python synthesizes the same stack as examples/typescript, and no credential from the
environment reaches its output."""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[3]
SENTINELS = {
    "IDP_URL": "https://sentinel-idp-url.invalid", "IDP_TOKEN": "SENTINEL-IDP-TOKEN-7f3a",
    "REPO_OAUTH_TOKEN": "SENTINEL-REPO-OAUTH-TOKEN-c813", "REPO_PASSWORD": "SENTINEL-REPO-PASSWORD-9d0e",
    "CAP_TOKEN": "SENTINEL-CAP-TOKEN-d9f4", "CAP_ACCOUNT": "SENTINEL-CAP-ACCOUNT-e0a5",
}


def synth_python_example() -> pathlib.Path:
    outdir = pathlib.Path(tempfile.mkdtemp(prefix="pyexample-"))
    env = {**os.environ, **SENTINELS, "CDKTF_OUTDIR": str(outdir)}
    subprocess.run([sys.executable, "main.py"], cwd=ROOT / "examples" / "python", env=env, check=True)
    return outdir


def without_backend_path(stack: dict) -> dict:
    # the local backend's state path follows the working directory
    stack["terraform"]["backend"]["local"].pop("path", None)
    return stack


def test_python_example_synthesizes_the_same_stack_as_the_typescript_example():
    out = synth_python_example()
    ours = json.loads((out / "stacks" / "example" / "cdk.tf.json").read_text())
    theirs = json.loads((pathlib.Path(os.environ["BINDINGS_TS_EXAMPLE"]) / "stacks" / "example" / "cdk.tf.json").read_text())
    assert without_backend_path(ours) == without_backend_path(theirs)


def test_no_environment_credential_reaches_the_python_example_output():
    out = synth_python_example()
    files = [p for p in out.rglob("*") if p.is_file()]
    assert files
    for p in files:
        text = p.read_text(errors="replace")
        for name, value in SENTINELS.items():
            assert value not in text, f"{name} leaked into {p}"
