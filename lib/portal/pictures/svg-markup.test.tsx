/** @jest-environment jsdom */
import { CourseHero } from '@/components/course/course-hero';
import { VenuePicture } from '@/components/store/venue-picture';
import { TournamentPoster } from '@/components/tournament/tournament-poster';
import type { CourseHole } from '@/lib/upstream/operations/course';
import { svgMarkup } from './svg-markup';

describe('svgMarkup', () => {
  it('writes SVG attributes as SVG spells them, escapes text, and gives the document its namespace and size', () => {
    const markup = svgMarkup(
      <svg viewBox="0 0 640 360" aria-hidden="true" className="w-full">
        <>
          <rect width="640" height="360" strokeWidth={2} fill="url(#sky)" />
          {null}
          {false}
          {[<circle key="a" cx="1" cy="2" r="3" />]}
        </>
        <text textAnchor="middle" fontSize="10" data-label={'a "b"'}>
          {'<Tom & Jerry>'}
        </text>
        <linearGradient id="sky" gradientUnits="userSpaceOnUse" />
      </svg>,
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, \'Noto Sans\', Arial, sans-serif" viewBox="0 0 640 360" aria-hidden="true" class="w-full">' +
        '<rect width="640" height="360" stroke-width="2" fill="url(#sky)"/><circle cx="1" cy="2" r="3"/>' +
        '<text text-anchor="middle" font-size="10" data-label="a &quot;b&quot;">&lt;Tom &amp; Jerry&gt;</text>' +
        '<linearGradient id="sky" gradientUnits="userSpaceOnUse"/></svg>',
    );
  });

  it('draws the portal’s own pictures, function components and all, as well-formed SVG', () => {
    const holes: CourseHole[] = Array.from({ length: 18 }, (_, i) => ({ holeno: i + 1, par: [4, 3, 5][i % 3], strokeindex: i + 1, distanceblue: 380, distancewhite: 360, distancered: 320, distanceyellow: 340, dogleg: (i % 3) - 1, hazards: [] }));
    const facts = { tournamentno: 7, tourstatus: '3', tourclass: 2, entrycnt: 120, season: 2026, coursepar: 72, holes: 18, coursename: 'Test links' };
    const poster = svgMarkup(<TournamentPoster tournament={facts} course={holes} />);
    expect(poster).toContain('>2026</text>');
    expect(poster).toContain('<stop offset="0" stop-color="#312e81"/>');
    const venue = svgMarkup(<VenuePicture simulators={3} storetype={1} latitude={37.5} />);
    expect(venue.match(/<g>/g)).toHaveLength(3);
    const hero = svgMarkup(<CourseHero holes={holes} name="Test links" label="Test links, 18 holes" />);
    expect(hero).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="960" height="400" font-family="[^"]+" viewBox="0 0 960 400" role="img" aria-label="Test links, 18 holes"/);
    expect(hero).toContain('>18</text>');
    // Each parses as XML, which an <img> of it needs.
    for (const svg of [poster, venue, hero]) {
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    }
  });

  it('draws a tournament poster from its own course (issue 26 item 14), and a generic one when the course cannot be read', () => {
    const course = (par: number[], length: number): CourseHole[] =>
      par.map((p, i) => ({ holeno: i + 1, par: p, strokeindex: i + 1, distanceblue: length + 20, distancewhite: length, distancered: length - 40, distanceyellow: length - 20, dogleg: (i % 3) - 1, hazards: [] }));
    const facts = { tournamentno: 3, tourstatus: '2', tourclass: 1, entrycnt: 30, season: 2026, coursepar: 36, holes: 9, coursename: 'Pine Links' };
    const links = svgMarkup(<TournamentPoster tournament={facts} course={course([4, 4, 3, 5, 4, 4, 3, 5, 4], 360)} />);
    const parkland = svgMarkup(<TournamentPoster tournament={facts} course={course([5, 3, 4, 4, 5, 3, 4, 4, 4], 420)} />);
    // Nine greens, each with its flag; the fairways follow the course's own lengths, so two courses differ.
    expect(links).toContain('data-poster-course="routed"');
    expect(links.match(/fill="#dc2626"/g)).toHaveLength(9);
    expect(links).not.toEqual(parkland);
    const generic = svgMarkup(<TournamentPoster tournament={facts} course={null} />);
    expect(generic).toContain('data-poster-course="generic"');
    expect(generic.match(/fill="#dc2626"/g)).toHaveLength(1);
  });

  it('refuses what it cannot write', () => {
    expect(() => svgMarkup(<div />)).toThrow('must draw an <svg>');
  });
});
