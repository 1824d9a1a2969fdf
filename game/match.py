"""A match being played at the table: the full state, the seats, history, undo/redo, log and
autosave.  No pygame here: the table scene drives a :class:`Match` and draws what it says.

Undo follows DESIGN.md and issue 12: a person may take back their own decisions of their
turn, one at a time, never past anything that revealed information (a ``reveals`` event,
:data:`~game.rules.core.CHOICES_REVEALED`) and never past another player's decision.  Where the
game marks its turns with :data:`~game.rules.core.TURN_STARTED` events, those are read: undo
stops at the start of the person's turn and never takes back a bot's decision.  For games (and
saves) whose events carry no boundaries the older rule stays: against bots, undo steps back
over the bots' replies to the person's last decision, as long as none of them revealed
anything.

Whatever the game marks, undo never crosses into another person's decision: once the decision
awaited is another person's (the turn has passed to them, or in a simultaneous decision only
others are still to choose), the last mover's decision stays, open, hidden or simultaneous; and
the table names the person at its screen, whose own decision alone undo may take back (issue
32).

A decision with a single option that the table played for the person (the setting
``auto_single``) is no decision of theirs: with :attr:`Match.steps_over_forced` on, undo takes it
back together with the person's decision before it, which would otherwise be played again at
once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.games import get_rules
from game.match_setup import MatchSetup, Seat
from game.rules.core import CHOICES_REVEALED, TURN_STARTED, Event, IllegalMove, Move, State
from game.saves import SaveRecord, write_save


@dataclass(frozen=True)
class LogEntry:
    """One event in the match log, with the round it happened in and the move that caused it."""

    round: int
    move_index: int
    event: Event


@dataclass(frozen=True)
class UndoCheck:
    """Whether undo (or redo) is possible now, and if not, why (a reason id for the UI)."""

    allowed: bool
    reason: str = ""


def only_option(state: State, player: int) -> Move | None:
    """``player``'s move when it is their only option now (a decision of theirs alone, not one
    made together with others), else ``None``."""
    decision = state.decision()
    if decision is None or decision.simultaneous or state.current_player != player:
        return None
    moves = state.legal_moves()
    return moves[0] if len(moves) == 1 else None


class Match:
    """One match: apply moves, keep the history, undo/redo within the rules, autosave."""

    def __init__(
        self,
        setup: MatchSetup,
        content: Any,
        save_path: Path | None = None,
        record: SaveRecord | None = None,
    ) -> None:
        self.setup = setup
        self.content = content
        self.rules = get_rules(setup.game_id)
        self.state: State = self.rules.new_game(content, setup.config, setup.seed)
        self.save_path = save_path
        self.record = record or SaveRecord(
            game=setup.game_id,
            config=setup.config,
            seed=setup.seed,
            seats=setup.seats,
            content_version=self.rules.content_version,
        )
        self.moves: list[str] = []
        self.log: list[LogEntry] = []
        self.score_history: list[tuple[int, ...]] = [self.state.scores()]
        self._before: list[State | None] = []
        """The position before each move, for undo; let go (``None``) once sealed."""
        self._movers: list[int] = []
        self._barrier = 0
        self._barrier_reason = "nothing_to_undo"
        self._sealed = 0
        """Nothing before this move count changes any more (a reveal, the resumed position)."""
        self._redo: list[list[Move]] = []
        self._turn_start = 0
        """The move count at which the turn in play began (the match's start for the first)."""
        self._turn_starts: list[int] = []
        """Per move, the turn start in effect when it was played (restored by undo)."""
        self._announced: list[bool] = []
        """Per move, whether its events announced a turn (:data:`TURN_STARTED`)."""
        self._boundary_moves = 0
        """How many recorded moves announced a turn: the game marks its turns with events."""
        self.save_problem: str | None = None
        """Why the last autosave failed (the disk's words), or ``None`` once one succeeds."""
        self.revision = 0
        """Counts every change of the position (a move, an undo), for whoever keeps what
        they read of it."""
        self.steps_over_forced = False
        """Whether undo steps back over a person's moves that were their only option (the
        table plays those itself when the setting asks it to)."""

    @classmethod
    def resume(cls, record: SaveRecord, content: Any, save_path: Path | None) -> Match:
        """Rebuild a saved match move by move (the caller has checked the save with
        :func:`game.saves.replay_save`).  The moves are played as they were at the table, so
        undo reaches exactly as far back as it did before the match was left."""
        setup = MatchSetup(record.game, record.config, record.seed, record.seats)
        match = cls(setup, content, save_path, record)
        for text in record.moves:
            match.play(match.rules.parse_move(match.state, text), autosave=False)
        return match

    @property
    def seats(self) -> Sequence[Seat]:
        """The seats, in player order."""
        return self.setup.seats

    @property
    def current_seat(self) -> Seat | None:
        """The seat whose decision it is, or ``None`` once the game is over."""
        player = self.state.current_player
        return None if player is None else self.setup.seats[player]

    @property
    def humans(self) -> list[int]:
        """The players seated by people."""
        return [i for i, s in enumerate(self.setup.seats) if not s.is_bot]

    @property
    def is_hotseat(self) -> bool:
        """Whether more than one person plays (private information needs hand-off screens)."""
        return len(self.humans) > 1

    def view_for(self, player: int) -> State:
        """What ``player`` may see (the only thing a screen for them or a bot reads)."""
        return self.state.view(player)

    @property
    def movers(self) -> Sequence[int]:
        """Who made each move so far, in order."""
        return self._movers

    @property
    def marks_turns(self) -> bool:
        """Whether the game announces its turns with boundary events (undo then reads them)."""
        return self._boundary_moves > 0

    def play(self, move: Move, autosave: bool = True) -> list[Event]:
        """Apply ``move`` for the player who makes it (the current player, or in a
        simultaneous decision the one the move names; ``IllegalMove`` if it is not legal), log
        its events, save the match and forget anything that was undone."""
        if self.state.is_over:
            raise IllegalMove("the game is over")
        player = self.state.mover(move)
        if player is None:
            raise IllegalMove("the game is over")
        before = self.state.clone()
        events = self.state.apply(move)
        self._redo.clear()
        self._record(player, move, before, events)
        if autosave:
            self.autosave()
        return events

    def _record(self, player: int, move: Move, before: State, events: list[Event]) -> None:
        self.revision += 1
        index = len(self.moves)
        previous = self._movers[-1] if self._movers else None
        if self.marks_turns:
            if previous is not None and previous != player:
                self._set_barrier(index, "other_player")
            elif index > 0 and index == self._turn_start:
                self._set_barrier(index, "turn_over")
        elif not self.setup.seats[player].is_bot:
            last_human = next(
                (p for p in reversed(self._movers) if not self.setup.seats[p].is_bot), None
            )
            if last_human is not None and last_human != player:
                self._set_barrier(index, "other_player")
        self.moves.append(str(move))
        self._movers.append(player)
        self._before.append(before)
        self._turn_starts.append(self._turn_start)
        round_number = before.round_number
        self.log.extend(LogEntry(round_number, index, e) for e in events)
        self.score_history.append(self.state.scores())
        announced = any(e.kind == TURN_STARTED for e in events)
        self._announced.append(announced)
        if announced:
            self._boundary_moves += 1
            self._turn_start = index + 1
        if any(e.reveals or e.kind == CHOICES_REVEALED for e in events):
            self._set_barrier(index + 1, "revealed")

    def _set_barrier(self, index: int, reason: str) -> None:
        if index >= self._barrier:
            self._barrier = index
            self._barrier_reason = reason
        if reason == "revealed":
            self._seal(index)

    def _seal(self, index: int) -> None:
        """Nothing before move ``index`` can be taken back any more: let go of the positions
        kept for that (a long match would otherwise keep every position it went through, and
        the garbage collector would walk them all, more slowly move after move)."""
        for k in range(self._sealed, min(index, len(self._before))):
            self._before[k] = None
        self._sealed = max(self._sealed, index)

    def _undo_target(self) -> int | None:
        """The move count to go back to: the person's last decision above the barrier (with
        turn boundaries, only when it is the last decision of all; without, the bots'
        replies since are taken back with it)."""
        if self.marks_turns:
            last = len(self.moves) - 1
            while last >= self._barrier and self._forced(last):
                last -= 1
            if last >= self._barrier and not self.setup.seats[self._movers[last]].is_bot:
                return last
            return None
        for k in range(len(self.moves) - 1, self._barrier - 1, -1):
            if not self.setup.seats[self._movers[k]].is_bot and not self._forced(k):
                return k
        return None

    def _forced(self, index: int) -> bool:
        """Whether move ``index`` was a person's only option, and undo steps over such moves."""
        if not self.steps_over_forced or self.setup.seats[self._movers[index]].is_bot:
            return False
        before = self._before[index]
        return before is not None and only_option(before, self._movers[index]) is not None

    def awaited_people(self) -> list[int]:
        """The people whose decision is awaited now (none on a bot's turn or at the end)."""
        decision = self.state.decision()
        if decision is None:
            return []
        return [p for p in decision.pending if not self.setup.seats[p].is_bot]

    def can_undo(self, person: int | None = None) -> UndoCheck:
        """Whether the person at the table (``person``, when the table knows who sits at its
        screen) may take back their last decision now."""
        if not self.moves or len(self.moves) <= self._barrier:
            reason = self._barrier_reason if self.moves else "nothing_to_undo"
            return UndoCheck(False, reason)
        target = self._undo_target()
        if target is None:
            bot_last = self.marks_turns and self.setup.seats[self._movers[-1]].is_bot
            return UndoCheck(False, "other_player" if bot_last else self._barrier_reason)
        mover = self._movers[target]
        awaited = self.awaited_people()
        if (person is not None and person != mover) or (awaited and mover not in awaited):
            return UndoCheck(False, "not_yours")
        return UndoCheck(True)

    def undo(self, person: int | None = None) -> bool:
        """Go back to the last human decision point; ``False`` if that is not allowed (for
        ``person``, when given: see :meth:`can_undo`)."""
        target = self._undo_target()
        if target is None or not self.can_undo(person).allowed:
            return False
        self._redo.append(self._cut_to(target))
        self.autosave()
        return True

    def _pending_choice(self, player: int) -> int | None:
        """The move index of ``player``'s choice in the simultaneous decision under way, if
        they have made one that is not revealed yet."""
        decision = self.state.decision()
        if decision is None or not decision.simultaneous or player in decision.pending:
            return None
        if player not in decision.players or self.setup.seats[player].is_bot:
            return None
        for k in range(len(self.moves) - 1, self._sealed - 1, -1):
            if self._movers[k] == player:
                return k
        return None

    def can_take_back(self, player: int) -> UndoCheck:
        """Whether ``player`` may take back their hidden choice of the simultaneous decision
        under way (possible until the choices are revealed, whoever chose after them)."""
        if self._pending_choice(player) is None:
            return UndoCheck(False, "nothing_to_undo")
        return UndoCheck(True)

    def take_back(self, player: int) -> bool:
        """Take back ``player``'s hidden choice: the match goes back to before it and the
        others' choices made since are played again (they are independent of it)."""
        index = self._pending_choice(player)
        if index is None:
            return False
        later = [self.rules.parse_move(self._kept(k), self.moves[k]) for k in range(index + 1, len(self.moves))]
        taken = self.rules.parse_move(self._kept(index), self.moves[index])
        saved = self._snapshot()
        self._cut_to(index)
        self.state = self.state.clone()  # the kept position stays as it was, should a replay fail
        try:
            for move in later:
                self._play_recorded(move)
        except IllegalMove:
            self._restore(saved)
            return False
        self._redo.clear()
        self._redo.append([taken])
        self.autosave()
        return True

    def _kept(self, index: int) -> State:
        """The position before move ``index`` (never a sealed one: undo stops before those)."""
        before = self._before[index]
        if before is None:
            raise RuntimeError(f"the position before move {index + 1} was let go: it is sealed")
        return before

    def _snapshot(self) -> tuple[Any, ...]:
        return (self.state, list(self.moves), list(self.log), list(self.score_history), list(self._before),
                list(self._movers), list(self._turn_starts), list(self._announced), self._turn_start,
                self._boundary_moves, self._barrier, self._barrier_reason)

    def _restore(self, saved: tuple[Any, ...]) -> None:
        self.revision += 1
        (self.state, self.moves, self.log, self.score_history, self._before, self._movers, self._turn_starts,
         self._announced, self._turn_start, self._boundary_moves, self._barrier, self._barrier_reason) = saved

    def _cut_to(self, target: int) -> list[Move]:
        """Go back to the position after ``target`` moves; returns the moves taken back, the
        latest first."""
        self.revision += 1
        undone: list[Move] = []
        while len(self.moves) > target:
            before = self._kept(len(self._before) - 1)
            self._before.pop()
            text = self.moves.pop()
            self._movers.pop()
            if self._announced.pop():
                self._boundary_moves -= 1
            self._turn_start = self._turn_starts.pop()
            self.score_history.pop()
            undone.append(self.rules.parse_move(before, text))
            self.state = before
        self.log = [e for e in self.log if e.move_index < target]
        if self._barrier > target:
            self._barrier = target
        return undone

    def _play_recorded(self, move: Move) -> None:
        player = self.state.mover(move)
        if player is None:
            raise IllegalMove("the game is over")
        before = self.state.clone()
        events = self.state.apply(move)
        self._record(player, move, before, events)

    def can_redo(self) -> UndoCheck:
        """Whether there is an undone decision to play again."""
        return UndoCheck(bool(self._redo), "" if self._redo else "nothing_to_redo")

    def redo(self) -> bool:
        """Play again the decision undone last (and the bots' moves that followed it)."""
        if not self._redo:
            return False
        for move in reversed(self._redo.pop()):
            if self.state.is_over:
                break
            self._play_recorded(move)
        self.autosave()
        return True

    def save_record(self) -> SaveRecord:
        """The match as a save record (the moves so far)."""
        return self.record.with_moves(tuple(self.moves), self.state.round_number, self.state.is_over)

    def autosave(self) -> None:
        """Write the save file if this match has one (atomic).  A disk that refuses (full, a
        file too large) does not end the match: :attr:`save_problem` says why, the file keeps
        its last good save, and the next move writes the whole match again."""
        if self.save_path is None:
            return
        record = self.save_record()
        try:
            write_save(record, self.save_path)
        except OSError as exc:
            self.save_problem = exc.strerror or exc.__class__.__name__
            return
        self.record = record
        self.save_problem = None
