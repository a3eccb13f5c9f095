"""Where the game finds a room server, and running one on this machine for the LAN.

* :func:`server_address` reads what the player typed in Options (``""`` is this machine):
  ``192.168.1.5``, ``192.168.1.5:9000``, ``ws://host:port`` or ``wss://host``; InviteError
  says what is wrong with anything else.
* :class:`ServerProcess` is Options' "host on this machine": ``python -m game server`` (or
  the executable's ``server``) as a child process bound to the LAN, its invites carrying
  this machine's LAN address; stopped when the game quits. What went wrong (the port is
  taken, the program would not start) comes back as one line for the player.
"""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import threading
from collections import deque
from pathlib import Path
from urllib.parse import urlsplit

import game
from game.i18n import tr
from game.online.wire.identifiers import InviteError, normalise_server

logger = logging.getLogger(__name__)

DEFAULT_PORT = 8765
THIS_MACHINE = f"ws://127.0.0.1:{DEFAULT_PORT}"
LAN_HOST = "0.0.0.0"  # every interface: friends on the same network can connect
STOP_SECONDS = 5.0


def server_address(text: str) -> str:
    """The ``ws://host:port`` the player means (``""``: this machine's server)."""
    text = (text or "").strip()
    if not text:
        return THIS_MACHINE
    if "://" not in text:
        text = f"ws://{text}"
    parts = urlsplit(text)
    if parts.scheme.lower() not in ("ws", "wss"):
        raise InviteError(
            tr(
                "a server address starts with ws:// or wss://, not {address}",
                address=f"{parts.scheme}://",
            )
        )
    try:
        port = parts.port
    except ValueError:
        raise InviteError(
            tr("{address} has a bad port (a number from 1 to 65535)", address=repr(text))
        ) from None
    if not parts.hostname:
        raise InviteError(tr("{address} names no server", address=repr(text)))
    if port is None and parts.scheme.lower() == "ws":
        text = f"{parts.scheme}://{parts.netloc}:{DEFAULT_PORT}"
    return normalise_server(text)


def lan_address() -> str:
    """This machine's address on its local network (127.0.0.1 when it has none). Asks the
    operating system which interface would route outwards; no packet is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 9))
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def server_command() -> list[str]:
    """How to run this game's ``server`` sub-command: the executable itself, or Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "server"]
    return [sys.executable, "-m", "game", "server"]


class ServerProcess:
    """The room server as a child process. ``host`` is the address it binds (the LAN by
    default; tests bind 127.0.0.1), ``port`` 0 picks a free one; ``public_host`` the
    address its invites carry (this machine's LAN address by default)."""

    def __init__(
        self,
        data: Path | None,
        *,
        host: str = LAN_HOST,
        port: int = DEFAULT_PORT,
        public_host: str | None = None,
    ) -> None:
        self.data = data
        self.host = host
        self.port = port
        self.public_host = public_host
        self.bound_port: int | None = None
        self.problem = ""
        self._process: subprocess.Popen | None = None
        self._errors: deque[str] = deque(maxlen=8)
        self._ready = threading.Event()
        self._readers: list[threading.Thread] = []

    # -- what the player sees ---------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    @property
    def url(self) -> str | None:
        """The address this machine connects to (None until the server listens)."""
        if not self.running or self.bound_port is None:
            return None
        return f"ws://127.0.0.1:{self.bound_port}"

    @property
    def public_url(self) -> str | None:
        if self.bound_port is None:
            return None
        return f"ws://{self.public_host or lan_address()}:{self.bound_port}"

    def status(self) -> str:
        """One line: hosting where, starting, why it stopped, or not hosting."""
        if self.running:
            if self.bound_port is None:
                return tr("Starting the server on this machine...")
            return tr(
                "Hosting at {address}: friends on your network can join.",
                address=self.public_url,
            )
        if self.problem:
            return self.problem
        return tr("Not hosting.")

    # -- running ----------------------------------------------------------------------------
    def start(self) -> None:
        """Start the server (nothing when it runs already); :meth:`wait_ready` waits for it."""
        if self.running:
            return
        self.problem = ""
        self.bound_port = None
        self._errors.clear()
        self._ready.clear()
        command = server_command() + ["--host", self.host, "--port", str(self.port)]
        command.append("--print-port")
        if self.data is not None:
            command += ["--data", str(self.data)]
        if self.port:
            command += ["--public-url", f"ws://{self.public_host or lan_address()}:{self.port}"]
        env = dict(os.environ)
        source_root = str(Path(game.__file__).resolve().parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [source_root, env.get("PYTHONPATH")]))
        try:
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                env=env,
            )
        except OSError as error:
            self.problem = tr(
                "Could not start the server: {reason}.", reason=error.strerror or error
            )
            self._ready.set()
            return
        process = self._process
        errors = threading.Thread(target=self._read_errors, args=(process,), daemon=True)
        port = threading.Thread(target=self._read_port, args=(process, errors), daemon=True)
        self._readers = [errors, port]
        errors.start()
        port.start()
        logger.info("room server started (pid %s)", process.pid)

    def wait_ready(self, timeout: float) -> bool:
        """Wait until the server listens (True) or gave up (False)."""
        return self._ready.wait(timeout) and self.bound_port is not None

    def _read_port(self, process: subprocess.Popen, errors: threading.Thread) -> None:
        assert process.stdout is not None and process.stderr is not None  # both piped
        line = process.stdout.readline().strip()
        if line.isdigit():
            self.bound_port = int(line)
        else:
            code = process.wait()
            errors.join(STOP_SECONDS)  # its last words name the problem
            self.problem = self._failure(code)
        self._ready.set()
        for _rest in process.stdout:
            pass  # keep the pipe drained

    def _read_errors(self, process: subprocess.Popen) -> None:
        assert process.stderr is not None  # piped
        for line in process.stderr:
            if line.strip():
                self._errors.append(line.strip())

    def _failure(self, code: int) -> str:
        for line in reversed(self._errors):
            if "address already in use" in line.lower():
                return tr(
                    "Could not start the server: port {port} is already in use "
                    "(is another server running on this machine?).",
                    port=self.port,
                )
            if line.startswith("error:"):
                reason = line.removeprefix("error:").strip()
                return tr("Could not start the server: {reason}.", reason=reason)
        return tr("The server stopped at once (exit code {code}).", code=code)

    def stop(self) -> None:
        """Stop the server: asked politely (it writes its rooms out), then killed."""
        process = self._process
        if process is None:
            return
        self._process = None
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(STOP_SECONDS)
        for reader in self._readers:
            reader.join(STOP_SECONDS)  # both end with the process's pipes
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()
        self.bound_port = None
        logger.info("room server stopped")
