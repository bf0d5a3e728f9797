"""Settings: LED brightness and current budget, where seat 1 is on the rings, dice seeding,
the Maori Royal Guard's value, and about."""

from core.version import FIRMWARE
from firmware import events, ui
from firmware.number_entry import NumberEntry


class SettingsMenu(ui.Menu):
    """Each entry opens a number entry or a notice; values are saved at once."""

    def __init__(self, app):
        super().__init__(app, "Settings", [
            ("Brightness", self.brightness),
            ("LED budget mA", self.budget),
            ("LED count", self.count),
            ("Seat 1 on the rings", self.turn),
            ("Reseed dice", self.reseed),
            ("Self-test", self.selftest),
            ("Maori Royal Guard", self.royal_guard),
            ("Restore games", self.restore),
            ("Free space", self.free_space),
            ("About", self.about),
        ], memory=app.positions)

    def brightness(self):
        self.app.push(NumberEntry(
            self.app, "Brightness", "LED brightness 0-255", self.app.settings["brightness"],
            0, 255, lambda v: self.app.settings.set("brightness", v)))

    def budget(self):
        self.app.push(NumberEntry(
            self.app, "LED budget", "max LED current, mA", self.app.settings["budget_ma"],
            50, 2000, lambda v: self.app.settings.set("budget_ma", v)))

    def count(self):
        def done(value):
            self.app.settings.set("pixels", value)
            self.app.notice("LED count", "{} LEDs from the next start.".format(value))

        self.app.push(NumberEntry(
            self.app, "LED count", "LEDs on the rings, chained", self.app.device.led_count,
            2, 64, done))

    def turn(self):
        self.app.push(RingsTurn(self.app))

    def reseed(self):
        self.app.device.reseed()
        self.app.say("dice reseeded")

    def selftest(self):
        from firmware.selftest import SelfTest

        self.app.push(SelfTest(self.app, lambda line: None))

    def restore(self):
        if not self.app.sessions.sets():
            self.app.notice("Restore games", "No games have been set aside.")
            return
        from firmware.safe_mode import restore_choice

        self.app.push(restore_choice(self.app))

    def free_space(self):
        from firmware.safe_mode import free_space

        self.app.push(free_space(self.app))

    def royal_guard(self):
        """Maori: the rulebook gives no combat value for the Royal Guard, so the one used is an
        assumption the players may change; 0 saved means core/maori_forces.VALUES' figure."""
        from core import maori_forces

        value = self.app.settings["maori_royal_guard"] or maori_forces.unit_value("royal_guard")
        self.app.push(NumberEntry(
            self.app, "Maori Royal Guard", "Combat value (assumed)", value, 1, 9,
            lambda v: self.app.settings.set("maori_royal_guard", v)))

    def about(self):
        self.app.notice("About", "Tabletop companion {}. {} LEDs, {} crashes since boot.".format(
            FIRMWARE, self.app.device.led_count, self.app.device.crashes))


class RingsTurn(NumberEntry):
    """Where seat 1 is on the rings, shown as it changes: its pixel lit white on both rings,
    PREV/NEXT turning it a pixel at a time, OK keeping it; BACK puts it back as it was."""

    def __init__(self, app):
        self.saved = app.settings["rings_turn"]
        super().__init__(app, "Seat 1 on the rings", "pixels turned clockwise", self.saved, 0,
                         max(app.device.led_count // 2 - 1, 0),
                         lambda v: app.settings.set("rings_turn", v))

    def handle(self, event):
        used = super().handle(event)
        if not used and event in (events.EV_BACK, events.EV_LONG_BACK):
            self.app.device.turn_rings(self.saved)
        elif used:
            self.app.device.turn_rings(self.values[0])
        return used

    def leds(self, frame, now):
        size = len(frame) // 6
        frame[0:3] = _WHITE
        frame[3 * size : 3 * size + 3] = _WHITE
        return True


_WHITE = b"\xff\xff\xff"


def screen(app):
    return SettingsMenu(app)
