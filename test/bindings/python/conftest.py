"""Every App of the doc snippets writes to one temporary folder: cdktf reads CDKTF_OUTDIR when an App
is created without an outdir, in the jsii kernel's process, which takes this environment when it starts
(the first import of cdktf), so this runs before any test module imports it."""
import atexit
import os
import shutil
import sys
import tempfile

if "cdktf" in sys.modules:
    raise RuntimeError("conftest.py must run before cdktf is imported (CDKTF_OUTDIR reaches the jsii kernel only then)")
_folder = tempfile.mkdtemp(prefix="doc-snippets-")
atexit.register(shutil.rmtree, _folder, True)
os.environ["CDKTF_OUTDIR"] = os.path.join(_folder, "cdktf.out")

# cdktf's `Testing` class, imported into the test modules, is not a test class: pytest would try to
# collect it (its name starts with "Test") and warn that it cannot
import cdktf  # noqa: E402  (after CDKTF_OUTDIR is set, above)

cdktf.Testing.__test__ = False
