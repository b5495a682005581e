import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../connect';
import { resources } from '../../schema';
import { SWING_CLIPS } from '../swing-clips';
import { resourcePdf } from './resource-pdf';
import { encodeSwingClip } from './swing-video';

/** Paths of the demo network's resource files (support.ts): anything else is a real upload, never overwritten. */
const DEMO_RESOURCE = /^resources\/\d+\/[\w-]+\.pdf$/;

function sizeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).size;
  } catch {
    return undefined;
  }
}

/**
 * Writes the files the demo network's rows name into local storage when they are missing: the swing
 * clips and their posters (encoded with the ffmpeg of @ffmpeg-installer, about a second for all) and
 * the resource PDFs at their listed sizes. Files already there are kept, so a restart costs a few
 * stat calls. Returns what it wrote.
 */
export async function ensureDemoMedia(db: Database, storageRoot: string): Promise<{ clips: number; resources: number }> {
  let clips = 0;
  const missingClips = SWING_CLIPS.filter((clip) => !sizeOf(path.join(storageRoot, clip.videoPath)) || !sizeOf(path.join(storageRoot, clip.posterPath)));
  // Two at a time: the machines this runs on have two cores.
  for (let i = 0; i < missingClips.length; i += 2) {
    await Promise.all(
      missingClips.slice(i, i + 2).map(async (clip) => {
        const video = path.join(storageRoot, clip.videoPath);
        fs.mkdirSync(path.dirname(video), { recursive: true });
        await encodeSwingClip(clip, video, path.join(storageRoot, clip.posterPath));
        clips++;
      }),
    );
  }

  let written = 0;
  const rows = await db.select({ resourceno: resources.resourceno, title: resources.title, category: resources.category, filePath: resources.filePath, fileSize: resources.fileSize }).from(resources);
  for (const row of rows) {
    if (!row.filePath || !DEMO_RESOURCE.test(row.filePath) || !row.fileSize) continue;
    const file = path.join(storageRoot, row.filePath);
    if (sizeOf(file) === row.fileSize) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await resourcePdf({ title: row.title, category: row.category, size: row.fileSize }, row.resourceno));
    written++;
  }
  return { clips, resources: written };
}
