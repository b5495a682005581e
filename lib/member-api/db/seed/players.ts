/**
 * Members: about 2 000 × scale who have verified their e-mail (a few of them withdrawn since), plus a
 * few still pending verification. Each carries a hidden golfer profile (level, driver length,
 * how often they play) that the round generator turns into scorecards.
 */
import type { players } from '../schema';
import { DAY_MS } from './dates';
import { COUNTRIES } from './geography';
import { IdentityRegistry, personName } from './names';
import { Random } from './random';
import type { StoreSeed } from './stores';

type PlayerRow = typeof players.$inferInsert;

/** The well-known demo member (README, e2e tests): log in with demo / Clubhouse1!. */
export const DEMO = {
  playerId: 'demo',
  nickname: 'DemoPlayer',
  email: 'demo@clubhouse.example',
  password: 'Clubhouse1!',
  firstname: 'Alex',
  lastname: 'Morgan',
} as const;

export interface PlayerSeed {
  index: number;
  pk: number;
  countryCode: string;
  countryno: number;
  statesno: number | null;
  /** Favourite store (null when the member has not chosen one). */
  shopno: number | null;
  /** Where the member usually plays (the favourite, or the nearest venue). */
  homeStore: number;
  gender: 'M' | 'F';
  timezone: string;
  /** Expected strokes over par per 18 holes. */
  level: number;
  driver: number;
  /** Relative share of the network's rounds. */
  activity: number;
  joinedMs: number;
  status: 'active' | 'pending' | 'withdrawn';
  withdrawnMs: number | null;
  /** Filled in by the round generator. */
  xhandicap: number | null;
}

export interface PlayersPlan {
  seeds: PlayerSeed[];
  rows: PlayerRow[];
  /** Players who have verified their mail (active or withdrawn): every one of them is in the grand championship. */
  verifiedCount: number;
}

/**
 * Builds the members. `latestJoinMs`: every verified member joined before then (so all of them can
 * be in the grand championship with an established handicap); pending members joined in the
 * last ten days.
 */
export function planPlayers(
  seed: number,
  scale: number,
  stores: StoreSeed[],
  passwordHash: string,
  firstPk: number,
  now: Date,
  latestJoinMs: number,
): PlayersPlan {
  const random = Random.derive(seed, 'players');
  const nowMs = now.getTime();
  const verifiedCount = Math.max(12, Math.round(2000 * scale));
  const pendingCount = Math.max(1, Math.round(verifiedCount * 0.015));
  const registry = new IdentityRegistry();
  registry.reserve(DEMO.playerId, DEMO.nickname, DEMO.email);

  const storesByCountry = new Map<string, StoreSeed[]>();
  for (const store of stores) {
    const list = storesByCountry.get(store.countryCode) ?? [];
    list.push(store);
    storesByCountry.set(store.countryCode, list);
  }
  const countryCodes = [...storesByCountry.keys()];
  const countryWeights = countryCodes.map((code) => storesByCountry.get(code)!.reduce((sum, s) => sum + s.weight, 0) * (code === 'KOR' ? 1.4 : 1));
  const unitsByCountry = new Map(COUNTRIES.map((c) => [c.code, c.units]));

  const seeds: PlayerSeed[] = [];
  const rows: PlayerRow[] = [];
  const total = verifiedCount + pendingCount;
  const withdrawn = new Set(random.sampleIndexes(verifiedCount - 1, Math.round(verifiedCount * 0.02)).map((i) => i + 1));
  const earliestJoin = nowMs - 3 * 365 * DAY_MS;

  for (let index = 0; index < total; index++) {
    const demo = index === 0;
    const pending = index >= verifiedCount;
    const p = Random.derive(seed, 'player', index);
    const countryCode = demo ? 'USA' : p.weighted(countryCodes, countryWeights);
    const local = storesByCountry.get(countryCode)!;
    const store = demo ? local.find((s) => s.row.name === 'Clubhouse Koreatown') ?? local[0] : p.weighted(local, local.map((s) => s.weight));
    const gender: 'M' | 'F' = demo ? 'M' : p.chance(countryCode === 'KOR' || countryCode === 'JPN' ? 0.3 : 0.2) ? 'F' : 'M';
    const level = demo ? 5 : gender === 'M' ? p.clampedNormal(26, 11, -3, 60) : p.clampedNormal(32, 11, 0, 60);
    const driver = demo
      ? 252
      : gender === 'M'
        ? p.clampedNormal(262 - level * 1.5, 13, 175, 305)
        : p.clampedNormal(212 - level * 1.1, 10, 145, 240);
    const openedMs = (store.row.openedAt as Date).getTime();
    const joinedMs = demo
      ? nowMs - 900 * DAY_MS
      : pending
        ? nowMs - p.int(1, 10 * 24 * 60) * 60_000
        : Math.min(latestJoinMs, Math.max(openedMs + DAY_MS, p.int(earliestJoin, latestJoinMs)));
    const status: PlayerSeed['status'] = pending ? 'pending' : withdrawn.has(index) ? 'withdrawn' : 'active';
    const withdrawnMs = status === 'withdrawn' ? nowMs - p.int(12, 8 * 24) * 3_600_000 : null;
    const name = demo ? { firstname: DEMO.firstname, lastname: DEMO.lastname, latinFirst: DEMO.firstname, latinLast: DEMO.lastname, nativeScript: false } : personName(p, countryCode, gender);
    const playerId = demo ? DEMO.playerId : registry.playerId(p, name);
    const nickname = demo ? DEMO.nickname : registry.nickname(p, name);
    const email = demo ? DEMO.email : registry.email(p, name, playerId);
    const units = unitsByCountry.get(countryCode)!;
    const favourite = demo || p.chance(0.88) ? store.row.shopno! : null;
    const seedRow: PlayerSeed = {
      index,
      pk: firstPk + index,
      countryCode,
      countryno: store.row.countryno,
      statesno: store.row.statesno ?? null,
      shopno: favourite,
      homeStore: store.row.shopno!,
      gender,
      timezone: store.row.timezone,
      level,
      driver,
      activity: demo ? 6 : pending ? 0 : p.logNormal(1, 0.85),
      joinedMs,
      status,
      withdrawnMs,
      xhandicap: null,
    };
    seeds.push(seedRow);
    const joined = new Date(joinedMs);
    rows.push({
      playerPk: seedRow.pk,
      playerId,
      passwordHash,
      email,
      nickname,
      firstname: name.firstname,
      lastname: name.lastname,
      timezone: seedRow.timezone,
      countryno: seedRow.countryno,
      statesno: seedRow.statesno,
      shopno: favourite,
      gender,
      hand: !demo && p.chance(0.09) ? 'left' : 'right',
      teeheight: gender === 'M' ? p.pick([35, 40, 40, 45, 45, 50]) : p.pick([30, 35, 35, 40]),
      fieldunit: p.chance(0.85) ? units.field : p.pick(['meter', 'yard']),
      greenunit: p.chance(0.85) ? units.green : p.pick(['meter', 'feet']),
      speedunit: p.chance(0.85) ? units.speed : p.pick(['kmh', 'mph', 'ms']),
      emailagree: demo ? true : p.chance(0.42),
      privacyAgreedAt: joined,
      termsAgreedAt: joined,
      emailVerifiedAt: pending ? null : new Date(joinedMs + p.int(1, 180) * 60_000),
      isInitialize: !demo && !pending && p.chance(0.015),
      status,
      withdrawnAt: withdrawnMs === null ? null : new Date(withdrawnMs),
      xhandicap: null,
      avatarPath: null,
      // Every generated account shares the published password: marked, so a public server refuses it.
      isDemo: true,
      createdAt: joined,
      updatedAt: new Date(withdrawnMs ?? joinedMs + p.int(0, Math.max(0, nowMs - joinedMs - DAY_MS) / 60_000) * 60_000),
    });
  }
  return { seeds, rows, verifiedCount };
}
