/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { ConsoleError } from './console-error';

/**
 * The console's error screen (app/admin/[locale]/error.tsx) against security requirement 24: what a
 * console page shows when its render throws is generic, in the console's language, with the digest as
 * the reference, never the error's own text (a stack, a query, a path).
 */
function renderError(locale: 'en' | 'ko', error: Error & { digest?: string }, reset = jest.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={{ admin: (locale === 'en' ? en : ko).admin }} onError={(e) => { throw e; }}>
      <ConsoleError error={error} reset={reset} />
    </NextIntlClientProvider>,
  );
  return reset;
}

describe('ConsoleError', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['en', 'This console page could not be shown', 'Reference: 2947185031', 'Try again'],
    ['ko', '콘솔 페이지를 표시할 수 없습니다', '참조 번호: 2947185031', '다시 시도'],
  ] as const)('ASVS 16.5.1 (req. 24, %s): a generic message and the digest, never the error text; it retries on request', async (locale, title, reference, retry) => {
    const secret = 'Failed query: select "token_hash" from "staff_sessions" at resolveStaffSession (/work/lib/portal/staff/sessions.ts:52:17)';
    const reset = renderError(locale, Object.assign(new Error(secret), { digest: '2947185031' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(reference)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/staff_sessions|Failed query|sessions\.ts|select/i);
    await userEvent.setup().click(screen.getByRole('button', { name: retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('without a digest it shows no reference line', () => {
    renderError('en', new Error('boom'));
    expect(screen.queryByText(/Reference/)).toBeNull();
    expect(document.body).not.toHaveTextContent('boom');
  });
});
