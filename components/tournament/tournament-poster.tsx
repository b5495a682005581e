import type { ReactElement } from 'react';
import { courseLayers } from '@/components/course/course-hero';
import { ROUTING_VIEW } from '@/components/course/course-routing';
import type { CourseHole } from '@/lib/upstream/operations/course';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';

/** Sky colours by status: dawn before it starts, day while it plays, dusk once completed. */
const SKY: Record<string, [string, string]> = {
  '1': ['#fbcfe8', '#fde68a'],
  '2': ['#60a5fa', '#dbeafe'],
  '3': ['#312e81', '#f97316'],
  '4': ['#475569', '#cbd5e1'],
};

export type PosterFacts = Pick<TournamentCondition, 'tournamentno' | 'tourstatus' | 'tourclass' | 'entrycnt' | 'season' | 'coursepar' | 'holes' | 'coursename'>;

/** Where the course sits on the 640×360 poster: below the words, its routing scaled to the width left. */
const COURSE_BAND = { top: 150, height: 210 } as const;

/** The poster's words: the season and the course's par and holes, drawn big. */
export function posterWords(tournament: PosterFacts): { season: string; course: string } {
  return { season: String(tournament.season), course: `PAR ${tournament.coursepar} · ${tournament.holes}H` };
}

/**
 * The poster's picture without its words, as the children of a 640×360 <svg>: the sky by status, the
 * sun, a major's trophy, and the tournament's own course, its holes routed as on the course's page
 * (issue 26 item 14: every poster was the same hill). Without the course's holes (unreadable), a
 * generic hill and green with one dimple row per ten entrants. Plain elements only, so the sharing
 * cards (Satori, which draws no SVG <text>) use the same drawing and set the words themselves.
 */
export function posterLayers(tournament: PosterFacts, course?: CourseHole[] | null): ReactElement[] {
  const [top, bottom] = SKY[tournament.tourstatus] ?? SKY['2'];
  const major = tournament.tourclass === 2;
  const sky = `poster-sky-${tournament.tournamentno}`;
  const ground = `poster-ground-${tournament.tournamentno}`;
  const scale = Math.min(640 / ROUTING_VIEW.width, COURSE_BAND.height / ROUTING_VIEW.height);
  const left = (640 - ROUTING_VIEW.width * scale) / 2;
  return [
    <defs key="defs">
      <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={top} />
        <stop offset="1" stopColor={bottom} />
      </linearGradient>
      <linearGradient id={ground} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#d9ebc9" />
        <stop offset="1" stopColor="#bcd9a6" />
      </linearGradient>
    </defs>,
    <rect key="sky" width="640" height="360" fill={`url(#${sky})`} />,
    <circle key="sun" cx="520" cy="86" r="40" fill="#fef3c7" opacity=".85" />,
    ...(course?.length
      ? [
          <path key="land" d={`M0 ${COURSE_BAND.top + 10} Q320 ${COURSE_BAND.top - 14} 640 ${COURSE_BAND.top + 10} V360 H0Z`} fill={`url(#${ground})`} />,
          <g key="course" transform={`translate(${left.toFixed(1)} ${COURSE_BAND.top}) scale(${scale.toFixed(4)})`}>
            {courseLayers(course, tournament.coursename, { weight: 1.7 }).layers}
          </g>,
        ]
      : genericCourse(tournament, major)),
    ...(major
      ? [
          <g key="trophy" transform="translate(300 60)" fill="#f5c542" stroke="#92400e" strokeWidth="3">
            <path d="M0 0 h60 v20 a30 30 0 0 1 -60 0z" />
            <path d="M0 8 h-14 a14 14 0 0 0 14 18 M60 8 h14 a14 14 0 0 1 -14 18" fill="none" />
            <rect x="24" y="50" width="12" height="16" />
            <rect x="12" y="66" width="36" height="10" rx="2" />
          </g>,
        ]
      : []),
  ];
}

/** The drawing of a tournament whose course could not be read: a hill, a green with its flag, the field. */
function genericCourse(tournament: PosterFacts, major: boolean): ReactElement[] {
  const crowd = Math.min(24, Math.ceil(tournament.entrycnt / 10));
  return [
    <path key="hill" d="M0 250 Q140 190 300 232 T640 214 V360 H0Z" fill="#15803d" />,
    <path key="fairway" d="M0 290 Q200 250 380 282 T640 270 V360 H0Z" fill="#166534" />,
    <ellipse key="green" cx="470" cy="276" rx="70" ry="14" fill="#4ade80" />,
    <path key="pole" d="M470 276 V150" stroke="#f8fafc" strokeWidth="4" />,
    <path key="flag" d="M470 150 l52 17 l-52 17z" fill={major ? '#f5c542' : '#dc2626'} />,
    <circle key="ball" cx="452" cy="272" r="5" fill="#ffffff" />,
    <g key="crowd" fill="#ffffff" opacity=".8">
      {Array.from({ length: crowd }, (_, i) => (
        <circle key={i} cx={40 + (i % 12) * 22} cy={318 + Math.floor(i / 12) * 20} r="7" />
      ))}
    </g>,
  ];
}

/**
 * A tournament's poster, drawn from its data: the sky by its status, the season and the course's
 * par and hole count in big figures, the course's own holes, a trophy for a major. Decorative: the
 * page says all of it in words beside it.
 */
export function TournamentPoster({ tournament, course, className = '' }: { tournament: PosterFacts; course?: CourseHole[] | null; className?: string }) {
  const words = posterWords(tournament);
  return (
    <svg viewBox="0 0 640 360" aria-hidden="true" className={`h-auto w-full ${className}`} data-tournament-poster={tournament.tournamentno} data-poster-course={course?.length ? 'routed' : 'generic'}>
      {posterLayers(tournament, course)}
      <text x="36" y="96" fontSize="72" fontWeight="800" fill="#0f172a" opacity=".85">
        {words.season}
      </text>
      <text x="40" y="140" fontSize="28" fontWeight="700" fill="#0f172a" opacity=".75">
        {words.course}
      </text>
    </svg>
  );
}
