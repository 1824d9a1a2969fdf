"""The board kit: what every game's board package builds on.

A game's board (``game.boards.<game>``) keeps only what is truly its own — its pictures, its
layout and the words of its pieces — and takes the rest from here:

- :mod:`.words`: names of content ids in the interface language (:class:`~.words.WordTable`),
  and the small text helpers every board uses;
- :mod:`.reasons`: the rules' refusals (``Reason`` / ``IllegalMove``) in the interface language;
- :mod:`.log`: log sentences for events, keyed by event kind (unknown kinds say nothing);
- :mod:`.picking`: a partial selection narrowed by filtering ``legal_moves()``, and the rules'
  refusal of a move tried on a copy;
- :mod:`.timeline`: the animations a move's events start, on one clock;
- :mod:`.interactive`: the input, language and animation plumbing of a board view;
- :mod:`.hand`: rows of cards (a hand, a display), picked cards lifted, others dimmed;
- :mod:`.tracks`: score-track arithmetic (laps, markers sharing a space);
- :mod:`.tooltips`: what lies under the pointer;
- :mod:`.results`: the results screen's reveal panel and the player strip's summary.
"""
