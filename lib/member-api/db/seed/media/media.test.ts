import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { SWING_CLIPS } from '../swing-clips';
import { ffmpegPath } from './ffmpeg';
import { resourcePdf } from './resource-pdf';
import { poseAt } from './swing-frames';
import { encodeSwingClip, FRAME_RATE } from './swing-video';

describe('demo resource files', () => {
  it.each([200_000, 1_234_567, 6_000_000])('are real PDFs of exactly the listed size (%i bytes)', async (size) => {
    const bytes = await resourcePdf({ title: 'Simulator quick-start guide', category: 1, size }, 7);
    expect(bytes.length).toBe(size);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Simulator quick-start guide');
  });
});

describe('demo swing clips', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swing-clip-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reach each stage pose at its stage time', () => {
    const clip = SWING_CLIPS[0];
    expect(poseAt(clip, 0).stage).toBe(-1);
    clip.stageTimes.forEach((time, stage) => expect(poseAt(clip, time + 0.001).stage).toBe(stage));
    expect(clip.duration).toBeGreaterThan(clip.stageTimes[6]);
  });

  it('encode to H.264 MP4 of the clip length with a JPEG poster, with the packaged ffmpeg', async () => {
    const clip = SWING_CLIPS[2];
    const video = path.join(dir, 'swing.mp4');
    const poster = path.join(dir, 'swing.jpg');
    await encodeSwingClip(clip, video, poster);
    const head = fs.readFileSync(video).subarray(0, 64);
    expect(head.subarray(4, 8).toString()).toBe('ftyp');
    // +faststart: the index (moov) comes before the frames (mdat).
    const bytes = fs.readFileSync(video).toString('latin1');
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const probe = spawnSync(ffmpegPath(), ['-hide_banner', '-i', video], { encoding: 'utf8' }).stderr;
    expect(probe).toMatch(/Video: h264 \(Main\)/);
    expect(probe).toMatch(/yuv420p/);
    expect(probe).toContain('640x360');
    expect(probe).toContain(`${FRAME_RATE} fps`);
    const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(probe)!;
    expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBeCloseTo(clip.duration, 1);
    expect(fs.readFileSync(poster).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
