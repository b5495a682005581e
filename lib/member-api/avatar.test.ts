import sharp from 'sharp';
import { reencodeAvatar } from './avatar';

/** What the member API does with an uploaded picture: real checks on the bytes, then a clean re-encode. */
describe('avatar pictures', () => {
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } });

  it('re-encodes a camera JPEG to a 256 px WebP square without its metadata', async () => {
    const photo = await picture(800, 600)
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret 1000' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await reencodeAvatar(photo);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual(['webp', 256, 256, undefined, undefined, undefined]);
    expect(stored.includes(Buffer.from('Secret 1000'))).toBe(false);
  });

  it.each([
    ['text that claims to be a picture', () => Promise.resolve(Buffer.from('<svg onload=alert(1)>')), 'avatar.error.notImage'],
    ['an SVG', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>')), 'avatar.error.notImage'],
    ['a GIF', () => picture(100, 100).gif().toBuffer(), 'avatar.error.notImage'],
    ['a tiny picture', () => picture(32, 80).png().toBuffer(), 'avatar.error.tooSmall'],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'avatar.error.missing'],
    ['a file over 2 MB', () => Promise.resolve(Buffer.alloc(2 * 1024 * 1024 + 1)), 'avatar.error.tooLarge'],
  ])('refuses %s', async (_name, make, message) => {
    await expect(reencodeAvatar(await make())).rejects.toMatchObject({ message });
  });
});
