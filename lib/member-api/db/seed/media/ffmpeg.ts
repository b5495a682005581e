import fs from 'node:fs';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/**
 * The ffmpeg binary that ships inside the @ffmpeg-installer package for this platform (no system
 * ffmpeg is needed, and nothing is downloaded). npm may skip the package's install script that marks
 * the binary executable, so that is checked here.
 */
export function ffmpegPath(): string {
  const { path } = ffmpegInstaller;
  try {
    fs.accessSync(path, fs.constants.X_OK);
  } catch {
    fs.chmodSync(path, 0o755);
  }
  return path;
}
