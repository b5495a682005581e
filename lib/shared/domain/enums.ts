/**
 * The spec's enumerations (§3, §4) in one place. Codes are what the member API stores and sends;
 * each enumeration's labels live in messages/{en,ko}.json under `enums.<name>.<code>`.
 */

function codes<const T extends readonly (string | number)[]>(values: T) {
  return values;
}

/**
 * A member's gender (issue 26 item 16): optional, so `undisclosed` ("prefer not to say") is a code of
 * its own and the default of a sign-up that leaves it out. Gender rankings list the two genders the
 * tees and divisions are set for; an undisclosed member is ranked overall only.
 */
export const GENDER = { male: 'M', female: 'F', undisclosed: 'N' } as const;
export const gender = codes([GENDER.male, GENDER.female, GENDER.undisclosed]);
export type Gender = (typeof gender)[number];
export function isGender(value: unknown): value is Gender {
  return (gender as readonly unknown[]).includes(value);
}
/** The genders a ranking can be filtered by (the divisions); '' is everyone. */
export const rankedGender = codes([GENDER.male, GENDER.female]);
export type RankedGender = (typeof rankedGender)[number];

export const TOURNAMENT_TYPE = { public: 1, invitational: 2, private: 3 } as const;
export const tournamentType = codes([TOURNAMENT_TYPE.public, TOURNAMENT_TYPE.invitational, TOURNAMENT_TYPE.private]);
export const tournamentLevel = codes([1, 2, 3, 4, 5]); // pro .. beginner; null shows '-'
export const TOURNAMENT_CLASS = { regular: 1, major: 2 } as const;
export const tournamentClass = codes([TOURNAMENT_CLASS.regular, TOURNAMENT_CLASS.major]);
export const rankType = codes([0, 1, 2]); // low gross/low net, low gross, low net
export type RankType = (typeof rankType)[number];

export const playFormat = codes([1, 2, 3, 4, 5, 6, 7, 8, 9]);
export const ballShape = codes([1, 2, 3, 4, 5, 6, 7, 8, 9]);
export const wind = codes([0, 1, 2, 3, 4]); // calm, light, moderate, strong, random
export const teeColour = codes([1, 2, 3, 4]); // blue, white, red, yellow; anything else: none
export type TeeColour = (typeof teeColour)[number];

export const scoreType = codes(['stroke', 'net', 'peria']);
export type ScoreType = (typeof scoreType)[number];

export const distanceUnit = codes(['meter', 'yard', 'feet']);
export const speedUnit = codes(['kmh', 'mph', 'ms']);
export const hand = codes(['right', 'left']);

/** The store-finder's country filter. Countries outside the named eight (the UAE among them) file under 'other'. */
export const countryFilter = codes(['USA', 'AUS', 'CHN', 'JPN', 'KOR', 'CAN', 'GBR', 'FRA', 'other']);
export type CountryFilter = (typeof countryFilter)[number];

export const STORE_TYPE = { corporate: 1, franchise: 2 } as const;
export const storeType = codes([STORE_TYPE.corporate, STORE_TYPE.franchise]);

export const clubType = codes([1, 2, 3, 4, 5, 6]); // driver, wood, utility, iron, wedge, putter
export const clubCode = { 1: 'DR', 2: 'W2', 3: 'I3', 4: 'U4', 5: 'PW', 6: 'AW' } as const;
export function clubCodeLabel(code: number): string {
  return clubCode[code as keyof typeof clubCode] ?? 'ETC';
}

export const shaftMaterial = codes([1, 2, 3]); // graphite, steel, carbon
export const shaftBalance = { 1: 'R', 2: 'SR', 3: 'S', 4: 'L' } as const;
export const interest = codes([1, 2, 3]); // sense of shot, direction, distance

export const supportCategory = codes([1, 2, 3, 4]); // manual, promotion, printed, other

export const lessonStages = codes(['lesson1', 'lesson2', 'lesson3', 'lesson4', 'lesson5', 'lesson6', 'lesson7']);
export type LessonStage = (typeof lessonStages)[number];

export const eventType = codes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
export type EventType = (typeof eventType)[number];

export const inquiryStatus = codes(['waiting', 'done']);
export type InquiryStatus = (typeof inquiryStatus)[number];
export const fittingStatus = codes(['apply', 'ready', 'done']);
export const shippingStatus = codes(['ready', 'progress', 'done']);

/** Spec §4: tournament status codes are strings on the wire. */
export const TOURNAMENT_STATUS = { ready: '1', playing: '2', completed: '3', cancelled: '4' } as const;
export const tournamentStatus = codes([TOURNAMENT_STATUS.ready, TOURNAMENT_STATUS.playing, TOURNAMENT_STATUS.completed, TOURNAMENT_STATUS.cancelled]);
export type TournamentStatus = (typeof tournamentStatus)[number];
/**
 * A tournament staff are still preparing in the operator console (issue 24): never on the wire (not
 * one of spec §4's codes), so no public read, list, entry or job sees it until it is published
 * (then it is `ready`).
 */
export const TOURNAMENT_DRAFT = '0';

/** The statuses a tournament takes entries in: before play starts and while it is played. */
export const tournamentEntryStatuses: readonly TournamentStatus[] = [TOURNAMENT_STATUS.ready, TOURNAMENT_STATUS.playing];

/**
 * "Open for entry", the one rule the member API's entry call, the tournament header's Enter button
 * and the how-to-enter page share: a public tournament that is ready or playing (invitational and
 * private ones are entered by invitation of the venue).
 */
export function isOpenForEntry(tournament: { tourstatus: string; tourtype: number }): boolean {
  return tournament.tourtype === TOURNAMENT_TYPE.public && (tournamentEntryStatuses as readonly string[]).includes(tournament.tourstatus);
}

/**
 * A tournament entry's payment (tournament_entries.payment_status): `none` free; `awaiting` a card
 * payment not yet confirmed (it lapses at payment_due_at); `venue` the fee is paid at the venue (the
 * portal runs without card payments); `paid` confirmed by Stripe's signed webhook, nothing else;
 * `refunded` (a cancelled tournament's entries keep their row).
 */
export const ENTRY_PAYMENT = { none: 'none', awaiting: 'awaiting', venue: 'venue', paid: 'paid', refunded: 'refunded' } as const;
export const entryPaymentStatus = codes([ENTRY_PAYMENT.none, ENTRY_PAYMENT.awaiting, ENTRY_PAYMENT.venue, ENTRY_PAYMENT.paid, ENTRY_PAYMENT.refunded]);
export type EntryPaymentStatus = (typeof entryPaymentStatus)[number];

/** A card payment record (entry_payments.status) and its refund (entry_payments.refund_status). */
export const PAYMENT_STATE = { requiresPayment: 'requires_payment', succeeded: 'succeeded', failed: 'failed', canceled: 'canceled' } as const;
export const paymentState = codes([PAYMENT_STATE.requiresPayment, PAYMENT_STATE.succeeded, PAYMENT_STATE.failed, PAYMENT_STATE.canceled]);
export type PaymentState = (typeof paymentState)[number];
export const REFUND_STATE = { pending: 'pending', succeeded: 'succeeded', failed: 'failed' } as const;
export const refundState = codes([REFUND_STATE.pending, REFUND_STATE.succeeded, REFUND_STATE.failed]);
export type RefundState = (typeof refundState)[number];
/** Why a payment was refunded. */
export const refundReason = codes(['withdrawn', 'cancelled', 'lapsed', 'staff']);
export type RefundReason = (typeof refundReason)[number];

/** Spec §4: mini-game event statuses are numbers on the wire. */
export const EVENT_STATUS = { ready: 0, playing: 1, completed: 2, cancelled: 3 } as const;
export const eventStatus = codes([EVENT_STATUS.ready, EVENT_STATUS.playing, EVENT_STATUS.completed, EVENT_STATUS.cancelled]);
export type EventStatus = (typeof eventStatus)[number];

/** A course's difficulty, 1 easy .. 5 very hard (labels: `course.difficultyLevel.<n>`). */
export const courseDifficulty = codes([1, 2, 3, 4, 5]);
export type CourseDifficulty = (typeof courseDifficulty)[number];
export const COURSE_DIFFICULTY_MAX = courseDifficulty[courseDifficulty.length - 1];

/**
 * The label key of a code under the `enums` messages namespace (`enums.<name>.<code>`); a code the
 * enumeration does not list (a null level, an unknown tee) takes the `none` label where there is one.
 */
/** Whether a tournament has a level at all (many have none: then nothing is shown, not a "-"). */
export function hasLevel(code: number | null | undefined): code is number {
  return code !== null && code !== undefined && (tournamentLevel as readonly number[]).includes(code);
}

export function enumLabelKey(name: 'tournamentLevel' | 'teeColour', code: number | null | undefined): string;
export function enumLabelKey(name: string, code: string | number): string;
export function enumLabelKey(name: string, code: string | number | null | undefined): string {
  const known: Record<string, readonly (string | number)[]> = { tournamentLevel, teeColour };
  if (name in known && (code === null || code === undefined || !known[name].includes(code))) return `${name}.none`;
  return `${name}.${code}`;
}

export const badgeKind = codes(['longDrive', 'accuracy', 'tourRookie', 'shooter', 'glory']);
export type BadgeKind = (typeof badgeKind)[number];

export const pointKind = codes(['standard', 'oom']);
export type PointKind = (typeof pointKind)[number];

export const playerStatus = codes(['pending', 'active', 'withdrawn']);
export type PlayerStatus = (typeof playerStatus)[number];

export const socialProvider = codes(['google', 'apple']);
export type SocialProvider = (typeof socialProvider)[number];

export const PAGE_SIZES = [10, 30, 50, 100] as const;
export const GRID_PAGE_SIZES = [9, 18, 27, 45] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_NO = 1;

/** PostgreSQL's int4, the type of every id column: a larger number cannot name a row. */
export const ROW_ID_MAX = 2_147_483_647;
