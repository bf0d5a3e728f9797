// An SSD1306 128x64 at its I2C address, on an rp2040js I2C block whose bytes take the time
// they take on the wire: 9 SCL periods each (8 bits and the acknowledge) at the bus frequency.
// The display's RAM follows the commands (page and horizontal addressing); a frame is the RAM
// once the bus has been quiet for FRAME_GAP_NS after a data byte.
const WIDTH = 128;
const PAGES = 8;
const FRAME_GAP_NS = 2.5e6; // half the app's 5 ms loop sleep
const ARGS = { 0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0x8d: 1, 0xa3: 2, 0xa8: 1, 0xd3: 1, 0xd5: 1,
  0xd6: 1, 0xd9: 1, 0xda: 1, 0xdb: 1, 0x26: 6, 0x27: 6, 0x29: 5, 0x2a: 5 };

export class SSD1306 {
  constructor() {
    this.ram = new Uint8Array(WIDTH * PAGES);
    this.mode = 2; // page addressing after reset
    this.page = 0;
    this.column = 0;
    this.columns = [0, WIDTH - 1];
    this.pages = [0, PAGES - 1];
    this.on = false;
    this.inverted = false;
    this.contrast = 0x7f;
    this.pending = []; // a command waiting for its arguments
  }

  command(byte) {
    if (this.pending.length) {
      this.pending.push(byte);
      const [cmd] = this.pending;
      if (this.pending.length - 1 < ARGS[cmd]) {
        return;
      }
      const [, a, b] = this.pending;
      this.pending = [];
      if (cmd === 0x20) {
        this.mode = a & 3;
      } else if (cmd === 0x21) {
        this.columns = [a & 127, b & 127];
        this.column = this.columns[0];
      } else if (cmd === 0x22) {
        this.pages = [a & 7, b & 7];
        this.page = this.pages[0];
      } else if (cmd === 0x81) {
        this.contrast = a;
      }
      return;
    }
    if (byte in ARGS) {
      this.pending = [byte];
    } else if (byte >= 0xb0 && byte <= 0xb7) {
      this.page = byte & 7;
    } else if (byte <= 0x0f) {
      this.column = (this.column & 0xf0) | byte;
    } else if (byte <= 0x1f) {
      this.column = (this.column & 0x0f) | ((byte & 0x0f) << 4);
    } else if (byte === 0xae || byte === 0xaf) {
      this.on = byte === 0xaf;
    } else if (byte === 0xa6 || byte === 0xa7) {
      this.inverted = byte === 0xa7;
    }
  }

  data(byte) {
    this.ram[this.page * WIDTH + this.column] = byte;
    if (this.mode === 2) {
      this.column = (this.column + 1) & 127;
      return;
    }
    // horizontal (0) or vertical (1) addressing within the column and page windows
    const [c0, c1] = this.columns;
    const [p0, p1] = this.pages;
    if (this.mode === 0) {
      if (this.column < c1) {
        this.column += 1;
      } else {
        this.column = c0;
        this.page = this.page < p1 ? this.page + 1 : p0;
      }
    } else if (this.page < p1) {
      this.page += 1;
    } else {
      this.page = p0;
      this.column = this.column < c1 ? this.column + 1 : c0;
    }
  }
}

/** Put an SSD1306 at address on an rp2040js I2C block. onFrame({ram, ns, bytes}) gets each
 * frame: a copy of the RAM, the emulated time of its last byte on the bus and how many bytes
 * (address bytes included) the bus carried for it. nowNs() gives the emulated time. */
export function attachDisplay(i2c, clock, { address, hz, nowNs, onFrame }) {
  const display = new SSD1306();
  const byteNs = (9 * 1e9) / hz;
  let listening = false;
  let expectControl = true; // the next byte is a control byte: Co (0x80) and D/C# (0x40)
  let isData = false;
  let single = false; // Co set: one byte, then a control byte again
  let bytes = 0;
  let lastByteNs = 0;
  let dataSeen = false;
  let onWire = null; // what completes when the byte on the wire has gone
  const wire = clock.createAlarm(() => onWire());
  const send = (then) => {
    onWire = then;
    wire.schedule(byteNs);
  };
  const frameAlarm = clock.createAlarm(() => {
    onFrame({ ram: display.ram.slice(), ns: lastByteNs, bytes });
    bytes = 0;
    dataSeen = false;
  });
  const receive = (value) => {
    if (expectControl) {
      expectControl = false;
      isData = !!(value & 0x40);
      single = !!(value & 0x80);
      return;
    }
    if (isData) {
      display.data(value);
      dataSeen = true;
    } else {
      display.command(value);
    }
    expectControl = single;
  };
  i2c.onStart = () => i2c.completeStart();
  i2c.onConnect = (target) => {
    listening = target === address;
    expectControl = true;
    send(() => {
      bytes += listening ? 1 : 0;
      i2c.completeConnect(listening);
    });
  };
  i2c.onWriteByte = (value) => send(() => {
    bytes += 1;
    lastByteNs = nowNs();
    receive(value);
    if (dataSeen) {
      frameAlarm.schedule(FRAME_GAP_NS);
    }
    i2c.completeWrite(true);
  });
  i2c.onReadByte = () => send(() => i2c.completeRead(0));
  i2c.onStop = () => i2c.completeStop();
  return display;
}
