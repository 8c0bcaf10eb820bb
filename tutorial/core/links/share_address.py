"""The address a shared link and its QR code use: one a phone in the room can open.

A configured public address wins (``EUCHRE_TUTOR_PUBLIC_URL``, e.g. ``https://euchre.example/class``),
even one naming this machine (with the warning that phones cannot open it);
otherwise the address the teacher's browser used, unless it is the machine itself (localhost), in which
case the machine's network address with the same port and path; when there is none, the local address
with a warning, because a phone cannot open it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

from tutorial.core.links.deep_links import app_root_of

PUBLIC_URL_SETTING = "EUCHRE_TUTOR_PUBLIC_URL"
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "0.0.0.0"})


@dataclass(frozen=True)
class ShareRoot:
    url: str
    only_local: bool  # no address a phone can reach: say so


def _is_local(host: str | None) -> bool:
    return host is None or host in _LOCAL_HOSTS or host.startswith("127.")


def share_root(browser_root: str, public: str | None = None, network_host: str | None = None) -> ShareRoot:
    """The root address to share.

    >>> share_root("http://localhost:8501", public="https://euchre.example/class/")
    ShareRoot(url='https://euchre.example/class', only_local=False)
    >>> share_root("http://localhost:8501", network_host="192.168.1.20")
    ShareRoot(url='http://192.168.1.20:8501', only_local=False)
    >>> share_root("http://127.0.0.1:8501").only_local, share_root("http://school.lan:8501").url
    (True, 'http://school.lan:8501')
    >>> share_root("http://192.168.1.20:8501", public="http://localhost:8600")
    ShareRoot(url='http://localhost:8600', only_local=True)
    """
    if public and public.strip():
        # The administrator's word: used as given, with the warning if it names this machine only.
        configured = app_root_of(public.strip())
        return ShareRoot(configured, _is_local(urlsplit(configured).hostname))
    parts = urlsplit(browser_root)
    if not _is_local(parts.hostname):
        return ShareRoot(browser_root, False)
    if network_host and not _is_local(network_host):
        netloc = network_host if parts.port is None else f"{network_host}:{parts.port}"
        return ShareRoot(urlunsplit((parts.scheme, netloc, parts.path, "", "")), False)
    return ShareRoot(browser_root, True)
