"""Content-Security-Policy: the same strict policy as a header and as the page's <meta>, no
'unsafe-inline' or 'unsafe-eval', the whole app (Pyodide, workers, service worker) running under
it without a single violation, and no request leaving the origin."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect

from tests.support.page import RequestLog, wait_for_engine, wait_for_service_worker

RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`);
});
"""


def test_strict_policy_in_force_and_never_violated(browser: Browser, server_url: str):
    context = browser.new_context(base_url=server_url)
    context.add_init_script(RECORD_VIOLATIONS)
    log = RequestLog(context)
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda message: console.append(message.text))
    response = page.goto("/?board=9&counting=territory&diff=8")
    assert response is not None

    header = response.headers["content-security-policy"]
    meta = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert header == meta
    directives = {d.split()[0]: d.split()[1:] for d in header.split(";") if d.strip()}
    assert directives["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert directives["default-src"] == ["'self'"] and directives["object-src"] == ["'none'"]
    assert "'unsafe-inline'" not in header and "'unsafe-eval'" not in header
    for path in ["/static/worker/engine-worker.js", "/sw.js"]:  # workers get the policy from their own response
        assert page.request.get(path).headers["content-security-policy"] == header, path

    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("2.5")
    wait_for_service_worker(page)
    page.get_by_text("Embed this calculator").click()
    expect(page.get_by_label("Snippet for your page")).to_have_value(re.compile(r"\?embed=1&amp;"))
    assert page.evaluate("window.__cspViolations") == []
    assert [m for m in console if "Content Security Policy" in m] == []
    assert log.foreign(server_url) == []
    assert any(u.endswith("/sw.js") for u in log.urls)

    # The policy really is in force (and the recorder works): an injected inline script is refused.
    page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.__inlineRan = true";
        document.head.append(script);
    }""")
    page.wait_for_function("() => window.__cspViolations.length > 0")
    # One report per policy in force: the header's and the <meta>'s.
    assert page.evaluate("window.__cspViolations") == ["script-src-elem inline"] * 2
    assert page.evaluate("window.__inlineRan") is None
    context.close()
