"""What a scene may ask of the application, as a typed interface.

The App provides these; a scene reaches them as ``context.services`` and never imports the
app. Contexts built without an app (tests, benchmarks) get :class:`QuietServices`: nothing
starts, the notices are kept in a list.
"""

from __future__ import annotations

import secrets
from typing import Any, Protocol

from game.i18n import tr


def new_run() -> str:
    """A mark for one run of the game (``AppServices.run_mark``), kept with what it does, such as
    the online seats it takes; never sent."""
    return secrets.token_hex(8)


class ServerHost(Protocol):
    """Options' "host on this machine": the room server as a child process of the game."""

    @property
    def running(self) -> bool: ...

    @property
    def url(self) -> str | None:
        """The address this machine connects to, once the server listens."""

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def status(self) -> str:
        """One line for the player: hosting where, starting, why not."""


class AppServices(Protocol):
    #: True when the app does the idle preloading once a frame (else the table does it)
    idle_work_each_frame: bool
    #: the room server this game runs for the LAN (started and stopped by the settings)
    server_host: ServerHost
    #: marks what this run of the game did, such as the online seats it took
    run_mark: str

    def start_match(self, config: dict[str, Any]) -> None:
        """Replace every scene with the one ``config["scene"]`` names (default "table")."""

    def continue_match(self) -> None:
        """Bring the autosaved match back."""

    def attract(self) -> None:
        """Start the CPU-vs-CPU demo."""

    def settings_changed(self) -> None:
        """Apply the settings again (volumes, speed, bindings, fullscreen, fps cap)."""

    def save_settings(self) -> None:
        """Write settings.json."""

    def quit(self) -> None:
        """Leave the game."""

    def notify(self, text: str) -> None:
        """Show a one-line notice over every scene for a few seconds."""


class QuietServerHost:
    """No server is run without an app: it only says so."""

    running = False
    url = None

    def start(self) -> None:
        """Nothing to start without an app."""

    def stop(self) -> None:
        """Nothing to stop without an app."""

    def status(self) -> str:
        return tr("Not hosting.")


class QuietServices:
    """The services of a context without an app: matches start nowhere, notices are kept."""

    idle_work_each_frame = False

    def __init__(self) -> None:
        self.notices: list[str] = []
        self.started: list[dict[str, Any]] = []
        self.server_host: ServerHost = QuietServerHost()
        self.run_mark = new_run()

    def start_match(self, config: dict[str, Any]) -> None:
        self.started.append(dict(config))

    def continue_match(self) -> None:
        self.started.append({"scene": "continue_match"})

    def attract(self) -> None:
        self.started.append({"scene": "table", "attract": True})

    def settings_changed(self) -> None:
        """Nothing to apply without an app."""

    def save_settings(self) -> None:
        """Nothing to write without an app."""

    def quit(self) -> None:
        """Nothing to leave without an app."""

    def notify(self, text: str) -> None:
        self.notices.append(text)
