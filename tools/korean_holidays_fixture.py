#!/usr/bin/env python3
"""Writes Tests/ServicesTests/Fixtures/opening_hours/kr_holidays_2024_2030.tsv, the independent list that
KoreanHolidaysTests checks onestep's calendar against day by day: South Korea's public holidays from PyPI
`holidays` (a test-only tool, not a dependency of the app).

    pip install holidays==0.109 && python3 tools/korean_holidays_fixture.py
"""
import pathlib

import holidays

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/ServicesTests/Fixtures/opening_hours/kr_holidays_2024_2030.tsv"

lines = [f"# South Korea's public holidays 2024-2030 from PyPI holidays {holidays.__version__} (holidays.KR): date, Korean and English names"]
for year in range(2024, 2031):
    korean = holidays.KR(years=year, language="ko")
    english = holidays.KR(years=year, language="en_US")
    for day in sorted(korean):
        lines.append(f"{day.isoformat()}\t{korean[day]}\t{english[day]}")
OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
