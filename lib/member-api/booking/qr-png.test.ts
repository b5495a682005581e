import { PNG } from 'pngjs';
import * as QRCode from 'qrcode';
import { qrPng } from './qr-png';

// pngjs (qrcode's own PNG library) decodes the image: a reader independent of the encoder under test.
describe('qrPng', () => {
  it.each(['QG9VBV', 'booking-12345-ABCDEFGHJK'])('draws every module of the code %s, with its quiet margin, as a valid 1-bit PNG', (text) => {
    const scale = 8;
    const margin = 2;
    const image = PNG.sync.read(qrPng(text, { scale, margin }));
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(image.width).toBe((modules.size + 2 * margin) * scale);
    expect(image.height).toBe(image.width);
    const darkAt = (x: number, y: number) => image.data[(y * image.width + x) * 4] === 0;
    for (let row = -margin; row < modules.size + margin; row++) {
      for (let column = -margin; column < modules.size + margin; column++) {
        const inside = row >= 0 && row < modules.size && column >= 0 && column < modules.size;
        const expected = inside && Boolean(modules.get(row, column));
        // Every pixel of the module's square, corners included, has the module's colour.
        for (const [dx, dy] of [[0, 0], [scale - 1, 0], [0, scale - 1], [scale - 1, scale - 1]])
          expect(darkAt((column + margin) * scale + dx, (row + margin) * scale + dy)).toBe(expected);
      }
    }
  });
});
