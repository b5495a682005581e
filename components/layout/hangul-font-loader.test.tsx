/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { HANGUL_CSS, needsHangulFaces } from './hangul-font';
import { HangulFontLoader } from './hangul-font-loader';

describe('needsHangulFaces', () => {
  it('is false for English text and the language switch ("한국어", in the Latin subset)', () => {
    expect(needsHangulFaces('Venue leaderboard · 한국어')).toBe(false);
  });

  it('is true for any other Korean text', () => {
    expect(needsHangulFaces('Leaders: 김민준')).toBe(true);
    expect(needsHangulFaces('클럽하우스')).toBe(true);
  });
});

describe('HangulFontLoader on an English page (issue 26 item 15)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const hangulLinks = () => document.head.querySelectorAll(`link[href="${HANGUL_CSS}"]`).length;

  it('links the Hangul faces when the page shows Korean text', () => {
    render(
      <>
        <p>Winner: 박서연</p>
        <HangulFontLoader />
      </>,
    );
    expect(hangulLinks()).toBe(1);
  });

  it('does not count Korean inside scripts (JSON-LD, Next flight data), which nobody sees', () => {
    render(
      <>
        <script type="application/ld+json">{'{"alternateName":["클럽하우스"]}'}</script>
        <p>Clubhouse</p>
        <HangulFontLoader />
      </>,
    );
    expect(hangulLinks()).toBe(0);
  });

  it('leaves an English-only page with the Latin face alone, and links them once Korean text arrives', async () => {
    jest.useFakeTimers();
    try {
      render(
        <>
          <p id="island">Loading…</p>
          <HangulFontLoader />
        </>,
      );
      expect(hangulLinks()).toBe(0);
      await act(async () => {
        document.getElementById('island')!.textContent = 'Best round: 이도윤';
        await Promise.resolve();
        jest.runAllTimers();
      });
      expect(hangulLinks()).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
