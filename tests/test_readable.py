"""rlver_env.readable: look-alike text folds to what a reader sees; the rest is counted."""

from __future__ import annotations

import dataclasses
import string
import subprocess
import sys
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rlver_env.readable import ORDINARY_EMOJI, SUGGESTED_MAX_SHARE, Readability, fold, readability, undisguise

PLAIN = "you should just get over it"


@pytest.mark.parametrize(
    "disguised",
    [
        "уоu ѕһоulԁ јuѕt gеt оvеr іt",  # Cyrillic
        "γου shουld jυst get ονer ιt",  # Greek
        "ｙｏｕ ｓｈｏｕｌｄ ｊｕｓｔ ｇｅｔ ｏｖｅｒ ｉｔ",  # fullwidth
        "𝐲𝐨𝐮 𝐬𝐡𝐨𝐮𝐥𝐝 𝐣𝐮𝐬𝐭 𝐠𝐞𝐭 𝐨𝐯𝐞𝐫 𝐢𝐭",  # mathematical bold
        "𝑦𝑜𝑢 𝑠ℎ𝑜𝑢𝑙𝑑 𝑗𝑢𝑠𝑡 𝑔𝑒𝑡 𝑜𝑣𝑒𝑟 𝑖𝑡",  # mathematical italic
        "ʏᴏᴜ ꜱʜᴏᴜʟᴅ ᴊᴜꜱᴛ ɢᴇᴛ ᴏᴠᴇʀ ɪᴛ",  # small capitals
        "y\u200bou sh\u200dould j\u2060ust g\ufeffet o\u00adver it",  # format characters inside words
        "y̶o̶u̶ s̴h̴o̴u̴l̴d̴ j͓u͓s͓t͓ g̷e̷t̷ o͟v͟e͟r͟ i̲t̲",  # combining marks
        "у\u200bоu ѕ̶һ̶о̶u̶l̶ԁ̶ ｊｕｓｔ ɢᴇᴛ 𝐨𝐯𝐞𝐫 ιt",  # all of them at once
    ],
)
def test_disguised_text_folds_to_its_plain_form(disguised: str) -> None:
    assert fold(disguised) == PLAIN
    # What is left to count is only what cannot be seen: the format characters a disguise uses.
    found = readability(disguised)
    hidden = sum(1 for c in disguised if c != "\u200d" and unicodedata.category(c) == "Cf")
    assert found.unreadable == 0 and found.formats == found.hidden == hidden


def test_case_is_kept_where_the_letters_carry_it() -> None:
    assert fold("Уоu Аrе ОvеrrеасtіngАgаіn") == "You Are OverreactingAgain"
    # Greek capital iota's TR39 prototype is "l"; a capital look-alike of "I" folds to "I".
    assert fold("Ι ΑΜ ΗΕRΕ, Ιt's fine") == "I AM HERE, It's fine"
    assert fold("ＨＥＬＬＯ 𝐖𝐨𝐫𝐥𝐝") == "HELLO World"


def test_latin_letters_lose_their_accents_and_strokes() -> None:
    assert fold("café naïve résumé") == "cafe naive resume"
    assert fold("søren łódź") == "soren lodz"


@pytest.mark.parametrize(
    "text",
    ["That sounds exhausting. What happened next?", "I'm here <3 (really) -- 100% #1 ok: a < b > c", ""],
)
def test_ascii_text_comes_back_as_it_is(text: str) -> None:
    assert fold(text) is text


def test_typographic_punctuation_stays_as_it_is() -> None:
    text = "I’m so sorry — “that’s” a lot… truly – yes\u00a0no"
    assert fold(text) is text
    assert readability(text).unreadable == 0


@pytest.mark.parametrize(
    "text",
    ["Мне очень жаль, что так вышло.", "привет", "Καλημέρα φίλε", "Дякую, все гаразд.", "сор", "ухо"],
)
def test_real_words_of_other_scripts_stay_unreadable(text: str) -> None:
    assert fold(text) == text
    found = readability(text)
    assert found.foreign == sum(c.isalpha() for c in text)
    assert found.share > 0.8


def test_a_look_alike_word_folds_in_an_english_text_but_not_next_to_its_own_script() -> None:
    assert fold("I said сор") == "I said cop"
    assert fold("Мне жаль. уоu ѕһоulԁ gо, сор") == "Мне жаль. you should go, сор"
    # Look-alike letters only, and enough of them: disguised English even without Latin letters.
    assert fold("ТНЕ ВЕЅТ") == "THE BEST"


def test_a_chinese_sentence_in_an_english_reply_is_counted() -> None:
    reply = "That sounds really hard, and I hear you. 你应该振作起来，别再抱怨了。 What feels heaviest right now?"
    found = readability(reply)
    assert found.foreign == 13  # 12 Han characters and the ideographic full stop
    assert found.spans == ("你应该振作起来", "别再抱怨了。")
    assert found.exceeds()


def test_emoji_are_counted_and_a_few_are_forgiven() -> None:
    warm = readability("I'm so sorry you're going through this 💛")
    assert (warm.emoji, warm.unreadable) == (1, 1)
    assert not warm.exceeds()
    run = readability("ok " + "😂" * 12)
    assert run.emoji == 12
    assert run.exceeds()
    assert readability("ok 🙂🙂🙂").exceeds(ordinary_emoji=0)


@pytest.mark.parametrize(
    ("text", "markup"),
    [
        ("You are <b>brave</b>", "<b></b>"),
        ('I <span style="color:red">care</span>', '<spanstyle="color:red"></span>'),
        ("Sure.</think> I hear you", "</think>"),
        ("That is **so** unfair", "****"),
        ("You did __great__", "____"),
        ("```python\nprint(1)\n```", "```python```"),
        ("Read [this](https://example.org/help) now", "[](https://example.org/help)"),
        ("See https://example.org or www.example.org/x", "https://example.orgwww.example.org/x"),
        ("## Step one", "##"),
    ],
)
def test_markup_is_counted(text: str, markup: str) -> None:
    found = readability(text)
    assert found.markup == len(markup)
    assert found.unreadable == len(markup)


def test_angle_brackets_and_hashes_of_prose_are_not_markup() -> None:
    assert readability("I love you <3, a < b and c > d, you're #1 & 2*3=6").unreadable == 0


def test_zero_width_characters_are_folded_away_and_counted_as_hidden() -> None:
    found = readability("y\u200bou a\u200cre n\u200dot a\u2060lone\ufeff")
    # The joiner (U+200D) is left out, since emoji sequences use it; the other four are hidden.
    assert (found.visible, found.formats, found.unreadable, found.hidden) == (14, 4, 0, 4)
    assert readability("invisible\u2062\u2063 operators").formats == 2
    assert readability("soft hy\u00adphen").formats == 1
    assert readability("family \U0001f469\u200d\U0001f467").formats == 0


def test_symbols_private_use_and_replacement_characters_are_unreadable() -> None:
    found = readability("ok ∑∫ → ░▒ \ue000 \ufffd")
    assert (found.symbols, found.invalid) == (5, 2)
    assert found.unreadable == 7


def test_ordinary_punctuation_digits_and_currency_are_readable() -> None:
    text = "Wait... really?! (Yes) - 100% sure; it's $5, €4, £3 or ¥2 - «fine» • 3 × 4 ≈ 12 ° ok"
    found = readability(text)
    assert found.unreadable == 0
    assert found.share == 0.0


def test_spans_are_a_short_sample() -> None:
    found = readability("a 你好 b 😂 c <i> d ∑ e " + "я" * 60)
    assert found.spans == ("你好", "😂", "<i>")
    long = readability("ok " + "я" * 60)
    assert long.spans == ("я" * 39 + "…",)


def test_readability_is_a_frozen_record_with_a_share() -> None:
    found = readability("ok 你好")
    assert isinstance(found, Readability)
    assert found.visible == 4 and found.unreadable == 2 and found.share == 0.5
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.visible = 0  # type: ignore[misc]
    assert readability("") == Readability(0, 0, 0, 0, 0, 0, ())
    assert readability("").share == 0.0
    assert 0 < SUGGESTED_MAX_SHARE < 0.1 and ORDINARY_EMOJI >= 1


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_any_ascii_text_folds_to_itself(text: str) -> None:
    assert fold(text) == text


@given(st.text(alphabet=string.ascii_letters + " "))
def test_letters_and_spaces_are_wholly_readable(text: str) -> None:
    found = readability(text)
    assert found.share == 0.0
    assert found.visible == len(text.replace(" ", ""))


@given(st.text())
def test_any_text_folds_once_and_for_all_and_counts_within_bounds(text: str) -> None:
    folded = fold(text)
    assert fold(folded) == folded
    found = readability(text)
    assert 0 <= found.unreadable <= found.visible
    assert len(found.spans) <= 3


def test_importing_the_package_loads_no_confusables_data() -> None:
    code = (
        "import sys, rlver_env, rlver_env.readable as r\n"
        "r.fold('plain text'); assert 'confusable_homoglyphs' not in sys.modules\n"
        "r.fold('уоu'); assert 'confusable_homoglyphs' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Y o u  a r e  p a t h e t i c.", "You  are  pathetic."),
        ("You are w0rthless.", "You are worthless."),
        ("What a p@thetic id10t.", "What a pathetic idiot."),
        ("I am so s0rry.", "I am so sorry."),
    ],
)
def test_spaced_out_letters_and_digits_for_letters_are_read_as_words(text, read):
    assert undisguise(text) == read


@pytest.mark.parametrize(
    "text",
    ["I had covid19 at 5pm on the 2nd.", "Plan A is fine, or B.", "e.g. the 3 of us", "Sorry! That's hard.", "Room 101, floor 4."],
)
def test_ordinary_digits_and_letters_are_left_as_they_are(text):
    assert undisguise(text) == text
