"""The whole test session keeps its classroom database (SQLite) in a temporary folder, never in var/."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("EUCHRE_TUTOR_DATA_DIR", tempfile.mkdtemp(prefix="euchre-tutor-test-"))
