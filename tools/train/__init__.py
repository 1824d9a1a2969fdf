"""Training the bots' judgement by self-play (``docs/learning.md``).

Run from the repository's root as modules, e.g. ``python -m tools.train.evolve --help``.
"""
