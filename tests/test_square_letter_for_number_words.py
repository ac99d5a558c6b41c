"""A square written with a letter for its number ("Al", the letter l for 1) hears the rows
its board has, not a row it lacks (walk 02s, fault 9: "such as 1 or 10" on a 5x5 board)."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import predict

pytestmark = pytest.mark.usefixtures("fresh_answers")


@pytest.mark.parametrize(("size", "rows"), [(5, "from 1 to 5"), (8, "from 1 to 8")])
def test_a_letter_for_a_number_hears_the_rows_of_its_own_board(size, rows):
    said = predict("F", "Al", on={"width": size, "height": size}, at=f"A{size}").message
    assert "looks like a number" in said and f"{rows} on this board" in said, said
    assert "10" not in said
