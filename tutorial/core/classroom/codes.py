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


def clean_nickname(text: object) -> str | None:
    """A nickname as it is stored and shown (as text, never markup): NFC, no control or invisible
    characters, single spaces, at most ``MAX_NICKNAME`` characters; ``None`` when nothing is left."""
    if not isinstance(text, str) or len(text) > 200:
        return None
    text = unicodedata.normalize("NFC", text)
    kept = "".join(" " if c.isspace() else c for c in text if c.isspace() or unicodedata.category(c)[0] != "C")
    name = " ".join(kept.split())
    if not name or len(name) > MAX_NICKNAME:
        return None
    return name


_MARKDOWN_SPECIALS = "\\`*_{}[]()<>#+-.!|~$:&"


def markdown_text(text: str) -> str:
    """``text`` escaped for a Markdown element, so a nickname such as ``**x**`` or ``[a](javascript:…)``
    shows as typed (Streamlit already escapes HTML; this stops Markdown too).

    >>> markdown_text("**Bob** [x](y)")
    '\\\\*\\\\*Bob\\\\*\\\\* \\\\[x\\\\]\\\\(y\\\\)'
    """
    return "".join("\\" + c if c in _MARKDOWN_SPECIALS else c for c in text)
