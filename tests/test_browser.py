"""The web page in a real browser: headless system Chromium driven by Playwright.

Skips with a message where Playwright or Chromium is missing; CI installs the Debian ``chromium``
package so it runs there. No browser is ever downloaded: Playwright drives ``/usr/bin/chromium``.
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the browser test needs the serve extra")
uvicorn = pytest.importorskip("uvicorn", reason="the browser test needs the serve extra")
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="the browser test needs playwright (pip install -e '.[dev]')"
)

from groundwise.config import Config  # noqa: E402
from groundwise.embeddings import find_model_dir  # noqa: E402
from groundwise.service.app import ServiceSettings, create_app  # noqa: E402

#: Flags for a quiet, sandbox-free headless run that talks to nothing but the test server.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCRIPT_SOURCE = (
    '<script>window.__pwned = "script"</script><img src=x onerror="window.__pwned = \'img\'">'
    "The client is Acme."
)


def find_chromium() -> str | None:
    """The system Chromium: ``$GROUNDWISE_CHROMIUM``, else ``chromium`` on PATH."""
    candidates = [
        os.environ.get("GROUNDWISE_CHROMIUM"),
        shutil.which("chromium"),
        "/usr/bin/chromium",
    ]
    return next((c for c in candidates if c and os.access(c, os.X_OK)), None)


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    """A real server with the default verifier (lexical judge, MiniLM) on a free loopback port."""
    if find_model_dir()[0] is None:
        pytest.skip(
            "the MiniLM model package is not installed (make install); browser test skipped"
        )
    app = create_app(ServiceSettings(config=Config(), concurrency=1))
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_config=None, access_log=False, lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Any]:
    """A page of a fresh Chromium profile."""
    chromium = find_chromium()
    if chromium is None:
        pytest.skip("Chromium is not installed (apt-get install -y chromium); browser test skipped")
    with sync_api.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=chromium,
            headless=True,
            args=CHROMIUM_FLAGS,
            viewport={"width": 1280, "height": 900},
        )
        try:
            yield context.pages[0] if context.pages else context.new_page()
        finally:
            context.close()


def test_page_verifies_the_example_and_highlights_evidence(
    page: Any, server_url: str, tmp_path: Path
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server_url + "/")
    page.click("#example-button")
    page.click("#add-source")
    page.locator("#source-list textarea").nth(1).fill(SCRIPT_SOURCE)
    page.click("#verify-button")
    page.wait_for_selector("#verdict:not([hidden])", timeout=30_000)

    # The verdict, the claim table and the answer are shown.
    assert page.text_content("#grade") in {"G++", "G+", "G", "G-", "P", "P-", "F"}
    assert page.locator("#claims tbody tr").count() >= 2
    assert "$10 billion" in page.text_content("#answer-view")
    assert page.locator("#answer-view .unsupported").count() >= 1

    # Hovering a citation highlights its source card and the exact evidence span in it.
    link = page.locator("#answer-view a[data-cite]").first
    number = link.get_attribute("data-cite")
    mark = page.locator(f"#evidence-{number}")
    card = page.locator(f".source-card:has(#evidence-{number})")
    assert "active" not in (card.get_attribute("class") or "")
    link.hover()
    assert "active" in mark.get_attribute("class")
    assert "active" in card.get_attribute("class")
    card_text = card.locator(".source-text").text_content()
    assert mark.text_content() in card_text
    page.screenshot(path=str(tmp_path / "page-desktop.png"), full_page=True)

    # Keyboard: the citation is focusable and focus highlights too; Enter scrolls to the span.
    page.mouse.move(0, 0)
    assert "active" not in card.get_attribute("class")
    link.focus()
    assert "active" in card.get_attribute("class")
    page.keyboard.press("Enter")
    assert "flash" in mark.get_attribute("class")

    # The <script> source is shown as text and never runs.
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#source-cards script, #source-cards img").count() == 0
    assert "<script>" in page.locator("#source-cards").text_content()
    assert errors == []

    # On a narrow screen the page stacks into one column without horizontal scrolling.
    page.set_viewport_size({"width": 375, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(path=str(tmp_path / "page-narrow.png"), full_page=True)
    assert (tmp_path / "page-desktop.png").stat().st_size > 0
    assert (tmp_path / "page-narrow.png").stat().st_size > 0
