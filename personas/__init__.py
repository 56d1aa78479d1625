"""The bundled English persona library of rlver-env.

Installed as the ``rlver_personas`` package. Files live in ``en/train/`` and ``en/test/``; the
folder is the split. Load them with :func:`rlver_env.personas.load_bundled`.
"""
