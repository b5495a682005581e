/**
 * A bay simulator: posts realistic signed rounds to a running portal's venue round API.
 *
 *   VENUE_KEY_ID=vk_… VENUE_KEY_SECRET=… PORTAL_URL=http://localhost:3000 \
 *     npm run venue:simulate -- --venue 12 --players 8 --rounds 40 [--tournament 7]
 *
 * Options: --player ID-or-number (repeatable: these members play; otherwise the top --players of
 * the point leaderboard, or with --tournament the members on its ranking), --course N (default the
 * tournament's, else the first of the library), --tee N (default the tournament's tee for the
 * member's gender, white), --gross N (every round totals N strokes: "post a
 * round that beats the leader"), --concurrency N (4), --rate N (rounds a second, unlimited by
 * default), --seed N (the same rounds again), --json (one JSON line per answer, no progress line).
 * The key comes from VENUE_KEY_ID / VENUE_KEY_SECRET (npm run venue:keys -- create --venue N) or
 * --key / --secret. Reads courses, tournaments and members from the portal's member API
 * (UPSTREAM_URL, default $PORTAL_URL/upstream).
 *
 * Booking mode (issue 23): --booking CODE --bay N posts the rounds of a booked bay without any
 * player, carrying the booking's check-in code: the portal gives them to the booked member (played
 * now, so run it within the booked slot).
 */
import { parseArgs } from 'node:util';
import { postRound } from '@/lib/shared/venue/post-round';
import { seededRandom, simulateRound, type SimulatedCourseHole } from '@/lib/shared/venue/simulated-round';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: npm run venue:simulate -- --venue N --players K --rounds R [--tournament T] [--player ID]… [--booking CODE --bay N] [--played-at ISO] [--course N] [--tee N] [--gross N] [--concurrency N] [--rate N] [--seed N] [--json]',
  );
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        venue: { type: 'string' },
        players: { type: 'string', default: '4' },
        rounds: { type: 'string', default: '10' },
        tournament: { type: 'string' },
        player: { type: 'string', multiple: true },
        course: { type: 'string' },
        gross: { type: 'string' },
        tee: { type: 'string' },
        concurrency: { type: 'string', default: '4' },
        rate: { type: 'string' },
        seed: { type: 'string' },
        key: { type: 'string' },
        secret: { type: 'string' },
        json: { type: 'boolean', default: false },
        booking: { type: 'string' },
        bay: { type: 'string' },
        'played-at': { type: 'string' },
      },
    });
  } catch (error) {
    usage((error as Error).message);
  }
})();

const whole = (name: string, raw: string | undefined, min = 1): number | undefined => {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) usage(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
  return n;
};

const venue = whole('venue', values.venue) ?? usage('--venue N is required');
const playerCount = whole('players', values.players)!;
const roundCount = whole('rounds', values.rounds)!;
const tournamentno = whole('tournament', values.tournament);
const concurrency = whole('concurrency', values.concurrency)!;
const rate = whole('rate', values.rate);
const targetGross = whole('gross', values.gross);
const teeOverride = whole('tee', values.tee);
if (teeOverride !== undefined && teeOverride > 4) usage('--tee is 1 blue, 2 white, 3 red or 4 yellow');
const seed = whole('seed', values.seed, 0);
const booking = values.booking?.trim();
const bookedBay = whole('bay', values.bay);
if (booking !== undefined && (booking === '' || bookedBay === undefined || bookedBay > 99)) usage('--booking CODE needs --bay N (the booked bay, 1 to 99)');
// When the rounds were played (ISO 8601): a booked slot's start, say, which may be a few minutes
// ahead (the portal accepts up to 5), or a replay of an earlier round.
const playedAtOption = values['played-at'] === undefined ? undefined : new Date(values['played-at']);
if (playedAtOption && !Number.isFinite(playedAtOption.getTime())) usage(`--played-at must be an ISO 8601 instant, got "${values['played-at']}"`);
const keyId = values.key ?? process.env.VENUE_KEY_ID;
const secret = values.secret ?? process.env.VENUE_KEY_SECRET;
if (!keyId || !secret) usage('Set VENUE_KEY_ID and VENUE_KEY_SECRET (npm run venue:keys -- create --venue N), or pass --key and --secret.');
const portal = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const upstream = (process.env.UPSTREAM_URL ?? `${portal}/upstream`).replace(/\/$/, '');
const random = seed === undefined ? Math.random : seededRandom(seed);

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${upstream}${path}`);
  const body = (await response.json()) as T & { code: number; message: string };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body;
}

type Player = { player_pk: number } | { player_id: string };

async function setUp() {
  let courseno = whole('course', values.course);
  let teeMen = 2;
  let teeWomen = 3;
  let playFormat = 1;
  let holes = 18;
  let playedAt: Date | undefined = playedAtOption;
  let players: Player[] = (values.player ?? []).map((p) => (/^\d+$/.test(p) ? { player_pk: Number(p) } : { player_id: p }));
  // Booking mode: the rounds name no player (the booking does); one stand-in to build them.
  if (booking !== undefined) players = [{ player_id: 'booked' }];
  if (tournamentno !== undefined) {
    const { tournamentcondition: t } = await read<{
      tournamentcondition: { courseno: number; holes: number; teecolourmen: number; teecolourwomen: number; playformat?: number; play_format?: number; startdate: string; enddate: string; tourstatus: string };
    }>(`/tournament/tournamentcondition/${tournamentno}`);
    courseno ??= t.courseno;
    holes = t.holes;
    teeMen = t.teecolourmen;
    teeWomen = t.teecolourwomen;
    playFormat = t.playformat ?? t.play_format ?? 1;
    // A round played inside the tournament's period, now if play is on.
    const now = Date.now();
    const starts = Date.parse(t.startdate);
    const ends = Date.parse(t.enddate);
    if (!playedAtOption && (now < starts || now >= ends)) playedAt = new Date(Math.min(Math.max(now, starts + 60_000), ends - 60_000));
    if (!players.length) {
      const ranking = await read<{ tournamentranklist: { player_pk: number }[] }>(`/tournament/tournamentranking/${tournamentno}?pagesize=${Math.min(100, playerCount)}`);
      players = ranking.tournamentranklist.map((row) => ({ player_pk: row.player_pk }));
    }
  }
  if (!players.length) {
    const board = await read<{ pointleaderboardlist: { player_pk: number }[] }>(`/halloffame/pointleaderboard?pagesize=${Math.min(100, playerCount)}`);
    players = board.pointleaderboardlist.map((row) => ({ player_pk: row.player_pk }));
  }
  players = players.slice(0, playerCount);
  if (!players.length) throw new Error('No members to play: pass --player.');
  if (courseno === undefined) {
    const list = await read<{ courselist: { courseno: number }[] }>('/golfcourse/courselist?pagesize=1');
    courseno = list.courselist[0].courseno;
  }
  const course = await read<{ holelist: { par: number; distancewhite: number; distancered: number; distanceblue: number; distanceyellow: number }[] }>(`/golfcourse/courseview/${courseno}`);
  const card = (tee: number): SimulatedCourseHole[] =>
    course.holelist.slice(0, holes).map((h) => ({ par: h.par, length: tee === 1 ? h.distanceblue : tee === 3 ? h.distancered : tee === 4 ? h.distanceyellow : h.distancewhite }));
  const genders = new Map<string, string>();
  for (const p of players) {
    if ('player_pk' in p) {
      const info = await read<{ playerbasicinfo: { gender: string } }>(`/common/playerinfo?player=${p.player_pk}`).catch(() => undefined);
      genders.set(String(p.player_pk), info?.playerbasicinfo.gender ?? 'M');
    }
  }
  // A member named by ID is not looked up: the men's tee, unless --tee says otherwise.
  const teeFor = (p: Player) => teeOverride ?? ('player_pk' in p && genders.get(String(p.player_pk)) === 'F' ? teeWomen : teeMen);
  return { courseno, players, playFormat, playedAt, teeFor, card };
}

async function main() {
  const setup = await setUp();
  const run = `${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`;
  const started = performance.now();
  const latencies: number[] = [];
  const tally = { stored: 0, repeated: 0, counted: 0, notCounted: 0, refused: 0 };
  const refusals = new Map<string, number>();
  let next = 0;
  let lastDraw = 0;
  const tty = process.stderr.isTTY && !values.json;

  const progress = (final = false) => {
    const now = performance.now();
    if (values.json || (!final && now - lastDraw < 200)) return;
    lastDraw = now;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] : 0;
    const perSecond = (tally.stored + tally.repeated + tally.refused) / ((now - started) / 1000);
    const line =
      `[venue ${venue}] ${tally.stored + tally.repeated + tally.refused}/${roundCount} rounds · ${tally.stored} stored` +
      (tournamentno !== undefined ? ` · ${tally.counted} counted for tournament ${tournamentno} · ${tally.notCounted} not counted` : '') +
      ` · ${tally.refused} refused · ${perSecond.toFixed(0)} rounds/s · p95 ${p95.toFixed(0)} ms`;
    process.stderr.write(tty ? `\r${line}\x1b[K${final ? '\n' : ''}` : final ? `${line}\n` : '');
  };

  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= roundCount) return;
      if (rate) {
        const due = started + (index / rate) * 1000;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const player = setup.players[index % setup.players.length];
      const tee = setup.teeFor(player);
      const round = simulateRound({
        bayRoundId: `sim-${run}-${index}`,
        shopno: venue,
        bay: bookedBay ?? 1 + (index % 8),
        player,
        courseno: setup.courseno,
        teeColour: tee,
        holes: setup.card(tee),
        skill: 4 + Math.floor(random() * 24),
        targetGross,
        playedAt: setup.playedAt,
        tournamentno,
        playFormat: setup.playFormat,
        random,
      });
      const posted: Record<string, unknown> = { ...round };
      if (booking !== undefined) {
        delete posted.player_id;
        delete posted.player_pk;
        posted.booking = booking;
      }
      const body = JSON.stringify(posted);
      const sent = performance.now();
      // Retried with back-off on 503/429/network errors, the same body (bay round id) each time.
      const response = await postRound(portal, { keyId: keyId!, secret: secret! }, body);
      latencies.push(performance.now() - sent);
      const answer = response.body as {
        code: number;
        message: string;
        tournament?: { counted: boolean; reason?: string } | null;
        errors?: Record<string, string>;
      };
      if (values.json) console.log(JSON.stringify({ status: response.status, ...answer }));
      if (answer.code !== 200) {
        tally.refused++;
        const why = `${response.status} ${answer.message}${answer.errors ? ` ${JSON.stringify(answer.errors)}` : ''}`;
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
      } else {
        if (response.headers.get('idempotent-replayed')) tally.repeated++;
        else tally.stored++;
        if (answer.tournament?.counted) tally.counted++;
        else if (answer.tournament) {
          tally.notCounted++;
          const why = `not counted: ${answer.tournament.reason}`;
          refusals.set(why, (refusals.get(why) ?? 0) + 1);
        }
      }
      progress();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, roundCount) }, worker));
  progress(true);
  for (const [why, n] of refusals) console.error(`  ${n} × ${why}`);
  if (tally.refused) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`venue:simulate: ${(error as Error).message}`);
  process.exit(1);
});
