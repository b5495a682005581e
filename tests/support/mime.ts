/**
 * The parts of a MIME message as received (multipart nested any deep), each with its headers and its
 * body decoded (base64 or quoted-printable): enough for a test to read a mail's .ics or QR image.
 */
export interface MimePart {
  contentType: string;
  filename: string | undefined;
  headers: string;
  body: Buffer;
}

function decode(body: string, headers: string): Buffer {
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(text[i]));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1].trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  return [{ contentType, filename, headers, body: decode(body, headers) }];
}
