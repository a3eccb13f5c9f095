"""The public server a build sets is the default of Online Options, from one place
(``game.core.settings.PUBLIC_SERVER``), and the address the game then connects to."""

from __future__ import annotations

from game.core import settings as settings_module
from game.core.settings import Settings
from game.online.client.hosting import THIS_MACHINE, server_address


def test_an_unset_public_server_means_this_machine():
    assert settings_module.PUBLIC_SERVER == ""
    assert server_address(Settings().online_server) == THIS_MACHINE


def test_a_built_in_public_server_is_the_default_a_saved_choice_keeps_its_own(monkeypatch):
    monkeypatch.setattr(settings_module, "PUBLIC_SERVER", "wss://play.example.org")
    assert Settings().online_server == "wss://play.example.org"
    assert Settings.from_dict({}).online_server == "wss://play.example.org"
    assert server_address(Settings.from_dict({}).online_server) == "wss://play.example.org"
    assert Settings.from_dict({"online_server": ""}).online_server == ""  # this machine, kept
    assert Settings.from_dict({"online_server": "lan:8765"}).online_server == "lan:8765"
