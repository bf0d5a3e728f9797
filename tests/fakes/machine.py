"""A stand-in for MicroPython's machine module, first on MICROPYPATH for the board tests only
(support.micropython.run(fakes=True))."""

levels = {}  # GPIO number -> level the test sets (1 = released, pulled up)
handlers = {}  # GPIO number -> (pin, the interrupt handler of its edges)
buses = []
watchdogs = []
resets = []


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, gpio, mode=None, pull=None):
        self.gpio = gpio
        self.mode = mode
        self.pull = pull

    def value(self):
        return levels.get(self.gpio, 1)

    def irq(self, handler, trigger, hard=False):
        handlers[self.gpio] = (self, handler)


def set_level(gpio, level):
    """The pin's level changes: its edge runs its interrupt handler, as on the chip."""
    if levels.get(gpio, 1) != level:
        levels[gpio] = level
        if gpio in handlers:
            pin, handler = handlers[gpio]
            handler(pin)


class I2C:
    """Records every writeto; bytes counts each transaction's address byte too."""

    def __init__(self, bus_id, sda=None, scl=None, freq=None):
        self.bus_id = bus_id
        self.sda = sda
        self.scl = scl
        self.freq = freq
        self.bytes = 0
        self.writes = 0
        buses.append(self)

    def writeto(self, addr, buf):
        self.bytes += 1 + len(buf)
        self.writes += 1


class WDT:
    def __init__(self, timeout=5000):
        self.timeout = timeout
        self.feeds = 0
        watchdogs.append(self)

    def feed(self):
        self.feeds += 1


GPIO_IN = 0xD0000004


class _Memory:
    """machine.mem32: the words written, 0 where none was (a register after power-on)."""

    def __init__(self):
        self.words = {}

    def __getitem__(self, address):
        if address == GPIO_IN:  # the SIO's input levels: bit n is GPIO n's level
            return sum(levels.get(gpio, 1) << gpio for gpio in range(30))
        return self.words.get(address, 0)

    def __setitem__(self, address, value):
        self.words[address] = value


mem32 = _Memory()


def reset():
    resets.append(1)


PWRON_RESET = 1
WDT_RESET = 3
cause = [PWRON_RESET]  # what reset_cause() answers; a test sets cause[0]


def reset_cause():
    return cause[0]
