"""The public API is small, explicit and sorted; ``import groundwise`` stays lazy."""

from __future__ import annotations

import subprocess
import sys

import groundwise


def test_all_is_sorted_and_complete() -> None:
    assert groundwise.__all__ == sorted(groundwise.__all__)
    for name in groundwise.__all__:
        assert getattr(groundwise, name) is not None


def test_unknown_attribute_is_an_attribute_error() -> None:
    try:
        groundwise.does_not_exist  # noqa: B018
    except AttributeError as exc:
        assert "does_not_exist" in str(exc)
    else:
        raise AssertionError("expected AttributeError")


def test_import_does_not_load_numpy_or_models() -> None:
    code = "import sys, groundwise; print('numpy' in sys.modules, 'groundwise.verifier' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_every_error_derives_from_groundwise_error() -> None:
    from groundwise import errors

    classes = [v for v in vars(errors).values() if isinstance(v, type) and issubclass(v, Exception)]
    assert len(classes) >= 5
    assert all(issubclass(c, groundwise.GroundwiseError) for c in classes)
