/**
 * The member API's database (PostgreSQL dialect; PGlite or a PostgreSQL server run the same
 * migrations). Column names follow the spec's field names where it has them (player_id, shopno,
 * countryno, tourstatus ...). Codes are the ones of lib/shared/domain/enums.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { gender } from '../../shared/domain/enums';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });
/**
 * The gender codes a row may hold (lib/shared/domain/enums gender, "prefer not to say" included): the list is
 * written out from the enumeration, so a code added there needs a generated migration to be stored.
 */
const genderCheck = (name: string, column: Parameters<typeof sql>[1]) => check(name, sql`${column} in (${sql.raw(gender.map((code) => `'${code}'`).join(', '))})`);

// ---------------------------------------------------------------- geography and venues

export const countries = pgTable('countries', {
  countryno: serial('countryno').primaryKey(),
  /** ISO 3166 alpha-3 (USA, KOR, ARE ...). */
  code: varchar('code', { length: 3 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  nameKo: varchar('name_ko', { length: 80 }).notNull(),
  /** The store finder's filter bucket (spec §3): one of the eight named countries or 'other'. */
  filter: varchar('filter', { length: 8 }).notNull(),
  defaultTimezone: varchar('default_timezone', { length: 64 }).notNull(),
});

export const states = pgTable(
  'states',
  {
    statesno: serial('statesno').primaryKey(),
    countryno: integer('countryno').notNull().references(() => countries.countryno),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    nameKo: varchar('name_ko', { length: 80 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryno)],
);

export const stores = pgTable(
  'stores',
  {
    shopno: serial('shopno').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nameKo: varchar('name_ko', { length: 120 }),
    countryno: integer('countryno').notNull().references(() => countries.countryno),
    statesno: integer('statesno').references(() => states.statesno),
    city: varchar('city', { length: 80 }).notNull(),
    address: varchar('address', { length: 240 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }),
    phone: varchar('phone', { length: 40 }),
    /** 1 corporate-owned, 2 franchise. */
    storeType: smallint('store_type').notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    simulators: smallint('simulators').notNull().default(4),
    /** Opening hours per weekday, e.g. { "mon": "09:00-24:00" }. */
    hours: jsonb('hours').$type<Record<string, string>>().notNull().default({}),
    imagePath: varchar('image_path', { length: 240 }),
    openedAt: tz('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_country_idx').on(t.countryno),
    index('stores_type_idx').on(t.storeType),
    index('stores_name_idx').on(sql`lower(${t.name})`),
  ],
);

// ---------------------------------------------------------------- members

export const players = pgTable(
  'players',
  {
    playerPk: serial('player_pk').primaryKey(),
    /** Login ID: starts with a letter, lowercase letters, digits, '-' and '_' (4 to 20). Null for social-only accounts. */
    playerId: varchar('player_id', { length: 20 }).unique(),
    /** argon2id encoded hash; null for social-only accounts. */
    passwordHash: text('password_hash'),
    email: varchar('email', { length: 254 }).notNull(),
    nickname: varchar('nickname', { length: 19 }).notNull(),
    firstname: varchar('firstname', { length: 20 }).notNull(),
    lastname: varchar('lastname', { length: 20 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    countryno: integer('countryno').references(() => countries.countryno),
    statesno: integer('statesno').references(() => states.statesno),
    /** Favourite store. */
    shopno: integer('shopno').references(() => stores.shopno),
    gender: varchar('gender', { length: 1 }).notNull(),
    hand: varchar('hand', { length: 5 }).notNull().default('right'),
    /** Tee height in millimetres. */
    teeheight: smallint('teeheight').notNull().default(40),
    fieldunit: varchar('fieldunit', { length: 5 }).notNull().default('meter'),
    greenunit: varchar('greenunit', { length: 5 }).notNull().default('meter'),
    speedunit: varchar('speedunit', { length: 3 }).notNull().default('kmh'),
    emailagree: boolean('emailagree').notNull().default(false),
    privacyAgreedAt: tz('privacy_agreed_at'),
    termsAgreedAt: tz('terms_agreed_at'),
    emailVerifiedAt: tz('email_verified_at'),
    /** Spec §3 is_initialize: true while the profile must be edited before playing (need_edit_profile). */
    isInitialize: boolean('is_initialize').notNull().default(false),
    /** pending (mail not confirmed), active, withdrawn, purged (lib/shared/domain/member-status.ts). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    withdrawnAt: tz('withdrawn_at'),
    /** When the purge job removed the personal data of a withdrawn account (a year after withdrawal). */
    purgedAt: tz('purged_at'),
    /** A new address waiting for its confirmation link; `email` changes only when it is confirmed. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    /**
     * Since when the favourite venue (shopno) has been the current one: location points count the
     * X-Points earned there from this moment (lib/shared/domain/xpoint.ts), so choosing another venue resets
     * them (spec §8). Null means since joining.
     */
    favoriteSince: tz('favorite_since'),
    /** Current X-Handicap, recomputed whenever a round is recorded. */
    xhandicap: real('xhandicap'),
    avatarPath: varchar('avatar_path', { length: 240 }),
    /**
     * Made by the demo generator (lib/member-api/db/seed), whose accounts share a published password: such an
     * account cannot log in on a public production origin unless SEED_ON_START=true asked for the demo.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('players_nickname_idx').on(sql`lower(${t.nickname})`),
    index('players_shop_idx').on(t.shopno),
    index('players_country_idx').on(t.countryno),
    genderCheck('players_gender_check', t.gender),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    /** google | apple */
    provider: varchar('provider', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_provider_subject_idx').on(t.provider, t.subject)],
);

/** Member-API sessions: only a hash of the bearer token is stored; idle and absolute expiry, revocable. */
export const apiSessions = pgTable(
  'api_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    userAgent: varchar('user_agent', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
    /** When the member last confirmed their password (or provider) in this session: it opens sensitive changes for 10 minutes. */
    confirmedAt: tz('confirmed_at'),
    /**
     * A re-authentication replaces the token (ASVS 7.2.4): the hash of the one it replaced, still
     * accepted until previous_token_until (a short grace for requests already in flight), then refused.
     */
    previousTokenHash: varchar('previous_token_hash', { length: 64 }),
    previousTokenUntil: tz('previous_token_until'),
  },
  (t) => [index('api_sessions_player_idx').on(t.playerPk), uniqueIndex('api_sessions_previous_token_idx').on(t.previousTokenHash)],
);

/** Single-use mailed tokens: e-mail verification and password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    /** verify | reset | email (confirms a changed address, sent to the new one) | restore (a provider login's restore ticket) */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_player_idx').on(t.playerPk, t.purpose)],
);

// ---------------------------------------------------------------- courses and rounds

export const courses = pgTable(
  'courses',
  {
    courseno: serial('courseno').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nameKo: varchar('name_ko', { length: 120 }),
    countryno: integer('countryno').notNull().references(() => countries.countryno),
    region: varchar('region', { length: 120 }).notNull(),
    /** 1 (easy) to 5 (hard). */
    difficulty: smallint('difficulty').notNull(),
    holeCount: smallint('hole_count').notNull().default(18),
    par: smallint('par').notNull(),
    /** Course and slope rating, as printed on a scorecard. */
    rating: real('rating'),
    slope: smallint('slope'),
    designer: varchar('designer', { length: 120 }),
    openedYear: smallint('opened_year'),
    description: text('description'),
    descriptionKo: text('description_ko'),
    imagePath: varchar('image_path', { length: 240 }),
    createdAt: createdAt(),
  },
  (t) => [index('courses_country_idx').on(t.countryno)],
);

export const courseHoles = pgTable(
  'course_holes',
  {
    courseno: integer('courseno').notNull().references(() => courses.courseno),
    holeNo: smallint('hole_no').notNull(),
    par: smallint('par').notNull(),
    /** Stroke index 1..18. */
    strokeIndex: smallint('stroke_index').notNull(),
    /** Length in metres from each tee colour (spec §3: 1 blue, 2 white, 3 red, 4 yellow). */
    distanceBlue: smallint('distance_blue').notNull(),
    distanceWhite: smallint('distance_white').notNull(),
    distanceRed: smallint('distance_red').notNull(),
    distanceYellow: smallint('distance_yellow').notNull(),
    /** Shape used to draw the hole: bend of the fairway in degrees (negative left) and hazards along it. */
    dogleg: smallint('dogleg').notNull().default(0),
    hazards: jsonb('hazards')
      .$type<{ kind: 'bunker' | 'water' | 'trees'; at: number; side: -1 | 0 | 1 }[]>()
      .notNull()
      .default([]),
  },
  (t) => [primaryKey({ columns: [t.courseno, t.holeNo] })],
);

/**
 * A played round. Hole-by-hole figures are arrays indexed by hole (0 = first hole played), so a
 * 1 000 000-round network stays one row per round; the totals beside them feed leaderboards and stats.
 */
export const rounds = pgTable(
  'rounds',
  {
    roundno: serial('roundno').primaryKey(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    shopno: integer('shopno').references(() => stores.shopno),
    courseno: integer('courseno').notNull().references(() => courses.courseno),
    tournamentno: integer('tournamentno'),
    playedAt: tz('played_at').notNull(),
    /** 9 or 18. */
    holes: smallint('holes').notNull(),
    /** First hole played (1 or 10 for a nine-hole round). */
    startHole: smallint('start_hole').notNull().default(1),
    teeColour: smallint('tee_colour').notNull(),
    strokes: smallint('strokes').array().notNull(),
    pars: smallint('pars').array().notNull(),
    putts: smallint('putts').array().notNull(),
    /** Fairway hit per hole; null on par 3s. */
    fairways: boolean('fairways').array().notNull(),
    greensInRegulation: boolean('gir').array().notNull(),
    /** Length in metres of the putt holed on each hole. */
    holedPuttDistances: real('holed_putt_distances').array().notNull(),
    /** Driver distances in metres, one per par 4 and par 5. */
    driverDistances: real('driver_distances').array().notNull(),
    totalStrokes: smallint('total_strokes').notNull(),
    totalPar: smallint('total_par').notNull(),
    totalPutts: smallint('total_putts').notNull(),
    fairwayHits: smallint('fairway_hits').notNull(),
    fairwayChances: smallint('fairway_chances').notNull(),
    girCount: smallint('gir_count').notNull(),
    parSaves: smallint('par_saves').notNull(),
    parSaveChances: smallint('par_save_chances').notNull(),
    longPuttsHoled: smallint('long_putts_holed').notNull(),
    avgDriver: real('avg_driver'),
    maxDriver: real('max_driver'),
    avgHoledPutt: real('avg_holed_putt'),
    /** Rounds posted by a venue (POST /venue/rounds): the bay, and the bay's own id of the round (idempotency). */
    bay: smallint('bay'),
    bayRoundId: varchar('bay_round_id', { length: 64 }),
    /** Spec §3 wind 0 calm .. 4 random, as set at the bay. */
    wind: smallint('wind'),
    /** Each hole's shots as the bay measured them (lib/shared/venue/round-schema.ts VenueShot), metres and m/s. */
    shots: jsonb('shots').$type<unknown[][]>(),
    /** A swing video the bay recorded, as a storage path. */
    videoPath: varchar('video_path', { length: 240 }),
  },
  (t) => [
    index('rounds_player_played_idx').on(t.playerPk, t.playedAt),
    index('rounds_tournament_idx').on(t.tournamentno),
    index('rounds_shop_idx').on(t.shopno, t.playedAt),
    uniqueIndex('rounds_bay_round_idx').on(t.shopno, t.bayRoundId).where(sql`${t.bayRoundId} is not null`),
  ],
);

// ---------------------------------------------------------------- tournaments

export const tournaments = pgTable(
  'tournaments',
  {
    tournamentno: serial('tournamentno').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    nameKo: varchar('name_ko', { length: 160 }),
    /** 1 public, 2 invitational, 3 private. */
    tourType: smallint('tourtype').notNull(),
    /** 1 pro .. 5 beginner; null shows '-'. */
    tourLevel: smallint('tourlevel'),
    /** 1 regular, 2 major. */
    tourClass: smallint('tourclass').notNull(),
    /** 0 low gross / low net, 1 low gross, 2 low net. */
    rankType: smallint('tour_rank_type').notNull(),
    /** '1' ready, '2' playing, '3' completed, '4' cancelled (strings on the wire, spec §4). */
    status: varchar('tourstatus', { length: 1 }).notNull(),
    playFormat: smallint('play_format').notNull(),
    /** Null for network-wide championships, a store for shop tournaments. */
    shopno: integer('shopno').references(() => stores.shopno),
    courseno: integer('courseno').notNull().references(() => courses.courseno),
    holes: smallint('holes').notNull().default(18),
    teeColourMen: smallint('tee_colour_men').notNull().default(2),
    teeColourWomen: smallint('tee_colour_women').notNull().default(3),
    wind: smallint('wind').notNull().default(0),
    greenunit: varchar('greenunit', { length: 5 }).notNull().default('meter'),
    speedunit: varchar('speedunit', { length: 3 }).notNull().default('kmh'),
    greenSpeed: real('green_speed'),
    mulligans: smallint('mulligans').notNull().default(0),
    /** Concede-putt distance in metres; 0 means none. */
    gimme: real('gimme').notNull().default(0),
    /** Maximum number of entrants; null means unlimited. */
    entryLimit: integer('entry_limit'),
    /** How many attempts one member may submit. */
    attemptsAllowed: smallint('attempts_allowed').notNull().default(1),
    /** Entry fee in minor units (cents); 0 is free. */
    entryFee: integer('entry_fee').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    prize: text('prize'),
    prizeKo: text('prize_ko'),
    description: text('description'),
    descriptionKo: text('description_ko'),
    /** New Peria: the 12 hidden holes drawn for this tournament. */
    hiddenHoles: smallint('hidden_holes').array(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    season: smallint('season').notNull(),
    imagePath: varchar('image_path', { length: 240 }),
    /** When the ranking was last recomputed from a posted round: live leaderboards poll it. */
    rankedAt: tz('ranked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournaments_status_idx').on(t.status, t.startsAt),
    index('tournaments_type_idx').on(t.tourType),
    index('tournaments_shop_idx').on(t.shopno),
    index('tournaments_season_idx').on(t.season),
  ],
);

/** One row per entrant; its best attempt's scores are copied in so rankings are one indexed query. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    tournamentno: integer('tournamentno').notNull().references(() => tournaments.tournamentno),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    roundno: integer('roundno'),
    gender: varchar('gender', { length: 1 }).notNull(),
    enteredAt: tz('entered_at').notNull().defaultNow(),
    /**
     * Payment of the entry fee (lib/shared/domain/enums entryPaymentStatus): none (free), awaiting (card payment
     * not yet confirmed by Stripe's webhook), venue (paid at the venue: no card payments configured),
     * paid, refunded. Only the member API's webhook handler sets paid.
     */
    paymentStatus: varchar('payment_status', { length: 10 }).notNull().default('none'),
    /** When an entry awaiting payment lapses and frees its place (lib/shared/domain/refund-policy paymentHoldMinutes). */
    paymentDueAt: tz('payment_due_at'),
    attempts: smallint('attempts').notNull().default(0),
    /** Null until the entrant has played. */
    gross: smallint('gross'),
    toPar: smallint('to_par'),
    handicap: real('handicap'),
    net: real('net'),
    periaHandicap: real('peria_handicap'),
    periaNet: real('peria_net'),
    /** Countback totals: last 9, 6, 3 and 1 holes. */
    back9: smallint('back9'),
    back6: smallint('back6'),
    back3: smallint('back3'),
    back1: smallint('back1'),
    holeStrokes: smallint('hole_strokes').array(),
    /** Final places (by gross, net and new peria), stored once play is scored so any page is an index range. */
    rankGross: integer('rank_gross'),
    rankNet: integer('rank_net'),
    rankPeria: integer('rank_peria'),
    points: integer('points'),
  },
  (t) => [
    uniqueIndex('entries_tournament_player_idx').on(t.tournamentno, t.playerPk),
    index('entries_player_idx').on(t.playerPk),
    index('entries_rank_gross_idx').on(t.tournamentno, t.rankGross),
    index('entries_rank_net_idx').on(t.tournamentno, t.rankNet),
    index('entries_rank_peria_idx').on(t.tournamentno, t.rankPeria),
    index('entries_gender_rank_gross_idx').on(t.tournamentno, t.gender, t.rankGross),
    index('entries_gender_rank_net_idx').on(t.tournamentno, t.gender, t.rankNet),
    index('entries_gender_rank_peria_idx').on(t.tournamentno, t.gender, t.rankPeria),
    genderCheck('entries_gender_check', t.gender),
  ],
);

// ---------------------------------------------------------------- mini-game events

export const minigameEvents = pgTable(
  'minigame_events',
  {
    eventno: serial('eventno').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    nameKo: varchar('name_ko', { length: 160 }),
    /** Spec §3 event types 0..12. */
    eventType: smallint('event_type').notNull(),
    /** 0 ready, 1 playing, 2 completed, 3 cancelled. */
    status: smallint('status').notNull(),
    shopno: integer('shopno').references(() => stores.shopno),
    courseno: integer('courseno').references(() => courses.courseno),
    holeNo: smallint('hole_no'),
    prize: text('prize'),
    prizeKo: text('prize_ko'),
    description: text('description'),
    descriptionKo: text('description_ko'),
    winnerCount: smallint('winner_count').notNull().default(3),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    imagePath: varchar('image_path', { length: 240 }),
    createdAt: createdAt(),
    /**
     * When the event became public (issue 24: staff publish mini-games): null is a draft, which no member
     * reads and no bay enters. Defaults to the insert's instant, so an event written as before (the seed) is public at once.
     */
    publishedAt: tz('published_at').defaultNow(),
  },
  (t) => [index('minigame_status_idx').on(t.status, t.startsAt)],
);

export const minigameEntries = pgTable(
  'minigame_entries',
  {
    id: serial('id').primaryKey(),
    eventno: integer('eventno').notNull().references(() => minigameEvents.eventno),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    shopno: integer('shopno').references(() => stores.shopno),
    /** Distance in metres for longest/nearpin events, a count for the others. */
    value: real('value').notNull(),
    achievedAt: tz('achieved_at').notNull(),
    rank: integer('rank'),
    isWinner: boolean('is_winner').notNull().default(false),
    prize: text('prize'),
  },
  (t) => [
    index('minigame_entries_event_rank_idx').on(t.eventno, t.rank),
    index('minigame_entries_player_idx').on(t.playerPk),
  ],
);

// ---------------------------------------------------------------- netizen lessons

export const swingLessons = pgTable(
  'swing_lessons',
  {
    lessonno: serial('lessonno').primaryKey(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    title: varchar('title', { length: 160 }).notNull(),
    clubType: smallint('club_type').notNull(),
    videoPath: varchar('video_path', { length: 240 }),
    posterPath: varchar('poster_path', { length: 240 }),
    /** Seconds into the video where each of the seven stages starts (Address .. Finish). */
    stageTimes: real('stage_times').array().notNull(),
    /** The coach's text per stage (lesson1..lesson7) and lessontotal. */
    lessons: jsonb('lessons').$type<Partial<Record<string, string>>>().notNull().default({}),
    views: integer('views').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    /**
     * When the lesson became public (issue 24: staff publish lessons): null is a draft, which no member
     * reads (list, view, search, comments, sitemap). Defaults to the insert's instant, so a lesson
     * written as before (the seed) is public at once.
     */
    publishedAt: tz('published_at').defaultNow(),
  },
  (t) => [index('swing_lessons_created_idx').on(t.createdAt), index('swing_lessons_player_idx').on(t.playerPk), index('swing_lessons_published_idx').on(t.publishedAt)],
);

export const lessonComments = pgTable(
  'lesson_comments',
  {
    commentno: serial('commentno').primaryKey(),
    lessonno: integer('lessonno').notNull().references(() => swingLessons.lessonno),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Gone from the lesson: deleted by its writer, or hidden by staff (then hidden_by and hidden_reason say who and why). */
    deletedAt: tz('deleted_at'),
    /** The staff account that hid the comment (issue 24: hide a comment with a reason), and the reason given. */
    hiddenBy: integer('hidden_by'),
    hiddenReason: varchar('hidden_reason', { length: 500 }),
  },
  (t) => [index('lesson_comments_lesson_idx').on(t.lessonno, t.createdAt)],
);

// ---------------------------------------------------------------- support

export const notices = pgTable(
  'notices',
  {
    noticeno: serial('noticeno').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    titleKo: varchar('title_ko', { length: 200 }),
    /** Rich text (HTML), always sanitised when rendered. */
    body: text('body').notNull(),
    bodyKo: text('body_ko'),
    pinned: boolean('pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    /**
     * The instant the notice is public from (issue 24: scheduled publish); null is a draft. Its date
     * on the public pages and its place in the list. Defaults to now, so a row written without it
     * (an older release during an upgrade, a script) is public at once, as every notice was before.
     */
    publishedAt: tz('published_at').defaultNow(),
    /** The console's Markdown source of `body` / `body_ko` (which hold its sanitised HTML); null for notices written as HTML. */
    bodyMarkdown: text('body_markdown'),
    bodyMarkdownKo: text('body_markdown_ko'),
    /** The last change made in the console (the sitemap's lastmod). */
    updatedAt: tz('updated_at'),
  },
  (t) => [index('notices_order_idx').on(t.pinned, t.createdAt), index('notices_published_idx').on(t.pinned, t.publishedAt)],
);

export const resources = pgTable(
  'resources',
  {
    resourceno: serial('resourceno').primaryKey(),
    /** 1 manual, 2 promotion, 3 printed, 4 other. */
    category: smallint('category').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    titleKo: varchar('title_ko', { length: 200 }),
    body: text('body').notNull(),
    bodyKo: text('body_ko'),
    filePath: varchar('file_path', { length: 240 }),
    fileName: varchar('file_name', { length: 160 }),
    fileSize: integer('file_size'),
    downloads: integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('resources_category_idx').on(t.category, t.createdAt)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    inquiryno: serial('inquiryno').primaryKey(),
    playerPk: integer('player_pk').references(() => players.playerPk),
    title: varchar('title', { length: 99 }).notNull(),
    /** INQUIRY_NAME_MAX (lib/shared/validation/inquiry.ts): names in any script, with their spaces. */
    name: varchar('name', { length: 70 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 99 }).notNull(),
    body: text('body').notNull(),
    /** waiting | done */
    status: varchar('status', { length: 7 }).notNull().default('waiting'),
    answer: text('answer'),
    answeredAt: tz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_player_idx').on(t.playerPk, t.createdAt)],
);

// ---------------------------------------------------------------- points and badges

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    season: smallint('season').notNull(),
    /** standard | oom (order of merit) */
    kind: varchar('kind', { length: 10 }).notNull(),
    points: integer('points').notNull(),
    tournamentno: integer('tournamentno'),
    reason: varchar('reason', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('point_ledger_season_idx').on(t.season, t.kind, t.playerPk), index('point_ledger_player_idx').on(t.playerPk)],
);

/** Season totals per player, kept in step with the ledger so a leaderboard page is an index range. */
export const pointStandings = pgTable(
  'point_standings',
  {
    season: smallint('season').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    countryno: integer('countryno'),
    points: integer('points').notNull(),
    events: integer('events').notNull().default(0),
    wins: integer('wins').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.kind, t.playerPk] }),
    index('point_standings_order_idx').on(t.season, t.kind, t.points),
    index('point_standings_country_idx').on(t.season, t.kind, t.countryno, t.points),
  ],
);

export const playerBadges = pgTable(
  'player_badges',
  {
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    /** longDrive | accuracy | tourRookie | shooter | glory */
    badge: varchar('badge', { length: 12 }).notNull(),
    earnedAt: tz('earned_at').notNull(),
    roundno: integer('roundno'),
    tournamentno: integer('tournamentno'),
  },
  (t) => [primaryKey({ columns: [t.playerPk, t.badge] })],
);

// ---------------------------------------------------------------- scheduled jobs

/**
 * One row per scheduled job (lib/member-api/jobs): a lease so that of several instances only one runs a job at
 * a time, and when it last finished so it runs once per interval network-wide, not once per instance.
 */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  /** Another instance may take the job after this moment (a crashed runner's lease runs out). */
  lockedUntil: tz('locked_until'),
  startedAt: tz('started_at'),
  finishedAt: tz('finished_at'),
  /** The last run's summary line, or its error message. */
  lastResult: text('last_result'),
  lastOk: boolean('last_ok'),
});

/**
 * Every run of a scheduled job, kept JOB_HISTORY_DAYS (30 days) and then deleted by the runner
 * (lib/member-api/jobs/runner.ts): what ran, when, how long it took and how it ended, for an operator's "did the
 * nightly settlement run last week?" (job_runs keeps only the lease and the last run).
 */
export const jobRunHistory = pgTable(
  'job_run_history',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    startedAt: tz('started_at').notNull(),
    finishedAt: tz('finished_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
    /** The run's summary line, or its error message (at most 2 000 characters). */
    result: text('result').notNull(),
  },
  (t) => [index('job_run_history_finished_idx').on(t.finishedAt), index('job_run_history_name_idx').on(t.name, t.finishedAt)],
);

// ---------------------------------------------------------------- outgoing mail

/**
 * Mails waiting to be delivered (lib/member-api/mail/send.ts): a mail is a row from the moment its request is
 * answered until the mail server accepted it, so a restart or a crash loses none. A sender claims a
 * row for a lease (another process may take it once the lease has run out) and deletes it once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    /** Files sent with the mail (a booking's .ics and QR image), their content in base64. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string; cid?: string }[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this moment (growing waits after failures). */
    notBefore: tz('not_before').notNull().defaultNow(),
    /** A sender is delivering it until then. */
    claimedUntil: tz('claimed_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.notBefore)],
);

// ---------------------------------------------------------------- venues' round API

/**
 * The signing keys of the venues' bays (POST /venue/rounds). The secret is needed to check an
 * HMAC, so it is stored encrypted (AES-256-GCM, lib/member-api/venue/keys.ts), never in clear; it is
 * shown once, when created. During a rotation the old key stays valid until expires_at.
 */
export const venueKeys = pgTable(
  'venue_keys',
  {
    keyId: varchar('key_id', { length: 40 }).primaryKey(),
    shopno: integer('shopno').notNull().references(() => stores.shopno),
    secretEncrypted: text('secret_encrypted').notNull(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('venue_keys_shop_idx').on(t.shopno)],
);

/** Nonces seen from each key within the accepted clock skew: a second use is a replay. */
export const venueNonces = pgTable(
  'venue_nonces',
  {
    keyId: varchar('key_id', { length: 40 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    seenAt: tz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.nonce] }), index('venue_nonces_seen_idx').on(t.seenAt)],
);

/** The answer given to each venue round, so the same bay round posted again answers the same. */
export const venueRoundReceipts = pgTable(
  'venue_round_receipts',
  {
    shopno: integer('shopno').notNull(),
    bayRoundId: varchar('bay_round_id', { length: 64 }).notNull(),
    roundno: integer('roundno').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopno, t.bayRoundId] })],
);

// ---------------------------------------------------------------- swing records

/**
 * A swing recorded at a bay (issue 9): the video the bay's cameras took of one shot, with the club
 * and the launch monitor's ball data. The member may publish one as a netizen lesson (lessonno is
 * then set, once). Speeds in m/s, distances in metres, spins in rpm, angles in degrees.
 */
export const swings = pgTable(
  'swings',
  {
    swingno: serial('swingno').primaryKey(),
    playerPk: integer('player_pk').notNull().references(() => players.playerPk),
    shopno: integer('shopno').references(() => stores.shopno),
    roundno: integer('roundno'),
    recordedAt: tz('recorded_at').notNull(),
    /** Spec §3 club type: 1 driver, 2 wood, 3 utility, 4 iron, 5 wedge, 6 putter. */
    clubType: smallint('club_type').notNull(),
    clubSpeed: real('club_speed').notNull(),
    ballSpeed: real('ball_speed').notNull(),
    launchAngle: real('launch_angle').notNull(),
    /** Horizontal launch direction; negative is left of the target line. */
    launchDirection: real('launch_direction').notNull(),
    backSpin: integer('back_spin').notNull(),
    /** Negative spins the ball left (draw/hook), positive right (fade/slice). */
    sideSpin: integer('side_spin').notNull(),
    carry: real('carry').notNull(),
    total: real('total').notNull(),
    /** Spec §3 ball shape 1..9 (straight, hook, slice, pull …, push …). */
    ballShape: smallint('ball_shape').notNull(),
    videoPath: varchar('video_path', { length: 240 }),
    posterPath: varchar('poster_path', { length: 240 }),
    lessonno: integer('lessonno').references(() => swingLessons.lessonno),
  },
  (t) => [index('swings_player_recorded_idx').on(t.playerPk, t.recordedAt), uniqueIndex('swings_lesson_idx').on(t.lessonno)],
);

// ---------------------------------------------------------------- entry-fee payments

/**
 * One card payment of a tournament entry fee (a Stripe PaymentIntent) and its refund. Kept for five
 * years after it was made (the privacy policy's retention of payment records, `retainUntil`), whatever
 * happens to the entry or the member: no foreign key to the entry (a withdrawn or lapsed entry is
 * deleted to free its place) and none to the player, so a withdrawn member's purge leaves it alone.
 */
export const entryPayments = pgTable(
  'entry_payments',
  {
    id: serial('id').primaryKey(),
    tournamentno: integer('tournamentno').notNull().references(() => tournaments.tournamentno),
    playerPk: integer('player_pk').notNull(),
    /** Minor units of the currency, as Stripe counts them. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The language the member entered in: receipts are mailed in it. */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }).notNull(),
    /** requires_payment, succeeded, failed, canceled (lib/shared/domain/enums paymentState). */
    status: varchar('status', { length: 20 }).notNull().default('requires_payment'),
    /** The last failure as Stripe states it: error code, decline code and message. */
    failureCode: varchar('failure_code', { length: 80 }),
    declineCode: varchar('decline_code', { length: 80 }),
    failureMessage: text('failure_message'),
    paidAt: tz('paid_at'),
    /** A card's brand and last four digits, from the charge (never the number). */
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    refundId: varchar('refund_id', { length: 255 }),
    /** null, pending, succeeded, failed (lib/shared/domain/enums refundState). */
    refundStatus: varchar('refund_status', { length: 20 }),
    refundAmount: integer('refund_amount'),
    /** Why it was refunded: withdrawn, cancelled (the tournament), lapsed (paid after the entry lapsed). */
    refundReason: varchar('refund_reason', { length: 20 }),
    refundRequestedAt: tz('refund_requested_at'),
    refundedAt: tz('refunded_at'),
    createdAt: createdAt(),
    /** Five years after the payment (privacy policy): a retention job may delete it after this, not before. */
    retainUntil: tz('retain_until').notNull(),
  },
  (t) => [
    uniqueIndex('entry_payments_intent_idx').on(t.paymentIntentId),
    index('entry_payments_player_idx').on(t.playerPk, t.tournamentno),
    index('entry_payments_tournament_idx').on(t.tournamentno),
  ],
);

/** Stripe events already applied (by event id), so an event delivered twice is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 80 }).notNull(),
  /** Stripe's creation time of the event. */
  createdAt: tz('created_at').notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});
