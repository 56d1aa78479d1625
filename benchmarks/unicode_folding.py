"""Libraries that fold look-alike characters into Latin letters, compared side by side.

For each candidate the table gives: look-alike phrases restored to their plain form (Cyrillic,
Greek, fullwidth, mathematical bold and italic, small capitals, and a mix with zero-width
characters and combining marks), plain English texts left as they are, real non-English texts
left as they are (a Russian word must stay Russian, not turn into a fake English one), and
microseconds per call on a 40-word reply, in ASCII and disguised with Cyrillic look-alikes.
Comparisons ignore case and Unicode compatibility forms ("..." for "…"); ``exact`` counts the
restored phrases whose case came back too. A candidate whose package is missing is skipped::

    pip install confusable-homoglyphs confusables anyascii unidecode decancer-py
    python benchmarks/unicode_folding.py
"""

from __future__ import annotations

import argparse
import timeit
import unicodedata
from collections.abc import Callable

PLAIN_PHRASES = (
    "you should just get over it",
    "stop whining and move on",
    "nobody cares about your problems",
    "That is pathetic, honestly",
    "I hate listening to you",
    "Just Do It Already",
    "this is a waste of my time",
    "You Are Overreacting Again",
    "deal with it yourself",
    "why are you so dramatic",
)
_LOWER, _UPPER = "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Hand-made look-alike tables: every letter that has a common look-alike in the script.
_CYRILLIC = str.maketrans("aceijopsxydhqwABCEHIJKMOPSTXY", "асеіјорѕхуԁһԛԝАВСЕНІЈКМОРЅТХУ")
_GREEK = str.maketrans("aiopuvyABEHIKMNOPTXYZ", "αιορυνγΑΒΕΗΙΚΜΝΟΡΤΧΥΖ")
_FULLWIDTH = str.maketrans(_LOWER + _UPPER, "".join(chr(ord(c) + 0xFEE0) for c in _LOWER + _UPPER))
_BOLD = str.maketrans(_LOWER + _UPPER, "".join(map(chr, range(0x1D41A, 0x1D434))) + "".join(map(chr, range(0x1D400, 0x1D41A))))
_ITALIC = str.maketrans(
    _LOWER + _UPPER, "".join(map(chr, range(0x1D44E, 0x1D468))).replace("\U0001d455", "\u210e") + "".join(map(chr, range(0x1D434, 0x1D44E)))
)
_SMALL_CAPS = str.maketrans(_LOWER + _UPPER, "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡxʏᴢ" * 2)
_STYLES: dict[str, Callable[[str], str]] = {
    "cyrillic": lambda s: s.translate(_CYRILLIC),
    "greek": lambda s: s.translate(_GREEK),
    "fullwidth": lambda s: s.translate(_FULLWIDTH),
    "math bold": lambda s: s.translate(_BOLD),
    "math italic": lambda s: s.translate(_ITALIC),
    "small caps": lambda s: s.translate(_SMALL_CAPS),
    # Each word in another disguise, a zero-width space inside words, marks stacked on letters.
    "mixed": lambda s: " ".join(
        (word[0] + "\u200b" + word[1:]).translate((_CYRILLIC, _GREEK, _BOLD, _SMALL_CAPS)[i % 4])
        if i % 2 else "".join(c + "\u0336" for c in word).translate(_FULLWIDTH if i % 3 else _CYRILLIC)
        for i, word in enumerate(s.split())
    ),
}
OBFUSCATED = tuple((style(p), p, name) for name, style in _STYLES.items() for p in PLAIN_PHRASES)
# Plain English: ASCII, and typographic or accented characters an ordinary reply carries, each
# with the form a fold may give instead (accents dropped); None where only the text itself will do.
PLAIN: tuple[tuple[str, str | None], ...] = (
    ("That sounds exhausting. What happened next?", None),
    ("I'm here, and I'm listening.", None),
    ("I’m so sorry — that’s a lot to carry…", None),
    ("“You did your best,” she said.", None),
    ("It costs €20 or £18, about 5 °C outside.", None),
    ("I'm sorry 💛", None),
    ("Take care of yourself ❤️", None),
    ("That's 100% okay, 3 × 4 = 12.", None),
    ("Ask for a café au lait and relax.", "Ask for a cafe au lait and relax."),
    ("Your résumé looks naïve? No, it's fine.", "Your resume looks naive? No, it's fine."),
    ("Zoë and Chloë will be there.", "Zoe and Chloe will be there."),
    ("Well… maybe tomorrow – or Friday.", None),
    ("She texted: “ok 👍”.", None),
    ("I – honestly – don’t know.", None),
)
# Real words and sentences of other languages, some made only of letters that look Latin.
FOREIGN = (
    "привет", "сор", "ухо", "сосна", "Мне очень жаль, что так вышло.", "Все будет хорошо.",
    "Я тебя понимаю", "Καλημέρα", "ΑΘΗΝΑ", "Ευχαριστώ πολύ", "Дякую, все гаразд.",
    "你好，我很难过。", "大丈夫ですか", "شكرا جزيلا", "תודה רבה", "मुझे खेद है",
)  # fmt: skip
REPLY = (
    "That sounds really hard, and I can hear how much the deadline is weighing on you. "
    "It makes sense to feel stretched thin when everything lands at once. What part of it "
    "feels heaviest to you right now, today, honestly?"
)


def _floor(text: str) -> str:
    """NFKC, format characters dropped, combining marks on ASCII letters dropped."""
    if text.isascii():
        return text
    out: list[str] = []
    for char in unicodedata.normalize("NFKD", text):
        category = unicodedata.category(char)
        if category == "Cf" or (category[0] == "M" and out and out[-1].isascii()):
            continue
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))


def _homoglyphs() -> Callable[[str], str]:
    from confusable_homoglyphs.confusables import confusables_data

    table = {}
    for char, entries in confusables_data.items():
        if len(char) == 1 and not char.isascii():
            found = [e["c"] for e in entries if e["c"].isascii() and e["c"].isalnum()]
            if found:
                table[ord(char)] = found[0]
    return lambda text: _floor(text).translate(table)


def _confusables() -> Callable[[str], str]:
    from confusables import normalize

    # normalize() returns every combination of choices; word by word keeps that list short.
    return lambda text: " ".join(normalize(word, prioritize_alpha=True)[0] for word in text.split(" "))


def _anyascii() -> Callable[[str], str]:
    from anyascii import anyascii

    return anyascii


def _unidecode() -> Callable[[str], str]:
    from unidecode import unidecode

    return unidecode


def _decancer() -> Callable[[str], str]:
    from decancer_py import parse

    return lambda text: str(parse(text))


def _readable() -> Callable[[str], str]:
    from rlver_env.readable import fold

    return fold.__wrapped__  # uncached: a policy's replies are new every time


CANDIDATES: dict[str, Callable[[], Callable[[str], str]]] = {
    "NFKC only (floor)": lambda: _floor,
    "confusable-homoglyphs, per char": _homoglyphs,
    "confusables normalize()": _confusables,
    "anyascii": _anyascii,
    "unidecode": _unidecode,
    "decancer-py": _decancer,
    "rlver_env.readable.fold": _readable,  # confusable-homoglyphs' data, Latin names, word rule
}


# Differences a reader does not see: curly or straight quotes, dash lengths, emoji presentation.
_UNSEEN = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-", "\ufe0f": None})


def _key(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text.translate(_UNSEEN)).casefold().split())


def _version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    package = {"confusable-homoglyphs, per char": "confusable-homoglyphs", "confusables normalize()": "confusables"}.get(name, name)
    try:
        return version(package)
    except PackageNotFoundError:
        return "-"


def _us(function: Callable[[str], str], text: str, seconds: float) -> float:
    function(text)  # data loaded before timing
    number = max(1, int(seconds / max(timeit.timeit(lambda: function(text), number=3) / 3, 1e-7)))
    return min(timeit.repeat(lambda: function(text), number=number, repeat=5)) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.05, help="time per timing sample")
    parser.add_argument("--show", action="store_true", help="print each candidate's misses")
    args = parser.parse_args()
    disguised = REPLY.translate(_CYRILLIC)
    print(f"{len(OBFUSCATED)} look-alike phrases, {len(PLAIN)} plain English texts, {len(FOREIGN)} non-English texts; "
          f"timing on a {len(REPLY.split())}-word reply")  # fmt: skip
    header = f"{'candidate':34s} {'version':>8s} {'restored':>9s} {'exact':>6s} {'plain kept':>10s} {'foreign kept':>12s} {'us ascii':>9s} {'us disguised':>12s}"
    print(header)
    print("-" * len(header))
    for name, make in CANDIDATES.items():
        try:
            function = make()
        except ImportError:
            print(f"{name:34s} not installed")
            continue
        restored = [(o, p, s) for o, p, s in OBFUSCATED if _key(function(o)) == _key(p)]
        exact = sum(function(o) == p for o, p, _ in restored)
        plain = [t for t, folded in PLAIN if _key(function(t)) in (_key(t), _key(folded or t))]
        foreign = [t for t in FOREIGN if _key(function(t)) == _key(t)]
        ascii_us, disguised_us = _us(function, REPLY, args.seconds), _us(function, disguised, args.seconds)
        version = _version(name) if name != "rlver_env.readable.fold" else ""
        print(f"{name:34s} {version:>8s} {len(restored):>4d}/{len(OBFUSCATED):<4d} {exact:>6d} {len(plain):>5d}/{len(PLAIN):<4d}"
              f" {len(foreign):>7d}/{len(FOREIGN):<4d} {ascii_us:>9.2f} {disguised_us:>12.2f}")  # fmt: skip
        if args.show:
            for o, p, style in OBFUSCATED:
                if (o, p, style) not in restored:
                    print(f"    {style:11s} {o!r} -> {function(o)!r}")
            for t in [t for t, _ in PLAIN] + list(FOREIGN):
                if t not in plain and t not in foreign:
                    print(f"    changed     {t!r} -> {function(t)!r}")


if __name__ == "__main__":
    main()
