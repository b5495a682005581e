/**
 * Pictures of the demo network, drawn on request so a fresh checkout looks real offline: the seed
 * stores paths such as `lessons/12/poster.svg` or `events/3/banner.svg` without shipping files, and
 * the storage route answers them from here when no real file is stored at that path. The same path
 * always gives the same picture (the number in it picks colours and pose).
 */

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const SKIES = [
  ['#0c4425', '#1f8a4c'],
  ['#0f2f57', '#3b82c4'],
  ['#3b1f5c', '#a0528f'],
  ['#5a2a12', '#e08a3c'],
  ['#113a3a', '#2f9e8f'],
  ['#1e293b', '#64748b'],
];

/** Arm and club angles (degrees from straight down, clockwise) through a swing: address .. finish. */
const POSES = [
  { arm: 10, club: 15 },
  { arm: 70, club: 110 },
  { arm: 150, club: 230 },
  { arm: 60, club: 40 },
  { arm: 0, club: 5 },
  { arm: -80, club: -120 },
  { arm: -150, club: -200 },
];

function point(x: number, y: number, length: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Math.round(x + Math.sin(radians) * length), Math.round(y + Math.cos(radians) * length)];
}

function golfer(seed: number, x: number, ground: number): string {
  const pose = POSES[seed % POSES.length];
  const hip: [number, number] = [x, ground - 70];
  const shoulder: [number, number] = [x + 8, ground - 135];
  const hands = point(shoulder[0], shoulder[1], 62, pose.arm);
  const head = point(hands[0], hands[1], 70, pose.club);
  return [
    `<g stroke="#f8fafc" stroke-width="11" stroke-linecap="round" fill="none">`,
    `<path d="M${x - 22} ${ground} L${hip[0]} ${hip[1]} L${x + 22} ${ground}"/>`,
    `<path d="M${hip[0]} ${hip[1]} L${shoulder[0]} ${shoulder[1]}"/>`,
    `<path d="M${shoulder[0]} ${shoulder[1]} L${hands[0]} ${hands[1]}"/>`,
    `</g>`,
    `<path d="M${hands[0]} ${hands[1]} L${head[0]} ${head[1]}" stroke="#cbd5e1" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="${shoulder[0] + 4}" cy="${shoulder[1] - 24}" r="17" fill="#f8fafc"/>`,
  ].join('');
}

/** A lesson poster or an event banner, 640 × 360. */
export function demoPoster(path: string): string {
  const seed = hash(path);
  const [top, bottom] = SKIES[seed % SKIES.length];
  const ground = 300;
  const flagX = 420 + (seed % 140);
  const event = path.startsWith('events/');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="640" height="360" fill="url(#s)"/>`,
    `<circle cx="${80 + (seed % 420)}" cy="${60 + (seed % 50)}" r="26" fill="#fde68a" opacity=".8"/>`,
    `<path d="M0 ${ground - 20} Q160 ${ground - 60 - (seed % 30)} 330 ${ground - 25} T640 ${ground - 35} V360 H0Z" fill="#15803d"/>`,
    `<rect y="${ground}" width="640" height="${360 - ground}" fill="#166534"/>`,
    `<ellipse cx="${flagX}" cy="${ground - 4}" rx="34" ry="8" fill="#4ade80"/>`,
    `<path d="M${flagX} ${ground - 4} V${ground - 74}" stroke="#f8fafc" stroke-width="3"/>`,
    `<path d="M${flagX} ${ground - 74} l30 10 l-30 10z" fill="${event ? '#f5c542' : '#ef4444'}"/>`,
    event
      ? `<g fill="#f5c542" opacity=".9"><circle cx="120" cy="${ground - 30}" r="9"/><circle cx="150" cy="${ground - 46}" r="6"/><circle cx="176" cy="${ground - 26}" r="7"/></g>`
      : golfer(seed, 150 + (seed % 90), ground),
    `</svg>`,
  ].join('');
}

/** Demo pictures exist for lesson and swing posters and event images; any other missing file is not demo data. */
export function isDemoPath(path: string): boolean {
  return /^(lessons|swings|events)\/\d+\/[\w-]+\.svg$/.test(path);
}
