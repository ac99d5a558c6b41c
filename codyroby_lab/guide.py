"""The teacher's guide: the answers to every lesson's predictions and exercises. It is
installed with the package (never copied into the learners' folder by ``codyroby-lab
lab``); ``codyroby-lab guide`` prints it, ``codyroby-lab guide --path`` says where it is.

>>> guide_path().name, guide_text().startswith("# Teacher's guide")
('teachers-guide.md', True)
"""

from __future__ import annotations

from pathlib import Path

from codyroby_lab.core.errors import SetupError

NAME = "teachers-guide.md"


def guide_path() -> Path:
    """The guide in the installed package (a wheel), or in the source checkout's docs/."""
    here = Path(__file__).resolve().parent
    for candidate in (here / NAME, here.parent / "docs" / NAME):
        if candidate.is_file():
            return candidate
    raise SetupError("guide", "the teacher's guide is not installed with this package")


def guide_text() -> str:
    """The guide's text (markdown)."""
    return guide_path().read_text(encoding="utf-8")
