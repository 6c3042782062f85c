"""Shared test fixtures: every test runs with HOME and the data dir in fresh temporary folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from groundwise.sources import Source

#: The repository's bundled examples (used by ``make demo`` and the golden tests).
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture(autouse=True)
def isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Point HOME and GROUNDWISE_DATA_DIR at empty temporary folders and forbid downloads."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GROUNDWISE_DATA_DIR", str(home / "groundwise-data"))
    # Nothing in the tests may reach the network, even through a library's model hub.
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home


@pytest.fixture
def examples_dir() -> Path:
    """The ``examples/`` folder of the repository."""
    return EXAMPLES


@pytest.fixture
def deal_dir() -> Path:
    """The bundled deal example (the design notes' grounding examples as files)."""
    return EXAMPLES / "deal"


@pytest.fixture
def deal_sources(deal_dir: Path) -> list[Source]:
    """Example 1's sources: the opportunity record, the activity log and the meeting notes."""
    from groundwise.loaders import load_sources

    return load_sources(
        [
            deal_dir / "opportunity.json",
            deal_dir / "activity_log.json",
            deal_dir / "meeting_notes.md",
        ]
    )
