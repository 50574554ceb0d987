"""The local CA (scripts/local-cert.mjs) trusted by each browser the tests drive, without changing
the system's store: service workers register only from an origin whose certificate the browser
trusts, and browsers offer Brotli only over HTTPS.

- Chromium on Linux reads the NSS database in ``$HOME/.pki/nssdb``: the browser is started with a
  HOME of its own whose database trusts the CA (``certutil``, Debian's libnss3-tools).
- Firefox keeps its NSS database in its profile: a profile made here trusts the CA.
- WebKitGTK (GnuTLS through glib-networking) reads only the system's bundle
  (/etc/ssl/certs/ca-certificates.crt, compiled in; no variable moves it): its WebDriver runs in a
  mount namespace of its own (``unshare``) where that file is the system's bundle plus the CA,
  bind-mounted over it for that process tree only.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from tests.support.server import ROOT

CERTUTIL = shutil.which("certutil") or "/usr/bin/certutil"
SYSTEM_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")


@dataclass(frozen=True)
class LocalCA:
    ca: Path
    cert: Path  # the localhost certificate and the CA (the chain a server sends)
    key: Path


def local_ca(folder: Path) -> LocalCA:
    made = subprocess.run(["node", "scripts/local-cert.mjs", str(folder)], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert made.returncode == 0, made.stderr
    paths = json.loads(made.stdout)
    return LocalCA(Path(paths["ca"]), Path(paths["cert"]), Path(paths["key"]))


def missing() -> str:
    """What is missing to make the browsers trust the CA ("" when nothing is)."""
    if not Path(CERTUTIL).exists():
        return f"no certutil at {CERTUTIL} (Debian: apt-get install libnss3-tools)"
    if not shutil.which("unshare"):
        return "no unshare (util-linux), which gives WebKitGTK a bundle with the local CA"
    return ""


def nss_db_trusting(ca: LocalCA, folder: Path) -> Path:
    """An NSS database in ``folder`` that trusts the CA for TLS servers."""
    folder.mkdir(parents=True, exist_ok=True)
    for args in (["-N", "--empty-password"], ["-A", "-n", "fair-handicap local CA", "-t", "C,,", "-i", str(ca.ca)]):
        done = subprocess.run([CERTUTIL, *args, "-d", f"sql:{folder}"], capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr
    return folder


def chromium_home(ca: LocalCA, folder: Path) -> Path:
    """A HOME for Chromium whose NSS database (.pki/nssdb) trusts the CA."""
    nss_db_trusting(ca, folder / ".pki" / "nssdb")
    return folder


def firefox_profile(ca: LocalCA, folder: Path) -> Path:
    """A Firefox profile folder whose certificate database trusts the CA."""
    return nss_db_trusting(ca, folder)


def webkit_driver_trusting(ca: LocalCA, folder: Path, driver: str) -> Path:
    """A script to start WebKitWebDriver (and so MiniBrowser) in a mount namespace of its own where
    the system's CA bundle has the local CA too. As root, ``unshare --mount``; otherwise in a user
    namespace (``--map-root-user``) where the kernel allows one."""
    folder.mkdir(parents=True, exist_ok=True)
    bundle = folder / "ca-certificates.crt"
    bundle.write_bytes(SYSTEM_BUNDLE.read_bytes() + b"\n" + ca.ca.read_bytes())
    namespace = "--mount" if os.getuid() == 0 else "--user --map-root-user --mount"
    script = folder / "webkit-driver"
    script.write_text(
        "#!/bin/sh\n"
        "# WebKitWebDriver with the local CA in its own view of the system's bundle (tests/support/local_ca.py).\n"
        f"exec unshare {namespace} --propagation private sh -c "
        f"'mount --bind \"$0\" {SYSTEM_BUNDLE} && exec \"$@\"' {bundle} {driver} \"$@\"\n")
    script.chmod(0o755)
    return script
