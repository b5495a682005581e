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

  /** Three still frames joined into one animated picture, as a phone's "live" or a GIF maker writes them. */
  async function animated(format: 'webp' | 'gif'): Promise<Buffer> {
    const frames = await Promise.all(['#ff0000', '#00aa00', '#0000ff'].map((background) => sharp({ create: { width: 200, height: 200, channels: 3, background } }).png().toBuffer()));
    const joined = sharp(frames, { join: { animated: true } });
    const bytes = await (format === 'webp' ? joined.webp({ loop: 0, delay: [100, 100, 100] }) : joined.gif({ delay: [100, 100, 100] })).toBuffer();
    expect((await sharp(bytes).metadata()).pages).toBe(3);
    return bytes;
  }

  it('refuses an animated WebP as animated, and an animated GIF as not one of the accepted types', async () => {
    await expect(reencodeAvatar(await animated('webp'))).rejects.toMatchObject({ message: 'avatar.error.animated' });
    await expect(reencodeAvatar(await animated('gif'))).rejects.toMatchObject({ message: 'avatar.error.notImage' });
  });
});
