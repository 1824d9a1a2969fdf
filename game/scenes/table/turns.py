"""Who sits at the screen, when to hand the screen over, and the bots' turns.

:class:`TurnDriver` wraps a :class:`~game.match.Match` and answers the questions the table
scene asks every frame: whose private things may be drawn (``viewer``), whether a hand-off
screen must hide them first (``handoff_to``), whose private lines the log may show
(``log_viewer``: only a person known to be at the screen, so when the screen passes to another
person without a hand-off, the log shows the public lines until they play), whether the person
may act (``interactive``), and it runs the bots in a :class:`~game.bots.BotRunner` so the
window keeps drawing while they think.

A bot's move is applied only once ``bot_delay`` seconds have passed since the previous move, so
people can follow what the bots do.  In a simultaneous decision every person still to choose
gets the screen in turn (a hand-off between people) and may take their hidden choice back
until the reveal; a person's decision with a single option is played for them after
``FORCED_PAUSE`` seconds when ``auto_single`` is on (undo steps back over it); a bot chooses from its own view (its own moves, ``legal_moves_for``) when it
is the first player still to choose, so it never sees a choice that is not revealed.  No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots import BotRunner, Progress, make_bot
from game.bots.base import Suggestion
from game.bots.ismcts import HardBot
from game.bots.ladder import decision_seed
from game.bots.worker import stop_worker
from game.games import bot_kit
from game.match import Match, UndoCheck, only_option
from game.rules.core import Decision, Event, Move, State, derive_seed
from game.scenes.table.log_book import EVERYONE

FORCED_PAUSE = 0.6
"""Seconds before the table plays a person's only option (long enough to see it happen)."""


@dataclass(frozen=True)
class Applied:
    """A move that was just played: who played it, the events, the view before it."""

    player: int
    move: Move
    events: list[Event]
    before: State | None


class TurnDriver:
    """The flow of a match at one screen (hotseat hand-offs, bots, hints)."""

    def __init__(self, match: Match, bot_delay: float = 0.8, auto_single: bool = False) -> None:
        self.match = match
        self.bot_delay = bot_delay
        self.auto_single = auto_single
        self.viewer: int | None = None
        """The person whose private things the screen shows now (``None``: nobody's)."""
        self.handoff_to: int | None = None
        """The person the screen must be handed to before anything private is shown."""
        self._at_screen: int | None = None
        """The person known to sit at the screen: who took it on a hand-off or last played on
        it (the viewer may have changed since without a hand-off)."""
        self._bot: BotRunner | None = None
        self._bot_player: int | None = None
        self._since_move = 0.0
        self._hint: BotRunner | None = None
        self._hint_revision = -1
        self.hint_move: Move | None = None
        """The hard bot's suggestion, once it has come (the first of :attr:`hint_ranking`)."""
        self.hint_ranking: list[Suggestion] = []
        """The hard bot's top moves with their expected margins, its choice first (up to
        three; fewer where fewer moves were open), once the hint has come."""
        self.hint_iterations: int | None = None
        """The hint bot's playouts (``None``: the game's tuned number; tests ask for fewer)."""
        self._decision: tuple[int, Decision | None] = (-1, None)
        self._only: tuple[int, Move | None] = (-1, None)
        humans = match.humans
        if len(humans) == 1:
            self.viewer = humans[0]
        self.settle()

    # --- who is at the screen ----------------------------------------------------------
    @property
    def solo(self) -> bool:
        """One person against bots: the screen always belongs to them (no hand-off)."""
        return len(self.match.humans) == 1

    @property
    def current(self) -> int | None:
        """Whose decision it is (``None`` once the game is over)."""
        return self.match.state.current_player

    @property
    def human_to_move(self) -> bool:
        """Whether a person (not a bot) has the current decision."""
        seat = self.match.current_seat
        return seat is not None and not seat.is_bot

    def decision(self) -> Decision | None:
        """What is being decided now (``None`` once the game is over); read once per change
        of the match, since the screen asks every frame."""
        if self._decision[0] != self.match.revision:
            self._decision = (self.match.revision, self.match.state.decision())
        return self._decision[1]

    @property
    def simultaneous(self) -> bool:
        """Whether several players are choosing at once now."""
        decision = self.decision()
        return decision is not None and decision.simultaneous

    def pending_people(self) -> list[int]:
        """The people whose choice is awaited now."""
        decision = self.decision()
        if decision is None:
            return []
        return [p for p in decision.pending if not self.match.seats[p].is_bot]

    @property
    def acting(self) -> int | None:
        """The player whose decision the screen is about: the person at the screen while they
        still have to choose in a simultaneous decision, else the current player."""
        if self.viewer is not None and self.simultaneous and self.viewer in self.pending_people():
            return self.viewer
        return self.current

    @property
    def log_viewer(self) -> int | None:
        """Whose private lines the log may show: the viewer's once they are known to be at the
        screen (alone against bots, after a hand-off, or once they have played on it), else
        nobody's (issue 32: a line about a private thing is shown only to its owner); once the
        game is over, everyone's, like the hands."""
        if self.decision() is None:
            return EVERYONE
        if self.solo or self.viewer == self._at_screen:
            return self.viewer
        return None

    @property
    def interactive(self) -> bool:
        """Whether the person at the screen may act now."""
        if self.handoff_to is not None or self.viewer is None:
            return False
        if self.simultaneous:
            return self.viewer in self.pending_people()
        return self.human_to_move and self.viewer == self.current

    def settle(self) -> None:
        """Decide, after any change, who the screen belongs to and whether a hand-off is due."""
        player = self.current
        if self.solo or player is None:
            self.handoff_to = None
            return
        if self.simultaneous:
            self._settle_simultaneous()
            return
        if not self.human_to_move:
            if self.match.is_hotseat:
                self.viewer = None
            return
        if player == self.viewer and (self.viewer == self._at_screen or not self.match.state.is_private_decision()):
            self.handoff_to = None
        elif self.match.is_hotseat and self.match.state.is_private_decision():
            self.viewer = None
            self.handoff_to = player
        else:
            self.handoff_to = None
            self.viewer = player

    def _settle_simultaneous(self) -> None:
        people = self.pending_people()
        if self.viewer in people and self.viewer == self._at_screen:
            self.handoff_to = None
        elif people:
            # the choices are hidden from each other: always hand the screen over
            self.handoff_to = self.viewer if self.viewer in people else people[0]
            self.viewer = None
        else:
            self.viewer = None
            self.handoff_to = None

    def take_screen(self) -> None:
        """The person named on the hand-off screen clicked: show them their things."""
        if self.handoff_to is not None:
            self.viewer = self._at_screen = self.handoff_to
            self.handoff_to = None

    def view(self) -> State:
        """The view the screen shows now: the viewer's, or the player to move's (drawn as
        public only, since then ``viewer`` is ``None``)."""
        player = self.viewer
        if player is None:
            player = self.current if self.current is not None else 0
        return self.match.view_for(player)

    def my_moves(self) -> list[Move]:
        """The legal moves of the person at the screen (none when nobody's or not theirs)."""
        if self.viewer is None:
            return []
        return self.view().legal_moves_for(self.viewer)

    @property
    def auto_single(self) -> bool:
        """Whether a person's decision with a single option is played for them."""
        return self.match.steps_over_forced

    @auto_single.setter
    def auto_single(self, on: bool) -> None:
        self.match.steps_over_forced = on

    def forced_move(self) -> Move | None:
        """The only option of the person at the screen, when they have exactly one and the
        table plays such moves for them (read once per change of the match)."""
        if not self.auto_single or not self.interactive:
            return None
        if self._only[0] != self.match.revision:
            player = self.current
            self._only = (self.match.revision, None if player is None else only_option(self.match.state, player))
        return self._only[1]

    # --- playing -----------------------------------------------------------------------
    def play(self, move: Move) -> Applied:
        """Apply a move (a person's or a bot's) and re-decide who holds the screen."""
        player = self.match.state.mover(move)
        if player is None:
            raise ValueError("the game is over")
        if player == self.viewer:
            self._at_screen = player
        return self._apply(player, move)

    def _apply(self, player: int, move: Move) -> Applied:
        """Apply ``player``'s move and re-decide who holds the screen (a bot's move and a
        person's only option come here directly: nobody at the screen played them)."""
        before = self.view()
        self.clear_hint()
        events = self.match.play(move)
        self._since_move = 0.0
        self.settle()
        return Applied(player, move, events, before)

    def _chooser(self) -> int | None:
        """Who may take a hidden choice back now: the person at the screen, or on a hand-off
        screen the person who chose last."""
        if self.viewer is not None:
            return self.viewer
        movers = self.match.movers
        return movers[-1] if movers else None

    def can_undo(self) -> UndoCheck:
        """Whether undo is possible now (a hidden choice, or the last decision of the person at
        the screen), and why not."""
        chooser = self._chooser()
        if self.simultaneous and chooser is not None and self.match.can_take_back(chooser).allowed:
            return UndoCheck(True)
        return self.match.can_undo(self.viewer)

    def undo(self) -> bool:
        """Take back the person's hidden choice in a simultaneous decision, otherwise their
        last decision (and, in games without turn boundaries, the bots' replies)."""
        self.cancel_bot()
        self.clear_hint()
        chooser = self._chooser()
        if self.simultaneous and chooser is not None and self.match.can_take_back(chooser).allowed:
            done = self.match.take_back(chooser)
        else:
            done = self.match.undo(self.viewer)
        if done:
            self.settle()
        return done

    def redo(self) -> bool:
        """Play an undone decision again."""
        self.cancel_bot()
        self.clear_hint()
        done = self.match.redo()
        if done:
            self.settle()
        return done

    # --- bots ---------------------------------------------------------------------------
    @property
    def bot_thinking(self) -> int | None:
        """The player whose bot is thinking now, if any."""
        return self._bot_player if self._bot is not None else None

    def bot_progress(self) -> Progress:
        """How far the thinking bot has got."""
        return self._bot.progress if self._bot is not None else Progress(0.0, "")

    def update(self, dt: float, ready: bool = True) -> Applied | None:
        """Advance the bots by ``dt`` seconds; returns a bot's move (or a person's only option
        played for them) once it has been applied.

        ``ready`` is false while the board still animates: the bot's move then waits.
        """
        self._since_move += dt
        self._poll_hint()
        seat = self.match.current_seat
        if seat is None or not seat.is_bot:
            self.cancel_bot()
            forced = self.forced_move()
            if forced is None or not ready or self._since_move < FORCED_PAUSE:
                return None
            mover = self.match.state.mover(forced)
            return None if mover is None else self._apply(mover, forced)
        player = self.current
        assert player is not None
        if self._bot is None:
            seed = decision_seed(self.match.setup.seed, len(self.match.moves), player)
            self._bot = BotRunner(make_bot(seat.level, seed, bot_kit(self.match.setup.game_id)))
            self._bot_player = player
            self._bot.start(self.match.view_for(player))
            return None
        move = self._bot.poll()
        if move is None or not ready or self._since_move < self.bot_delay:
            return None
        self._bot = None
        self._bot_player = None
        return self._apply(player, move)

    def cancel_bot(self) -> None:
        """Stop a thinking bot (its answer is ignored)."""
        if self._bot is not None:
            self._bot.cancel()
        self._bot = None
        self._bot_player = None

    # --- hints -------------------------------------------------------------------------
    def ask_hint(self) -> bool:
        """Ask the hard bot for its top moves for the person to move (:attr:`hint_ranking`);
        ``False`` when no person may act now or a hint is already being worked out."""
        if not self.interactive or self._hint is not None or self.acting != self.current:
            return False
        player = self.current
        assert player is not None
        self.hint_move = None
        self.hint_ranking = []
        kit = bot_kit(self.match.setup.game_id)
        bot = make_bot("hard", derive_seed(self.match.setup.seed, 7919 + len(self.match.moves)), kit)
        if self.hint_iterations is not None and isinstance(bot, HardBot):
            bot.iterations = self.hint_iterations
        self._hint = BotRunner(bot)
        self._hint_revision = self.match.revision
        self._hint.start(self.match.view_for(player))
        return True

    def hint_progress(self) -> Progress:
        """How far the hint's bot has got (nothing while no hint is being worked out)."""
        return self._hint.progress if self._hint is not None else Progress(0.0, "")

    @property
    def hint_pending(self) -> bool:
        """Whether the hint is still being worked out."""
        return self._hint is not None

    def _poll_hint(self) -> None:
        if (self._hint is not None or self.hint_ranking) and self.match.revision != self._hint_revision:
            self.clear_hint()  # the position changed under the hint: its moves may be gone
            return
        if self._hint is not None and self._hint.done:
            runner, self._hint = self._hint, None
            runner.poll()  # a failure of the hint's bot is raised here, as a playing bot's is
            self.offer_hint(runner.ranking)

    def offer_hint(self, ranking: list[Suggestion]) -> None:
        """Show ``ranking`` (the hard bot's top moves, its choice first) as the hint for the
        position on screen now; it is dropped at the next change of the match."""
        self.hint_ranking = list(ranking)
        self.hint_move = ranking[0].move if ranking else None
        self._hint_revision = self.match.revision

    def clear_hint(self) -> None:
        """Forget the hint (after a move, undo or redo)."""
        if self._hint is not None:
            self._hint.cancel()
        self._hint = None
        self.hint_move = None
        self.hint_ranking = []

    def close(self) -> None:
        """Stop every background thinker and the bots' worker process (leaving the table)."""
        self.cancel_bot()
        self.clear_hint()
        stop_worker()
