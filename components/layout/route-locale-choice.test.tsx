/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RouteLocaleChoice } from './route-locale-choice';

// The route's params as the App Router gives them (only a running Next app has its context).
let params: Record<string, string> | null = {};
jest.mock('next/navigation', () => ({ useParams: () => params }));

const versions = { en: <h1>We can&apos;t find that page</h1>, ko: <h1>페이지를 찾을 수 없습니다</h1> };

describe('RouteLocaleChoice', () => {
  it("shows the version of the route's [locale] segment", () => {
    params = { locale: 'ko', id: '999999' };
    render(<RouteLocaleChoice versions={versions} />);
    expect(screen.getByRole('heading').textContent).toBe('페이지를 찾을 수 없습니다');
  });

  it('shows the default language for English, an unknown locale or no params', () => {
    for (const each of [{ locale: 'en' }, { locale: 'fr' }, {}, null] as (Record<string, string> | null)[]) {
      params = each;
      const { unmount } = render(<RouteLocaleChoice versions={versions} />);
      expect(screen.getByRole('heading').textContent).toBe("We can't find that page");
      unmount();
    }
  });
});
