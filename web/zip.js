// Zip files: "Export all" writes the flash's journals as one zip (stored, not compressed: they
// are small), and opening a zip reads its files back, stored or deflated (as a computer's own
// zip tool writes them).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function record(fields) {
  // fields: [[bytes per field, value]], little-endian
  const out = new Uint8Array(fields.reduce((n, [size]) => n + size, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [size, value] of fields) {
    if (size === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += size;
  }
  return out;
}

const DOS_DATE = (1 << 5) | 1; // 1980-01-01: the files carry no date, so the zip is the same each time

// files: [[name, bytes]] -> the zip's bytes.
export function zipFiles(files) {
  const parts = [];
  const central = [];
  let offset = 0;
  const encoder = new TextEncoder();
  for (const [name, bytes] of files) {
    const path = encoder.encode(name);
    const crc = crc32(bytes);
    const common = [[2, 20], [2, 0x0800], [2, 0], [2, 0], [2, DOS_DATE], [4, crc],
                    [4, bytes.length], [4, bytes.length], [2, path.length], [2, 0]];
    const local = record([[4, 0x04034b50], ...common]);
    parts.push(local, path, bytes);
    central.push(record([[4, 0x02014b50], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0],
                         [4, offset]]), path);
    offset += local.length + path.length + bytes.length;
  }
  const size = central.reduce((n, part) => n + part.length, 0);
  const end = record([[4, 0x06054b50], [2, 0], [2, 0], [2, files.length], [2, files.length],
                      [4, size], [4, offset], [2, 0]]);
  return concat([...parts, ...central, end]);
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function isZip(bytes) {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 &&
    bytes[3] === 4;
}

// The bytes deflated in bytes, or null once they pass most (the rest is never inflated).
async function inflate(bytes, most) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concat(parts);
    size += value.length;
    if (size > most) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
}

// A name with a control character (a newline, say) would break the one line that names it.
function plainName(name) {
  for (const char of name) {
    const code = char.codePointAt(0);
    if (code < 0x20 || code === 0x7f) {
      throw new Error(`${JSON.stringify(name)} is not a name a game can have`);
    }
  }
}

// The files of a zip, [[name, bytes]] (folders left out), from its central directory; an Error
// saying what is wrong when it is not a zip this can read, or when a file in it holds more than
// most bytes: the size its directory gives is checked before inflating, and the bytes while
// inflating, as that size can be false.
export async function unzipFiles(bytes, most) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("the zip is damaged (no directory at its end)");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) {
      throw new Error("the zip is damaged (its directory is cut short)");
    }
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const size = view.getUint32(at + 24, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    plainName(name);
    if (name.endsWith("/")) continue;
    const tooLarge = new Error(`${name} is too large to be a game`);
    if (size > most || (method === 0 && packed > most)) throw tooLarge;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + packed);
    if (method !== 0 && method !== 8) {
      throw new Error(`${name} in the zip is packed in a way this page cannot read`);
    }
    const inflated = method === 8 ? await inflate(data, most) : data;
    if (!inflated) throw tooLarge;
    files.push([name, inflated]);
  }
  return files;
}
