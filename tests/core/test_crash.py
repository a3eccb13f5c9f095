"""Crash handler: the traceback lands in log_dir()/crash-<timestamp>.log, a short message is
printed, and the exit code is 1 instead of a silent vanish."""

from game.core import crash, paths


def test_run_guarded_writes_log_and_returns_one(capsys):
    def explode() -> int:
        raise ZeroDivisionError("the deck ran out of cards")

    code = crash.run_guarded(explode, interactive=False)
    assert code == crash.CRASH_EXIT_CODE
    logs = sorted(paths.log_dir().glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text()
    assert "ZeroDivisionError: the deck ran out of cards" in text
    assert "in explode" in text  # the traceback, not only the message
    err = capsys.readouterr().err
    assert "unexpected error" in err and str(logs[0]) in err


def test_run_guarded_passes_through_exit_codes():
    assert crash.run_guarded(lambda: 0, interactive=False) == 0
    assert crash.run_guarded(lambda: 3, interactive=False) == 3


def test_two_crashes_in_one_second_get_two_logs():
    first = crash.write_crash_log(ValueError("a"), now=1_700_000_000)
    second = crash.write_crash_log(ValueError("b"), now=1_700_000_000)
    assert first != second and first.exists() and second.exists()


def test_window_message_is_skipped_on_the_dummy_driver():
    assert crash.show_in_window(["x"], wait_seconds=0.1) is False
