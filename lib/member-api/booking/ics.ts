/**
 * A booking as an iCalendar file (RFC 5545) for the confirmation mail. The event's start and end are
 * written in UTC ("…Z"), the one form every calendar reads as the same instant without a VTIMEZONE
 * block; the venue's own clock and zone are stated in the description, and X-WR-TIMEZONE names the
 * zone for calendars that show it. The UID is the booking's, so a changed booking's new file (a
 * higher SEQUENCE) replaces the old event, and a cancellation (METHOD:CANCEL) removes it.
 */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  timeZone: string;
  url?: string;
  cancelled?: boolean;
  stamp?: Date;
}

const utc = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space (§3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clubhouse//Bay booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    `X-WR-TIMEZONE:${event.timeZone}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(event.cancelled
      ? []
      : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(event.summary)}`, 'TRIGGER:-PT1H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
