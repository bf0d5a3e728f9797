// The boot ROM's flash_range_erase and flash_range_program made real: rp2040js's SSI ignores
// the SPI flash commands, so their ROM entries are replaced by breakpoints that apply the
// operation to mcu.flash, add a typical chip time to the emulated clock and return to the
// caller. A power cut can be armed at any operation.
const ERASE_NS_PER_SECTOR = 45e6; // 4 KB sector erase, W25Q16JV-class typical
const PROGRAM_NS_PER_PAGE = 0.4e6; // 256-byte page program, typical
const SECTOR = 4096;
const PAGE = 256;
const BKPT_ERASE = 0xe0;
const BKPT_PROGRAM = 0xe1;

function romCode(a, b) {
  return a.charCodeAt(0) | (b.charCodeAt(0) << 8);
}

/** The ROM address of the function with a two-letter code, from the table the pointer at 0x14
 * names (entries of 16-bit code and 16-bit address, ending with code 0). */
export function romFunction(bootrom, code) {
  const rom = new Uint8Array(bootrom.buffer, bootrom.byteOffset, bootrom.byteLength);
  const half = (at) => rom[at] | (rom[at + 1] << 8);
  const wanted = romCode(code[0], code[1]);
  for (let at = half(0x14); half(at) !== 0; at += 4) {
    if (half(at) === wanted) {
      return half(at + 2) & ~1;
    }
  }
  throw new Error(`no ROM function ${code}`);
}

function patch(bootrom, address, bkpt) {
  const word = address >>> 2;
  const shift = (address & 2) * 8;
  bootrom[word] = ((bootrom[word] & ~(0xffff << shift)) | ((0xbe00 | bkpt) << shift)) >>> 0;
}

export class FlashModel {
  /** log: every operation {op, offset, size, ns, and data (hex) for a program}; cut: null or {at, tear} armed by the caller:
   * at the operation whose index (in the log) is `at`, the power goes: `tear` "none" applies
   * nothing of it, "half" its first half. onCut() is called then. */
  constructor() {
    this.log = [];
    this.cut = null;
    this.onCut = () => {};
  }

  /** Patch a chip's boot ROM (after loadBootrom) and route its breakpoints here. */
  attach(mcu, clockOffsetNs) {
    patch(mcu.bootrom, romFunction(mcu.bootrom, 'RE'), BKPT_ERASE);
    patch(mcu.bootrom, romFunction(mcu.bootrom, 'RP'), BKPT_PROGRAM);
    mcu.onBreak = (code) => {
      const r = mcu.core.registers;
      if (code === BKPT_ERASE) {
        this.apply(mcu, 'erase', r[0] >>> 0, r[1] >>> 0, 0, clockOffsetNs);
      } else if (code === BKPT_PROGRAM) {
        this.apply(mcu, 'program', r[0] >>> 0, r[2] >>> 0, r[1] >>> 0, clockOffsetNs);
      } else {
        throw new Error(`breakpoint ${code} at ${mcu.core.PC.toString(16)}`);
      }
    };
  }

  apply(mcu, op, offset, size, source, clockOffsetNs) {
    const index = this.log.length;
    const ns = clockOffsetNs() + mcu.clock.nanos;
    const entry = { op, offset, size, ns };
    if (op === 'program') {
      entry.data = Buffer.from(Array.from({ length: size }, (_, i) => mcu.readUint8(source + i)))
        .toString('hex');
    }
    this.log.push(entry);
    let applied = size;
    if (this.cut && this.cut.at === index) {
      applied = this.cut.tear === 'half' ? Math.floor(size / 2) : 0;
    }
    if (op === 'erase') {
      mcu.flash.fill(0xff, offset, offset + applied);
    } else {
      for (let i = 0; i < applied; i++) {
        mcu.flash[offset + i] &= mcu.readUint8(source + i); // NOR programming only clears bits
      }
    }
    if (applied < size || (this.cut && this.cut.at === index)) {
      this.onCut(index);
      return;
    }
    const ns_taken = op === 'erase'
      ? Math.ceil(size / SECTOR) * ERASE_NS_PER_SECTOR
      : Math.ceil(size / PAGE) * PROGRAM_NS_PER_PAGE;
    mcu.clock.tick(ns_taken);
    mcu.core.PC = mcu.core.LR & ~1;
  }
}
