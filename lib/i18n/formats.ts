import type { Formats } from 'next-intl';

/** The network's reference zone: dates render the same on the server and in the browser. */
export const timeZone = process.env.NEXT_PUBLIC_NETWORK_TIMEZONE || 'Asia/Seoul';

export const formats = {
  number: {
    integer: { maximumFractionDigits: 0 },
    decimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
} satisfies Formats;
