"""Whether the user's own words say goodbye, as SAGE and RLVER detect it.

Both papers end a dialogue when the simulated user's reply contains a farewell: SAGE's
``test_npc.py`` looks for 再见, 拜拜, "goodbye" and "bye"; RLVER's rollout for 再见 and 拜拜. This
module is the one place that reads a farewell from words, whatever format the simulator's answer
came in.

The English words are matched as whole words ("bye", "goodbye", "good-bye", "bye-bye", "byebye",
any case), where SAGE matches the substring "bye"; so "byelaw" is no farewell here. Chinese has no
word boundaries, and 再见 and 拜拜 are matched anywhere, as both papers do.
"""

from __future__ import annotations

import re

_ENGLISH = re.compile(r"(?<![a-z])(?:good[- ]?)?bye(?:[- ]?bye)?(?![a-z])", re.IGNORECASE)
_CHINESE = ("再见", "拜拜")


def says_goodbye(text: str) -> bool:
    """Whether ``text`` contains a farewell (再见, 拜拜, bye, goodbye).

    Args:
        text: The simulated user's words.

    Returns:
        True if the words say goodbye.
    """
    for word in _CHINESE:
        if word in text:
            return True
    # Every English farewell holds "bye" in some case, and every character the pattern reads as
    # b, y or e lower-cases to it; the pattern itself (a look-behind tried at every position) is
    # several times slower than this test, and runs on every reply, so it runs only after it.
    return "bye" in text.lower() and _ENGLISH.search(text) is not None
