"""The table and the screens around a match.

- :class:`TableScene` — a match being played (hand-offs, undo/redo, log, hints, bots);
- :class:`ResultsScene` — the score sheet, the winner and a chart of the scores;
- :class:`SavedGamesScene`, :class:`ReplayScene`, :class:`StatisticsScene`, :class:`RulesScene`;
- :func:`new_table`, :func:`resume_table`, :func:`newest_unfinished` — how the app opens them.
"""

from game.scenes.table.launch import newest_unfinished, resume_match, resume_table
from game.scenes.table.replay import ReplayScene
from game.scenes.table.results import ResultsScene
from game.scenes.table.rules_scene import RulesScene
from game.scenes.table.saves_list import SavedGamesScene
from game.scenes.table.scene import TableScene, new_table
from game.scenes.table.stats_screen import StatisticsScene

__all__ = [
    "ReplayScene", "ResultsScene", "RulesScene", "SavedGamesScene", "StatisticsScene", "TableScene",
    "new_table", "newest_unfinished", "resume_match", "resume_table",
]
