// The emulated Pico driven by JSON lines: one command per line on stdin, one answer per line on
// stdout (support/pico_link.py is the Python side; README.md in this folder lists the commands).
import fs from 'node:fs';
import readline from 'node:readline';
import { EmulatedPico } from './pico.mjs';

const hex = (bytes) => Buffer.from(bytes).toString('hex');
let pico = null;

function events() {
  const { frames, leds, serial, resets } = pico.takeEvents();
  return {
    ns: pico.ns,
    off: pico.off,
    busy_ns: pico.busyNs,
    flash_ops: pico.flashModel.log.length,
    frames: frames.map((f) => ({ ns: f.ns, bytes: f.bytes, ram: hex(f.ram) })),
    leds,
    serial: hex(serial),
    resets,
  };
}

const commands = {
  start({ firmware, bootrom, board, images = [] }) {
    pico = new EmulatedPico(fs.readFileSync(firmware), fs.readFileSync(bootrom), board);
    for (const { path, offset } of images) {
      pico.writeFlash(offset, fs.readFileSync(path));
    }
    pico.powerOn();
    return events();
  },
  run({ ms, until_frame = false }) {
    pico.stopOnFrame = until_frame;
    pico.run(pico.ns + ms * 1e6);
    return events();
  },
  buttons({ held }) {
    pico.setButtons(held);
    return { ns: pico.ns };
  },
  serial({ data }) {
    pico.serial.write(Buffer.from(data, 'hex'));
    return { ns: pico.ns };
  },
  flash_log({ start = 0 }) {
    return { ops: pico.flashModel.log.slice(start) };
  },
  cut({ at, tear = 'none' }) {
    pico.flashModel.cut = at === null ? null : { at, tear };
    return { ns: pico.ns };
  },
  power_on() {
    pico.powerOn();
    return events();
  },
  save_flash({ path, offset = 0, size }) {
    const bytes = pico.flashBytes();
    fs.writeFileSync(path, bytes.subarray(offset, size === undefined ? bytes.length : offset + size));
    return { ns: pico.ns };
  },
  load_flash({ path, offset }) {
    pico.writeFlash(offset, fs.readFileSync(path));
    return { ns: pico.ns };
  },
};

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  let answer;
  try {
    const request = JSON.parse(line);
    const command = commands[request.cmd];
    if (!command) {
      throw new Error(`unknown command ${request.cmd}`);
    }
    if (!pico && request.cmd !== 'start') {
      throw new Error('start the Pico first');
    }
    answer = command(request);
  } catch (error) {
    answer = { error: String(error && error.stack ? error.stack : error) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
