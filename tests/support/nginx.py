"""nginx serving the built site over HTTPS on localhost, as a host would (deploy/nginx.conf: the
wasm's precompressed copies by Accept-Encoding, brotli_static and gzip_static), for the tests of a
real web server. Debian's ``nginx`` with ``libnginx-mod-http-brotli-static`` (scripts/browsers.sh
installs them where it can). Started by the test in a prefix folder of its own on a free port, its
access log recording what each answer was sent with: no root needed, nothing of the system's
nginx used but its binary and the module."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from tests.support.server import ROOT

NGINX = os.environ.get("NGINX_PATH", shutil.which("nginx") or "/usr/sbin/nginx")
BROTLI_STATIC = Path(os.environ.get("NGINX_BROTLI_STATIC_MODULE",
                                    "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"))
SITE_CONFIG = ROOT / "deploy" / "nginx.conf"
DEBIAN_PACKAGES = "nginx libnginx-mod-http-brotli-static"
# One line an answer: the path, the status, the Content-Encoding sent ("-": none) and the bytes of
# the body sent (after compression), tab-separated.
LOG_FORMAT = "$request_method $request_uri $status $sent_http_content_encoding $body_bytes_sent"

MAIN_CONFIG = """# Written by tests/support/nginx.py for one test run.
{user}
load_module {module};
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {prefix}/error.log warn;
events {{ worker_connections 256; }}
http {{
    log_format answers '{log_format}';
    access_log {prefix}/access.log answers;
    client_body_temp_path {prefix}/client-body;
    proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi;
    uwsgi_temp_path {prefix}/uwsgi;
    scgi_temp_path {prefix}/scgi;
    sendfile on;
    server {{
        listen 127.0.0.1:{port} ssl http2;  # (nginx 1.25.1 and later: http2 on;)
        ssl_certificate {cert};
        ssl_certificate_key {key};
        root {root};
        include {site};
    }}
}}
"""


def missing() -> str:
    """What is missing to run nginx with Brotli ("" when nothing is)."""
    if not Path(NGINX).exists():
        return f"no nginx at {NGINX} (Debian: apt-get install {DEBIAN_PACKAGES}; or set NGINX_PATH)"
    if not BROTLI_STATIC.exists():
        return (f"no Brotli module at {BROTLI_STATIC} (Debian: apt-get install libnginx-mod-http-brotli-static;"
                " or set NGINX_BROTLI_STATIC_MODULE)")
    return ""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class Answer:
    """One line of the access log."""

    method: str
    path: str
    status: int
    encoding: str  # "" when none
    body_bytes: int


@dataclass
class Nginx:
    proc: subprocess.Popen
    url: str
    prefix: Path

    def answers(self) -> list[Answer]:
        log = self.prefix / "access.log"
        found = []
        for line in (log.read_text().splitlines() if log.exists() else []):
            method, path, status, encoding, sent = line.split(" ")
            found.append(Answer(method, path, int(status), "" if encoding == "-" else encoding, int(sent)))
        return found

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def start_nginx(root: Path, cert: Path, key: Path, prefix: Path, timeout_s: float = 30) -> Nginx:
    """nginx in the foreground serving ``root`` with deploy/nginx.conf over HTTPS on a free port."""
    prefix.mkdir(parents=True, exist_ok=True)
    port = free_port()
    # Run as root (a container's test run), nginx's workers would take another user, who cannot
    # read the test's folders: they stay the user who started it.
    user = f"user {pwd.getpwuid(os.getuid()).pw_name};" if os.getuid() == 0 else ""
    config = prefix / "nginx.conf"
    config.write_text(MAIN_CONFIG.format(user=user, module=BROTLI_STATIC, prefix=prefix, log_format=LOG_FORMAT,
                                         port=port, cert=cert, key=key, root=root, site=SITE_CONFIG))
    checked = subprocess.run([NGINX, "-t", "-p", str(prefix), "-c", str(config)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stderr
    proc = subprocess.Popen([NGINX, "-p", str(prefix), "-c", str(config), "-g", "daemon off;"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError(f"nginx ended: {proc.stderr.read() if proc.stderr else ''}") from None
            if time.monotonic() > deadline:
                proc.kill()
                raise TimeoutError(f"nginx did not listen on {port} in {timeout_s:.0f} s") from None
            time.sleep(0.05)
    return Nginx(proc, f"https://localhost:{port}", prefix)
