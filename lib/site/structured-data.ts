import type { BreadcrumbList, Clip, NewsArticle, OpeningHoursSpecification, Organization, SportsActivityLocation, SportsEvent, VideoObject, WebSite, WithContext } from 'schema-dts';
import { TOURNAMENT_STATUS } from '@/lib/domain/enums';
import type { StoreDetail } from '@/lib/upstream/operations/store';
import type { NoticeDetail } from '@/lib/upstream/operations/support';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';
import type { LessonDetail } from '@/lib/upstream/operations/event';
import { alpha2, toE164 } from './countries';

/**
 * Structured data (JSON-LD) for Google's rich results, built from the same data the page shows.
 * schema-dts types each object against schema.org's vocabulary at compile time; structured-data.test.ts
 * checks the properties Google requires for each rich result. Absolute URLs: `origin` is APP_URL.
 */

const context = 'https://schema.org' as const;

/** The portal's organisation: the organizer of its tournaments and the publisher of its notices. */
export function organization(origin: string, sameAs: readonly string[] = []): WithContext<Organization> {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: 'Clubhouse',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(sameAs.length ? { sameAs: [...sameAs] } : {}),
  };
}

export function website(origin: string, homeUrl: string, locale: string, description: string): WithContext<WebSite> {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: 'Clubhouse',
    url: homeUrl,
    inLanguage: locale,
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
function place(store: Pick<StoreDetail, 'shopname' | 'address' | 'city' | 'statename' | 'postalcode' | 'countrycode' | 'latitude' | 'longitude'>, url: string) {
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
 * A tournament. A venue's own tournament takes place at that venue (offline, its Place and address);
 * a network-wide championship is played on any venue's simulator and decided on the online
 * leaderboard, so its location is that leaderboard (a VirtualLocation, online attendance): there is no
 * one address to give, and a Place without an address is not valid for Google's event results.
 */
export function sportsEvent(options: {
  tournament: TournamentCondition;
  url: string;
  origin: string;
  image: string;
  description: string;
  store?: StoreDetail | null;
  storeUrl?: string;
  rankingUrl: string;
  /** The page where a member enters (the tournament itself), for the offer. */
  enterUrl: string;
}): WithContext<SportsEvent> {
  const { tournament, store } = options;
  const location = store ? place(store, options.storeUrl ?? options.url) : { '@type': 'VirtualLocation' as const, url: options.rankingUrl };
  return {
    '@context': context,
    '@type': 'SportsEvent',
    name: tournament.tournamentname,
    description: options.description,
    url: options.url,
    image: [options.image],
    sport: 'Golf',
    startDate: tournament.startdate,
    endDate: tournament.enddate,
    eventStatus: eventStatus[tournament.tourstatus] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: store ? 'https://schema.org/OfflineEventAttendanceMode' : 'https://schema.org/OnlineEventAttendanceMode',
    location,
    organizer: { '@type': 'Organization', '@id': `${options.origin}/#organization`, name: 'Clubhouse', url: `${options.origin}/` },
    offers: {
      '@type': 'Offer',
      url: options.enterUrl,
      price: price(tournament.entryfee, tournament.currency),
      priceCurrency: tournament.currency,
      availability: tournament.tourstatus === TOURNAMENT_STATUS.ready || tournament.tourstatus === TOURNAMENT_STATUS.playing ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validFrom: tournament.startdate,
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
    publisher: { '@type': 'Organization', '@id': `${options.origin}/#organization`, name: 'Clubhouse', logo: { '@type': 'ImageObject', url: `${options.origin}/favicon.svg` } },
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
  const clips: Clip[] = times.map((start, index) => ({
    '@type': 'Clip',
    name: options.stageNames[index],
    startOffset: Math.floor(start),
    endOffset: Math.ceil(times[index + 1] ?? end),
    url: `${options.url}#t=${Math.floor(start)}`,
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
