import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { countries, players, rounds, stores } from '@/lib/member-api/db/schema';
import { roundToTenth } from '@/lib/shared/domain/handicap';
import type { playerOperations } from '@/lib/upstream/operations/tournament';
import type { HandlersFor } from './handler';
import { notFound } from './errors';
import { localized } from './localized';

const tenth = (value: unknown): number | null => (value == null ? null : roundToTenth(Number(value)));

export const playerHandlers: HandlersFor<typeof playerOperations> = {
  /**
   * Spec §1 member-info popup and §3 player info. The round summary sums the member's rounds (all
   * of them, or tournament rounds with type=tournament) in the database:
   * - avggreenhit: average length in metres of the putts holed, over every hole;
   * - avgdriver: average driver distance in metres;
   * - farewayrate, greenrate, parsaverate: hits over chances, in percent (GIR over holes played);
   * - avgshot, minshot: strokes of 18-hole rounds only, so nine-hole rounds do not halve them.
   */
  async playerInfo({ lang, player, type }, { db }) {
    const [basic] = await db
      .select({
        player_pk: players.playerPk,
        nickname: players.nickname,
        gender: players.gender,
        shopname: localized<string | null>(lang, stores.name, stores.nameKo),
        countrycode: countries.code,
        xhandicap: players.xhandicap,
        joined: players.createdAt,
        timezone: players.timezone,
        status: players.status,
      })
      .from(players)
      .leftJoin(stores, eq(stores.shopno, players.shopno))
      .leftJoin(countries, eq(countries.countryno, players.countryno))
      .where(eq(players.playerPk, player));
    if (!basic || basic.status !== 'active') throw notFound('memberInfo.error.notFound');

    const [summary] = await db
      .select({
        playcnt: sql<number>`count(*)::int`,
        avggreenhit: sql<number | null>`sum(${rounds.avgHoledPutt} * ${rounds.holes}) / nullif(sum(${rounds.holes}) filter (where ${rounds.avgHoledPutt} is not null), 0)`,
        avgdriver: sql<number | null>`avg(${rounds.avgDriver})`,
        farewayrate: sql<number | null>`100.0 * sum(${rounds.fairwayHits}) / nullif(sum(${rounds.fairwayChances}), 0)`,
        greenrate: sql<number | null>`100.0 * sum(${rounds.girCount}) / nullif(sum(${rounds.holes}), 0)`,
        parsaverate: sql<number | null>`100.0 * sum(${rounds.parSaves}) / nullif(sum(${rounds.parSaveChances}), 0)`,
        avgshot: sql<number | null>`avg(${rounds.totalStrokes}) filter (where ${rounds.holes} = 18)`,
        minshot: sql<number | null>`min(${rounds.totalStrokes}) filter (where ${rounds.holes} = 18)`,
      })
      .from(rounds)
      .where(and(eq(rounds.playerPk, player), type === 'tournament' ? isNotNull(rounds.tournamentno) : undefined));

    return {
      playerbasicinfo: {
        player_pk: basic.player_pk,
        nickname: basic.nickname,
        gender: basic.gender,
        shopname: basic.shopname,
        countrycode: basic.countrycode,
        xhandicap: basic.xhandicap == null ? null : roundToTenth(basic.xhandicap),
        timezone_date: { timezone_common: basic.joined.toISOString(), timezone_name: basic.timezone },
      },
      playerpalyinfo: {
        avggreenhit: tenth(summary?.avggreenhit),
        playcnt: Number(summary?.playcnt ?? 0),
        avgdriver: tenth(summary?.avgdriver),
        farewayrate: tenth(summary?.farewayrate),
        greenrate: tenth(summary?.greenrate),
        parsaverate: tenth(summary?.parsaverate),
        avgshot: tenth(summary?.avgshot),
        minshot: summary?.minshot == null ? null : Number(summary.minshot),
      },
    };
  },
};
