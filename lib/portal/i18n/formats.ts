import type { Formats } from 'next-intl';

export const formats = {
  number: {
    integer: { maximumFractionDigits: 0 },
    decimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
} satisfies Formats;
