"""The board kit: what every game's board package builds on.

A game's board (``game.boards.<game>``) keeps only what is truly its own — its pictures, its
layout, the words of its pieces and events — and takes the rest from here:

- :mod:`.interactive`: :class:`~.interactive.InteractiveBoard`, the shown view, the move handed
  to the table (played, the selection dropped), the language followed, the timeline run, the
  pointer's events sorted into hover, pick and cancel, the action buttons on offer, Enter
  playing the main action, answers about the shown view asked once, and the board painted
  through a kept picture;
- :mod:`.canvas`: a board designed on a canvas of fixed units, scaled whole into the table's
  rectangle;
- :mod:`.panels`: a player's panel from a head (marker, name, score) and rows of facts;
- :mod:`.picking`: a partial selection narrowed by filtering ``legal_moves()`` (the move of
  exactly the parts picked, whether a part may join them), picks from several sources one at
  a time, and the rules' refusal of a move tried on a copy;
- :mod:`.actions`: the buttons a board offers, each naming the legal move it plays, in a
  column;
- :mod:`.timeline`: the animations a move's events start, as cues on one clock (event kinds a
  game does not animate are passed over), the points that float up, pieces dropping onto
  their place and score markers gliding;
- :mod:`.words`, :mod:`.reasons`, :mod:`.log`: names of content ids, the rules' refusals and
  a log sentence per event kind in the interface language (unknown kinds get no line);
- :mod:`.wordbook`: all of those as data, read and checked from the game's
  ``content/<game>/board_words.yaml`` (and extracted from it for the catalogues), with the
  few sentences that need logic left to small functions the game registers by name;
- :mod:`.looks`: a board's colours, tints, colours by content id, shape outlines and pattern
  paints as data, read and checked from ``content/<game>/board_look.yaml``;
- :mod:`.phrasebook`: a board's fixed labels and counted texts from its words file;
- :mod:`.patterns`: fill patterns that tell colours apart without colour (colour-blind help);
- :mod:`.cards`: rows of cards (a hand, a display, a row under a panel's heading), the card
  under the pointer, one painter for a card picked, dimmed or shadowed, one for a whole hand
  row, and a deck's back with its count;
- :mod:`.textcards`, :mod:`.items`, :mod:`.breakdown`, :mod:`.pushbutton`: a card of words
  (title, corner, foot text, room for a picture), short items on one or two lines, points row
  by row with their total, and a raised button painted into the board's picture;
- :mod:`.lettering`, :mod:`.surfaces`: texts written with their places remembered, lines
  under lines, a card's foot text, and pictures painted once per size;
- :mod:`.score_track`: a score track from plain values (spaces, ticks, each player's marker at
  its score, stacked on a shared space, with its "+50" lap badge); the board draws the looks;
- :mod:`.tooltips`, :mod:`.tracks`, :mod:`.results`: hover help asked part by part (what a
  slot holds), score-track markers sharing a space, the results screen's reveal panel and a
  seat's public facts in words;
- :mod:`.pieces`: wooden pieces in a seat's colour carrying its symbol (a figure from an
  outline, a round marker), painted once per seat and size;
- :mod:`.supply`: a supply beside the board — piles with their count and caption, stock tiles
  with a count badge, stacks — on a grid of square cells;
- :mod:`.minis`, :mod:`.marks`: small pictures of what a card asks for (little houses of
  stacked floors, little cards) and small marks (a tick, a number plaque, a name plate, a
  value token, hatching over a place not in play, a panel's heading, an empty place);
- :mod:`.chips`, :mod:`.pick_panel`: choices offered as chips above their target, and a pick
  of some cards laid over the board with its confirm button;
- :mod:`.registration`: a game's :class:`~game.boards.base.BoardKit` built from its words
  file, and shipped content read once for log lines.

The kit holds no translatable text of its own: every message is a game's (in its words file
or marked with ``N_`` in its package, so it stays in the game's catalogue) and is passed in.
"""
