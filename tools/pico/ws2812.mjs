// The WS2812 line decoded from the pin's edges (MicroPython's neopixel drives it with
// machine.bitstream, not PIO): a high pulse longer than ONE_NS is a 1, a low of more than
// LATCH_NS ends the frame. Pixels go out as G, R, B.
const ONE_NS = 600;
const LATCH_NS = 50e3;

/** Decode frames from an rp2040js GPIO pin; onFrame({rgb, ns, timing}) gets each: the pixels
 * as [r, g, b] triples, the emulated time of the latch and the pulse timing seen
 * ({high0, high1, period}: [min, max] in ns). */
export function attachPixels(pin, clock, { nowNs, onFrame }) {
  let bits = [];
  let rise = null;
  let lastRise = null;
  let timing = null;
  const widen = (range, value) => (range ? [Math.min(range[0], value), Math.max(range[1], value)]
    : [value, value]);
  const latch = clock.createAlarm(() => {
    const rgb = [];
    for (let i = 0; i + 24 <= bits.length; i += 24) {
      const byte = (k) => bits.slice(i + 8 * k, i + 8 * k + 8).reduce((a, b) => (a << 1) | b, 0);
      rgb.push([byte(1), byte(0), byte(2)]);
    }
    onFrame({ rgb, ns: nowNs(), timing, bits: bits.length });
    bits = [];
    lastRise = null;
    timing = null;
  });
  pin.addListener((state) => {
    const now = clock.nanos;
    if (state === 1) { // GPIOPinState.High
      if (lastRise !== null) {
        timing = { ...timing, period: widen(timing && timing.period, now - lastRise) };
      }
      rise = lastRise = now;
      latch.cancel();
    } else if (rise !== null) {
      const high = now - rise;
      const one = high > ONE_NS ? 1 : 0;
      const key = one ? 'high1' : 'high0';
      timing = { ...timing, [key]: widen(timing && timing[key], high) };
      bits.push(one);
      rise = null;
      latch.schedule(LATCH_NS);
    }
  });
}
