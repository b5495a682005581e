#!/usr/bin/python3
"""Builds the Latin face of Pretendard and splits Pretendard's faces between two stylesheets.

Why: Pretendard's dynamic subsets put the Latin letters in subset 91 but scatter the rest of what an
English page prints over Korean subsets of ~25 KB each: `$ @ + _ ©` in 81/87/88, `€ ₩` in 75, `‹ ›` in 78,
and the language switch's "한국어" in 89 and 90. An English page fetched six of them (~140 KB) before its
first paint for a dozen glyphs. This script subsets the full variable font to one Latin face: subset
91's characters plus Basic Latin, Latin-1, general punctuation, the currency signs and arrows the portal
prints, and "한국어"; then it removes those code points from the other faces' unicode-range, so each
code point has exactly one face and an English page needs only this one file.

The Latin face goes into app/pretendard.css (in every page's render-blocking CSS); the 91 Hangul faces
(54 KB of @font-face rules, 12.9 KB gzipped, half of that CSS) into public/fonts/pretendard/hangul.css,
which only Korean pages link (app/[locale]/layout.tsx). Hangul in an English page's data falls back to
the system's Korean font (the stack in globals.css).

Run by hand when Pretendard is updated (not part of the build):
  apt-get install -y python3-fonttools python3-brotli
  npm pack pretendard@1.3.9 && tar xzf pretendard-1.3.9.tgz
  /usr/bin/python3 scripts/fonts/pretendard-latin.py package/dist/web/variable
"""
import os
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CSS_OUT = os.path.join(ROOT, 'app', 'pretendard.css')
HANGUL_CSS_OUT = os.path.join(ROOT, 'public', 'fonts', 'pretendard', 'hangul.css')
FONT_DIR = os.path.join(ROOT, 'public', 'fonts', 'pretendard')
LATIN_FILE = 'PretendardVariable.latin.woff2'
LATIN_SUBSET = 91

EXTRA_RANGES = [
    (0x20, 0x7E),      # Basic Latin
    (0xA0, 0xFF),      # Latin-1 supplement: © ® ° ± × ÷ and accented letters
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    (0x2030, 0x203A),  # per mille, primes, ‹ ›
    (0x20A9, 0x20A9),  # ₩
    (0x20AC, 0x20AC),  # €
    (0x2122, 0x2122),  # ™
    (0x2190, 0x2193),  # arrows
    (0x2212, 0x2212),  # minus sign
]
EXTRA_TEXT = '한국어'  # the language switch on every English page


def parse_ranges(text):
    ranges = []
    for part in text.split(','):
        bounds = part.strip()[2:].split('-')
        start = int(bounds[0], 16)
        ranges.append((start, int(bounds[1], 16) if len(bounds) > 1 else start))
    return ranges


def to_css_ranges(points):
    points = sorted(points)
    out, start, prev = [], None, None
    for point in points:
        if start is None:
            start = prev = point
        elif point == prev + 1:
            prev = point
        else:
            out.append((start, prev))
            start = prev = point
    if start is not None:
        out.append((start, prev))
    return ', '.join(f'U+{a:x}' if a == b else f'U+{a:x}-{b:x}' for a, b in out)


def main(source_dir):
    css = open(os.path.join(source_dir, 'pretendardvariable-dynamic-subset.css'), encoding='utf8').read()
    # The portal's family name (globals.css) and where the files are served from.
    css = css.replace("'Pretendard Variable'", "'Pretendard'").replace('url(./woff2-dynamic-subset/', 'url(/fonts/pretendard/')
    header = css[: css.index('/* [0] */')]
    faces = [(int(m.group(1)), m.group(0), parse_ranges(m.group(2)))
             for m in re.finditer(r'/\* \[(\d+)\] \*/\s*@font-face\s*{[^}]*?unicode-range:\s*([^;]+);\s*}', css)]
    full = TTFont(os.path.join(source_dir, 'woff2', 'PretendardVariable.woff2'))
    in_font = set(full.getBestCmap())

    wanted = {p for a, b in EXTRA_RANGES for p in range(a, b + 1)} | {ord(c) for c in EXTRA_TEXT}
    for number, _, ranges in faces:
        if number == LATIN_SUBSET:
            wanted |= {p for a, b in ranges for p in range(a, b + 1)}
    latin = wanted & in_font

    options = subset.Options()
    options.flavor = 'woff2'
    # The shaping features a browser applies by default, plus tabular figures (Tailwind's tabular-nums,
    # used by every score column); the stylistic sets and alternates the portal never asks for would
    # add 13 KB.
    options.layout_features = options.layout_features + ['tnum']
    options.name_IDs = ['*']
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(latin))
    subsetter.subset(full)
    full.save(os.path.join(FONT_DIR, LATIN_FILE))

    latin_block = f"""/* Latin: every page (scripts/fonts/pretendard-latin.py) */
@font-face {{
\tfont-family: 'Pretendard';
\tfont-style: normal;
\tfont-display: swap;
\tfont-weight: 45 920;
\tsrc: url(/fonts/pretendard/{LATIN_FILE}) format('woff2-variations');
\tunicode-range: {to_css_ranges(latin)};
}}
"""
    blocks = []
    for number, block, ranges in faces:
        rest = {p for a, b in ranges for p in range(a, b + 1)} - latin
        stale = os.path.join(FONT_DIR, f'PretendardVariable.subset.{number}.woff2')
        if not rest:
            if os.path.exists(stale):
                os.remove(stale)
            continue
        blocks.append(re.sub(r'unicode-range:\s*[^;]+;', f'unicode-range: {to_css_ranges(rest)};', block) + '\n')
    open(CSS_OUT, 'w', encoding='utf8').write(header + latin_block)
    open(HANGUL_CSS_OUT, 'w', encoding='utf8').write(header + '/* Hangul: Korean pages (scripts/fonts/pretendard-latin.py) */\n' + '\n'.join(blocks))
    print(f'{LATIN_FILE}: {len(latin)} code points, {os.path.getsize(os.path.join(FONT_DIR, LATIN_FILE))} bytes; {len(blocks)} Hangul faces')


if __name__ == '__main__':
    main(sys.argv[1])
