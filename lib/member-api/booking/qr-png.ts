import zlib from 'node:zlib';
import * as QRCode from 'qrcode';

/**
 * A QR code as a black-and-white PNG of 1 bit a pixel, for the booking mails' check-in image.
 *
 * qrcode's own PNG renderer draws 4-byte RGBA pixels and runs pngjs's pure-JavaScript filter search
 * over every row: 20–200 ms of the event loop for one 240 px code on this machine, and in a burst of
 * 50 bookings it was most of the 2 s p95 `npm run bench:booking` measured. Two colours need none of
 * that: rows of packed bits, no filter, and Node's native deflate take well under a millisecond.
 */
export function qrPng(text: string, { scale = 8, margin = 2 } = {}): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * margin) * scale;
  const rowBytes = Math.ceil(side / 8);
  // Each row: filter type 0 (none), then the pixels, 1 = white, most significant bit first.
  const raw = Buffer.alloc((rowBytes + 1) * side, 0xff);
  for (let y = 0; y < side; y++) {
    const row = y * (rowBytes + 1);
    raw[row] = 0;
    const moduleY = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const moduleX = Math.floor(x / scale) - margin;
      const dark = moduleY >= 0 && moduleY < modules.size && moduleX >= 0 && moduleX < modules.size && modules.get(moduleY, moduleX);
      if (dark) raw[row + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
