"""The emulated Pico from Python: a Node process running tools/pico/harness.mjs (rp2040js with
the release firmware of hardware/pico/), spoken to in JSON lines.

    pico = Pico(pico_image.device_flash())          # power on, with the app and no saves
    pico.run(500)                                    # emulated milliseconds
    pico.hold(["OK"]); pico.run(80); pico.hold([]); pico.run(120)
    pico.frames[-1].ram                              # the OLED's RAM, as the last frame left it
    pico.files()                                     # {name: bytes} in /companion on its flash

Everything is emulated time: the same inputs give the same frames, at any speed of this machine.
"""

import atexit
import csv
import json
import os
import shutil
import subprocess
import tempfile

from firmware import events
from host_sim.script import GAP_MS, PRESS_MS, Driver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HARNESS = os.path.join(ROOT, "tools", "pico", "harness.mjs")
NODE_MODULES = os.path.join(ROOT, "tools", "pico", "node_modules", "rp2040js")
FIRMWARE = os.path.join(ROOT, "hardware", "pico", "firmware.uf2")
BOOTROM = os.path.join(ROOT, "hardware", "pico", "bootrom-b1.bin")
PINS = os.path.join(ROOT, "hardware", "pins.csv")
# Button names in the bit order of firmware/events.py (a script's masks).
SETTLE_MS = 6  # longer than the app loop's 5 ms sleep
BIT_NAMES = {events.PREV: "PREV", events.NEXT: "NEXT", events.OK: "OK", events.BACK: "BACK"}


class PicoError(RuntimeError):
    """The harness refused a command or stopped."""


class Frame:
    """One frame on the OLED: its RAM (1,024 bytes, page by page), the emulated time of its
    last byte on the bus (ns) and the bytes the bus carried for it."""

    def __init__(self, ns, count, ram):
        self.ns = ns
        self.bytes = count
        self.ram = ram


def board():
    """The board the harness wires, from hardware/pins.csv: button and NeoPixel GPIOs, the I2C
    bus clock and the OLED's address."""
    with open(PINS, newline="") as f:
        rows = {row["name"]: row for row in csv.DictReader(f)}
    return {
        "buttons": {name: int(rows[name]["pico_gpio"]) for name in BIT_NAMES.values()},
        "neopixel": int(rows["NEOPIXEL"]["pico_gpio"]),
        "i2cHz": int(rows["I2C_FREQ"]["value"]),
        "oledAddress": int(rows["OLED_ADDR"]["value"], 0),
    }


def names(mask):
    """The button names held in a script's bitmask."""
    return [name for bit, name in sorted(BIT_NAMES.items()) if mask & (1 << bit)]


# Harnesses whose Pico was closed: the next Pico is started in one of them, where V8 has
# compiled the emulator already (about a second of CPU less for each Pico).
_WARM = []


def _harness():
    while _WARM:
        process = _WARM.pop()
        if process.poll() is None:
            return process
    return subprocess.Popen([shutil.which("node") or "node", HARNESS], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)


@atexit.register
def _quit_harnesses():
    while _WARM:
        process = _WARM.pop()
        if process.poll() is None:
            process.stdin.close()  # the harness ends at the end of its input
            process.wait(timeout=10)


class Pico:
    """One emulated Pico, powered on with images ([(flash offset, bytes)]) on its flash over
    the firmware (a UF2 file). Frames, LED frames, serial output and resets collect in lists as
    the Pico runs."""

    def __init__(self, images=(), firmware=FIRMWARE):
        if not os.path.isdir(NODE_MODULES):
            raise PicoError("rp2040js is not installed: run `make pico-deps` (npm ci in "
                            "tools/pico)")
        self.folder = tempfile.mkdtemp(prefix="pico-")
        self.busy_ns = 0
        self.process = _harness()
        self.frames = []
        self.leds = []
        self.serial = bytearray()
        self.resets = []
        self.ns = 0
        self.off = False
        written = []
        for i, (offset, data) in enumerate(images):
            path = os.path.join(self.folder, "image{}".format(i))
            with open(path, "wb") as f:
                f.write(data)
            written.append({"path": path, "offset": offset})
        self._take(self._ask("start", firmware=firmware, bootrom=BOOTROM, board=board(),
                             images=written))

    def _ask(self, cmd, **args):
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None
        try:
            stdin.write(json.dumps(dict(args, cmd=cmd)) + "\n")
            stdin.flush()
        except BrokenPipeError:
            raise PicoError("the harness has stopped") from None
        line = stdout.readline()
        if not line:
            raise PicoError("the harness has stopped")
        answer = json.loads(line)
        if "error" in answer:
            raise PicoError(answer["error"])
        return answer

    def _take(self, answer):
        self.ns = answer["ns"]
        self.off = answer["off"]
        self.frames += [Frame(f["ns"], f["bytes"], bytes.fromhex(f["ram"]))
                        for f in answer["frames"]]
        self.leds += [(led["ns"], [tuple(rgb) for rgb in led["rgb"]]) for led in answer["leds"]]
        self.serial += bytes.fromhex(answer["serial"])
        self.resets += answer["resets"]
        return answer

    @property
    def ms(self):
        return self.ns / 1e6

    def run(self, ms, until_frame=False):
        """Run for ms of emulated time, or until the next frame; False once the power is cut."""
        self.busy_ns = self._take(self._ask("run", ms=ms, until_frame=until_frame))["busy_ns"]
        return not self.off

    def settle(self, most_ms=10000):
        """Run until the app idles in its loop's sleep: a SETTLE_MS window in which the CPU
        worked less than a third of the time (a step takes well under a millisecond when
        nothing happens; a slow one keeps the CPU busy). False if it never did in most_ms."""
        for _ in range(int(most_ms // SETTLE_MS)):
            if not self.run(SETTLE_MS):
                return False
            if self.busy_ns < SETTLE_MS * 1e6 / 3:
                return True
        return False

    def hold(self, held):
        """Hold these buttons (names) from now; the others are released."""
        self._ask("buttons", held=list(held))

    def write_serial(self, data):
        """Bytes from the host on the USB serial port."""
        self._ask("serial", data=bytes(data).hex())

    def wait_serial(self, text, most_ms=5000, step_ms=20, start=None):
        """Run until the serial output from byte start (default: what is there now) holds text;
        True if it came within most_ms."""
        start = len(self.serial) if start is None else start
        for _ in range(int(most_ms // step_ms)):
            if text in self.serial[start:]:
                return True
            if not self.run(step_ms):
                return False
        return text in self.serial[start:]

    def interrupt(self):
        """Stop the app with Ctrl-C, as mpremote does: True once the REPL prompt shows."""
        for _ in range(3):
            start = len(self.serial)
            self.write_serial(b"\x03")
            if self.wait_serial(b">>> ", 2000, start=start):
                return True
        return False

    def soft_reset(self):
        """Ctrl-D at the REPL prompt: MicroPython starts again from main.py, the hardware
        (and its reset reason) untouched."""
        self.write_serial(b"\x04")
        return self.wait_serial(b"soft reboot", 2000)

    def flash_log(self, start=0):
        """The flash operations since power-on of the first chip: [{op, offset, size, ns}]."""
        return self._ask("flash_log", start=start)["ops"]

    def cut_at(self, index, tear="none"):
        """Cut the power at the flash operation of this index in flash_log (None: never);
        tear "half" applies its first half."""
        self._ask("cut", at=index, tear=tear)

    def power_on(self):
        """Power the Pico off and on again on the same flash."""
        self._take(self._ask("power_on"))

    def flash(self):
        """The whole flash (2 MB) as it is now."""
        path = os.path.join(self.folder, "flash")
        self._ask("save_flash", path=path)
        with open(path, "rb") as f:
            return f.read()

    def files(self, folder="/companion"):
        from support import pico_image  # littlefs-python: only where the flash is read back

        return pico_image.read_files(self.flash(), folder)

    def close(self):
        """Power off; the harness waits for the next Pico (a new chip on a new flash)."""
        if self.process.poll() is None:
            _WARM.append(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class ScriptDriver(Driver):
    """host_sim/script.py's script runner, pressing the emulated Pico's buttons: the same script
    lines mean the same presses, held for the same emulated time, as in the simulator. Like a
    player it never waits for the app: a press made while the app is in a slow step (opening a
    game, a save) is a GPIO edge at that emulated time, which the app takes afterwards."""

    def __init__(self, pico, press_ms=PRESS_MS, gap_ms=GAP_MS):
        super().__init__(None, None, press_ms, gap_ms)
        self.pico = pico

    def run(self, ms):
        self.pico.run(ms)

    def hold(self, mask, ms):
        self.pico.hold(names(mask))
        self.pico.run(ms)
        self.pico.hold([])
        self.pico.run(self.gap_ms)
        self.presses += 1


class SerialBridge:
    """The Pico's USB serial port as a pty on this machine (/dev/pts/N), for mpremote and the
    companion's pull and push. Emulated time is paced to the wall clock while a command runs
    (never ahead of it), because mpremote's timeouts are in real time."""

    def __init__(self, pico):
        import pty
        import tty

        self.pico = pico
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self.sent = len(pico.serial)
        self.carried = 0  # the bytes the host wrote that were carried to the Pico

    def pump(self, wall_s, done=lambda: False, step_ms=10):
        """Carry bytes both ways for wall_s seconds of real time, or until done()."""
        import select
        import time

        start = last = time.monotonic()
        while time.monotonic() - start < wall_s and not done():
            if select.select([self.master], [], [], 0.002)[0]:
                data = os.read(self.master, 4096)
                self.pico.write_serial(data)
                self.carried += len(data)
            now = time.monotonic()
            self.pico.run(max(0.1, min(step_ms, (now - last) * 1000)))
            last = now
            if len(self.pico.serial) > self.sent:
                os.write(self.master, bytes(self.pico.serial[self.sent:]))
                self.sent = len(self.pico.serial)

    def command(self, argv, timeout_s=120, kill_after_bytes=None):
        """Run argv (with the port in it) while pumping; (returncode, output text). With
        kill_after_bytes, the process is killed once that many of its bytes were carried to the
        Pico (counted in bytes, not writes: the pty hands the same bytes over in a different
        number of reads from run to run)."""
        process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True, cwd=ROOT)
        self.carried = 0
        self.pump(timeout_s, lambda: process.poll() is not None or (
            kill_after_bytes is not None and self.carried >= kill_after_bytes))
        if process.poll() is None:
            process.kill()
        out = process.communicate()[0]
        return process.returncode, out

    def close(self):
        os.close(self.master)
        os.close(self.slave)
