/**
 * The demo network's swing videos: a handful of short clips that every demo lesson shares (one
 * encoded file per clip keeps the first start short), each with its own timing of the seven stages
 * (Address, Takeaway, Backswing top, Downswing, Impact, Follow-through, Finish). A lesson takes the
 * stage times of its clip, so the stage chapters of the lesson page seek real frames of the video.
 * Pure data, shared by the seed (lessons.ts) and the encoder (media/swing-video.ts).
 */
export interface SwingClip {
  /** Stored video path (H.264 MP4) and its poster (JPEG of the address frame). */
  videoPath: string;
  posterPath: string;
  /** Seconds into the clip where each of the seven stages starts. */
  stageTimes: number[];
  /** Length of the clip in seconds (the finish is held a moment). */
  duration: number;
  /** Colour scheme index of the drawn scene. */
  scene: number;
}

const TIMINGS: number[][] = [
  [0.5, 1.6, 2.15, 2.5, 2.76, 2.84, 3.2],
  [0.8, 2.0, 2.6, 2.95, 3.2, 3.3, 3.7],
  [0.4, 1.3, 1.8, 2.15, 2.4, 2.5, 2.9],
  [0.7, 2.1, 2.75, 3.1, 3.35, 3.45, 3.85],
  [0.6, 1.5, 2.0, 2.35, 2.6, 2.7, 3.1],
  [0.9, 2.2, 2.8, 3.2, 3.45, 3.55, 3.95],
];

export const SWING_CLIPS: SwingClip[] = TIMINGS.map((stageTimes, index) => ({
  videoPath: `lessons/clips/swing-${index + 1}.mp4`,
  posterPath: `lessons/clips/swing-${index + 1}.jpg`,
  stageTimes,
  duration: Math.round((stageTimes[6] + 1.3) * 10) / 10,
  scene: index,
}));
