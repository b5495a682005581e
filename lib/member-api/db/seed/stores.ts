/**
 * Venues: about 60 at scale 1 across every country of the store finder (and the UAE, Germany,
 * Singapore under 'other'), about 60 × √scale for a larger network. Addresses use real cities and
 * streets with made-up numbers; phone numbers use the ranges set aside for fiction where a country
 * has one (555-01xx in North America, 07946 0xxx in London ...).
 */
import type { stores } from '../schema';
import { COUNTRIES, fillPattern, type CityDef, type CountryDef } from './geography';
import { Random, round } from './random';

type StoreRow = typeof stores.$inferInsert;

export interface GeoIds {
  countryno: Map<string, number>;
  /** `${countryCode}/${stateNameEn}` → statesno */
  statesno: Map<string, number>;
}

export interface StoreSeed {
  row: StoreRow;
  countryCode: string;
  /** The venue's name in Korean (stored as name_ko only for Korean venues). */
  labelKo: string;
  /** Relative size: bigger venues attract more members and rounds. */
  weight: number;
}

interface Slot {
  country: CountryDef;
  stateName: string;
  timezone: string;
  city: CityDef;
}

const KOREAN_HOURS = [
  { mon: '00:00-24:00', tue: '00:00-24:00', wed: '00:00-24:00', thu: '00:00-24:00', fri: '00:00-24:00', sat: '00:00-24:00', sun: '00:00-24:00' },
  { mon: '06:00-02:00', tue: '06:00-02:00', wed: '06:00-02:00', thu: '06:00-02:00', fri: '06:00-02:00', sat: '06:00-02:00', sun: '06:00-24:00' },
  { mon: '07:00-01:00', tue: '07:00-01:00', wed: '07:00-01:00', thu: '07:00-01:00', fri: '07:00-03:00', sat: '07:00-03:00', sun: '08:00-24:00' },
];
const WESTERN_HOURS = [
  { mon: '10:00-23:00', tue: '10:00-23:00', wed: '10:00-23:00', thu: '10:00-23:00', fri: '10:00-01:00', sat: '09:00-01:00', sun: '09:00-22:00' },
  { mon: '11:00-22:00', tue: '11:00-22:00', wed: '11:00-22:00', thu: '11:00-23:00', fri: '11:00-24:00', sat: '10:00-24:00', sun: '10:00-21:00' },
  { mon: '12:00-23:00', tue: '12:00-23:00', wed: '12:00-23:00', thu: '12:00-23:00', fri: '12:00-24:00', sat: '10:00-24:00', sun: '10:00-22:00' },
];

function address(random: Random, country: CountryDef, city: CityDef, district: string, streetIndex: number): string {
  const street = city.streets[streetIndex % city.streets.length];
  const num = random.int(2, 980);
  switch (country.code) {
    case 'KOR':
      return `${random.pick(['B1', '2F', '3F', '4F', '5F'])}, ${num} ${street}, ${district}, ${city.name}`;
    case 'JPN':
      return `${street} ${random.int(1, 30)}-${random.int(1, 20)}, ${random.int(2, 9)}F, ${city.name}`;
    case 'CHN':
      return `No. ${num} ${street}, ${district} District, ${city.name}`;
    case 'DEU':
      return `${street} ${random.int(1, 180)}, ${city.name}`;
    case 'FRA':
      return `${random.int(1, 160)} ${street}, ${city.name}`;
    case 'ARE':
      return `Unit ${random.int(1, 40)}, ${street}, ${district}, ${city.name}`;
    case 'SGP':
      return `${num} ${street}, #0${random.int(2, 9)}-${String(random.int(1, 60)).padStart(2, '0')}, Singapore`;
    case 'GBR':
      return `${random.int(1, 240)} ${street}, ${district}, ${city.name}`;
    default:
      return `${num * 10 + random.int(0, 9)} ${street}, Suite ${random.int(1, 4)}${String(random.int(0, 20)).padStart(2, '0')}, ${city.name}`;
  }
}

const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export function buildStores(seed: number, scale: number, geo: GeoIds, firstShopno: number, now: Date): StoreSeed[] {
  const random = Random.derive(seed, 'stores');
  const slots: Slot[] = [];
  for (const country of COUNTRIES) {
    for (const state of country.states) {
      for (const city of state.cities) slots.push({ country, stateName: state.nameEn, timezone: state.timezone, city });
    }
  }
  const baseCount = slots.reduce((sum, s) => sum + s.city.stores, 0);
  const target = Math.max(baseCount, Math.round(baseCount * Math.sqrt(scale)));

  // Scale-1 venues first (each city its `stores` count), then further venues round the cities
  // in proportion to their size.
  const plan: Slot[] = [];
  for (const slot of slots) for (let k = 0; k < slot.city.stores; k++) plan.push(slot);
  const cityWeights = slots.map((s) => s.city.stores);
  while (plan.length < target) plan.push(random.weighted(slots, cityWeights));

  const perCity = new Map<CityDef, number>();
  const names = new Set<string>();
  const out: StoreSeed[] = [];
  const nowMs = now.getTime();
  plan.forEach((slot, i) => {
    const { country, city } = slot;
    const k = perCity.get(city) ?? 0;
    perCity.set(city, k + 1);
    const [district, districtKo] = city.districts[k % city.districts.length];
    const round2 = Math.floor(k / city.districts.length);
    let name = `Clubhouse ${district}${round2 > 0 ? ` ${round2 + 1}` : ''}`;
    let nameKo = `클럽하우스 ${districtKo}${round2 > 0 ? `${round2 + 1}호` : ''}점`;
    if (names.has(name)) {
      name = `${name} ${city.name}`;
      nameKo = `클럽하우스 ${city.nameKo} ${districtKo}점`;
    }
    names.add(name);
    const angle = random.float(0, 2 * Math.PI);
    const spread = k === 0 ? random.float(0, 0.02) : random.float(0.02, 0.12);
    const flagship = k === 0 && city.stores >= 2;
    const storeType = flagship || random.chance(0.22) ? 1 : 2;
    const simulators = storeType === 1 ? random.int(6, 12) : random.int(2, 8);
    const openedMs = nowMs - random.int(400, 365 * 9) * 86_400_000;
    const postal = country.code === 'ARE' ? null : fillPattern(city.postal, () => random.int(0, 9), () => random.pick([...LETTERS]));
    out.push({
      countryCode: country.code,
      labelKo: nameKo,
      weight: simulators * random.float(0.7, 1.3),
      row: {
        shopno: firstShopno + i,
        name,
        nameKo: country.code === 'KOR' ? nameKo : null,
        countryno: geo.countryno.get(country.code)!,
        statesno: geo.statesno.get(`${country.code}/${slot.stateName}`)!,
        city: city.name,
        address: address(random, country, city, district, k),
        postalCode: postal,
        phone: fillPattern(city.phone, () => random.int(0, 9)),
        storeType,
        timezone: slot.timezone,
        latitude: round(city.lat + Math.sin(angle) * spread, 6),
        longitude: round(city.lng + Math.cos(angle) * spread, 6),
        simulators,
        hours: random.pick(country.code === 'KOR' ? KOREAN_HOURS : WESTERN_HOURS),
        imagePath: null,
        openedAt: new Date(openedMs),
        createdAt: new Date(openedMs),
      },
    });
  });
  return out;
}
