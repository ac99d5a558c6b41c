"""The pages a teacher reads, installed with the package (never copied into the learners'
folder by ``codyroby-lab lab``): the teacher's guide (the answers to every lesson's
predictions and exercises), the file formats a teacher writes boards, challenges and cases
in, and our rulings where the rulebooks are silent. ``codyroby-lab guide [PAGE]`` prints
one, ``codyroby-lab guide PAGE --path`` says where it is. The teacher's guide is in Italian
too (``guida-insegnanti``): in Italian (``codyroby-lab --lang it guide``, or ``LANG=it_IT``)
the guide is that page.

>>> guide_path().name, guide_text().startswith("# Teacher's guide")
('teachers-guide.md', True)
>>> guide_text("formats").splitlines()[0]
'# File formats and notations'
>>> guide_path(lang="it").name, guide_text(lang="it").splitlines()[0]
('guida-insegnanti.md', '# Guida per chi insegna: le risposte di ogni lezione')

A notebook shows a page as a page, not as raw markdown (walk 05i, fault 9), and one part
of it where that is what the teacher looks for:

>>> guide_part("Lesson 5").splitlines()[0]
'## Lesson 5 · For teachers'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.language import language

# every page, by the name of its file in docs/ (the wheel carries them in codyroby_lab/docs)
PAGES = ("teachers-guide", "formats", "formats-droids", "formats-energy-seekers",
         "formats-robin", "formats-roborally", "rulings", "guida-insegnanti")
GUIDE = PAGES[0]
#: the teacher's guide in each language it is written in (the other pages are English)
GUIDES = {"en": GUIDE, "it": "guida-insegnanti"}


def guide_path(page: str = GUIDE, lang: str | None = None) -> Path:
    """Page ``page`` in the installed package (a wheel), or in the source checkout's docs/;
    the teacher's guide in language ``lang`` (by default the language in use)."""
    if page == GUIDE:
        page = GUIDES.get(lang or language(), GUIDE)
    if page not in PAGES:
        raise SetupError("guide", f"there is no page {page!r}: the pages are "
                                  f"{', '.join(PAGES)}")
    here = Path(__file__).resolve().parent
    for folder in (here / "docs", here.parent / "docs"):
        if (folder / f"{page}.md").is_file():
            return folder / f"{page}.md"
    raise SetupError("guide", f"the page {page!r} is not installed with this package")


def guide_text(page: str = GUIDE, lang: str | None = None) -> str:
    """Page ``page``'s text (markdown), the teacher's guide in language ``lang``."""
    return guide_path(page, lang).read_text(encoding="utf-8")


def guide_part(heading: str, page: str = GUIDE) -> str:
    """The part of page ``page`` under its first ``## `` heading that starts with
    ``heading``, down to the next such heading (a SetupError lists the headings); in English,
    as the lessons are."""
    parts = re.split(r"(?m)^(?=## )", guide_text(page, "en"))
    found = [p for p in parts if p.startswith(f"## {heading}")]
    if not found:
        heads = [p.splitlines()[0][3:] for p in parts if p.startswith("## ")]
        raise SetupError("heading", f"{page} has no part {heading!r}: its parts are "
                                    f"{', '.join(heads)}")
    return found[0].rstrip() + "\n"


#: under the answers shown: how to hide them again (walk 05q, fault 10: the notebook keeps
#: ``True``, and Run All on a projector showed every answer)
HIDE_AGAIN = ("\n\n*Set `show_answers` back to `False` in this cell and run it again: the "
              "notebook keeps `True`, and Run All would show the answers again.*")


def answers_page(heading: str, show: Any) -> str:
    """The guide's part ``heading`` with its answers when ``show`` is ``True`` (the value,
    not a word that reads as it: ``"False"`` in quotes showed every answer, walk 05y,
    serious fault 1), else why they are hidden.

    >>> answers_page("Lesson 5", False)
    '*The answers are hidden: set `show_answers = True` in this cell, then run it.*'
    >>> print(answers_page("Lesson 5", "False"))
    *The answers stay hidden: `show_answers` is True or False, with no quotes (it is 'False').*
    >>> answers_page("Lesson 5", True).startswith("## Lesson 5")
    True
    """
    if show is True:
        return guide_part(heading) + HIDE_AGAIN
    if show is False:
        return "*The answers are hidden: set `show_answers = True` in this cell, then run it.*"
    return (f"*The answers stay hidden: `show_answers` is True or False, with no quotes (it "
            f"is {str(show)[:20]!r}).*")

