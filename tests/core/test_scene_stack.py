"""Scene stack: hook order, who gets actions/updates, drawing through transparent overlays."""

from game.core.scenes import Scene, SceneContext, SceneFactories, SceneStack
from game.input.actions import Action


class Recorder(Scene):
    def __init__(self, context, name, log, transparent=False, update_below=False):
        super().__init__(context)
        self.name = name
        self.log = log
        self.transparent = transparent
        self.update_below = update_below

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, canvas, alpha):
        self.log.append(f"{self.name}.draw")

    def handle_action(self, action):
        self.log.append(f"{self.name}.{action.name}")
        return True


def test_hook_order_push_pop_replace():
    log = []
    context = SceneContext()
    stack = context.scenes
    a = stack.push(Recorder(context, "a", log))
    stack.push(Recorder(context, "b", log))
    stack.pop()
    stack.replace(Recorder(context, "c", log))
    stack.clear()
    assert log == [
        "a.enter",
        "a.pause",
        "b.enter",
        "b.exit",
        "a.resume",
        "a.exit",
        "c.enter",
        "c.exit",
    ]
    assert not a.active and len(stack) == 0 and stack.pop() is None


def test_only_top_gets_actions_and_updates():
    log = []
    stack = SceneStack()
    context = SceneContext(scenes=stack)
    stack.push(Recorder(context, "a", log))
    stack.push(Recorder(context, "b", log))
    log.clear()
    assert stack.handle_action(Action("confirm"))
    stack.update(1 / 60)
    assert log == ["b.confirm", "b.update"]


def test_update_below_passes_updates_down():
    log = []
    context = SceneContext()
    context.scenes.push(Recorder(context, "a", log))
    context.scenes.push(Recorder(context, "b", log, transparent=True, update_below=True))
    log.clear()
    context.scenes.update(1 / 60)
    assert log == ["a.update", "b.update"]


def test_draw_walks_down_through_transparent_scenes():
    log = []
    context = SceneContext()
    stack = context.scenes
    stack.push(Recorder(context, "base", log))
    stack.push(Recorder(context, "opaque", log))
    stack.push(Recorder(context, "overlay1", log, transparent=True))
    stack.push(Recorder(context, "overlay2", log, transparent=True))
    log.clear()
    stack.draw(None, 0.0)
    assert log == ["opaque.draw", "overlay1.draw", "overlay2.draw"]


def test_factories_create_by_name():
    factories = SceneFactories()
    log = []
    factories["rec"] = lambda context, name: Recorder(context, name, log)
    context = SceneContext(factories=factories)
    scene = context.make_scene("rec", name="x")
    assert isinstance(scene, Recorder) and scene.name == "x"
    assert "rec" in factories and "nope" not in factories
    try:
        context.make_scene("nope")
    except KeyError as error:
        assert "nope" in str(error)
    else:
        raise AssertionError("unknown scene name must raise")
