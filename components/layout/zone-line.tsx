'use client';

import { useSessionState } from './session-state';

export interface ZoneKind {
  abbr: string;
  title: string;
}

interface Props {
  standard: ZoneKind;
  connect: ZoneKind;
  /** The network's standard zone, rendered into the cached page; null when the member API failed. */
  networkZone: { name: string; offset: string } | null;
  /** The message `footer.zone.line` as written, with {name} and {offset} to fill in. */
  line: string;
}

/**
 * The footer's zone line (spec §1): ST with the network's zone as every visitor sees it (the cached
 * page), CT (connected time) with the member's own zone once the session state says who is there.
 */
export function ZoneLine({ standard, connect, networkZone, line }: Props) {
  const session = useSessionState();
  const own = session?.loggedIn ? session.zone : undefined;
  const zone = own ?? networkZone;
  if (!zone) return null;
  const kind = own ? connect : standard;
  return (
    <p data-testid="timezone-line" className="text-sm text-white/80">
      <abbr title={kind.title} className="mr-2 font-bold no-underline">
        {kind.abbr}
      </abbr>{' '}
      {line.replace('{name}', zone.name).replace('{offset}', zone.offset)}
      {/* Spelled out, not only on hover: "CT" alone reads as US Central Time. */}
      <span className="ml-1 text-white/65">· {kind.title}</span>
    </p>
  );
}
