/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { MEMBER_API_UNAVAILABLE } from '@/lib/upstream/errors';
import { LazyRouteError } from './lazy-route-error';
import { RouteError, sectionOfPath } from './route-error';
import { ROUTE_ERROR_SECTIONS, routeErrorTexts, type RouteErrorSection } from './route-error-sections';
import { RouteErrorTextsProvider } from './route-error-texts';

/** The texts as the site layout builds them, translated from the messages file (onError: a missing key fails). */
function texts(locale: 'en' | 'ko') {
  const t = createTranslator({
    locale,
    messages: locale === 'en' ? en : ko,
    namespace: 'common.routeError',
    onError: (error) => {
      throw error;
    },
  });
  return routeErrorTexts((key, values) => t(key as never, values as never), locale, 'Loading…');
}

function renderError(locale: 'en' | 'ko', section: RouteErrorSection, error: unknown = new Error('boom'), retry = jest.fn()) {
  render(
    <RouteErrorTextsProvider texts={texts(locale)}>
      <RouteError error={error} retry={retry} section={section} />
    </RouteErrorTextsProvider>,
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
          <RouteErrorTextsProvider texts={texts(locale)}>
            <RouteError error={new Error('x')} retry={() => undefined} section={section} />
          </RouteErrorTextsProvider>,
        );
        expect(screen.getByRole('link')).toHaveTextContent(/\S/);
        expect(screen.getByRole('link')).toHaveAttribute('href', locale === 'en' ? ROUTE_ERROR_SECTIONS[section] : `/ko${ROUTE_ERROR_SECTIONS[section]}`.replace(/\/$/, ''));
        unmount();
      }
    }
  });
});

describe('sectionOfPath', () => {
  it.each([
    ['/', 'site'],
    ['/ko', 'site'],
    ['/privacy', 'site'],
    ['/tournament/tournamentscheduleview/1/ranking', 'tournament'],
    ['/ko/halloffame/pointleaderboard', 'halloffame'],
    ['/event/minigameranking/3', 'event'],
    ['/golfcourse/courseView/12', 'golfcourse'],
    ['/ko/findlocation/StoresView/58', 'findlocation'],
    ['/support/noticeview/40', 'support'],
    ['/membership/mysummary', 'membership'],
    ['/site', 'site'],
    ['/constructor/x', 'site'],
    [null, 'site'],
  ] as const)('reads %s as the %s section', (pathname, section) => {
    expect(sectionOfPath(pathname, ROUTE_ERROR_SECTIONS)).toBe(section);
  });
});

describe('LazyRouteError (what the error.tsx boundaries render)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the error screen when a page fails and passes it the error and the retry', async () => {
    const retry = jest.fn();
    render(
      <RouteErrorTextsProvider texts={texts('en')}>
        <LazyRouteError error={Object.assign(new Error('boom'), { digest: '7654321' })} retry={retry} />
      </RouteErrorTextsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This page could not be shown');
    expect(screen.getByText('Reference: 7654321')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
