import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, max, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { countries, courseHoles, courses, playerBadges, players, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { GENDER, TOURNAMENT_DRAFT, TOURNAMENT_STATUS, TOURNAMENT_TYPE, tournamentEntryStatuses, type ScoreType, ENTRY_PAYMENT, type EntryPaymentStatus } from '@/lib/shared/domain/enums';
import { paymentDueAt } from '@/lib/shared/domain/refund-policy';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { TournamentRankRow, tournamentOperations } from '@/lib/upstream/operations/tournament';
import type { HandlersFor } from './handler';
import { publicPlayer } from './withdrawal';
import { MemberApiError, notFound } from './errors';
import { toTournamentSummary, tournamentSummaryColumns } from './common';
import { localized } from './localized';
import { containsPattern } from './search';
import { cardPaymentsEnabled, deleteLapsedEntries, entryLapsed, startEntryPayment } from './payments';

const rankColumn = {
  stroke: tournamentEntries.rankGross,
  net: tournamentEntries.rankNet,
  peria: tournamentEntries.rankPeria,
} as const;

/** Which score type a ranking shows when the caller does not say: low net events lead with net. */
export function defaultScoreType(rankType: number): ScoreType {
  return rankType === 2 ? 'net' : 'stroke';
}

/** Players' names, countries and favourite stores for a page of rows: one small lookup by primary key. */
async function playerLabels(db: Database, playerPks: number[], lang: Lang) {
  if (!playerPks.length) return new Map<number, { nickname: string; avatarpath: string | null; countrycode: string | null; shopname: string | null; status: string }>();
  const rows = await db
    .select({
      playerPk: players.playerPk,
      status: players.status,
      nickname: players.nickname,
      avatarpath: players.avatarPath,
      countrycode: countries.code,
      shopname: localized<string | null>(lang, stores.name, stores.nameKo),
    })
    .from(players)
    .leftJoin(countries, eq(countries.countryno, players.countryno))
    .leftJoin(stores, eq(stores.shopno, players.shopno))
    .where(inArray(players.playerPk, playerPks));
  return new Map(rows.map((row) => [row.playerPk, row]));
}

const entryColumns = (scoretype: ScoreType) => ({
  id: tournamentEntries.id,
  rank: rankColumn[scoretype],
  playerPk: tournamentEntries.playerPk,
  gender: tournamentEntries.gender,
  gross: tournamentEntries.gross,
  toPar: tournamentEntries.toPar,
  handicap: tournamentEntries.handicap,
  net: tournamentEntries.net,
  periaHandicap: tournamentEntries.periaHandicap,
  periaNet: tournamentEntries.periaNet,
  points: tournamentEntries.points,
});

type EntryRow = { id: number; rank: number | null; playerPk: number; gender: string; gross: number | null; toPar: number | null; handicap: number | null; net: number | null; periaHandicap: number | null; periaNet: number | null; points: number | null };

function toRankRow(entry: EntryRow, rank: number, labels: Awaited<ReturnType<typeof playerLabels>>): TournamentRankRow {
  // A withdrawn or blocked member keeps the place, as "Withdrawn member" (publicPlayer).
  const player = publicPlayer(entry.playerPk, labels.get(entry.playerPk));
  return {
    rank,
    overallrank: entry.rank ?? rank,
    player_pk: player.player_pk,
    nickname: player.nickname,
    // A hidden member's picture goes with the name.
    avatarpath: player.player_pk ? (labels.get(entry.playerPk)?.avatarpath ?? null) : null,
    gender: entry.gender,
    countrycode: player.countrycode,
    shopname: player.shopname,
    gross: entry.gross ?? 0,
    topar: entry.toPar ?? 0,
    handicap: entry.handicap,
    net: entry.net,
    periahandicap: entry.periaHandicap,
    perianet: entry.periaNet,
    points: entry.points,
  };
}

/**
 * One page of a ranking, read as an index range whatever the page number.
 *
 * Stored ranks are standard competition ranks ("1, 2, 2, 4": lib/shared/domain/ranking assignRanks), so
 * an entry's overall rank is the position of the first entry of its tie group. Hence:
 * - overall: the entry at position p belongs to the group whose rank is the largest rank ≤ p,
 *   one backward step on (tournamentno, rank_x); the page starts there, skipping only the
 *   members of that tie group that sit on the previous page. The count is the last rank plus the
 *   size of its tie group. Both are O(log n) on the index.
 * - within a gender: ranks are not positions any more, so the first rank of the page is read by
 *   an index-only scan of (tournamentno, gender, rank_x) with OFFSET from the nearer end, and the
 *   place within the gender is 1 + the number of that gender ranked strictly better (competition
 *   ranking again), counted from that same end. The cost grows with the distance from the nearer
 *   end (at most half the field), which the bench measures at 100 000 entrants.
 */
export async function rankingPage(
  db: Database,
  tournamentno: number,
  scoretype: ScoreType,
  gender: '' | 'M' | 'F',
  pageno: number,
  pagesize: number,
): Promise<{ total: number; rows: (EntryRow & { place: number })[] }> {
  const rank = rankColumn[scoretype];
  const scope = and(eq(tournamentEntries.tournamentno, tournamentno), gender ? eq(tournamentEntries.gender, gender) : undefined, isNotNull(rank));
  const offset = (pageno - 1) * pagesize;

  let total: number;
  let anchor: number | null;
  let before: number;
  if (!gender) {
    const [last] = await db.select({ rank: max(rank) }).from(tournamentEntries).where(scope);
    if (last?.rank == null) return { total: 0, rows: [] };
    const [lastGroup] = await db.select({ n: count() }).from(tournamentEntries).where(and(scope, eq(rank, last.rank)));
    total = last.rank - 1 + Number(lastGroup.n);
    if (offset >= total) return { total, rows: [] };
    const [group] = await db.select({ rank: max(rank) }).from(tournamentEntries).where(and(scope, lte(rank, offset + 1)));
    anchor = group?.rank ?? 1;
    before = anchor - 1;
  } else {
    const [counted] = await db.select({ n: count() }).from(tournamentEntries).where(scope);
    total = Number(counted.n);
    if (offset >= total) return { total, rows: [] };
    // Read from whichever end of (tournamentno, gender, rank) is nearer the page, so the last
    // page costs what the first does.
    const fromTop = offset <= (total - 1) / 2;
    const [first] = await db
      .select({ rank })
      .from(tournamentEntries)
      .where(scope)
      .orderBy(fromTop ? asc(rank) : desc(rank))
      .offset(fromTop ? offset : total - 1 - offset)
      .limit(1);
    anchor = first?.rank ?? null;
    if (anchor == null) return { total, rows: [] };
    if (fromTop) {
      const [better] = await db.select({ n: count() }).from(tournamentEntries).where(and(scope, lt(rank, anchor)));
      before = Number(better.n);
    } else {
      const [atOrWorse] = await db.select({ n: count() }).from(tournamentEntries).where(and(scope, gte(rank, anchor)));
      before = total - Number(atOrWorse.n);
    }
  }

  const entries = (await db
    .select(entryColumns(scoretype))
    .from(tournamentEntries)
    .where(and(scope, gte(rank, anchor)))
    .orderBy(asc(rank), asc(tournamentEntries.id))
    .offset(offset - before)
    .limit(pagesize)) as EntryRow[];

  const rows: (EntryRow & { place: number })[] = [];
  entries.forEach((entry, i) => {
    const previous = rows[i - 1];
    const place = gender
      ? i === 0
        ? before + 1
        : previous.rank === entry.rank
          ? previous.place
          : offset + i + 1
      : (entry.rank ?? offset + i + 1);
    rows.push({ ...entry, place });
  });
  return { total, rows };
}

/**
 * A ranking page's places and scores, kept per process while the tournament's `ranked_at` stays
 * the same and for at most RANKED_PAGE_MS: a page is half a dozen queries, and while rounds stream
 * in many readers ask for the same few pages between two re-rankings (issue 11). Every re-ranking
 * (rerank.ts, the status job at completion) sets `ranked_at`, so places are never older than the
 * last one; what changes without one (a withdrawn entry, a score waiting for its re-ranking, which
 * follows within a second) shows within RANKED_PAGE_MS. The players' names, pictures and status are
 * read on every call (a withdrawn member is hidden at once), and the member's own row is never kept.
 */
export const RANKED_PAGE_MS = 2_000;
type RankedPage = Awaited<ReturnType<typeof rankingPage>>;
const rankedPages = new Map<string, { rankedAt: number | null; readAt: number; page: Promise<RankedPage> }>();

function keptRankingPage(db: Database, tournamentno: number, scoretype: ScoreType, gender: '' | 'M' | 'F', pageno: number, pagesize: number, rankedAt: Date | null): Promise<RankedPage> {
  const key = `${tournamentno}:${scoretype}:${gender}:${pageno}:${pagesize}`;
  const at = rankedAt?.getTime() ?? null;
  const kept = rankedPages.get(key);
  if (kept && kept.rankedAt === at && performance.now() - kept.readAt < RANKED_PAGE_MS) return kept.page;
  const page = rankingPage(db, tournamentno, scoretype, gender, pageno, pagesize);
  if (rankedPages.size >= 1000) rankedPages.clear();
  rankedPages.set(key, { rankedAt: at, readAt: performance.now(), page });
  // A failed read is not kept.
  page.catch(() => rankedPages.get(key)?.page === page && rankedPages.delete(key));
  return page;
}

/** The calling member's own row on a ranking, with their place within the gender filter when one is on. */
async function memberRank(db: Database, tournamentno: number, scoretype: ScoreType, gender: '' | 'M' | 'F', playerPk: number) {
  const rank = rankColumn[scoretype];
  const [entry] = (await db
    .select(entryColumns(scoretype))
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.playerPk, playerPk)))) as EntryRow[];
  if (!entry || entry.rank == null || (gender && entry.gender !== gender)) return undefined;
  if (!gender) return { ...entry, place: entry.rank };
  const [better] = await db
    .select({ n: count() })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.gender, gender), lt(rank, entry.rank)));
  return { ...entry, place: Number(better.n) + 1 };
}

/**
 * The schedule's order (issue 26 item 13): what is playing now first, then what is coming (the soonest
 * first), then what is over (the latest first), cancelled ones last; the number breaks a tie.
 */
function scheduleOrder(): SQL[] {
  const { playing, ready, completed } = TOURNAMENT_STATUS;
  return [
    sql`case ${tournaments.status} when ${playing} then 0 when ${ready} then 1 when ${completed} then 2 else 3 end`,
    sql`case when ${tournaments.status} = ${ready} then ${tournaments.startsAt} end asc`,
    desc(tournaments.startsAt),
    desc(tournaments.tournamentno),
  ];
}

/** The official ranking(s) of a rank type decide wins and best places (spec §3: 0 both, 1 gross, 2 net). */
function officialBest() {
  return sql<number | null>`case ${tournaments.rankType}
    when 1 then ${tournamentEntries.rankGross}
    when 2 then ${tournamentEntries.rankNet}
    else least(${tournamentEntries.rankGross}, ${tournamentEntries.rankNet}) end`;
}

export const tournamentHandlers: HandlersFor<typeof tournamentOperations> = {
  async tournamentList(input, { db, member }) {
    const { lang, searchtype, searchname, tourstatus_fk, tourtype_fk, tour_rank_type, pageno, pagesize } = input;
    // A draft (the console's, not yet published) is nobody's to see.
    const filters: (SQL | undefined)[] = [ne(tournaments.status, TOURNAMENT_DRAFT)];
    if (searchname) {
      const pattern = containsPattern(searchname);
      filters.push(
        searchtype === 'shopname'
          ? or(ilike(stores.name, pattern), ilike(stores.nameKo, pattern))
          : or(ilike(tournaments.name, pattern), ilike(tournaments.nameKo, pattern)),
      );
    }
    if (tourstatus_fk !== undefined) filters.push(eq(tournaments.status, String(tourstatus_fk)));
    if (tourtype_fk !== undefined) filters.push(eq(tournaments.tourType, Number(tourtype_fk)));
    if (tour_rank_type !== undefined) filters.push(eq(tournaments.rankType, Number(tour_rank_type)));
    const where = and(...filters);

    const [[counted], rows] = await Promise.all([
      db
        .select({ n: count() })
        .from(tournaments)
        .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
        .where(where),
      db
        .select(tournamentSummaryColumns(lang))
        .from(tournaments)
        .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
        .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
        .where(where)
        .orderBy(...scheduleOrder())
        .offset((pageno - 1) * pagesize)
        .limit(pagesize),
    ]);
    // A member sees their own entry on each row (Entered / Pay now): one lookup by the page's ids.
    const mine = new Map<number, EntryPaymentStatus>();
    if (member && rows.length) {
      const entries = await db
        .select({ tournamentno: tournamentEntries.tournamentno, paymentStatus: tournamentEntries.paymentStatus })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.playerPk, member.playerPk), inArray(tournamentEntries.tournamentno, rows.map((row) => row.tournamentno)), not(entryLapsed)));
      for (const entry of entries) mine.set(entry.tournamentno, entry.paymentStatus as EntryPaymentStatus);
    }
    return {
      pageno,
      pagesize,
      tournamentlistcnt: Number(counted?.n ?? 0),
      tournamentlist: rows.map((row) => ({ ...toTournamentSummary(row), ...(member ? { myentry: mine.get(row.tournamentno) ?? null } : {}) })),
    };
  },

  async tournamentCondition({ tournamentno, lang }, { db }) {
    const [row] = await db
      .select({
        ...tournamentSummaryColumns(lang),
        courseno: courses.courseno,
        coursepar: courses.par,
        holes: tournaments.holes,
        teecolourmen: tournaments.teeColourMen,
        teecolourwomen: tournaments.teeColourWomen,
        wind: tournaments.wind,
        greenunit: tournaments.greenunit,
        speedunit: tournaments.speedunit,
        greenspeed: tournaments.greenSpeed,
        mulligans: tournaments.mulligans,
        gimme: tournaments.gimme,
        attemptsallowed: tournaments.attemptsAllowed,
        prize: localized<string | null>(lang, tournaments.prize, tournaments.prizeKo),
        description: localized<string | null>(lang, tournaments.description, tournaments.descriptionKo),
        season: tournaments.season,
        hiddenHoles: tournaments.hiddenHoles,
      })
      .from(tournaments)
      .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
      .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
      .where(and(eq(tournaments.tournamentno, tournamentno), ne(tournaments.status, TOURNAMENT_DRAFT)));
    if (!row) throw notFound('tournament.error.notFound');
    const { hiddenHoles, startdate, enddate, ...rest } = row;
    return {
      tournamentcondition: {
        ...rest,
        startdate: startdate.toISOString(),
        enddate: enddate.toISOString(),
        hiddenholecnt: hiddenHoles?.length ?? 0,
        // Hidden holes stay secret while play is open, or players could aim for them.
        hiddenholes: row.tourstatus === TOURNAMENT_STATUS.completed ? (hiddenHoles ?? null) : null,
      },
    };
  },

  async tournamentRanking(input, { db, member }) {
    const { tournamentno, gender, pageno, pagesize, lang } = input;
    const [tournament] = await db
      .select({
        tournamentname: localized(lang, tournaments.name, tournaments.nameKo),
        tourstatus: tournaments.status,
        rankType: tournaments.rankType,
        rankedAt: tournaments.rankedAt,
      })
      .from(tournaments)
      .where(and(eq(tournaments.tournamentno, tournamentno), ne(tournaments.status, TOURNAMENT_DRAFT)));
    if (!tournament) throw notFound('tournament.error.notFound');
    const scoretype = (input.scoretype as ScoreType | undefined) ?? defaultScoreType(Number(input.tour_rank_type ?? tournament.rankType));

    const [page, mine] = await Promise.all([
      keptRankingPage(db, tournamentno, scoretype, gender, pageno, pagesize, tournament.rankedAt),
      member ? memberRank(db, tournamentno, scoretype, gender, member.playerPk) : Promise.resolve(undefined),
    ]);
    const labels = await playerLabels(db, [...page.rows.map((row) => row.playerPk), ...(mine ? [mine.playerPk] : [])], lang);
    return {
      tournamentno,
      tournamentname: tournament.tournamentname,
      tourstatus: tournament.tourstatus,
      tour_rank_type: tournament.rankType,
      scoretype,
      gender,
      tournamentranklistcnt: page.total,
      tournamentranklist: page.rows.map((row) => toRankRow(row, row.place, labels)),
      myrank: mine ? toRankRow(mine, mine.place, labels) : null,
      pageno,
      pagesize,
    };
  },

  async tournamentScorecard({ tournamentno, playerno }, { db }) {
    const [entry] = await db
      .select({
        courseno: tournaments.courseno,
        holes: tournaments.holes,
        nickname: players.nickname,
        status: players.status,
        gross: tournamentEntries.gross,
        topar: tournamentEntries.toPar,
        strokes: tournamentEntries.holeStrokes,
      })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
      .innerJoin(players, eq(players.playerPk, tournamentEntries.playerPk))
      .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.playerPk, playerno)));
    if (!entry || entry.status !== 'active') throw notFound('tournament.error.scorecardNotFound');
    // A tournament plays the course's first `holes` holes (a nine-hole event the front nine).
    const pars = await db
      .select({ hole: courseHoles.holeNo, par: courseHoles.par })
      .from(courseHoles)
      .where(and(eq(courseHoles.courseno, entry.courseno), lte(courseHoles.holeNo, entry.holes)))
      .orderBy(asc(courseHoles.holeNo));
    return {
      tournamentno,
      player_pk: playerno,
      nickname: entry.nickname,
      gross: entry.gross,
      topar: entry.topar,
      holelist: pars.map(({ hole, par }, i) => ({ hole, par, strokes: entry.strokes?.[i] ?? null })),
    };
  },

  async tournamentMember({ playerno, lang, pageno, pagesize }, { db }) {
    const [player] = await db
      .select({
        player_pk: players.playerPk,
        nickname: players.nickname,
        avatarpath: players.avatarPath,
        gender: players.gender,
        countrycode: countries.code,
        shopname: localized<string | null>(lang, stores.name, stores.nameKo),
        xhandicap: players.xhandicap,
        status: players.status,
      })
      .from(players)
      .leftJoin(countries, eq(countries.countryno, players.countryno))
      .leftJoin(stores, eq(stores.shopno, players.shopno))
      .where(eq(players.playerPk, playerno));
    if (!player || player.status !== 'active') throw notFound('tournament.error.playerNotFound');

    const mine = eq(tournamentEntries.playerPk, playerno);
    const best = officialBest();
    const [[summary], rows, badges] = await Promise.all([
      db
        .select({
          tournamentcnt: count(),
          wins: sql<number>`count(*) filter (where ${best} = 1)::int`,
          top10: sql<number>`count(*) filter (where ${best} <= 10)::int`,
          bestrank: sql<number | null>`min(${best})`,
          points: sql<number>`coalesce(sum(${tournamentEntries.points}), 0)::int`,
        })
        .from(tournamentEntries)
        .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
        .where(mine),
      db
        .select({
          ...tournamentSummaryColumns(lang),
          gross: tournamentEntries.gross,
          topar: tournamentEntries.toPar,
          net: tournamentEntries.net,
          rank_gross: tournamentEntries.rankGross,
          rank_net: tournamentEntries.rankNet,
          rank_peria: tournamentEntries.rankPeria,
          points: tournamentEntries.points,
        })
        .from(tournamentEntries)
        .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
        .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
        .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
        .where(mine)
        .orderBy(desc(tournaments.startsAt), desc(tournaments.tournamentno))
        .offset((pageno - 1) * pagesize)
        .limit(pagesize),
      db.select({ badge: playerBadges.badge }).from(playerBadges).where(eq(playerBadges.playerPk, playerno)).orderBy(asc(playerBadges.earnedAt)),
    ]);
    return {
      player: {
        player_pk: player.player_pk,
        nickname: player.nickname,
        avatarpath: player.avatarpath,
        gender: player.gender,
        countrycode: player.countrycode,
        shopname: player.shopname,
        xhandicap: player.xhandicap,
        badges: badges.map((b) => b.badge),
      },
      summary: {
        tournamentcnt: Number(summary?.tournamentcnt ?? 0),
        wins: Number(summary?.wins ?? 0),
        top10: Number(summary?.top10 ?? 0),
        bestrank: summary?.bestrank == null ? null : Number(summary.bestrank),
        points: Number(summary?.points ?? 0),
      },
      tournamentlistcnt: Number(summary?.tournamentcnt ?? 0),
      tournamentlist: rows.map((row) => ({ ...row, startdate: row.startdate.toISOString(), enddate: row.enddate.toISOString() })),
      pageno,
      pagesize,
    };
  },

  async tournamentJoin({ tournamentno, lang }, { db, member }) {
    if (!member) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
    const cardPayments = cardPaymentsEnabled();
    const entered = await db.transaction(async (tx) => {
      // Locks the tournament row so two last-minute entries cannot both pass the entry limit.
      const [tournament] = await tx
        .select({ status: tournaments.status, tourType: tournaments.tourType, entryLimit: tournaments.entryLimit, entryFee: tournaments.entryFee })
        .from(tournaments)
        .where(eq(tournaments.tournamentno, tournamentno))
        .for('update');
      if (!tournament || tournament.status === TOURNAMENT_DRAFT) throw notFound('tournament.error.notFound');
      if (!(tournamentEntryStatuses as readonly string[]).includes(tournament.status)) throw new MemberApiError(UpstreamCode.conflict, 'tournament.error.closed');
      if (tournament.tourType !== TOURNAMENT_TYPE.public) throw new MemberApiError(UpstreamCode.forbidden, 'tournament.error.invitationOnly');
      // Entries whose payment hold ran out free their places (and the member's own lapsed entry its row).
      const lapsed = await deleteLapsedEntries(tx, tournamentno);
      const [already] = await tx
        .select({ id: tournamentEntries.id })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.playerPk, member.playerPk)));
      if (already) throw new MemberApiError(UpstreamCode.conflict, 'tournament.error.alreadyEntered');
      if (tournament.entryLimit != null) {
        const [counted] = await tx.select({ n: count() }).from(tournamentEntries).where(eq(tournamentEntries.tournamentno, tournamentno));
        if (Number(counted.n) >= tournament.entryLimit) throw new MemberApiError(UpstreamCode.conflict, 'tournament.error.entryLimit');
      }
      const [player] = await tx.select({ gender: players.gender }).from(players).where(eq(players.playerPk, member.playerPk));
      const now = new Date();
      const paymentstatus: EntryPaymentStatus = tournament.entryFee <= 0 ? ENTRY_PAYMENT.none : cardPayments ? ENTRY_PAYMENT.awaiting : ENTRY_PAYMENT.venue;
      const dueAt = paymentstatus === ENTRY_PAYMENT.awaiting ? paymentDueAt(now) : null;
      await tx.insert(tournamentEntries).values({ tournamentno, playerPk: member.playerPk, gender: player?.gender ?? GENDER.undisclosed, enteredAt: now, paymentStatus: paymentstatus, paymentDueAt: dueAt });
      return { paymentstatus, dueAt, lapsed: lapsed.length };
    });
    // The card payment is created after the entry is committed: a network call must not hold the lock.
    const payment = entered.dueAt ? await startEntryPayment(db, { tournamentno, playerPk: member.playerPk, lang, dueAt: entered.dueAt }) : null;
    return { tournamentno, paymentstatus: entered.paymentstatus, payment };
  },
};
