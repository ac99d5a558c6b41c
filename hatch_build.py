"""Building the package compiles the message catalogs (codyroby_lab/locale/*/LC_MESSAGES/*.po,
which translators edit) into the .mo files gettext reads, with Babel, and the wheel carries
them; an editable install finds them beside the .po files."""

from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogsHook(BuildHookInterface):
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
