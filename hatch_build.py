"""What building the package adds to it: the message catalogs compiled (codyroby_lab/locale/
*/LC_MESSAGES/*.po, which translators edit, into the .mo files gettext reads, with Babel),
and, in the wheel, the lessons (notebooks/*.ipynb and nothing else of that folder: a
checkout where the lessons ran also holds what they wrote, such as the kept programs and
tries and lesson 05's files). An editable install finds both in the checkout."""

from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class BuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        root = Path(self.root)
        for po in sorted(root.glob("codyroby_lab/locale/*/LC_MESSAGES/*.po")):
            with po.open("rb") as f:
                catalog = read_po(f, locale=po.parent.parent.name)
            mo = po.with_suffix(".mo")
            with mo.open("wb") as f:
                write_mo(f, catalog)
            build_data["artifacts"].append(mo.relative_to(root).as_posix())
        if self.target_name == "wheel" and version != "editable":
            for lesson in sorted(root.glob("notebooks/*.ipynb")):
                build_data["force_include"][str(lesson)] = f"codyroby_lab/notebooks/{lesson.name}"
