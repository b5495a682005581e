import type { ReactElement } from 'react';
import { initials, markColour } from '@/components/member/avatar-mark';
import { posterLayers, posterWords, type PosterFacts } from '@/components/tournament/tournament-poster';
import type { CourseHole } from '@/lib/upstream/operations/course';
import { brand } from './card';

/** Drawings for sharing cards, each made from the numbers the page shows (Satori: flexbox divs). */

const box = { display: 'flex', width: 400, height: 300 } as const;

/** A course's holes as bars: height by length, colour by par (3, 4, 5). */
export function HoleBars({ holes }: { holes: { par: number; length: number }[] }): ReactElement {
  const longest = Math.max(1, ...holes.map((hole) => hole.length));
  const colour = (par: number) => (par <= 3 ? brand.muted : par === 4 ? brand.light : brand.accent);
  return (
    <div style={{ ...box, alignItems: 'flex-end', justifyContent: 'space-between', borderBottom: `3px solid ${brand.muted}` }}>
      {holes.map((hole, index) => (
        <div key={index} style={{ display: 'flex', width: Math.floor(380 / Math.max(holes.length, 1)) - 4, height: Math.max(12, Math.round((hole.length / longest) * 280)), background: colour(hole.par), borderRadius: 3 }} />
      ))}
    </div>
  );
}

/**
 * A member as the pages show them: their uploaded picture (a PNG data URL, lib/portal/og/pictures.ts) in a
 * circle, or the mark generated from their nickname, in the same colour as on the pages.
 */
export function CardAvatar({ nickname, picture, size, ring }: { nickname: string; picture?: string; size: number; ring?: string }): ReactElement {
  // Satori reads every style key it is given: a ring only when there is one (an undefined border throws).
  const circle = { display: 'flex', width: size, height: size, borderRadius: size / 2, flexShrink: 0, ...(ring ? { border: `${Math.max(2, Math.round(size / 24))}px solid ${ring}` } : {}) } as const;
  if (picture) {
    // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, next/image does not exist there
    return <img src={picture} alt="" width={size} height={size} style={{ ...circle, objectFit: 'cover' }} />;
  }
  const text = initials(nickname);
  return (
    <div style={{ ...circle, alignItems: 'center', justifyContent: 'center', background: markColour(nickname), color: brand.white, fontWeight: 700, fontSize: Math.round(size * (text.length > 1 ? 0.4 : 0.48)) }}>
      {text}
    </div>
  );
}

/** The top of a leaderboard: one bar per player, the best one longest, each with the player's picture or mark. */
export function LeaderBars({ rows }: { rows: { label: string; value: string; share: number; picture?: string }[] }): ReactElement {
  return (
    <div style={{ ...box, flexDirection: 'column', justifyContent: 'center' }}>
      {rows.slice(0, 5).map((row, index) => (
        <div key={index} style={{ display: 'flex', alignItems: 'center', marginBottom: 12 }}>
          <CardAvatar nickname={row.label} picture={row.picture} size={44} ring={index === 0 ? brand.accent : undefined} />
          <div style={{ display: 'flex', flexDirection: 'column', flex: 1, marginLeft: 12 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 22, color: brand.light }}>
              <div style={{ display: 'flex' }}>{`${index + 1}. ${row.label.slice(0, 16)}`}</div>
              <div style={{ display: 'flex', fontWeight: 700 }}>{row.value}</div>
            </div>
            <div style={{ display: 'flex', height: 12, marginTop: 4, width: Math.max(24, Math.round(row.share * 344)), background: index === 0 ? brand.accent : brand.muted, borderRadius: 6 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A tournament's poster (components/tournament/tournament-poster.tsx, the same drawing as its page
 * and the schedule), its words set by Satori, which draws no SVG text; below it how full the field is
 * and where the tournament stands among its statuses.
 */
export function PosterDrawing({ tournament, course, limit, steps, current }: { tournament: PosterFacts; course?: CourseHole[] | null; limit: number | null; steps: string[]; current: number }): ReactElement {
  const words = posterWords(tournament);
  const share = limit ? Math.min(1, tournament.entrycnt / limit) : 1;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: 400 }}>
      <div style={{ display: 'flex', position: 'relative', width: 400, height: 225, borderRadius: 14, overflow: 'hidden' }}>
        <svg viewBox="0 0 640 360" width={400} height={225}>
          {posterLayers(tournament, course)}
        </svg>
        <div style={{ display: 'flex', position: 'absolute', left: 22, top: 12, fontSize: 46, fontWeight: 700, color: 'rgba(15,23,42,0.85)' }}>{words.season}</div>
        <div style={{ display: 'flex', position: 'absolute', left: 25, top: 68, fontSize: 18, fontWeight: 700, color: 'rgba(15,23,42,0.75)' }}>{words.course}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', marginTop: 18 }}>
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: brand.accent, marginRight: 16 }}>{limit ? `${tournament.entrycnt}/${limit}` : String(tournament.entrycnt)}</div>
        <div style={{ display: 'flex', flex: 1, height: 12, borderRadius: 6, background: brand.green }}>
          <div style={{ display: 'flex', width: Math.max(12, Math.round(share * 260)), height: 12, borderRadius: 6, background: brand.accent }} />
        </div>
      </div>
      <div style={{ display: 'flex', marginTop: 14, justifyContent: 'space-between', width: 400 }}>
        {steps.map((step, index) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', fontSize: 20, color: index === current ? brand.white : brand.muted, fontWeight: index === current ? 700 : 400 }}>
            <div style={{ display: 'flex', width: 12, height: 12, borderRadius: 6, marginRight: 8, background: index === current ? brand.accent : brand.green }} />
            {step}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A player's card: their picture or mark, large, in the accent ring, with their handicap under it. */
export function PlayerPortrait({ nickname, picture, caption }: { nickname: string; picture?: string; caption?: string }): ReactElement {
  return (
    <div style={{ ...box, flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
      <CardAvatar nickname={nickname} picture={picture} size={220} ring={brand.accent} />
      {caption ? <div style={{ display: 'flex', marginTop: 20, fontSize: 26, color: brand.light }}>{caption}</div> : null}
    </div>
  );
}

/** A venue's place on the world (equirectangular), with the graticule every 30°. */
export function WorldDot({ latitude, longitude }: { latitude: number; longitude: number }): ReactElement {
  const width = 400;
  const height = 200;
  const x = ((longitude + 180) / 360) * width;
  const y = ((90 - latitude) / 180) * height;
  return (
    <div style={{ display: 'flex', position: 'relative', width, height, background: brand.green, borderRadius: 12, overflow: 'hidden' }}>
      {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
        <div key={`v${i}`} style={{ display: 'flex', position: 'absolute', left: (i * width) / 12, top: 0, width: 1, height, background: '#2d7a4a' }} />
      ))}
      {[1, 2, 3, 4, 5].map((i) => (
        <div key={`h${i}`} style={{ display: 'flex', position: 'absolute', top: (i * height) / 6, left: 0, height: 1, width, background: '#2d7a4a' }} />
      ))}
      <div style={{ display: 'flex', position: 'absolute', left: x - 18, top: y - 18, width: 36, height: 36, borderRadius: 18, background: 'rgba(245,197,66,0.35)' }} />
      <div style={{ display: 'flex', position: 'absolute', left: x - 8, top: y - 8, width: 16, height: 16, borderRadius: 8, background: brand.accent }} />
    </div>
  );
}

/** A swing video's seven stages on its timeline. */
export function StageTimeline({ times, labels }: { times: number[]; labels: string[] }): ReactElement {
  const end = Math.max(1, ...times) * 1.08;
  return (
    <div style={{ ...box, flexDirection: 'column', justifyContent: 'center' }}>
      <div style={{ display: 'flex', position: 'relative', width: 400, height: 90 }}>
        <div style={{ display: 'flex', position: 'absolute', top: 40, left: 0, width: 400, height: 8, borderRadius: 4, background: brand.green }} />
        {times.map((time, index) => (
          <div key={index} style={{ display: 'flex', position: 'absolute', left: Math.round((time / end) * 384), top: 28, width: 32, height: 32, borderRadius: 16, background: index === times.length - 1 ? brand.accent : brand.light, color: brand.deep, fontSize: 18, fontWeight: 700, alignItems: 'center', justifyContent: 'center' }}>
            {String(index + 1)}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', fontSize: 20, color: brand.muted, marginTop: 12 }}>{labels.slice(0, 7).join(' · ')}</div>
    </div>
  );
}

/** The sections' cards: a green with its flag. */
export function FlagOnGreen(): ReactElement {
  return (
    <div style={{ display: 'flex', position: 'relative', width: 400, height: 300 }}>
      <div style={{ display: 'flex', position: 'absolute', left: 20, top: 170, width: 360, height: 120, borderRadius: 180, background: brand.green }} />
      <div style={{ display: 'flex', position: 'absolute', left: 190, top: 215, width: 30, height: 16, borderRadius: 8, background: brand.deep }} />
      <div style={{ display: 'flex', position: 'absolute', left: 203, top: 40, width: 5, height: 185, background: brand.light }} />
      <div style={{ display: 'flex', position: 'absolute', left: 208, top: 40, width: 0, height: 0, borderTop: '34px solid transparent', borderBottom: '34px solid transparent', borderLeft: `96px solid ${brand.accent}` }} />
    </div>
  );
}
