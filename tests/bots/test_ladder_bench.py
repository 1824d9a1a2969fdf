"""The ladder benchmark reports on deals tuning never saw."""

from __future__ import annotations

import pytest

from benchmarks.bench_ladder import deal_range, main, overlap


def test_a_deal_range_reads_from_its_first_deal_to_before_its_last() -> None:
    assert deal_range("10:13") == range(10, 13)
    with pytest.raises(ValueError):
        deal_range("13:10")
    with pytest.raises(ValueError):
        deal_range("ten")


def test_ranges_that_share_deals_overlap() -> None:
    assert overlap(range(0, 100), range(50, 150)) == range(50, 100)
    assert not overlap(range(0, 100), range(100, 200))


def test_the_benchmark_refuses_to_report_on_tuning_deals(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["--tune-seeds", "0:100", "--report-seeds", "50:150", "--pairing", "hard-normal"])
    assert refused.value.code == 2
    assert "50:100" in capsys.readouterr().err
