import { spawn } from 'node:child_process';
import fs from 'node:fs';
import sharp from 'sharp';
import type { SwingClip } from '../swing-clips';
import { ffmpegPath } from './ffmpeg';
import { FRAME_HEIGHT, FRAME_WIDTH, swingFrameSvg } from './swing-frames';

/** 25 frames a second: smooth enough for a drawn figure, and a chapter time lands within 40 ms. */
export const FRAME_RATE = 25;

/**
 * Encoding settings (the README's note says why): H.264 Main profile, yuv420p (what every browser
 * decodes), CRF 28 with the `veryfast` preset (a drawn scene compresses to a few hundred KB), a key
 * frame every half second so a chapter click seeks at once, and the index at the front
 * (`+faststart`) so playback starts before the whole file has arrived. No audio track.
 */
export const X264_ARGS = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-g', String(FRAME_RATE / 2), '-movflags', '+faststart', '-an'];

async function renderFrame(clip: SwingClip, t: number): Promise<Buffer> {
  return sharp(Buffer.from(swingFrameSvg(clip, t))).removeAlpha().raw().toBuffer();
}

/** Encodes one clip to `videoFile` (MP4) and its address frame to `posterFile` (JPEG). */
export async function encodeSwingClip(clip: SwingClip, videoFile: string, posterFile: string): Promise<void> {
  const frames = Math.round(clip.duration * FRAME_RATE);
  const partial = `${videoFile}.part`;
  const ffmpeg = spawn(
    ffmpegPath(),
    ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${FRAME_WIDTH}x${FRAME_HEIGHT}`, '-r', String(FRAME_RATE), '-i', 'pipe:0', ...X264_ARGS, '-f', 'mp4', partial],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let errors = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`))));
  });
  // Frames are rendered one ahead of the encoder and written with back-pressure.
  let next = renderFrame(clip, 0);
  for (let i = 0; i < frames; i++) {
    const frame = await next;
    if (i + 1 < frames) next = renderFrame(clip, (i + 1) / FRAME_RATE);
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  fs.renameSync(partial, videoFile);
  await sharp(Buffer.from(swingFrameSvg(clip, clip.stageTimes[0]))).jpeg({ quality: 82, mozjpeg: true }).toFile(posterFile);
}
