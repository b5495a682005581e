/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { MEMBER_API_UNAVAILABLE } from '@/lib/upstream/errors';
import { ROUTE_ERROR_SECTIONS, RouteError, type RouteErrorSection } from './route-error';

// The localised Link reads the App Router's hooks, which only a running Next app provides.
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}));

function renderError(locale: 'en' | 'ko', section: RouteErrorSection, error: unknown = new Error('boom'), retry = jest.fn()) {
  const messages = locale === 'en' ? en : ko;
  render(
    <NextIntlClientProvider locale={locale} messages={{ common: { routeError: messages.common.routeError } }}>
      <RouteError error={error} retry={retry} section={section} />
    </NextIntlClientProvider>,
  );
  return retry;
}

describe('RouteError', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says what happened without the error text, retries on request and leads back to the section', async () => {
    const retry = renderError('en', 'tournament', Object.assign(new Error('secret stack detail'), { digest: '1234567' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('alert')).not.toHaveTextContent('secret stack detail');
    expect(screen.getByText('Reference: 1234567')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the tournament schedule' })).toHaveAttribute('href', '/tournament/tournamentschedule');
  });

  it.each([
    ['en', 'This page is taking a short break', 'not answering right now', 'Try again'],
    ['ko', '잠시 이 페이지를 표시할 수 없습니다', '응답하지 않습니다', '다시 시도'],
  ] as const)('tells a member-API outage (%s) from a bug by its digest, with a retry and no reference', async (locale, title, body, retryName) => {
    const retry = renderError(locale, 'support', Object.assign(new Error('An error occurred in the Server Components render.'), { digest: MEMBER_API_UNAVAILABLE }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('alert')).toHaveTextContent(body);
    expect(screen.queryByText(/Reference|참조 번호/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: retryName }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has a translated way back for every section, in both languages', () => {
    for (const locale of ['en', 'ko'] as const) {
      for (const section of Object.keys(ROUTE_ERROR_SECTIONS) as RouteErrorSection[]) {
        const { unmount } = render(
          <NextIntlClientProvider locale={locale} messages={{ common: { routeError: (locale === 'en' ? en : ko).common.routeError } }} onError={(error) => { throw error; }}>
            <RouteError error={new Error('x')} retry={() => undefined} section={section} />
          </NextIntlClientProvider>,
        );
        expect(screen.getByRole('link')).toHaveTextContent(/\S/);
        unmount();
      }
    }
  });
});
