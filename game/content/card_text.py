"""The rules text a player reads on a card or tile, generated from its effects.

Each game with effect cards has ``content/<game>/card_texts.yaml``: one sentence per verb and
language, and the names (``terms``) of the things parameters choose (colours, tiles, tokens).
A sentence names its parameters in braces::

    Build exactly {floors} {colours} {floors|floor|floors}: {points} {points|point|points}.

``{name}`` writes a number, a term, or a list of terms joined as the language joins lists
("blue, yellow and green"); ``{name[1]}`` one term of a list; ``{name|one|other}`` the word
that goes with the number ``name``, chosen by Babel's plural rules of the language; ``{tiers}``
every tier written with the file's ``tier`` sentence (whose parameters are ``count`` and
``points``).  Because the text is written from the same parameters the rules read, what a card
says is what it does.

Pure (no pygame).  Boards call :func:`card_text` for tooltips (with ``game.games.card_texts``); ``validate`` calls
:func:`check_content`, which refuses a missing sentence or name in any language, a placeholder
the verb has no parameter for, and renders every card of every game in every language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

from game import paths
from game.content.base import ContentError, ContentErrors, Loc, YamlDoc, read_yaml, run_checks
from game.content.effects import EffectCard, EffectContent, WrittenEffect
from game.i18n import LANGUAGES
from game.rules.effects import (
    Choice,
    ListOf,
    Param,
    Sets,
    Tiers,
    Verb,
    Whole,
    check_params,
    verbs_of,
)
from game.rules.effects import find_verb as find_game_verb

TEXTS_FILE = "card_texts.yaml"
TIER_PARAMS: Mapping[str, Param] = {"count": Whole(0, 10**6), "points": Whole(0, 10**6)}
PLACEHOLDER = re.compile(r"\{([a-z_]+)(?:\[(\d+)\])?(?:\|([^{}|]*)\|([^{}|]*))?\}")

Templates = Mapping[str, Mapping[str, str]]
"""Verb (or ``tier``) -> language -> sentence."""
Terms = Mapping[str, Mapping[str, Mapping[str, str]]]
"""Set name -> name -> language -> what the language calls it."""


@dataclass(frozen=True)
class CardTexts:
    """One game's sentences and terms, with the named sets its content gives the verbs."""

    game: str
    verbs: Templates
    tier: Mapping[str, str]
    terms: Terms
    sets: Sets
    asks: Templates = field(default_factory=dict)
    """Optional, per verb: what the card asks, without what it pays (for a card that shows
    its reward apart, as Porto's contracts show their points)."""

    def effect_text(self, effect: WrittenEffect, lang: str) -> str:
        """The sentence of one effect in language ``lang``."""
        verb = _verb(self.game, effect.verb)
        values, problems = check_params(verb, effect.params, self.sets)
        if problems:
            raise ValueError(f"{effect.verb}: {problems[0][1]}")
        return self._fill(self.verbs[verb.name][lang], verb.params, values, lang)

    def ask_text(self, card: EffectCard, lang: str) -> str:
        """What ``card`` asks (its ``asks`` sentences, one per effect) in language ``lang``."""
        out = []
        for effect in card.effects:
            verb = _verb(self.game, effect.verb)
            values, problems = check_params(verb, effect.params, self.sets)
            if problems:
                raise ValueError(f"{effect.verb}: {problems[0][1]}")
            out.append(self._fill(self.asks[verb.name][lang], verb.params, values, lang))
        return " ".join(out)

    def card_text(self, card: EffectCard | Sequence[WrittenEffect], lang: str) -> str:
        """The whole rules text of ``card`` (or of a list of effects): one sentence per effect,
        where sentences that follow each other under the same label (``Harvest:``) share it
        (``Harvest: Food +1, Coins +2.``)."""
        effects = card if isinstance(card, Sequence) else card.effects
        return _merge_labels([self.effect_text(effect, lang) for effect in effects])

    def _fill(
        self, template: str, kinds: Mapping[str, Param], values: Mapping[str, Any], lang: str
    ) -> str:
        def one(match: re.Match[str]) -> str:
            name, index, singular, plural = match.groups()
            kind, value = kinds[name], values[name]
            if singular is not None:
                return singular if _plural_form(lang, int(value)) == "one" else plural
            if index is not None:
                return self._term(_item(kind), value[int(index)], lang)
            return self._write(kind, value, lang)

        return PLACEHOLDER.sub(one, template)

    def _write(self, kind: Param, value: Any, lang: str) -> str:
        if isinstance(kind, Choice):
            return self._term(kind, value, lang)
        if isinstance(kind, ListOf):
            return _format_list([self._term(kind.item, v, lang) for v in value], lang)
        if isinstance(kind, Tiers):
            return ", ".join(
                self._fill(self.tier[lang], TIER_PARAMS, {"count": c, "points": p}, lang)
                for c, p in value
            )
        return str(value)

    def _term(self, kind: Choice, value: str, lang: str) -> str:
        return self.terms[kind.name][value][lang]


LABEL = re.compile(r"^([^:.]{1,16}?\s?:)\s(.*)$", re.S)
"""A sentence's label: a few words up to its colon (``End:``, ``Récolte :``), then the rest."""


def _merge_labels(sentences: list[str]) -> str:
    """The sentences joined, each one under the same label as the one before it joining that
    one's sentence after a comma instead of repeating the label."""
    out: list[str] = []
    last_label = ""
    for sentence in sentences:
        found = LABEL.match(sentence)
        if found and out and found.group(1) == last_label and out[-1].endswith("."):
            out[-1] = out[-1][:-1] + ", " + found.group(2)
            continue
        out.append(sentence)
        last_label = found.group(1) if found else ""
    return " ".join(out)


def _verb(game: str, name: str) -> Verb[Any]:
    verb = find_game_verb(game, name)
    if verb is None:
        raise KeyError(f"{game} has no effect verb {name!r}")
    return verb


def _item(kind: Param) -> Choice:
    if not isinstance(kind, ListOf):
        raise TypeError("only a list parameter has items")
    return kind.item


@cache
def _plural_form(lang: str, count: int) -> str:
    from babel import Locale

    return str(Locale.parse(lang).plural_form(count))


def _format_list(items: list[str], lang: str) -> str:
    from babel.lists import format_list

    return str(format_list(items, locale=lang))


def load_card_texts(content_root: Path, game: str, content: EffectContent) -> CardTexts:
    """Read and check ``content_root/<game>/card_texts.yaml`` against the game's verbs and
    ``content``'s cards; raise :class:`ContentErrors` listing every problem."""
    doc = read_yaml(content_root / game / TEXTS_FILE, f"{game}/{TEXTS_FILE}")
    errors = _shape_errors(doc)
    if errors:
        raise ContentErrors(errors)
    data = doc.data
    texts = CardTexts(
        game,
        data.get("verbs", {}),
        data.get("tier", {}),
        data.get("terms", {}),
        content.effect_sets(),
        data.get("asks", {}),
    )
    errors = _verb_errors(doc, texts) + _term_errors(doc, texts)
    if not errors:
        errors = _render_errors(doc, texts, content.effect_cards())
    if errors:
        raise ContentErrors(errors)
    return texts


_shipped: dict[int, tuple[EffectContent, CardTexts]] = {}


def shipped_texts(game: str, content: EffectContent) -> CardTexts:
    """The shipped card texts of ``game`` for its loaded ``content``, read once per content
    object (``game.games.card_texts(game_id)`` asks this for a game's shipped content)."""
    if id(content) not in _shipped:
        _shipped[id(content)] = (content, load_card_texts(paths.content_dir(), game, content))
    return _shipped[id(content)][1]


def card_text(texts: CardTexts, card: EffectCard | Sequence[WrittenEffect], lang: str) -> str:
    """The rules text of ``card`` (a card, tile or contract of the content ``texts`` were
    loaded for, or a list of its effects) in language ``lang`` (``en``, ``es``, ``fr``).
    ``game.games.card_texts(game_id)`` gives a game's shipped texts."""
    return texts.card_text(card, lang)


def check_content(
    content_root: Path,
    sprites_root: Path | None = None,
    *,
    loaders: Mapping[str, Callable[[Path, Path | None], Any]],
) -> None:
    """``validate``: every game (``loaders``: game id -> content loader) whose content has
    effect cards has complete card texts.  A game whose own content is broken is left to its
    loader's report."""
    cards: dict[str, EffectContent] = {}
    for game, loader in loaders.items():
        try:
            content = loader(content_root, None)
        except (ContentErrors, ContentError):
            continue
        if isinstance(content, EffectContent):
            cards[game] = content
    run_checks(partial(load_card_texts, content_root, game, content) for game, content in cards.items())


def _shape_errors(doc: YamlDoc) -> list[ContentError]:
    data = doc.data
    if not isinstance(data, dict):
        return [doc.error((), "expected a mapping with verbs, terms and tier")]
    errors = [
        doc.error((key,), "unknown field (expected verbs, asks, terms, tier)")
        for key in data
        if key not in ("verbs", "asks", "terms", "tier")
    ]
    for verb, sentences in _mapping(doc, ("asks",), data.get("asks", {}), errors).items():
        errors += _languages_errors(doc, ("asks", verb), sentences)
    errors += _languages_errors(doc, ("tier",), data.get("tier", {}), required=False)
    for verb, sentences in _mapping(doc, ("verbs",), data.get("verbs"), errors).items():
        errors += _languages_errors(doc, ("verbs", verb), sentences)
    for set_name, names in _mapping(doc, ("terms",), data.get("terms", {}), errors).items():
        for name, words in _mapping(doc, ("terms", set_name), names, errors).items():
            errors += _languages_errors(doc, ("terms", set_name, name), words)
    return errors


def _mapping(doc: YamlDoc, where: Loc, value: object, errors: list[ContentError]) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    errors.append(doc.error(where, "expected a mapping" if value is not None else "missing"))
    return {}


def _languages_errors(
    doc: YamlDoc, where: Loc, value: object, required: bool = True
) -> list[ContentError]:
    if not isinstance(value, dict):
        return [doc.error(where, f"expected a text in each of {', '.join(LANGUAGES)}")]
    if not value and not required:
        return []
    errors = [
        doc.error(where + (lang,), "missing translation")
        for lang in LANGUAGES
        if not isinstance(value.get(lang), str) or not value[lang].strip()
    ]
    errors += [
        doc.error(where + (key,), f"unknown language (known: {', '.join(LANGUAGES)})")
        for key in value
        if key not in LANGUAGES
    ]
    return errors


def _verb_errors(doc: YamlDoc, texts: CardTexts) -> list[ContentError]:
    errors: list[ContentError] = []
    registered = {v.name: v for v in verbs_of(texts.game)}
    for name in registered:
        if name not in texts.verbs:
            errors.append(doc.error(("verbs",), f"no text for verb {name!r}"))
    for name, sentences in texts.verbs.items():
        verb = registered.get(name)
        if verb is None:
            errors.append(
                doc.error(("verbs", name), f"unknown verb (known: {', '.join(registered)})")
            )
            continue
        needs_tier = any(isinstance(kind, Tiers) for kind in verb.params.values())
        if needs_tier and not texts.tier:
            errors.append(doc.error(("tier",), f"missing; verb {name!r} has tiers"))
        for lang, sentence in sentences.items():
            errors += _placeholder_errors(doc, ("verbs", name, lang), sentence, verb.params)
    for lang, sentence in texts.tier.items():
        errors += _placeholder_errors(doc, ("tier", lang), sentence, TIER_PARAMS)
    if texts.asks:
        errors += [doc.error(("asks",), f"no text for verb {name!r}") for name in registered if name not in texts.asks]
        for name, sentences in texts.asks.items():
            if name not in registered:
                errors.append(doc.error(("asks", name), f"unknown verb (known: {', '.join(registered)})"))
                continue
            for lang, sentence in sentences.items():
                errors += _placeholder_errors(doc, ("asks", name, lang), sentence, registered[name].params)
    return errors


def _placeholder_errors(
    doc: YamlDoc, where: Loc, sentence: str, kinds: Mapping[str, Param]
) -> list[ContentError]:
    errors = []
    for match in PLACEHOLDER.finditer(sentence):
        name, index, singular, _plural = match.groups()
        kind = kinds.get(name)
        if kind is None:
            known = ", ".join(kinds) or "none"
            errors.append(
                doc.error(where, f"{{{name}}} is no parameter of this verb (known: {known})")
            )
        elif singular is not None and not isinstance(kind, Whole):
            errors.append(doc.error(where, f"{{{name}|...}} needs a number; {name} is not one"))
        elif index is not None and not (isinstance(kind, ListOf) and int(index) < kind.least):
            errors.append(doc.error(where, f"{{{name}[{index}]}}: {name} has no item {index}"))
    if "{" in PLACEHOLDER.sub("", sentence) or "}" in PLACEHOLDER.sub("", sentence):
        errors.append(doc.error(where, "a brace that opens no placeholder (see the file's notes)"))
    return errors


def _term_errors(doc: YamlDoc, texts: CardTexts) -> list[ContentError]:
    errors: list[ContentError] = []
    choices = {}
    for verb in verbs_of(texts.game):
        for kind in verb.params.values():
            choice = kind.item if isinstance(kind, ListOf) else kind
            if isinstance(choice, Choice):
                choices[choice.name] = choice
    for set_name, choice in choices.items():
        names = texts.terms.get(set_name, {})
        for name in choice.known(texts.sets):
            if name not in names:
                errors.append(doc.error(("terms", set_name), f"no name for {set_name} {name!r}"))
    return errors


def _render_errors(
    doc: YamlDoc, texts: CardTexts, cards: Sequence[EffectCard]
) -> list[ContentError]:
    errors: list[ContentError] = []
    for card in cards:
        for lang in LANGUAGES:
            try:
                texts.card_text(card, lang)
                if texts.asks:
                    texts.ask_text(card, lang)
            except (KeyError, ValueError, IndexError, TypeError) as exc:
                errors.append(
                    doc.error((), f"the text of {card.id} in {lang} cannot be written: {exc}")
                )
    return errors
