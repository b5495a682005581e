import { and, count, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { minigameEntries, minigameEvents, players, rounds, tournamentEntries, venueKeys, venueNonces, venueRoundReceipts } from '@/lib/member-api/db/schema';
import { signedHeaders, VENUE_MAX_BODY_BYTES } from '@/lib/shared/venue/signature';
import { seededRandom, simulateRound } from '@/lib/shared/venue/simulated-round';
import type { VenueRound } from '@/lib/shared/venue/round-schema';
import { serveNodeOnLoopback, serveOnLoopback } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from '../dispatch';
import { serveVenueRounds, type VenueChanges } from './http';
import { serveVenueRoundsNode } from './node-http';
import { createVenueKey, revokeVenueKeys, rotateVenueKey, VENUE_KEY_CACHE_MS } from './keys';
import { reranksSettled } from './rerank';
import { FIXTURE_PARS, insertVenueFixture, type VenueFixture } from './venue.fixture';

/**
 * The venue round API's contract over real HTTP (loopback) on an in-memory PGlite: every refusal
 * (signature, skew, replay, foreign venue, 413, 415, 400) stores nothing, and the same bay round
 * posted twice stores one round and answers the same. Run through both adapters of the one
 * implementation: the fetch Request of Next's route, and the Node request server/serve.mjs answers
 * itself (each on a database of its own).
 */
type Loopback = { url: string; close: () => Promise<void> };
const adapters: [string, (onChanged: (change: VenueChanges) => void) => Promise<Loopback>][] = [
  ['a fetch Request (the Next route)', (onChanged) => serveOnLoopback((request) => serveVenueRounds(request, { onChanged }))],
  [
    'a Node request (server/serve.mjs)',
    (onChanged) => serveNodeOnLoopback((req, res) => serveVenueRoundsNode(req, res, { onChanged, headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } })),
  ],
];

describe.each(adapters)('POST /venue/rounds through %s', (adapter, start) => {
  let connection: Connection;
  let fixture: VenueFixture;
  let server: Loopback;
  let keyA: { keyId: string; secret: string };
  let keyB: { keyId: string; secret: string };
  const changes: VenueChanges[] = [];

  beforeAll(async () => {
    connection = await useMemoryDatabase();
    fixture = await insertVenueFixture(connection.db);
    keyA = await createVenueKey(connection.db, fixture.venueA);
    keyB = await createVenueKey(connection.db, fixture.venueB);
    server = await start((change) => changes.push(change));
  });

  afterAll(async () => {
    await reranksSettled();
    await server.close();
    await connection.close();
  });

  let serial = 0;
  function aRound(overrides: Partial<VenueRound> = {}, seed = 1): VenueRound {
    return {
      ...simulateRound({
        bayRoundId: `bay-${++serial}`,
        shopno: fixture.venueA,
        bay: 3,
        player: { player_pk: fixture.playerPks[0] },
        courseno: fixture.courseno,
        teeColour: 2,
        holes: FIXTURE_PARS.map((par) => ({ par, length: par * 95 })),
        skill: 10,
        random: seededRandom(seed),
      }),
      ...overrides,
    };
  }

  async function post(body: string, headers: Record<string, string>) {
    const response = await fetch(`${server.url}/venue/rounds`, { method: 'POST', headers, body });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  }

  const signedPost = (round: unknown, key = keyA, options: Parameters<typeof signedHeaders>[2] = {}) => {
    const body = JSON.stringify(round);
    return post(body, signedHeaders(key, body, options));
  };

  async function stored() {
    const [[r], [n], [c]] = await Promise.all([
      connection.db.select({ n: count() }).from(rounds),
      connection.db.select({ n: count() }).from(venueNonces),
      connection.db.select({ n: count() }).from(venueRoundReceipts),
    ]);
    return { rounds: Number(r.n), nonces: Number(n.n), receipts: Number(c.n) };
  }

  /** Runs a refused request and checks that it stored nothing at all. */
  async function refused(request: () => Promise<{ status: number; body: Record<string, unknown> }>) {
    const before = await stored();
    const answer = await request();
    expect(await stored()).toEqual(before);
    return answer;
  }

  it('stores a signed round, counts it for the tournament, updates the handicap, and re-ranks within the second', async () => {
    // Five earlier rounds so the member has an X-Handicap to change.
    for (let i = 0; i < 4; i++) expect((await signedPost(aRound({}, 100 + i))).status).toBe(200);
    const [{ xhandicap: before }] = await connection.db.select({ xhandicap: players.xhandicap }).from(players).where(eq(players.playerPk, fixture.playerPks[0]));

    const live = aRound({ tournamentno: fixture.playing }, 7);
    live.holes = live.holes.map((hole, i) => ({ ...hole, strokes: FIXTURE_PARS[i] - (i < 3 ? 1 : 0), putts: 1, shots: hole.shots.slice(-1) }));
    const { status, body } = await signedPost(live);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'success', player_pk: fixture.playerPks[0], gross: 69, topar: -3, tournament: { tournamentno: fixture.playing, counted: true, best: true, attempts: 1 } });
    expect(body.previous_xhandicap).toBe(before);
    const [{ xhandicap }] = await connection.db.select({ xhandicap: players.xhandicap }).from(players).where(eq(players.playerPk, fixture.playerPks[0]));
    expect(xhandicap).toBe(body.xhandicap);
    expect(xhandicap).not.toBeNull();

    await reranksSettled();
    const [entry] = await connection.db
      .select({ rankGross: tournamentEntries.rankGross, gross: tournamentEntries.gross })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentno, fixture.playing), eq(tournamentEntries.playerPk, fixture.playerPks[0])));
    expect(entry).toEqual({ rankGross: 1, gross: 69 });
    expect(changes.some((c) => c.tournaments.includes(fixture.playing))).toBe(true);
  });

  it('answers the same bay round posted again the same, with one round stored', async () => {
    const round = aRound();
    const first = await signedPost(round);
    expect(first.status).toBe(200);
    const before = await stored();
    const again = await signedPost(round);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const after = await stored();
    expect(after.rounds).toBe(before.rounds);
    expect(after.receipts).toBe(before.receipts);
  });

  it('refuses a nonce seen before (409) and stores nothing', async () => {
    const round = aRound();
    const body = JSON.stringify(round);
    const headers = signedHeaders(keyA, body);
    expect((await post(body, headers)).status).toBe(200);
    const { status, body: answer } = await refused(() => post(body, headers));
    expect(status).toBe(409);
    expect(answer).toEqual({ code: 409, message: 'venue.error.replayedNonce' });
  });

  it('refuses a bad signature, an unsigned request, an unknown key (401)', async () => {
    const body = JSON.stringify(aRound());
    const headers = signedHeaders(keyA, body);
    const tampered = await refused(() => post(body.replace('"bay":3', '"bay":4'), headers));
    expect(tampered).toMatchObject({ status: 401, body: { code: 401, message: 'venue.error.badSignature' } });
    const wrongSecret = await refused(() => post(body, signedHeaders({ keyId: keyA.keyId, secret: 'not-the-secret' }, body)));
    expect(wrongSecret.body.message).toBe('venue.error.badSignature');
    const unsigned = await refused(() => post(body, { 'content-type': 'application/json' }));
    expect(unsigned).toMatchObject({ status: 401, body: { message: 'venue.error.unsigned' } });
    const unknown = await refused(() => post(body, signedHeaders({ keyId: 'vk_nope', secret: keyA.secret }, body)));
    expect(unknown).toMatchObject({ status: 401, body: { message: 'venue.error.unknownKey' } });
  });

  it('refuses a timestamp more than 5 minutes off (401) and says the server time', async () => {
    const late = await refused(() => signedPost(aRound(), keyA, { now: new Date(Date.now() - 5 * 60_000 - 5_000) }));
    expect(late).toMatchObject({ status: 401, body: { message: 'venue.error.clockSkew', maxskew: 300 } });
    expect(typeof late.body.servertime).toBe('number');
    const early = await refused(() => signedPost(aRound(), keyA, { now: new Date(Date.now() + 6 * 60_000) }));
    expect(early.body.message).toBe('venue.error.clockSkew');
    // Within the window is fine.
    expect((await signedPost(aRound(), keyA, { now: new Date(Date.now() - 4 * 60_000) })).status).toBe(200);
  });

  it("refuses venue A's key posting for venue B (403)", async () => {
    const foreign = await refused(() => signedPost(aRound({ shopno: fixture.venueB }), keyA));
    expect(foreign).toMatchObject({ status: 403, body: { code: 403, message: 'venue.error.foreignVenue' } });
    // B's own key may.
    expect((await signedPost(aRound({ shopno: fixture.venueB }), keyB)).status).toBe(200);
  });

  it('refuses another content type (415) and a body over the limit (413)', async () => {
    const body = JSON.stringify(aRound());
    const form = await refused(() => post(body, { ...signedHeaders(keyA, body), 'content-type': 'text/plain' }));
    expect(form).toMatchObject({ status: 415, body: { message: 'venue.error.contentType' } });
    const huge = JSON.stringify({ ...aRound(), padding: 'x'.repeat(VENUE_MAX_BODY_BYTES) });
    const tooLarge = await refused(() => post(huge, signedHeaders(keyA, huge)));
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'venue.error.tooLarge', limit: VENUE_MAX_BODY_BYTES } });
  });

  it("refuses a malformed round (400) with each field's error", async () => {
    const round = aRound();
    const bad = { ...round, tee_colour: 9, holes: round.holes.slice(0, 7), player_pk: undefined, played_at: 'yesterday' };
    const { status, body } = await refused(() => signedPost(bad));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 400,
      message: 'venue.error.invalidRound',
      errors: { tee_colour: 'venue.field.teeColour', holes: 'venue.field.holes', played_at: 'venue.field.playedAt', player_pk: 'venue.field.player' },
    });
    const notJson = await refused(() => post('{"holes": [', signedHeaders(keyA, '{"holes": [')));
    expect(notJson).toMatchObject({ status: 400, body: { message: 'venue.error.notJson' } });
    const unknownPlayer = await refused(() => signedPost(aRound({ player_pk: 987_654 })));
    expect(unknownPlayer).toMatchObject({ status: 400, body: { errors: { player_pk: 'venue.field.unknownPlayer' } } });
  });

  it('refuses a control character in any field (400, the field named) before the database sees it', async () => {
    const round = aRound({ player_pk: undefined, player_id: 'ab\u0000c' });
    const { status, body } = await refused(() => signedPost(round));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, message: 'venue.error.invalidRound', errors: { player_id: 'validation.text.control' } });
    const inVideo = await refused(() => signedPost(aRound({ video: 'swing\u001b.mp4' })));
    expect(inVideo).toMatchObject({ status: 400, body: { errors: { video: 'validation.text.control' } } });
  });

  it('stores a round outside the tournament conditions without counting it, and says why', async () => {
    const { status, body } = await signedPost(aRound({ tournamentno: fixture.playing, courseno: fixture.otherCourse, player_pk: fixture.playerPks[3] }));
    expect(status).toBe(200);
    expect(body.tournament).toEqual({ tournamentno: fixture.playing, counted: false, reason: 'venue.reason.course' });
    const notEntered = await signedPost(aRound({ tournamentno: fixture.playing, player_pk: fixture.playerPks[7], tee_colour: 3 }));
    expect(notEntered.body.tournament).toMatchObject({ counted: false, reason: 'venue.reason.notEntered' });
    const ready = await signedPost(aRound({ tournamentno: fixture.ready }));
    expect(ready.body.tournament).toMatchObject({ counted: false, reason: 'venue.reason.notPlaying' });
  });

  it('records a longest-drive mini-game entry from the round', async () => {
    const { body } = await signedPost(aRound({ player_id: 'bayplayer4', player_pk: undefined }));
    const minigames = body.minigames as { eventno: number; counted: boolean; value?: number }[];
    expect(minigames).toEqual([expect.objectContaining({ eventno: fixture.longest, counted: true })]);
    expect(minigames[0].value).toBeGreaterThan(150);
  });

  it('enters no draft mini-game (issue 24: published from the console), and the wall screen leaves it out', async () => {
    const event = eq(minigameEvents.eventno, fixture.longest);
    const [{ publishedAt }] = await connection.db.select({ publishedAt: minigameEvents.publishedAt }).from(minigameEvents).where(event);
    await connection.db.update(minigameEvents).set({ publishedAt: null }).where(event);
    try {
      const matched = await signedPost(aRound({ player_id: 'bayplayer5', player_pk: undefined }));
      expect(matched.status).toBe(200);
      expect(matched.body.minigames).toEqual([]);
      // Named by the bay, it answers as an unknown event does: not counted, no entry stored.
      const named = await signedPost(aRound({ player_id: 'bayplayer5', player_pk: undefined, eventno: fixture.longest }));
      expect(named.body.minigames).toEqual([{ eventno: fixture.longest, counted: false, reason: 'venue.reason.noEvent' }]);
      const [stored] = await connection.db.select({ n: count() }).from(minigameEntries).innerJoin(players, eq(players.playerPk, minigameEntries.playerPk)).where(and(eq(minigameEntries.eventno, fixture.longest), eq(players.playerId, 'bayplayer5')));
      expect(stored.n).toBe(0);
      const tv = (await dispatch('storeTv', { shopno: fixture.venueA, lang: 'en' })) as unknown as { minigames: { eventno: number }[] };
      expect(tv.minigames.map((m) => m.eventno)).not.toContain(fixture.longest);
    } finally {
      await connection.db.update(minigameEvents).set({ publishedAt }).where(event);
    }
  });

  it('keeps two keys valid during a rotation and refuses a revoked one at once', async () => {
    const rotated = await rotateVenueKey(connection.db, fixture.venueB, 1);
    expect(rotated.retiring).toContain(keyB.keyId);
    expect((await signedPost(aRound({ shopno: fixture.venueB }), keyB)).status).toBe(200);
    expect((await signedPost(aRound({ shopno: fixture.venueB }), rotated)).status).toBe(200);
    await revokeVenueKeys(connection.db, { keyId: keyB.keyId });
    const revoked = await refused(() => signedPost(aRound({ shopno: fixture.venueB }), keyB));
    expect(revoked).toMatchObject({ status: 401, body: { message: 'venue.error.unknownKey' } });
    expect((await signedPost(aRound({ shopno: fixture.venueB }), rotated)).status).toBe(200);
  });

  it('refuses a key revoked by another process within VENUE_KEY_CACHE_MS', async () => {
    const key = await createVenueKey(connection.db, fixture.venueA);
    expect((await signedPost(aRound(), key)).status).toBe(200);
    // Revoked as another instance or `npm run venue:keys` would: the row changes, this process is not told.
    await connection.db.update(venueKeys).set({ revokedAt: new Date() }).where(eq(venueKeys.keyId, key.keyId));
    const revokedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, VENUE_KEY_CACHE_MS + 50));
    const revoked = await refused(() => signedPost(aRound(), key));
    expect(revoked).toMatchObject({ status: 401, body: { message: 'venue.error.unknownKey' } });
    expect(performance.now() - revokedAt).toBeLessThan(VENUE_KEY_CACHE_MS + 1_000);
  });

  it('answers 503 with a log line, not 500, for a key this instance cannot decrypt (another VENUE_KEYS_SECRET)', async () => {
    const previous = process.env.VENUE_KEYS_SECRET;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      process.env.VENUE_KEYS_SECRET = 'the-secret-the-key-was-made-with-0123456789';
      const key = await createVenueKey(connection.db, fixture.venueA);
      process.env.VENUE_KEYS_SECRET = 'another-instance-with-another-secret-012345';
      const answer = await refused(() => signedPost(aRound(), key));
      expect(answer).toMatchObject({ status: 503, body: { code: 503, message: 'venue.error.keyUnreadable' } });
      expect((answer as Awaited<ReturnType<typeof post>>).headers.get('retry-after')).toBe('300');
      expect(errors.mock.calls.flat().join(' ')).toContain(`venue key ${key.keyId} cannot be decrypted`);
    } finally {
      errors.mockRestore();
      if (previous === undefined) delete process.env.VENUE_KEYS_SECRET;
      else process.env.VENUE_KEYS_SECRET = previous;
    }
  });

  it("moves the live version of the tournament, and shows the venue's rounds on its TV", async () => {
    const before = await dispatch('tournamentLive', { tournamentno: fixture.playing });
    expect(before).toMatchObject({ code: 200, status: '2', live: true });
    const live = aRound({ tournamentno: fixture.playing, player_pk: fixture.playerPks[5] }, 21);
    expect((await signedPost(live)).body.tournament).toMatchObject({ counted: true });
    await reranksSettled();
    const after = await dispatch('tournamentLive', { tournamentno: fixture.playing });
    expect((after as { version: string }).version).not.toBe((before as { version: string }).version);

    const tv = (await dispatch('storeTv', { shopno: fixture.venueA, lang: 'ko' })) as unknown as {
      code: number;
      shopname: string;
      tournaments: { tournamentno: number; leaders: { nickname: string }[] }[];
      minigames: { eventno: number }[];
      todaybest: { player_pk: number }[];
    };
    expect(tv.code).toBe(200);
    expect(tv.shopname).toBe('강남 플래그십');
    expect(tv.tournaments.map((t) => t.tournamentno)).toContain(fixture.playing);
    expect(tv.tournaments.find((t) => t.tournamentno === fixture.playing)!.leaders[0].nickname).toBe('Bay_Player_0');
    expect(tv.minigames.map((m) => m.eventno)).toEqual([fixture.longest]);
    expect(tv.todaybest.length).toBeGreaterThan(0);
    const gone = await dispatch('storeTv', { shopno: 987_654, lang: 'en' });
    expect(gone).toEqual({ code: 404, message: 'store.error.notFound' });
  });

  it('refuses a body over the limit sent without a declared length (413), and stores nothing', async () => {
    const huge = JSON.stringify({ ...aRound(), padding: 'x'.repeat(VENUE_MAX_BODY_BYTES) });
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const tooLarge = await refused(async () => {
      const response = await fetch(`${server.url}/venue/rounds`, { method: 'POST', headers: signedHeaders(keyA, huge), body: chunked, duplex: 'half' } as RequestInit);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'venue.error.tooLarge' } });
  });

  if (adapter.startsWith('a Node request')) {
    it("answers JSON with a length and the server's headers, and keeps the connection for the next round", async () => {
      const body = JSON.stringify(aRound());
      const response = await fetch(`${server.url}/venue/rounds`, { method: 'POST', headers: signedHeaders(keyA, body), body });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(await response.text()));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The answer's own cache policy wins over the server's default.
      expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(response.headers.get('connection')).not.toBe('close');
    });
  }
});
