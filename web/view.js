// What the page shows of the board: the OLED as a grid of pixels, the two LED rings in their
// written colours and brightness, which buttons the firmware sees held, and how far a held OK or
// BACK is on its way to a long press.

const WIDTH = 128;
const HEIGHT = 64;
const SCALE = 5; // screen pixels per OLED pixel; the last row and column of each is the grid
const PIXEL_ON = [150, 220, 255];
const PIXEL_OFF = [12, 17, 22];
const GRID = "rgba(0, 0, 0, 0.45)"; // the gaps between pixels, fainter over lit ones
const LED_OFF = "rgb(55, 58, 66)";

function hexBytes(hex) {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(2 * i, 2), 16);
  return bytes;
}

// A written LED value as the eye sees it: a NeoPixel's light is linear in its PWM value and the
// eye is not, so a value of 64 (the default brightness) looks about half as bright as 255.
function seen(value) {
  return Math.round(255 * Math.pow(value / 255, 1 / 2.2));
}

export class View {
  constructor(oled, rings, buttons) {
    this.oled = oled.getContext("2d");
    this.rings = rings;
    this.buttons = buttons; // [[bit, element]]
    oled.width = WIDTH * SCALE;
    oled.height = HEIGHT * SCALE;
    this.pixels = new ImageData(WIDTH, HEIGHT);
    this.small = new OffscreenCanvas(WIDTH, HEIGHT);
    this.frame = null;
    this.leds = null;
    this.drawn = { frame: null, leds: null, mask: -1 };
  }

  // holds: [[element, fraction of a long press held]] for the buttons that have one.
  draw(mask, holds = []) {
    if (this.frame !== this.drawn.frame) this.drawOled(hexBytes(this.frame));
    if (this.leds !== this.drawn.leds) this.drawRings(hexBytes(this.leds));
    if (mask !== this.drawn.mask) {
      for (const [bit, element] of this.buttons) element.classList.toggle("held", !!(mask & bit));
    }
    for (const [element, fraction] of holds) {
      const shown = Math.min(1, fraction).toFixed(2);
      if (element.style.getPropertyValue("--hold") !== shown) {
        element.style.setProperty("--hold", shown);
        element.classList.toggle("long", fraction >= 1);
      }
    }
    this.drawn = { frame: this.frame, leds: this.leds, mask };
  }

  // MONO_VLSB: each byte is a column of 8 pixels in a page of 8 rows, bit 0 at the top.
  drawOled(bytes) {
    const data = this.pixels.data;
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const on = (bytes[(y >> 3) * WIDTH + x] >> (y & 7)) & 1;
        const colour = on ? PIXEL_ON : PIXEL_OFF;
        const i = 4 * (y * WIDTH + x);
        data[i] = colour[0];
        data[i + 1] = colour[1];
        data[i + 2] = colour[2];
        data[i + 3] = 255;
      }
    }
    this.small.getContext("2d").putImageData(this.pixels, 0, 0);
    const pen = this.oled;
    pen.imageSmoothingEnabled = false;
    pen.drawImage(this.small, 0, 0, WIDTH * SCALE, HEIGHT * SCALE);
    pen.fillStyle = GRID;
    for (let x = SCALE - 1; x < WIDTH * SCALE; x += SCALE) pen.fillRect(x, 0, 1, HEIGHT * SCALE);
    for (let y = SCALE - 1; y < HEIGHT * SCALE; y += SCALE) pen.fillRect(0, y, WIDTH * SCALE, 1);
  }

  // The chain of LEDs is two rings: the first half is ring 1, the rest ring 2.
  drawRings(bytes) {
    const count = bytes.length / 3;
    const first = Math.ceil(count / 2);
    this.rings.forEach((canvas, ring) => {
      const pen = canvas.getContext("2d");
      const size = canvas.width;
      const leds = ring ? count - first : first;
      const offset = ring ? first : 0;
      pen.clearRect(0, 0, size, size);
      for (let i = 0; i < leds; i++) {
        const angle = (2 * Math.PI * i) / leds - Math.PI / 2;
        const x = size / 2 + size * 0.38 * Math.cos(angle);
        const y = size / 2 + size * 0.38 * Math.sin(angle);
        const [r, g, b] = bytes.subarray(3 * (offset + i), 3 * (offset + i) + 3);
        const lit = r || g || b;
        pen.shadowColor = lit ? `rgb(${seen(r)}, ${seen(g)}, ${seen(b)})` : "transparent";
        pen.shadowBlur = lit ? (size * 0.08 * Math.max(r, g, b)) / 255 + 4 : 0;
        pen.fillStyle = lit ? pen.shadowColor : LED_OFF;
        pen.beginPath();
        pen.arc(x, y, size * 0.055, 0, 2 * Math.PI);
        pen.fill();
      }
    });
  }
}
