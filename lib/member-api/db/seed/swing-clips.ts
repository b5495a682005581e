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

/**
 * Slow-motion lessons (about a third of real speed, as swing coaching shows a swing): the backswing
 * takes longer than the downswing, and every stage starts at least a second after the one before, so
 * each is a key moment of its own in whole seconds (structured data's Clip start offsets, issue 26
 * item 19) and a click on a chapter shows a pose that differs from the last.
 */
const TIMINGS: number[][] = [
  [0.5, 2.0, 3.5, 4.5, 5.5, 6.5, 7.5],
  [0.8, 2.4, 4.0, 5.0, 6.0, 7.0, 8.1],
  [0.4, 1.8, 3.3, 4.3, 5.3, 6.3, 7.4],
  [0.7, 2.2, 3.9, 5.0, 6.1, 7.1, 8.2],
  [0.6, 2.1, 3.6, 4.6, 5.7, 6.7, 7.7],
  [0.9, 2.5, 4.2, 5.3, 6.3, 7.4, 8.5],
];

export const SWING_CLIPS: SwingClip[] = TIMINGS.map((stageTimes, index) => ({
  // A folder per timing: storage that holds clips encoded with other timings keeps them, and these are encoded anew.
  videoPath: `lessons/clips/slow/swing-${index + 1}.mp4`,
  posterPath: `lessons/clips/slow/swing-${index + 1}.jpg`,
  stageTimes,
  duration: Math.round((stageTimes[6] + 1.3) * 10) / 10,
  scene: index,
}));
