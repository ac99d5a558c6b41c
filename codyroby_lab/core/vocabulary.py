"""The words learners may write, in each language: the one table the readers of answers
(:mod:`codyroby_lab.lessons.answers`) and of programs
(:mod:`codyroby_lab.games.codyroby.program`) take their words from.

Every reader takes the words of every language (there is no language switch yet), and a
word means exactly what the English word in its place means: ``ovest`` is ``west``, ``SE``
in a program is ``IF``. A place holds the forms of one word split by ``|``; messages name
its first form, in the language :data:`SHOWN` (English until the language switch sets it).

>>> meaning("facing", "Ovest"), meaning("facing", "o"), meaning("sensor", "avanti")
('west', 'west', 'ahead')
>>> meaning("facing", "up"), meaning("facing", "se"), meaning("facing", "0")
('north', None, None)
>>> listed("sensor"), listed("sensor", "it")
(('ahead', 'left', 'right'), ('avanti', 'sinistra', 'destra'))
"""

from __future__ import annotations

from functools import cache

SHOWN = "en"   # the language messages list words in (the language switch will choose it)

#: each reader's words, by language; the same place in each language means the same
WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    # a way to face, in an answer (N E S W; never a program's word); up and down as on
    # the screen, in English only (Italian "su" is also "on": "su B3")
    "facing": {"en": ("north|n|up", "east|e", "south|s|down", "west|w"),
               "it": ("nord|n", "est|e", "sud|s", "ovest|o")},
    # a diagonal way, in a Droids move's arrow ("SO" is the Italian SW)
    "diagonal": {"en": ("ne|north-east|northeast", "se|south-east|southeast",
                        "sw|south-west|southwest", "nw|north-west|northwest"),
                 "it": ("ne|nord-est|nordest", "se|sud-est|sudest", "so|sud-ovest|sudovest",
                        "no|nord-ovest|nordovest")},
    # Roby crashing, in an answer
    "crash": {"en": ("crash|crashes|crashed",), "it": ("schianto|schianta|schiantato",)},
    # a way seen from Roby, which turns with it: in an answer, never a way on the board
    "side": {"en": ("left", "right", "ahead|forward|forwards", "back|backwards|behind"),
             "it": ("sinistra", "destra", "avanti|davanti", "indietro|dietro")},
    # the words before a way to face in an answer ("faces west", "guarda a ovest")
    "faced": {"en": ("facing|faces|face|looks|looking|towards",), "it": ("guarda|verso",)},
    # words an answer about where Roby ends may hold around its square and facing, which
    # mean nothing there ("Roby is on B3", "Roby è su B3"); never "e", which is east, nor
    # "a", which is a column (the reader drops the "a" of "guarda a ovest" itself)
    "filler": {"en": ("on|at|it|is|roby|ends|the|square|and",),
               "it": ("su|sulla|in|nella|è|sta|finisce|arriva|il|la|casella|roby",)},
    # the words around a turn in an answer ("turns left", "gira a sinistra")
    "turning": {"en": ("turn|turns|to|the|its",), "it": ("gira|girati|giri|a",)},
    # the words around a turn that say Roby stays on its square ("turns right and stays on
    # A5", "gira a destra e resta su A5"): they add nothing to the turn
    "staying": {"en": ("stay|stays|staying|still|then|where|there|was|place|same|spot",),
                "it": ("resta|rimane|sta|fermo|ferma|poi|dove|era|posto|stesso|e",)},
    # number words, zero to nineteen, then the tens: every number below a hundred is written
    # with them (:func:`number_forms`)
    "number": {"en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                      "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                      "sixteen", "seventeen", "eighteen", "nineteen"),
               "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette",
                      "otto", "nove", "dieci", "undici", "dodici", "tredici", "quattordici",
                      "quindici", "sedici", "diciassette", "diciotto", "diciannove")},
    "tens": {"en": ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
                    "ninety"),
             "it": ("venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta",
                    "ottanta", "novanta")},
    # a program's blue cards and the words that go with them
    "blue": {"en": ("repeat", "if", "else", "while", "until", "not"),
             "it": ("ripeti", "se", "altrimenti", "mentre", "fino a|fino|finché|finche", "non")},
    # a program's sensors (after IF, REPEAT WHILE or not)
    "sensor": {"en": ("ahead", "left", "right"),
               "it": ("avanti|davanti", "sinistra", "destra")},
    # a program's targets (after REPEAT UNTIL)
    "target": {"en": ("red", "yellow"), "it": ("rosso", "giallo")},
    # giving no card to a remote-controlled piece, written in place of the cards given
    # ("give none" is the game's own way of writing it)
    "nothing": {"en": ("none|nothing|no cards|no card|give none|give nothing|give no cards",),
                "it": ("niente|nulla|nessuna|nessuna carta|dai niente|non do niente",)},
    # a basic card's name, which a program refuses with the card's letter to write instead
    "card": {"en": ("forward|forwards", "left", "right"), "it": ("avanti", "sinistra", "destra")},
}


@cache
def meanings(reader: str) -> dict[str, str]:
    """Every form ``reader`` takes, in any language, and the English word it means.

    >>> meanings("target")
    {'red': 'red', 'yellow': 'yellow', 'rosso': 'red', 'giallo': 'yellow'}
    """
    english = [place.split("|")[0] for place in WORDS[reader]["en"]]
    return {form: english[i] for places in WORDS[reader].values()
            for i, place in enumerate(places) for form in place.split("|")}


def meaning(reader: str, word: str) -> str | None:
    """The English word ``word`` means to ``reader`` (any case, any language), else None."""
    return meanings(reader).get(word.lower())


@cache
def number_forms() -> dict[str, int]:
    """Every way a number below a hundred is written in words, in any language, and its
    number: zero to nineteen, the tens, and the tens with a unit, English ("twenty three":
    a hyphen reads as a space, :func:`number_meant`) or Italian in one word, the tens' last
    vowel dropped before "uno" and "otto", "tré" with or without its accent ("ventuno",
    "trentotto", "ventitré").

    >>> forms = number_forms()
    >>> forms["twenty"], forms["forty two"], forms["ventuno"], forms["ventitre"], forms["novantanove"]
    (20, 42, 21, 23, 99)
    """  # noqa: E501
    forms: dict[str, int] = {}
    for language, joined in (("en", " "), ("it", "")):
        units = [place.split("|") for place in WORDS["number"][language]]
        for n, places in enumerate(units):
            forms |= dict.fromkeys(places, n)
        for t, tens in enumerate(listed("tens", language), start=2):
            forms[tens] = 10 * t
            for u in range(1, 10):
                forms[_compound(tens, units[u][0], language).replace("-", " ")] = 10 * t + u
                forms[tens + joined + units[u][0]] = 10 * t + u   # "ventitre", "twenty three"
    return forms


def _compound(tens: str, unit: str, language: str) -> str:
    """A ten and a unit as ``language`` writes them: "twenty-three"; "ventitré", the ten's
    last vowel dropped before "uno" and "otto" ("ventuno")."""
    if language == "en":
        return f"{tens}-{unit}"
    return (tens[:-1] if unit[0] in "uo" else tens) + ("tré" if unit == "tre" else unit)


def number_meant(word: str) -> int | None:
    """The number a number word means (any case, any language, below a hundred), else None.

    >>> number_meant("Three"), number_meant("dieci"), number_meant("3"), number_meant("x")
    (3, 10, None, None)
    >>> number_meant("Forty-Two"), number_meant("ventotto")
    (42, 28)
    """
    return number_forms().get(" ".join(word.lower().replace("-", " ").split()))


def in_words(n: int, language: str = SHOWN) -> str:
    """``n`` in words, below a hundred, else in digits.

    >>> in_words(6), in_words(40), in_words(23), in_words(100), in_words(21, "it")
    ('six', 'forty', 'twenty-three', '100', 'ventuno')
    """
    if not 0 <= n < 100:
        return str(n)
    units = listed("number", language)
    if n < len(units):
        return units[n]
    tens, unit = listed("tens", language)[n // 10 - 2], units[n % 10]
    return tens if n % 10 == 0 else _compound(tens, unit, language)


def listed(reader: str, language: str = SHOWN) -> tuple[str, ...]:
    """The words a message lists for ``reader``: the first form of each, in ``language``."""
    return tuple(place.split("|")[0] for place in WORDS[reader][language])


def term(reader: str, english: str, language: str = SHOWN) -> str:
    """What a message calls the English word ``english`` of ``reader`` in ``language``.

    >>> term("blue", "not"), term("blue", "until", "it")
    ('not', 'fino a')
    """
    return listed(reader, language)[listed(reader, "en").index(english)]
