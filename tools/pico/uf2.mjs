// UF2 images (the format of MicroPython's firmware.uf2): 512-byte blocks, each carrying up to
// 476 bytes for one flash address.
const MAGIC_START0 = 0x0a324655;
const MAGIC_START1 = 0x9e5d5157;
const MAGIC_END = 0x0ab16f30;
const FLASH_BASE = 0x10000000;
const BLOCK = 512;

/** Copy every block of a UF2 image into flash (a Uint8Array from flash offset 0); returns the
 * number of blocks. Throws on a block that is not UF2 or lies outside the flash. */
export function loadUF2(image, flash) {
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  let blocks = 0;
  for (let at = 0; at + BLOCK <= image.length; at += BLOCK) {
    if (view.getUint32(at, true) !== MAGIC_START0 || view.getUint32(at + 4, true) !== MAGIC_START1
        || view.getUint32(at + BLOCK - 4, true) !== MAGIC_END) {
      throw new Error(`not a UF2 block at byte ${at}`);
    }
    const offset = view.getUint32(at + 12, true) - FLASH_BASE;
    const size = view.getUint32(at + 16, true);
    if (offset < 0 || offset + size > flash.length || size > 476) {
      throw new Error(`UF2 block at byte ${at} lies outside the flash`);
    }
    flash.set(image.subarray(at + 32, at + 32 + size), offset);
    blocks += 1;
  }
  return blocks;
}
