"""Game-specific table parts: each game's board view, log sentences and result labels.

Each board package exposes a :class:`~game.boards.base.BoardKit` named ``KIT``, which the
game's registration names (``game/games/<game>.py``); the table scenes
(``game.scenes.table``) are generic and ask ``game.games.board_kit(game_id)`` for the kit.
"""
