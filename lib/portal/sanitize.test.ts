import { richTextOrPlain, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('drops scripts, styles and frames together with their content', () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event-handler and style attributes', () => {
    const out = sanitizeRichText('<p onclick="alert(1)" style="color:red">x</p><img src="https://a.test/i.png" onerror="alert(1)" alt="i">');
    expect(out).not.toMatch(/onclick|onerror|style=/);
    expect(out).toContain('<img src="https://a.test/i.png" alt="i" />');
  });

  it('keeps http(s) and mailto links, with rel noopener noreferrer nofollow', () => {
    const out = sanitizeRichText('<a href="https://clubhouse.example/x">a</a> <a href="mailto:help@clubhouse.example">m</a>');
    expect(out).toBe(
      '<a href="https://clubhouse.example/x" rel="noopener noreferrer nofollow">a</a> <a href="mailto:help@clubhouse.example" rel="noopener noreferrer nofollow">m</a>',
    );
  });

  it('leaves links to the portal itself followable: site paths and its own origin, not look-alikes', () => {
    const out = sanitizeRichText(
      '<a href="/support/noticeview/3" rel="nofollow">n</a> <a href="https://golf.example/ko/tournament">t</a> <a href="https://golf.example.evil.test/">e</a> <a href="//evil.test/">p</a>',
      'https://golf.example',
    );
    expect(out).toBe(
      '<a href="/support/noticeview/3">n</a> <a href="https://golf.example/ko/tournament">t</a> <a href="https://golf.example.evil.test/" rel="noopener noreferrer nofollow">e</a> <a rel="noopener noreferrer nofollow">p</a>',
    );
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x'])(
    'strips a %s link target',
    (href) => {
      const out = sanitizeRichText(`<a href="${href}">click</a>`);
      expect(out).not.toMatch(/href=/);
      expect(out).toContain('click');
    },
  );

  it('refuses data: and javascript: image sources', () => {
    expect(sanitizeRichText('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">')).not.toMatch(/src=/);
  });

  it('turns a top-level heading into a section heading', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('richTextOrPlain', () => {
  it('escapes plain text and keeps its line breaks', () => {
    expect(richTextOrPlain('a < b\nline two')).toBe('a &lt; b<br>line two');
  });

  it('sanitises text that carries markup', () => {
    expect(richTextOrPlain('<p>x</p><script>y</script>')).toBe('<p>x</p>');
  });
});
