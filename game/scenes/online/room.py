"""The waiting room: a room being opened, joined or taken back, until its match is dealt.

The creator sees the room code large, the invite link and "Copy Invite" (one line for the
clipboard, which the friend's Join screen reads back); the joiner sees the room being
joined. The scene polls the session each frame: the room's changes show here, a refusal or
an unreachable server is said in a sentence, and the first events of the match (or the
snapshot of a resumed one) open the online table with the session passed on.
"""

from __future__ import annotations

import pygame

from game.core import clipboard
from game.core.scenes import SceneContext
from game.core.wording import display_name
from game.engine import games
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.i18n.sources import GAME_TITLE_CONTEXT
from game.online.client.hosting import THIS_MACHINE
from game.online.client.model import Update
from game.online.client.problems import closing_sentence, connection_problem, refusal
from game.online.client.session import CLOSED, CONNECTED, SessionHandle
from game.online.wire.identifiers import display_code, local_only_host
from game.table.online_marks import cpu_seat_text, is_cpu_seat
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button
from game.view.text_fit import ellipsize

PANEL = pygame.Rect(260, 180, 1400, 660)
PURPOSES = ("create", "join", "resume")
PURPOSE_LABELS = {
    "create": tr_later("Room code"),
    "join": tr_later("Joining room"),
    "resume": tr_later("Back to room"),
}


def invite_text(code: str, link: str, game: str = games.KOIKOI) -> str:
    """The line Copy Invite puts on the clipboard (Join reads the link back out of it)."""
    if not games.is_table_game(game):
        return tr(
            "Play Koi-Koi with me: in the game choose Play with a Friend, Join a Room, Paste "
            "Invite. Room {code}: {link}",
            code=display_code(code),
            link=link,
        )
    return tr(
        "Play {game} with me: in the game choose Play with a Friend, Join a Room, Paste "
        "Invite. Room {code}: {link}",
        game=tr_ctx(GAME_TITLE_CONTEXT, games.game_title(game)[0]),
        code=display_code(code),
        link=link,
    )


def free_friend_seats(room: dict) -> int:
    """Seats still waiting for a friend."""
    return sum(
        1 for seat, info in enumerate(room["seats"]) if info is None and not is_cpu_seat(room, seat)
    )


def local_invite_warning(host: str) -> str:
    """Said under an invite that names this computer (its server has no public address)."""
    return tr(
        "Only this computer can open this invite: it names {host}. For a friend elsewhere, "
        "turn on Host on this machine in Online Options.",
        host=host,
    )


class RoomScene(MenuScene):
    name = "online_room"
    network = True  # fed by the network: it goes on while the window is unfocused
    heading = tr_later("Play with a Friend")
    heading_ja = "ともだちと"

    def __init__(
        self,
        context: SceneContext | None = None,
        handle: SessionHandle | None = None,
        purpose: str = "create",
    ) -> None:
        if handle is None or purpose not in PURPOSES:
            raise ValueError("the waiting room needs a session and a purpose: create/join/resume")
        self.handle = handle
        self.purpose = purpose
        self.ending: Update | None = None  # the refusal or end of link that ended the room
        self.copied = ""
        super().__init__(context)

    @property
    def session(self):
        return self.handle.session

    def build(self) -> None:
        ended = bool(self.problem)
        if self.purpose == "create" and not ended:
            self.group.add(
                Button(
                    pygame.Rect(520, 880, 420, 84),
                    tr("Copy Invite"),
                    self.copy_invite,
                    enabled=self.session.invite is not None,
                    key="copy",
                    size=40,
                    description=tr("Put the invite on the clipboard, to paste to your friend."),
                )
            )
        self.group.add(
            Button(
                pygame.Rect(980 if self.purpose == "create" and not ended else 750, 880, 420, 84),
                tr("Back") if ended else tr("Leave Room"),
                self.on_back,
                key="leave",
                size=40,
                description=tr("Return to the previous screen.")
                if ended
                else tr("Leave the room; your seat is kept for a while."),
            )
        )

    # -- the session ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        updates = self.session.poll()
        for index, update in enumerate(updates):
            if update.kind in ("events", "snapshot") and self.session.room is not None:
                self.start_table(update, updates[index + 1 :])
                return
            self.handle_update(update)
        copy = next((w for w in self.group.widgets if w.key == "copy"), None)
        if copy is not None and not copy.enabled and self.session.invite is not None:
            self.rebuild()
            self.group.focus(self.group.widgets[0])  # the invite is ready: Copy it

    def handle_update(self, update: Update) -> None:
        if update.kind in ("error", "closed") and self.ending is None:
            self.ending = update
            self.rebuild()

    @property
    def problem(self) -> str:
        """Why this room cannot be played (the session has ended), in the language in force;
        "" while it can."""
        if self.ending is None:
            return ""
        data = self.ending.data
        if self.ending.kind == "error":
            return refusal(data.get("code", ""), data.get("message", ""), self.code_shown())
        if data.get("type") == "room_closed":
            return tr("The room was closed: {why}.", why=data.get("reason") or tr("expired"))
        return closing_sentence(data.get("reason") or "")

    def start_table(self, start: Update, queued: list[Update]) -> None:
        table = self.context.make_scene(
            "online_table", handle=self.handle.pass_on(), start=start, queued=queued
        )
        self.stack.reset(table)

    def copy_invite(self) -> None:
        link, code = self.session.invite, self.session.code
        if link is None or code is None:
            return
        game = ((self.session.room or {}).get("settings") or {}).get("game", games.KOIKOI)
        if clipboard.copy_text(invite_text(code, link, game)):
            self.copied = tr_later(
                "The invite is on the clipboard: paste it into a message to your friend."
            )
        else:
            self.copied = tr_later(
                "The clipboard cannot be used here: read the code out to your friend."
            )

    def exit(self) -> None:
        self.handle.release()

    # -- drawing --------------------------------------------------------------------------
    def code_shown(self) -> str:
        code = self.session.code or self.session.opening.code  # joined, or asked for
        return display_code(code) if code else ""

    def status_lines(self) -> list[tuple[str, str]]:
        """(sentence, colour name) under the code."""
        session = self.session
        if self.problem:
            return [(self.problem, "vermilion")]
        if session.connection != CONNECTED:
            if session.connection_detail:
                problem = connection_problem(session.server, session.connection_detail)
                lines = [(tr("{problem} Trying again...", problem=problem), "vermilion")]
                if session.server == THIS_MACHINE and not self.context.services.server_host.running:
                    lines.append(
                        (
                            tr("To play here, turn on Host on this machine in Online Options."),
                            "ivory",
                        )
                    )
                return lines
            if session.connection == CLOSED:
                return [(tr("The connection has ended."), "vermilion")]
            return [(tr("Connecting to {server}...", server=session.server), "ivory")]
        room = session.room
        if room is None:
            return [(tr("Opening the room..."), "ivory")]
        lines = []
        waiting = free_friend_seats(room)
        if self.purpose == "create" and room["status"] == "waiting" and waiting:
            lines.append(
                (
                    tr("Waiting for your friend to join. Send them the invite.")
                    if len(room["seats"]) == 2
                    else tr_n(
                        "Waiting for {count} friend to join. Send them the invite.",
                        "Waiting for {count} friends to join. Send them the invite.",
                        waiting,
                    ),
                    "gold_light",
                )
            )
            local = local_only_host(session.invite or "")
            if local is not None:
                lines.append((local_invite_warning(local), "vermilion"))
        elif session.seat is None:
            lines.append(
                (
                    tr("Both seats are taken: you will watch the match.")
                    if len(room["seats"]) == 2
                    else tr("Every seat is taken: you will watch the match."),
                    "gold_light",
                )
            )
        elif room["status"] == "waiting" and waiting:
            lines.append(
                (
                    tr_n(
                        "Waiting for {count} more friend...",
                        "Waiting for {count} more friends...",
                        waiting,
                    ),
                    "gold_light",
                )
            )
        else:
            lines.append((tr("Everyone is here: dealing the cards..."), "gold_light"))
        if self.copied:
            lines.append((tr(self.copied), "ivory"))
        return lines

    def draw_decor(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, PANEL, radius=22)
        centre = PANEL.centerx
        session = self.session
        code = self.code_shown()
        label = tr(PURPOSE_LABELS[self.purpose])
        theme.draw_text(
            canvas, label, 32, theme.colour("muted"), "ui_bold", center=(centre, PANEL.y + 50)
        )
        theme.draw_shadowed_text(
            canvas,
            code or "- - - -",
            150,
            theme.colour("gold_light"),
            "ui_bold",
            offset=5,
            center=(centre, PANEL.y + 160),
        )
        link = session.invite
        if self.purpose == "create" and link is not None:
            theme.draw_text(
                canvas,
                tr("Invite link"),
                28,
                theme.colour("muted"),
                "ui_bold",
                center=(centre, PANEL.y + 270),
            )
            theme.draw_text(
                canvas,
                ellipsize(link, 36, PANEL.width - 80, "ui_bold"),
                36,
                theme.colour("ivory"),
                "ui_bold",
                center=(centre, PANEL.y + 312),
            )
        else:
            theme.draw_text(
                canvas,
                tr("Server: {server}", server=session.server),
                30,
                theme.colour("ivory"),
                "ui",
                center=(centre, PANEL.y + 290),
            )
        y = PANEL.y + 380
        for text, colour in self.status_lines():
            for line in theme.wrap_text(text, 32, PANEL.width - 120, "ui_bold")[:2]:
                theme.draw_text(
                    canvas, line, 32, theme.colour(colour), "ui_bold", center=(centre, y)
                )
                y += 44
            y += 10
        self.draw_seats(canvas, max(PANEL.bottom - 90, min(y + 24, PANEL.bottom - 50)))

    def draw_seats(self, canvas: pygame.Surface, y: int) -> None:
        room = self.session.room
        if room is None:
            return
        for index, (text, shade) in enumerate(self.seat_lines()):
            width = PANEL.width // len(room["seats"])
            left = PANEL.x + width * index + 40
            pygame.draw.circle(canvas, theme.seat_colour(index), (left + 14, y), 14)
            theme.draw_text(
                canvas,
                ellipsize(text, 30, width - 84, "ui_bold"),
                30,
                theme.colour(shade),
                "ui_bold",
                midleft=(left + 40, y),
            )

    def seat_lines(self) -> list[tuple[str, str]]:
        """(text, colour name) of each seat in order: a friend's name (yours, away), a CPU
        and its level, or a free seat."""
        room = self.session.room
        if room is None:
            return []
        lines = []
        for index, info in enumerate(room["seats"]):
            if is_cpu_seat(room, index):
                lines.append((cpu_seat_text(room, index), "muted"))
            elif info is None:
                lines.append((tr("a free seat"), "muted"))
            else:
                yours = index == self.session.seat
                lines.append((seat_text(info["name"], yours, info["connected"]), "ivory"))
        return lines


def seat_text(name: str, yours: bool, connected: bool) -> str:
    """A seat's line in the waiting room: the name, whether it is this player's, away."""
    name = display_name(name)  # a seat named by its colour, in the player's language
    if yours:
        return tr("{name} (you)", name=name) if connected else tr("{name} (you) - away", name=name)
    return name if connected else tr("{name} - away", name=name)
