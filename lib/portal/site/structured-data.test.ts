import type { LessonDetail } from '@/lib/upstream/operations/event';
import type { StoreDetail } from '@/lib/upstream/operations/store';
import type { NoticeDetail } from '@/lib/upstream/operations/support';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';
import { SWING_CLIPS } from '@/lib/member-api/db/seed/swing-clips';
import { alpha2, toE164 } from './countries';
import { breadcrumbList, jsonLdText, newsArticle, openingHours, organization, sportsActivityLocation, sportsEvent, videoObject, website } from './structured-data';

/**
 * Each type against what Google's rich results require of it (and schema.org's vocabulary, which
 * schema-dts checks when this compiles). A JSON round trip first: what is tested is what the page sends.
 */
const origin = 'https://golf.example';
// Parsed JSON is read loosely here: the assertions say what each property must be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read back from the page's text
type Sent = Record<string, any>;
const sent = <T>(data: T) => JSON.parse(jsonLdText(data as object)) as Sent;
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/golf\.example\//.test(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

const tournament: TournamentCondition = {
  tournamentno: 7, tournamentname: 'Spring Open', tourstatus: '1', tourtype: 1, tourlevel: 2, tourclass: 1, tour_rank_type: 0, playformat: 1,
  shopno: null, shopname: null, coursename: 'Pine Valley', entryfee: 1500, currency: 'USD', entrycnt: 12, entrylimit: 100,
  startdate: '2026-03-31T15:00:00.000Z', enddate: '2026-04-30T15:00:00.000Z', timezone: 'Asia/Seoul', courseno: 3, coursepar: 72, holes: 18, teecolourmen: 2, teecolourwomen: 3,
  wind: 0, greenunit: 'meter', speedunit: 'kmh', greenspeed: 3.2, mulligans: 0, gimme: 0, attemptsallowed: 1, prize: null, description: null, season: 2026,
  hiddenholecnt: 12, hiddenholes: null,
};

const store: StoreDetail = {
  shopno: 4, shopname: 'Clubhouse Gangnam', countrycode: 'KOR', countryname: 'Korea', countryfilter: 'KOR', statename: 'Seoul', city: 'Seoul',
  address: '12 Teheran-ro, Gangnam-gu', phone: '02-555-1234', storetype: 1, simulators: 8, timezone: 'Asia/Seoul', latitude: 37.4979, longitude: 127.0276,
  imagepath: null, postalcode: '06234', hours: { mon: '06:00-02:00', tue: '00:00-24:00', sun: '09:00-24:00' }, openeddate: null, membercnt: 10,
};

const austin: StoreDetail = { ...store, shopno: 5, shopname: 'Clubhouse Austin', countrycode: 'USA', countryname: 'United States', countryfilter: 'USA', statename: 'Texas', city: 'Austin', address: '2 Congress Ave', postalcode: '78701', timezone: 'America/Chicago' };
const venueOf = (venue: StoreDetail) => ({ store: venue, url: `${origin}/findlocation/StoresView/${venue.shopno}` });

const eventFor = (t: TournamentCondition, venues: StoreDetail[]) =>
  sent(
    sportsEvent({
      tournament: t,
      url: `${origin}/tournament/tournamentscheduleview/7`,
      origin,
      image: `${origin}/og/en/tournament/7.png`,
      description: 'A spring tournament.',
      venues: venues.map(venueOf),
      enterUrl: `${origin}/tournament/tournamentscheduleview/7`,
    }),
  );

describe('SportsEvent (a tournament)', () => {
  it('has the name, dates, status, location, offer and organizer Google asks for', () => {
    const event = eventFor(tournament, [store, austin]);
    expect(event['@context']).toBe('https://schema.org');
    expect(event['@type']).toBe('SportsEvent');
    expect(event.name).toBe('Spring Open');
    expect(isDate(event.startDate) && isDate(event.endDate)).toBe(true);
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    // Issue 26 item 18: network-wide, played on the simulators of the network's venues: physical places, offline.
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.location).toHaveLength(2);
    expect(event.location[1]).toMatchObject({ '@type': 'Place', name: 'Clubhouse Austin', address: { addressCountry: 'US', addressLocality: 'Austin' } });
    expect(event.offers).toMatchObject({ '@type': 'Offer', price: '15.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(isUrl(event.offers.url)).toBe(true);
    expect(event.organizer).toMatchObject({ '@type': 'Organization', name: 'Clubhouse' });
    expect(event.image.every(isUrl)).toBe(true);
  });

  it("writes start and end by one rule: the tournament's own zone, with its offset (issue 26 item 2)", () => {
    const event = eventFor(tournament, [store]);
    expect([event.startDate, event.endDate]).toEqual(['2026-04-01T00:00:00+09:00', '2026-05-01T00:00:00+09:00']);
    const atAustin = eventFor({ ...tournament, shopno: 5, timezone: 'America/Chicago' }, [austin]);
    expect([atAustin.startDate, atAustin.endDate]).toEqual(['2026-03-31T10:00:00-05:00', '2026-04-30T10:00:00-05:00']);
    // The same instants as the data's.
    expect(new Date(atAustin.startDate).toISOString()).toBe(tournament.startdate);
  });

  it('says a cancelled tournament is cancelled, and places a venue tournament at its address', () => {
    const event = eventFor({ ...tournament, tourstatus: '4', shopno: 4, shopname: 'Clubhouse Gangnam', entryfee: 15000, currency: 'KRW' }, [store]);
    expect(event.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.location).toMatchObject({ '@type': 'Place', name: 'Clubhouse Gangnam', address: { '@type': 'PostalAddress', addressCountry: 'KR', addressLocality: 'Seoul', streetAddress: '12 Teheran-ro, Gangnam-gu' } });
    // KRW has no minor unit: 15 000 won, not 150.
    expect(event.offers).toMatchObject({ price: '15000', priceCurrency: 'KRW', availability: 'https://schema.org/SoldOut' });
  });
});

describe('SportsActivityLocation (a venue)', () => {
  it('has its address with a two-letter country, geo, an E.164 telephone and opening hours', () => {
    const venue = sent(sportsActivityLocation(store, { url: `${origin}/findlocation/StoresView/4`, image: `${origin}/og/en/venue/4.png`, origin }));
    expect(venue['@type']).toBe('SportsActivityLocation');
    expect(venue.name).toBe('Clubhouse Gangnam');
    expect(venue.address).toEqual({ '@type': 'PostalAddress', streetAddress: '12 Teheran-ro, Gangnam-gu', addressLocality: 'Seoul', addressRegion: 'Seoul', postalCode: '06234', addressCountry: 'KR' });
    expect(venue.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 37.4979, longitude: 127.0276 });
    expect(venue.telephone).toBe('+8225551234');
    expect(venue.telephone).toMatch(/^\+[1-9]\d{6,14}$/);
    expect(venue.openingHoursSpecification).toHaveLength(3);
  });

  it('keeps hours past midnight on the day they start and writes a whole day as 00:00 to 23:59', () => {
    expect(openingHours({ mon: '06:00-02:00', tue: '00:00-24:00', wed: '10:00-24:00', thu: 'closed' })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '06:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '00:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '10:00', closes: '23:59' },
    ]);
  });

  it('writes telephone numbers in E.164 and leaves out what it cannot tell', () => {
    expect(toE164('02-555-1234', 'KOR')).toBe('+8225551234');
    expect(toE164('+971 2 747 6310', 'ARE')).toBe('+97127476310');
    expect(toE164('(212) 555-0147', 'USA')).toBe('+12125550147');
    expect(toE164('020 7946 0958', 'GBR')).toBe('+442079460958');
    expect(toE164('555', 'KOR')).toBeUndefined();
    expect(toE164('1234567', 'XYZ')).toBeUndefined();
    expect(toE164(null, 'KOR')).toBeUndefined();
    expect(alpha2('are')).toBe('AE');
  });
});

describe('NewsArticle (a notice)', () => {
  it('has a headline, image, publication date, author and publisher', () => {
    const notice: NoticeDetail = { noticeno: 3, title: 'Winter hours', pinned: false, views: 5, regdate: '2026-01-05T01:00:00.000Z', contents: '<p>From December.</p>' };
    const article = sent(newsArticle(notice, { url: `${origin}/support/noticeview/3`, image: `${origin}/og/en/notice/3.png`, origin, description: 'From December.', locale: 'en' }));
    expect(article['@type']).toBe('NewsArticle');
    expect(article.headline).toBe('Winter hours');
    expect(article.headline.length).toBeLessThanOrEqual(110);
    expect(isDate(article.datePublished)).toBe(true);
    expect(article.image.every(isUrl)).toBe(true);
    expect(article.author).toMatchObject({ '@type': 'Organization', name: 'Clubhouse' });
    expect(article.publisher).toMatchObject({ '@type': 'Organization', name: 'Clubhouse' });
  });
});

describe('VideoObject (a lesson with its video)', () => {
  it('has name, description, thumbnail, upload date, the file, and the seven stages as key moments', () => {
    const lesson: LessonDetail = {
      lessonno: 9, title: 'Driver fix', player_pk: 1, nickname: 'parmaker', clubtype: 1, posterpath: 'lessons/9.jpg', views: 1, commentcnt: 0,
      regdate: '2026-02-01T00:00:00.000Z', videopath: 'lessons/9.mp4', stagetimes: [0, 1.2, 2.1, 2.6, 2.9, 3.4, 4.1], lessons: {}, prev: null, next: null,
    };
    const stages = ['Address', 'Back Swing', 'Top Swing', 'Down Swing', 'Impact', 'Follow Through', 'Finish'];
    const video = sent(videoObject(lesson, { url: `${origin}/event/netizenlesson/netizenlessonview/9`, contentUrl: `${origin}/storage/lessons/9.mp4`, thumbnailUrl: `${origin}/storage/lessons/9.jpg`, description: 'A swing.', stageNames: stages }));
    expect(video['@type']).toBe('VideoObject');
    expect(video.name).toBe('Driver fix');
    expect(video.description).toBe('A swing.');
    expect(video.thumbnailUrl.every(isUrl)).toBe(true);
    expect(isDate(video.uploadDate)).toBe(true);
    expect(isUrl(video.contentUrl)).toBe(true);
    // A real-speed swing: stages sharing a second make one key moment (the first of them).
    expect((video.hasPart as Sent[]).map((clip) => [clip.name, clip.startOffset])).toEqual([
      ['Address', 0],
      ['Back Swing', 1],
      ['Top Swing', 2],
      ['Follow Through', 3],
      ['Finish', 4],
    ]);
    for (const clip of video.hasPart as Sent[]) {
      expect(clip.endOffset).toBeGreaterThan(clip.startOffset);
      expect(isUrl(clip.url)).toBe(true);
    }
  });

  it("links each key moment with a query parameter on the lesson's own path, every demo clip's moments in distinct seconds (issue 26 item 19)", () => {
    const stages = ['Address', 'Back Swing', 'Top Swing', 'Down Swing', 'Impact', 'Follow Through', 'Finish'];
    for (const clip of SWING_CLIPS) {
      const lesson: LessonDetail = {
        lessonno: 9, title: 'Driver fix', player_pk: 1, nickname: 'parmaker', clubtype: 1, posterpath: clip.posterPath, views: 1, commentcnt: 0,
        regdate: '2026-02-01T00:00:00.000Z', videopath: clip.videoPath, stagetimes: clip.stageTimes, lessons: {}, prev: null, next: null,
      };
      const url = `${origin}/event/netizenlesson/netizenlessonview/9`;
      const video = sent(videoObject(lesson, { url, contentUrl: `${origin}/storage/${clip.videoPath}`, thumbnailUrl: `${origin}/storage/${clip.posterPath}`, description: 'A swing.', stageNames: stages }));
      const parts = video.hasPart as Sent[];
      expect(parts.map((part) => part.url)).toEqual(parts.map((part) => `${url}?t=${part.startOffset}`));
      // Seven moments, seven different seconds, each ending where the next starts, all inside the clip.
      expect(new Set(parts.map((part) => part.startOffset)).size).toBe(7);
      for (const [index, part] of parts.entries()) {
        expect(part.endOffset).toBeGreaterThan(part.startOffset);
        if (index < 6) expect(part.endOffset).toBe(parts[index + 1].startOffset);
      }
      expect(parts[6].endOffset).toBeLessThanOrEqual(Math.ceil(clip.duration) + 1);
    }
  });
});

describe('BreadcrumbList, Organization and WebSite', () => {
  it('numbers the crumbs from 1 with a name and an absolute item each', () => {
    const list = sent(breadcrumbList([{ name: 'Home', url: `${origin}/` }, { name: 'Notices', url: `${origin}/support/notice` }]));
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Notices', item: `${origin}/support/notice` },
    ]);
  });

  it('names the organisation with its logo and the site with its language', () => {
    const org = sent(organization(origin, ['https://www.youtube.com/@clubhousegolf']));
    // Issue 26 item 22: a raster logo (Google takes no SVG), and one WebSite with its Korean name as alternate name.
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Clubhouse', url: `${origin}/`, logo: { '@type': 'ImageObject', url: `${origin}/logo.png` }, sameAs: ['https://www.youtube.com/@clubhousegolf'] });
    expect(sent(website(origin, { name: 'Clubhouse', alternateName: ['클럽하우스'] }, ['en', 'ko'], '설명'))).toMatchObject({
      '@type': 'WebSite',
      name: 'Clubhouse',
      alternateName: ['클럽하우스'],
      url: `${origin}/`,
      inLanguage: ['en', 'ko'],
    });
  });

  it('cannot be closed early by text in the data', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
