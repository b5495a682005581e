const ZONE_FORMAT_OPTIONS = {
  longOffset: { timeZoneName: 'longOffset' },
  shortOffset: { timeZoneName: 'shortOffset' },
  wallClock: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  weekdayClock: { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Formatters kept per zone and purpose: building an Intl.DateTimeFormat costs far more than formatting
 * with one. In a profile of 200 members on MyZone, building utcOffset's for every session check was
 * the server's largest single cost (9.6 % of its time). Zones are IANA names; the bound keeps case
 * variants of them ("asia/seoul") from growing the map without end.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const ZONE_FORMATS_KEPT = 2_000;

/** The en-US formatter of a zone for one purpose (throws a RangeError for an unknown zone). */
export function zoneFormat(timeZone: string, purpose: keyof typeof ZONE_FORMAT_OPTIONS): Intl.DateTimeFormat {
  const key = `${purpose} ${timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...ZONE_FORMAT_OPTIONS[purpose] });
    if (zoneFormats.size >= ZONE_FORMATS_KEPT) zoneFormats.clear();
    zoneFormats.set(key, format);
  }
  return format;
}

/**
 * Offsets found, per zone and minute: a zone's offset changes only at a transition, and transitions
 * fall on whole minutes. formatToParts was 2.9 % of the server's main thread under 200 members on
 * MyZone (the session check before every kept copy states the member's offset). Bounded as above.
 */
const offsetsByMinute = new Map<string, string>();
const MINUTE_MS = 60_000;

/** "+09:00" for a zone at a moment (daylight saving included), from the platform's own zone data. */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  const key = `${Math.floor(at.getTime() / MINUTE_MS)} ${timeZone}`;
  const known = offsetsByMinute.get(key);
  if (known !== undefined) return known;
  const part = zoneFormat(timeZone, 'longOffset')
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT" alone means UTC; otherwise "GMT+09:00" / "GMT-03:30".
  const offset = part?.replace('GMT', '') || '+00:00';
  if (offsetsByMinute.size >= ZONE_FORMATS_KEPT) offsetsByMinute.clear();
  offsetsByMinute.set(key, offset);
  return offset;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "GMT+9", "GMT-3:30", "UTC": the label written beside every time shown (issue 26 item 1). */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const part = zoneFormat(timeZone, 'shortOffset')
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return !part || /^GMT([+-]0)?$/.test(part) ? 'UTC' : part;
}

/** The wall-clock fields of an instant in a zone (24-hour clock), from the platform's zone data. */
function wallClock(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = zoneFormat(timeZone, 'wallClock').formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/**
 * An instant as ISO 8601 in a zone's local time with its offset ("2026-11-27T00:00:00+09:00"): what
 * structured data says for a time that belongs to a place (a tournament at its venue).
 */
export function zonedIsoString(value: Date | string, timeZone: string): string {
  const at = new Date(value);
  const { year, month, day, hour, minute, second } = wallClock(at, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${utcOffset(timeZone, at)}`;
}

/**
 * The portal's one way of writing a moment (spec §9: year.month.day hour:minute), in the zone it
 * belongs to and labelled with it: "2026.11.27 21:09 GMT+9". Instants of the member's own (a payment,
 * a session) are in the member's zone; times bound to a venue (a tournament there) in the venue's.
 * No date library: client islands (the pay dialog) use it too.
 */
export function formatZonedDateTime(value: Date | string, timeZone: string): string {
  const at = new Date(value);
  const { year, month, day, hour, minute } = wallClock(at, timeZone);
  return `${year}.${month}.${day} ${hour}:${minute} ${zoneLabel(timeZone, at)}`;
}
