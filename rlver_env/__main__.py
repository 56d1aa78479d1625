"""``python -m rlver_env``: the same as the ``rlver-env`` command."""

from __future__ import annotations

import sys

from rlver_env.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
