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
  exactly the parts picked, whether a part may join them), and the rules' refusal of a move
  tried on a copy;
- :mod:`.actions`: the buttons a board offers, each naming the legal move it plays, in a
  column;
- :mod:`.timeline`: the animations a move's events start, as cues on one clock (event kinds a
  game does not animate are passed over), and the points that float up;
- :mod:`.words`, :mod:`.reasons`, :mod:`.log`: names of content ids, the rules' refusals and
  a log sentence per event kind in the interface language (unknown kinds get no line);
- :mod:`.wordbook`: all of those as data, read and checked from the game's
  ``content/<game>/board_words.yaml`` (and extracted from it for the catalogues), with the
  few sentences that need logic left to small functions the game registers by name;
- :mod:`.looks`: a board's colours, tints, colours by content id and shape outlines as data,
  read and checked from ``content/<game>/board_look.yaml``;
- :mod:`.phrasebook`: a board's fixed labels and counted texts from its words file;
- :mod:`.patterns`: fill patterns that tell colours apart without colour (colour-blind help);
- :mod:`.cards`: rows of cards (a hand, a display), the card under the pointer, one painter
  for a card picked, dimmed or shadowed and one for a whole hand row;
- :mod:`.textcards`, :mod:`.items`, :mod:`.breakdown`, :mod:`.pushbutton`: a card of words
  (title, corner, foot text, room for a picture), short items on one or two lines, points row
  by row with their total, and a raised button painted into the board's picture;
- :mod:`.lettering`, :mod:`.surfaces`: texts written with their places remembered, lines
  under lines, a card's foot text, and pictures painted once per size;
- :mod:`.score_track`: a score track from plain values (spaces, ticks, each player's marker at
  its score, stacked on a shared space, with its "+50" lap badge); the board draws the looks;
- :mod:`.tooltips`, :mod:`.tracks`, :mod:`.results`: hover help asked part by part, score-track
  markers sharing a space, and the results screen's reveal panel.

The kit holds no translatable text of its own: every message is a game's (in its words file
or marked with ``N_`` in its package, so it stays in the game's catalogue) and is passed in.
"""
