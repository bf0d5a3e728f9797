// An emulated Raspberry Pi Pico: rp2040js's RP2040 running MicroPython's firmware, with
// the board around it (flash that keeps what is written, the OLED, the buttons, the NeoPixel
// line, USB serial) and resets as on the silicon. Time is emulated only: run() executes
// instructions (8 ns a cycle at 125 MHz) and jumps over sleeps to the next timer alarm.
import { RP2040 } from 'rp2040js';
import { SerialPort } from './cdc.mjs';
import { FlashModel } from './flash.mjs';
import { attachDisplay } from './ssd1306.mjs';
import { loadUF2 } from './uf2.mjs';
import { attachPixels } from './ws2812.mjs';

const NS_PER_CYCLE = 8;
const FLASH_BYTES = 2 * 1024 * 1024; // the Pico's W25Q16JV
const quiet = { debug() {}, info() {}, warn() {}, error(name, text) { process.stderr.write(`${name}: ${text}\n`); } };

export class EmulatedPico {
  /** board: {i2cHz, oledAddress, buttons: {NAME: gpio}, neopixel: gpio, sda, scl}. */
  constructor(firmware, bootrom, board) {
    this.bootrom = new Uint32Array(bootrom.buffer, bootrom.byteOffset, bootrom.byteLength / 4);
    this.board = board;
    this.flash = new Uint8Array(FLASH_BYTES).fill(0xff);
    loadUF2(firmware, this.flash);
    this.flashModel = new FlashModel();
    this.flashModel.onCut = () => {
      this.off = true;
    };
    this.held = new Set();
    this.epochNs = 0; // emulated time of the chips before this one
    this.events = { frames: [], leds: [], serial: [], resets: [] };
    this.stopOnFrame = false;
    this.busyNs = 0;
    this.mcu = null;
  }

  /** Write bytes into the flash at offset, for the next chip to boot on (and this one). */
  writeFlash(offset, bytes) {
    this.flash.set(bytes, offset);
    if (this.mcu) {
      this.mcu.flash.set(bytes, offset);
    }
  }

  flashBytes() {
    return this.mcu ? this.mcu.flash.subarray(0, FLASH_BYTES) : this.flash;
  }

  get ns() {
    return this.epochNs + (this.mcu ? this.mcu.clock.nanos : 0);
  }

  /** A new chip on the same flash: a power-on clears the watchdog's reason and scratch
   * registers, a watchdog reset keeps them (watchdog = {reason, scratch}). */
  powerOn(watchdog = null) {
    if (this.mcu) {
      this.flash.set(this.mcu.flash.subarray(0, FLASH_BYTES));
      this.epochNs += this.mcu.clock.nanos;
    }
    const mcu = new RP2040();
    mcu.logger = quiet;
    mcu.loadBootrom(this.bootrom);
    mcu.flash.set(this.flash);
    this.flashModel.attach(mcu, () => this.epochNs);
    const dog = mcu.peripherals[0x40058];
    if (watchdog) {
      dog.reason = watchdog.reason;
      dog.scratchData.set(watchdog.scratch);
    }
    dog.onWatchdogTrigger = () => {
      this.pendingReset = { reason: dog.reason, scratch: dog.scratchData.slice() };
      dog.alarm.enable = false; // this chip is gone: rp2040js would fire again at once, forever
    };
    const nowNs = () => this.ns;
    this.display = attachDisplay(mcu.i2c[0], mcu.clock, {
      address: this.board.oledAddress, hz: this.board.i2cHz, nowNs,
      onFrame: (frame) => {
        this.events.frames.push(frame);
        if (this.stopOnFrame) {
          this.stopNow = true;
        }
      },
    });
    attachPixels(mcu.gpio[this.board.neopixel], mcu.clock, {
      nowNs, onFrame: (frame) => this.events.leds.push(frame),
    });
    this.serial = new SerialPort(mcu.usbCtrl, (bytes) => this.events.serial.push(...bytes));
    this.mcu = mcu;
    this.off = false;
    this.pendingReset = null;
    this.setButtons([...this.held]);
    this.events.resets.push({ ns: this.ns, cause: watchdog ? `watchdog:${watchdog.reason}` : 'power-on' });
    mcu.core.PC = 0x10000000; // boot2 at the start of flash, as after the boot ROM
  }

  /** The buttons held now (names); the others are released. Active low: a held button pulls
   * its pin to ground, a released one reads high through its pull-up. */
  setButtons(names) {
    this.held = new Set(names);
    for (const [name, gpio] of Object.entries(this.board.buttons)) {
      this.mcu.gpio[gpio].setInputValue(!this.held.has(name));
    }
  }

  /** Run until the emulated time untilNs, a frame (when stopOnFrame), or a power cut. */
  run(untilNs) {
    this.stopNow = false;
    this.busyNs = 0; // the time the CPU worked (flash operations included), not slept
    while (!this.off && !this.stopNow) {
      const { core, clock } = this.mcu;
      const end = untilNs - this.epochNs;
      if (clock.nanos >= end) {
        break;
      }
      // clock.tick() per instruction, unrolled: the counter moves on, and alarms that are due
      // fire in order (tick(0) sets the time to each one's as it calls it back).
      while (clock.nanosCounter < end && !this.stopNow && !this.off && !this.pendingReset) {
        if (core.waiting) {
          const room = end - clock.nanosCounter;
          clock.tick(clock.nextAlarm ? Math.max(0, Math.min(clock.nanosToNextAlarm, room)) : room);
        } else {
          const before = clock.nanosCounter;
          const cycles = core.executeInstruction(); // first: it may move the clock itself
          clock.nanosCounter += cycles * NS_PER_CYCLE;
          this.busyNs += clock.nanosCounter - before;
          const alarm = clock.nextAlarm;
          if (alarm && alarm.nanos <= clock.nanosCounter) {
            clock.tick(0);
          }
        }
      }
      if (this.pendingReset) {
        this.powerOn(this.pendingReset);
      }
    }
  }

  takeEvents() {
    const events = this.events;
    this.events = { frames: [], leds: [], serial: [], resets: [] };
    return events;
  }
}
