"""A decision's journal line costs the server no thread hand-over (issue 30, server CPU per
move): it is appended at once when nothing is queued or being written for its room, and
waits behind the room's file when it is (the file starts its journal afresh); an append that
fails is queued and retried by the writer's thread like any write."""

from __future__ import annotations

import errno
import threading

from game.online.server import background_writer
from game.online.server.background_writer import BackgroundWriter


def test_a_journal_line_is_appended_at_once_when_nothing_is_queued(tmp_path, monkeypatch):
    held, entered = threading.Event(), threading.Event()
    real = BackgroundWriter._do

    def slow(path, job):  # the thread writes nothing until the test lets it
        entered.set()
        held.wait(10)
        real(path, job)

    monkeypatch.setattr(BackgroundWriter, "_do", staticmethod(slow))
    writer = BackgroundWriter()
    room, journal = tmp_path / "ROOM.json", tmp_path / "ROOM.journal"
    other, other_journal = tmp_path / "OTHER.json", tmp_path / "OTHER.journal"
    try:
        writer.append(room, journal, "one\n")
        writer.append(room, journal, "two\n")
        assert journal.read_text() == "one\ntwo\n"  # no thread involved
        writer.put(room, {"decisions": 2}, journal=journal)  # the room's file: held
        assert entered.wait(10)
        writer.append(room, journal, "three\n")  # behind the file being written
        writer.append(other, other_journal, "elsewhere\n")  # another room: at once
        assert journal.read_text() == "one\ntwo\n"
        assert other_journal.read_text() == "elsewhere\n"
        held.set()
        writer.flush()
        assert room.read_text() == '{"decisions":2}'
        assert journal.read_text() == "three\n"  # the file's journal starts afresh
    finally:
        held.set()
        writer.close()


def test_an_append_that_fails_is_retried_by_the_thread(tmp_path, monkeypatch):
    real = background_writer._append
    failures = {"left": 1}

    def flaky(path, payload):
        if failures["left"]:
            failures["left"] -= 1
            raise OSError(errno.EMFILE, "Too many open files")
        real(path, payload)

    monkeypatch.setattr(background_writer, "_append", flaky)
    writer = BackgroundWriter()
    room, journal = tmp_path / "ROOM.json", tmp_path / "ROOM.journal"
    try:
        writer.append(room, journal, "one\n")
        writer.flush()
        assert failures["left"] == 0
        assert journal.read_text() == "one\n"
        assert writer.failing == []
    finally:
        writer.close()
