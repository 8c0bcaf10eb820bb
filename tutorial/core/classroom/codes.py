"""Class codes, teacher links and nicknames: what a teacher and a student type or receive.

A class code is six characters from an alphabet without look-alikes (no 0/O, 1/I/L), so it can be read
off a projector and typed on a phone. The teacher's controls are opened by a long random token (the
secret teacher link); the store keeps only its digest.

>>> normalise_code(" k7m-2qx ")
'K7M2QX'
>>> normalise_code("ab1-23o") is None      # 1 and O are not in the alphabet
True
>>> display_code("K7M2QX")
'K7M-2QX'
>>> clean_nickname("  Ana   <b>Maria</b>\\u200b ")
'Ana <b>Maria</b>'
>>> clean_nickname("\\uff21\\uff4e\\uff41"), clean_nickname("\\u3164"), clean_nickname("\\u2800\\u2800")
('Ana', None, None)
>>> skeleton("\\u0410na") == skeleton("ANA") == skeleton("Ana")    # a Cyrillic A, capitals
True
"""

from __future__ import annotations

import hashlib
import secrets
import unicodedata

# Digits and capitals a reader cannot confuse: no 0/O, 1/I/L.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
MAX_NICKNAME = 24
_SEPARATORS = str.maketrans("", "", " -_.\t")


def new_code() -> str:
    """A fresh random class code (the store checks it is not in use)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: object) -> str | None:
    """The code a student typed, upper-cased and without separators; ``None`` if it cannot be a code."""
    if not isinstance(text, str) or len(text) > 32:
        return None
    code = text.translate(_SEPARATORS).upper()
    if len(code) != CODE_LENGTH or any(c not in ALPHABET for c in code):
        return None
    return code


def display_code(code: str) -> str:
    """The code in two groups of three, easier to read aloud."""
    return f"{code[:3]}-{code[3:]}"


def new_token() -> str:
    """A secret for a link (the teacher's controls, a student's seat in the class)."""
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    """What the store keeps of a secret: its SHA-256, so a copy of the database opens no class."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


# Characters that draw nothing although Unicode does not class them as format or control characters
# (Hangul fillers, the braille blank, the Khmer inherent vowels, ...).
_BLANK = frozenset("\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0\u034f\u180e")
_MAX_MARKS = 2  # combining marks on one letter (a Vietnamese letter has two; "zalgo" has dozens)
# Letters of other scripts that look like Latin ones (Cyrillic and Greek; the common cases, not all of
# Unicode's confusables): compared, never changed in the name shown.
_LOOKALIKES = str.maketrans(
    {
        "а": "a",
        "в": "b",
        "е": "e",
        "к": "k",
        "м": "m",
        "н": "h",
        "о": "o",
        "р": "p",
        "с": "c",
        "т": "t",
        "у": "y",
        "х": "x",
        "ѕ": "s",
        "і": "i",
        "ј": "j",
        "ԁ": "d",
        "ո": "n",
        "ԛ": "q",
        "ԝ": "w",
        "ү": "y",
        "α": "a",
        "β": "b",
        "ε": "e",
        "η": "n",
        "ι": "i",
        "κ": "k",
        "ν": "v",
        "ο": "o",
        "ρ": "p",
        "τ": "t",
        "υ": "u",
        "χ": "x",
        "ϲ": "c",
        "0": "o",
        "1": "l",
        "|": "l",
        "5": "s",
    }
)


def _visible(c: str) -> bool:
    return c not in _BLANK and unicodedata.category(c)[0] != "C"


def clean_nickname(text: object) -> str | None:
    """A nickname as it is stored and shown (as text, never markup): NFKC (full-width and other
    compatibility forms become the plain letters), no control, format, bidi or blank characters, at most
    two combining marks on a letter, single spaces, at most ``MAX_NICKNAME`` characters; ``None`` when no
    letter, digit or sign is left (an invisible name)."""
    if not isinstance(text, str) or len(text) > 200:
        return None
    text = unicodedata.normalize("NFKC", text)
    kept: list[str] = []
    marks = 0
    for c in text:
        if c.isspace():
            kept.append(" ")
            marks = 0
        elif _visible(c):
            marks = marks + 1 if unicodedata.category(c).startswith("M") else 0
            if marks <= _MAX_MARKS:
                kept.append(c)
    name = " ".join("".join(kept).split())
    if not name or len(name) > MAX_NICKNAME or not any(unicodedata.category(c)[0] in "LNPS" for c in name):
        return None
    return name


def skeleton(name: str) -> str:
    """What a nickname looks like, to refuse a look-alike of a classmate's: case folded, accents and
    spaces dropped, common look-alike letters of other scripts read as the Latin ones."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in folded if not unicodedata.category(c).startswith("M") and not c.isspace()).translate(
        _LOOKALIKES
    )


_MARKDOWN_SPECIALS = "\\`*_{}[]()<>#+-.!|~$:&"
# GitHub-flavoured Markdown makes links of www.x.com, a@b.co and x://y in the text itself (after escapes
# are read), so an invisible word joiner goes before each "." "@" and ":": the text reads the same and
# nothing matches a link.
_NO_LINK = "\u2060"


def markdown_text(text: str) -> str:
    """``text`` escaped for a Markdown element, so a nickname such as ``**x**`` or ``[a](javascript:…)``
    shows as typed (Streamlit already escapes HTML; this stops Markdown too), and ``www.x.com`` or
    ``a@b.co`` is not made a link.

    >>> markdown_text("**Bob** [x](y)")
    '\\\\*\\\\*Bob\\\\*\\\\* \\\\[x\\\\]\\\\(y\\\\)'
    >>> markdown_text("a@b.co") == "a\\u2060@b\\u2060\\\\.co"
    True
    """
    out = []
    for c in text:
        if c in ".@:":
            out.append(_NO_LINK)
        out.append("\\" + c if c in _MARKDOWN_SPECIALS else c)
    return "".join(out)
