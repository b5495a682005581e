import type { ReactElement, ReactNode } from 'react';

/**
 * The sharing card's layout (1200×630, rendered by next/og's Satori: flexbox only, inline styles).
 * Every card has the brand bar, a kicker (what kind of page), the title, a few facts and, where the
 * page has numbers, a drawing made from them (lib/portal/og/drawings.tsx).
 */
export const brand = { deep: '#0b3d21', green: '#115c31', light: '#d6eadc', muted: '#9cc7aa', accent: '#f5c542', white: '#ffffff' } as const;

/** Satori does not wrap and cut long text for us: a title is kept to what three lines hold. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

export interface CardContent {
  kicker: string;
  title: string;
  facts: string[];
  drawing?: ReactNode;
  /** The portal's host, shown at the bottom (the card is often seen away from the page). */
  host: string;
}

export function Card({ kicker, title, facts, drawing, host }: CardContent): ReactElement {
  const heading = shorten(title, drawing ? 70 : 100);
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: brand.deep, color: brand.white, fontFamily: 'Pretendard' }}>
      <div style={{ display: 'flex', flex: 1, flexDirection: 'column', padding: '52px 64px 36px' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
            <div style={{ display: 'flex', width: 22, height: 22, borderRadius: 11, background: brand.accent, marginRight: 14 }} />
            Clubhouse
          </div>
          <div style={{ display: 'flex', fontSize: 26, color: brand.muted, textTransform: 'uppercase', letterSpacing: 2 }}>{shorten(kicker, 40)}</div>
        </div>
        <div style={{ display: 'flex', flex: 1, marginTop: 36 }}>
          <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center', paddingRight: drawing ? 40 : 0 }}>
            <div style={{ display: 'flex', fontSize: heading.length > 45 ? 54 : 68, fontWeight: 700, lineHeight: 1.15 }}>{heading}</div>
            {facts.slice(0, 3).map((fact) => (
              <div key={fact} style={{ display: 'flex', fontSize: 30, color: brand.light, marginTop: 18 }}>
                {shorten(fact, 60)}
              </div>
            ))}
          </div>
          {drawing ? <div style={{ display: 'flex', width: 430, alignItems: 'center', justifyContent: 'center' }}>{drawing}</div> : null}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 64, padding: '0 64px', background: brand.green, fontSize: 24, color: brand.light }}>
        <div style={{ display: 'flex' }}>{host}</div>
        <div style={{ display: 'flex', width: 160, height: 10, borderRadius: 5, background: brand.accent }} />
      </div>
    </div>
  );
}
