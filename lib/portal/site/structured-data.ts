import type { BreadcrumbList, Clip, NewsArticle, OpeningHoursSpecification, Organization, SportsActivityLocation, SportsEvent, VideoObject, WebSite, WithContext } from 'schema-dts';
import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import type { StoreDetail } from '@/lib/upstream/operations/store';
import type { NoticeDetail } from '@/lib/upstream/operations/support';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';
import type { LessonDetail } from '@/lib/upstream/operations/event';
import { zonedIsoString } from '@/lib/shared/domain/timezone';
import { alpha2, toE164 } from './countries';

/**
 * Structured data (JSON-LD) for Google's rich results, built from the same data the page shows.
 * schema-dts types each object against schema.org's vocabulary at compile time; structured-data.test.ts
 * checks the properties Google requires for each rich result. Absolute URLs: `origin` is APP_URL.
 */

const context = 'https://schema.org' as const;

/**
 * The logo search engines show: a raster image (Google takes no SVG for a logo), square, 512 px,
 * drawn from public/favicon.svg.
 */
export const LOGO_PATH = '/logo.png';
const logo = (origin: string) => ({ '@type': 'ImageObject' as const, url: `${origin}${LOGO_PATH}`, width: '512', height: '512' });

/** The portal's organisation: the organizer of its tournaments and the publisher of its notices. */
export function organization(origin: string, sameAs: readonly string[] = []): WithContext<Organization> {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: 'Clubhouse',
    url: `${origin}/`,
    logo: logo(origin),
    ...(sameAs.length ? { sameAs: [...sameAs] } : {}),
  };
}

/**
 * The site, the same entity on both language homes: its name, its Korean name as the alternate name
 * (Google's site names), the domain's home as its URL (the Korean home, /ko, is a page of the site,
 * not another site) and both languages.
 */
export function website(origin: string, names: { name: string; alternateName: string[] }, languages: readonly string[], description: string): WithContext<WebSite> {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: names.name,
    alternateName: names.alternateName,
    url: `${origin}/`,
    inLanguage: [...languages],
    description,
    publisher: { '@id': `${origin}/#organization` },
  };
}

export function breadcrumbList(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** A fee in minor units as schema.org's decimal price ("15000", "12.50"). */
function price(minorUnits: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minorUnits / 10 ** digits).toFixed(digits);
}

const eventStatus: Record<string, 'https://schema.org/EventScheduled' | 'https://schema.org/EventCancelled'> = {
  [TOURNAMENT_STATUS.cancelled]: 'https://schema.org/EventCancelled',
};

/** A venue as a Place with its postal address (for a tournament's location). */
type PlaceFacts = Pick<StoreDetail, 'shopname' | 'address' | 'city' | 'countrycode' | 'latitude' | 'longitude'> & Partial<Pick<StoreDetail, 'statename' | 'postalcode'>>;

function place(store: PlaceFacts, url: string) {
  const country = alpha2(store.countrycode);
  return {
    '@type': 'Place' as const,
    name: store.shopname,
    url,
    address: {
      '@type': 'PostalAddress' as const,
      streetAddress: store.address,
      addressLocality: store.city,
      ...(store.statename ? { addressRegion: store.statename } : {}),
      ...(store.postalcode ? { postalCode: store.postalcode } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
    geo: { '@type': 'GeoCoordinates' as const, latitude: store.latitude, longitude: store.longitude },
  };
}

/**
 * A tournament. Every tournament is played on venues' simulators, so its location is physical
 * (offline attendance): a venue's own tournament at that venue, a network-wide championship at every
 * venue of the network (issue 26 item 18), each a Place with its address. Its start and end are the
 * tournament's moments written in its own zone with the offset (the venue's, or the network's for a
 * network-wide one: issue 26 item 2), by the same rule the page shows them.
 */
export function sportsEvent(options: {
  tournament: TournamentCondition;
  url: string;
  origin: string;
  image: string;
  description: string;
  /** The venue of a venue's own tournament; every venue of the network for a network-wide one. */
  venues: { store: PlaceFacts; url: string }[];
  /** The page where a member enters (the tournament itself), for the offer. */
  enterUrl: string;
}): WithContext<SportsEvent> {
  const { tournament } = options;
  const places = options.venues.map((venue) => place(venue.store, venue.url));
  const when = (instant: string) => zonedIsoString(instant, tournament.timezone);
  return {
    '@context': context,
    '@type': 'SportsEvent',
    name: tournament.tournamentname,
    description: options.description,
    url: options.url,
    image: [options.image],
    sport: 'Golf',
    startDate: when(tournament.startdate),
    endDate: when(tournament.enddate),
    eventStatus: eventStatus[tournament.tourstatus] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: places.length === 1 ? places[0] : places,
    organizer: { '@type': 'Organization', '@id': `${options.origin}/#organization`, name: 'Clubhouse', url: `${options.origin}/` },
    offers: {
      '@type': 'Offer',
      url: options.enterUrl,
      price: price(tournament.entryfee, tournament.currency),
      priceCurrency: tournament.currency,
      availability: tournament.tourstatus === TOURNAMENT_STATUS.ready || tournament.tourstatus === TOURNAMENT_STATUS.playing ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validFrom: when(tournament.startdate),
    },
    ...(tournament.entrylimit ? { maximumAttendeeCapacity: tournament.entrylimit } : {}),
  };
}

const days = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

/**
 * Opening hours as stored ("09:00-24:00", "06:00-02:00") to schema.org's specification, the way
 * Google reads it: a day open round the clock opens 00:00 and closes 23:59; closing at midnight is
 * 23:59; hours past midnight keep one entry on the day they start, closing earlier than they open
 * ("18:00" to "03:00"), rather than a second entry on the next day.
 */
export function openingHours(hours: Record<string, string>): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = [];
  for (const [key, day] of Object.entries(days)) {
    const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(hours[key] ?? '');
    if (!match) continue;
    const opens = `${match[1]}:${match[2]}`;
    let closes = `${match[3]}:${match[4]}`;
    if (closes === '24:00' || (opens === '00:00' && closes === '00:00')) closes = '23:59';
    specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes });
  }
  return specs;
}

export function sportsActivityLocation(store: StoreDetail, options: { url: string; image: string; origin: string }): WithContext<SportsActivityLocation> {
  const telephone = toE164(store.phone, store.countrycode);
  const { address, geo } = place(store, options.url);
  return {
    '@context': context,
    '@type': 'SportsActivityLocation',
    '@id': `${options.url}#venue`,
    name: store.shopname,
    url: options.url,
    image: [options.image],
    address,
    geo,
    ...(telephone ? { telephone } : {}),
    openingHoursSpecification: openingHours(store.hours),
    parentOrganization: { '@id': `${options.origin}/#organization` },
  };
}

export function newsArticle(notice: NoticeDetail, options: { url: string; image: string; origin: string; description: string; locale: string }): WithContext<NewsArticle> {
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: notice.title.slice(0, 110),
    description: options.description,
    url: options.url,
    mainEntityOfPage: options.url,
    image: [options.image],
    datePublished: notice.regdate,
    inLanguage: options.locale,
    author: { '@type': 'Organization', name: 'Clubhouse', url: `${options.origin}/` },
    publisher: { '@type': 'Organization', '@id': `${options.origin}/#organization`, name: 'Clubhouse', logo: logo(options.origin) },
  };
}

/**
 * A swing lesson's video, only when its file exists (the page shows the poster and the text
 * otherwise): key moments are the seven stages, each a Clip from its start to the next one's.
 */
export function videoObject(
  lesson: LessonDetail,
  options: { url: string; contentUrl: string; thumbnailUrl: string; description: string; stageNames: string[] },
): WithContext<VideoObject> {
  const times = lesson.stagetimes.slice(0, options.stageNames.length);
  const end = times.length ? times[times.length - 1] + 2 : 0;
  // Key moments start on whole seconds (as Google reads them): a stage that starts in the same second
  // as the one before is no moment of its own (a member's real-speed clip), so only the first is kept.
  const moments = times.flatMap((start, index) => (index > 0 && Math.floor(start) === Math.floor(times[index - 1]) ? [] : [{ start: Math.floor(start), name: options.stageNames[index] }]));
  const clips: Clip[] = moments.map((moment, index) => ({
    '@type': 'Clip',
    name: moment.name,
    startOffset: moment.start,
    // Each moment ends where the next one starts; the last with the video.
    endOffset: moments[index + 1]?.start ?? Math.ceil(end),
    // A query parameter on the lesson's own path (Google's key moments read `?t=`, not a fragment);
    // the page starts the video there.
    url: `${options.url}?t=${moment.start}`,
  }));
  return {
    '@context': context,
    '@type': 'VideoObject',
    name: lesson.title,
    description: options.description,
    thumbnailUrl: [options.thumbnailUrl],
    uploadDate: lesson.regdate,
    contentUrl: options.contentUrl,
    url: options.url,
    ...(end ? { duration: `PT${Math.ceil(end)}S` } : {}),
    author: { '@type': 'Person', name: lesson.nickname },
    hasPart: clips,
  };
}

/** The script element's text: JSON with '<' escaped, so no text in the data can close the element. */
export function jsonLdText(data: object | object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
