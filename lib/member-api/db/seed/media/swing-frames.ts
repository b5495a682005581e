import type { SwingClip } from '../swing-clips';

/**
 * One frame of a demo swing clip as SVG (640 × 360): a figure drawn face-on whose arms and club move
 * through the seven stage poses at the clip's stage times, the ball leaving the tee at impact, and a
 * strip of seven marks at the bottom showing the stage reached. No text, so the clip reads the same
 * in every language. Pure: the encoder renders these to pixels.
 */
export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 360;

const SCENES = [
  ['#0c4425', '#1f8a4c', '#15803d'],
  ['#0f2f57', '#3b82c4', '#166534'],
  ['#3b1f5c', '#a0528f', '#14532d'],
  ['#5a2a12', '#e08a3c', '#3f6212'],
  ['#113a3a', '#2f9e8f', '#166534'],
  ['#1e293b', '#64748b', '#15803d'],
];

/** Arm and club angles (degrees from straight down, clockwise) and shoulder turn at each stage. */
const POSES = [
  { arm: 8, club: 12, turn: 0 },
  { arm: 62, club: 100, turn: 10 },
  { arm: 150, club: 235, turn: 22 },
  { arm: 70, club: 60, turn: 12 },
  { arm: 0, club: 2, turn: -2 },
  { arm: -75, club: -115, turn: -14 },
  { arm: -150, club: -205, turn: -22 },
];

function smooth(x: number): number {
  return x * x * (3 - 2 * x);
}

/** The pose at `t` seconds, and the stage reached (−1 before the address). */
export function poseAt(clip: SwingClip, t: number): { arm: number; club: number; turn: number; stage: number } {
  const times = clip.stageTimes;
  if (t <= times[0]) return { ...POSES[0], stage: t < times[0] ? -1 : 0 };
  for (let i = 0; i < times.length - 1; i++) {
    if (t < times[i + 1]) {
      const k = smooth((t - times[i]) / (times[i + 1] - times[i]));
      const a = POSES[i];
      const b = POSES[i + 1];
      return { arm: a.arm + (b.arm - a.arm) * k, club: a.club + (b.club - a.club) * k, turn: a.turn + (b.turn - a.turn) * k, stage: i };
    }
  }
  return { ...POSES[POSES.length - 1], stage: times.length - 1 };
}

function point(x: number, y: number, length: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [x + Math.sin(radians) * length, y + Math.cos(radians) * length];
}

const f = (n: number) => n.toFixed(1);

export function swingFrameSvg(clip: SwingClip, t: number): string {
  const [top, bottom, grass] = SCENES[clip.scene % SCENES.length];
  const pose = poseAt(clip, t);
  const ground = 300;
  const x = 300;
  const hip: [number, number] = [x, ground - 72];
  const shoulder: [number, number] = [x + 6 + pose.turn * 0.35, ground - 138];
  const hands = point(shoulder[0], shoulder[1], 64, pose.arm);
  const head = point(hands[0], hands[1], 74, pose.club);
  const teeX = x + 18;
  const impact = clip.stageTimes[4];
  const flight = Math.max(0, t - impact);
  const ball: [number, number] = flight > 0 ? [teeX + flight * 520, ground - 6 - flight * 300 + flight * flight * 60] : [teeX, ground - 6];
  const marks = clip.stageTimes
    .map((_, i) => `<rect x="${f(194 + i * 38)}" y="336" width="30" height="6" rx="3" fill="${i <= pose.stage ? '#fde68a' : '#ffffff'}" opacity="${i <= pose.stage ? 1 : 0.35}"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="640" height="360" fill="url(#s)"/>`,
    `<circle cx="${90 + clip.scene * 70}" cy="70" r="26" fill="#fde68a" opacity=".8"/>`,
    `<path d="M0 ${ground - 24} Q160 ${ground - 64} 330 ${ground - 28} T640 ${ground - 38} V360 H0Z" fill="${grass}" opacity=".85"/>`,
    `<rect y="${ground}" width="640" height="${360 - ground}" fill="#14532d"/>`,
    `<ellipse cx="${x}" cy="${ground + 2}" rx="70" ry="9" fill="#000" opacity=".25"/>`,
    `<path d="M560 ${ground - 2} V${ground - 80}" stroke="#f8fafc" stroke-width="3"/><path d="M560 ${ground - 80} l30 10 l-30 10z" fill="#ef4444"/>`,
    `<path d="M${teeX} ${ground} v-4" stroke="#f8fafc" stroke-width="3"/>`,
    `<g stroke="#f8fafc" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none">`,
    `<path d="M${x - 24} ${ground} L${hip[0]} ${hip[1]} L${x + 24} ${ground}"/>`,
    `<path d="M${hip[0]} ${hip[1]} L${f(shoulder[0])} ${shoulder[1]}"/>`,
    `<path d="M${f(shoulder[0])} ${shoulder[1]} L${f(hands[0])} ${f(hands[1])}"/>`,
    `</g>`,
    `<path d="M${f(hands[0])} ${f(hands[1])} L${f(head[0])} ${f(head[1])}" stroke="#cbd5e1" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="${f(shoulder[0] + 2)}" cy="${shoulder[1] - 26}" r="18" fill="#f8fafc"/>`,
    ball[0] < 660 && ball[1] > -10 ? `<circle cx="${f(ball[0])}" cy="${f(ball[1])}" r="5" fill="#ffffff"/>` : '',
    marks,
    `</svg>`,
  ].join('');
}
