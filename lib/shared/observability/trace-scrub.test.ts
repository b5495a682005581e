import { ScrubSpanProcessor } from './trace-scrub';

describe('spans leave without query strings or e-mail addresses (issue 25 item 8)', () => {
  it('cuts them from string and list attributes and from the name, and leaves the rest', () => {
    const span = {
      name: 'GET /en/support/notice?searchname=kim',
      attributes: {
        'http.target': '/en/support/notice?searchname=kim&pageno=2',
        'http.url': 'http://localhost:3000/en/support/notice?searchname=kim',
        'next.route': '/[locale]/support/notice/[query]',
        'http.status_code': 200,
        'mail.to': ['lee@example.com', 3],
      } as Record<string, unknown>,
    };
    new ScrubSpanProcessor().onEnd(span);
    expect(span.name).toBe('GET /en/support/notice?[query]');
    expect(span.attributes).toEqual({
      'http.target': '/en/support/notice?[query]',
      'http.url': 'http://localhost:3000/en/support/notice?[query]',
      'next.route': '/[locale]/support/notice/[query]',
      'http.status_code': 200,
      'mail.to': ['[email]', 3],
    });
  });
});
