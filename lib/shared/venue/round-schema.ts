import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { clubType, playFormat, ROW_ID_MAX, teeColour, wind } from '@/lib/shared/domain/enums';

/**
 * The body of POST /venue/rounds: one finished round as a bay reports it (JSON). One schema, used by
 * the member API that checks a posted round and by the bay simulator that builds one. Messages are
 * keys of the `venue.field` messages; the answer to a malformed round lists each field's key.
 *
 * Distances are metres and speeds metres per second whatever the bay showed the player; `units` only
 * records what the bay displayed (spec §3 units). A round names its player by `player_pk` or by the
 * `player_id` the member typed at the bay (exactly one of them).
 */
const id = (key: string) => number().typeError(key).integer(key).min(1, key).max(ROW_ID_MAX, key);

/**
 * A shot's measured figures, all optional: the range each may take and its message key. One table
 * for the shot's yup schema and for the check of a hole's shots below.
 */
const SHOT_FIGURES = {
  ball_speed: { min: 0, max: 120, key: 'venue.field.ballSpeed' },
  /** Launch angle in degrees. */
  launch: { min: -20, max: 90, key: 'venue.field.launch' },
  /** Back spin in rpm. */
  spin: { min: 0, max: 20_000, key: 'venue.field.spin' },
  carry: { min: 0, max: 450, key: 'venue.field.carry' },
  total: { min: 0, max: 500, key: 'venue.field.total' },
  /** Distance left to the pin after the shot (nearest-the-pin events read the tee shot's). */
  to_pin: { min: 0, max: 800, key: 'venue.field.toPin' },
  /** A putt's length. */
  putt_distance: { min: 0, max: 100, key: 'venue.field.puttDistance' },
} as const;
type ShotFigure = keyof typeof SHOT_FIGURES;
const shotFigures = Object.keys(SHOT_FIGURES) as ShotFigure[];
const MAX_SHOTS_PER_HOLE = 20;

const figure = (name: ShotFigure) => {
  const { min, max, key } = SHOT_FIGURES[name];
  return number().typeError(key).min(min, key).max(max, key).optional();
};

export const venueShotSchema = object({
  /** Spec §3 club type: 1 driver, 2 wood, 3 utility, 4 iron, 5 wedge, 6 putter. */
  club: number().typeError('venue.field.club').oneOf([...clubType], 'venue.field.club').required('venue.field.club'),
  ball_speed: figure('ball_speed'),
  launch: figure('launch'),
  spin: figure('spin'),
  carry: figure('carry'),
  total: figure('total'),
  to_pin: figure('to_pin'),
  putt_distance: figure('putt_distance'),
});
export type VenueShot = InferType<typeof venueShotSchema>;

/** A number as yup's number() casts it (a numeric string too); NaN when it is none. */
function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/**
 * A hole's shots, checked against venueShotSchema's rules by one plain loop: an 18-hole round has
 * some 90 shots of 8 figures, and yup's per-field machinery cost about 3 ms of CPU per round, half
 * of the budget of one round (issue 11). Unknown keys are dropped, as stripUnknown does; the first
 * wrong figure of a hole is reported at its path (holes[3].shots[1].carry).
 */
function checkShots(raw: unknown): { shots: VenueShot[] } | { path: string; message: string } {
  if (raw === undefined || raw === null) return { shots: [] };
  if (!Array.isArray(raw)) return { path: '', message: 'venue.field.shots' };
  if (raw.length > MAX_SHOTS_PER_HOLE) return { path: '', message: 'venue.field.shots' };
  const shots: VenueShot[] = [];
  for (let i = 0; i < raw.length; i++) {
    const given = raw[i] as Record<string, unknown> | null;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) return { path: `[${i}]`, message: 'venue.field.shots' };
    const club = asNumber(given.club);
    if (!(clubType as readonly number[]).includes(club)) return { path: `[${i}].club`, message: 'venue.field.club' };
    const shot: VenueShot = { club: club as VenueShot['club'] };
    for (const name of shotFigures) {
      if (given[name] === undefined) continue;
      const value = asNumber(given[name]);
      const { min, max, key } = SHOT_FIGURES[name];
      if (!(value >= min && value <= max)) return { path: `[${i}].${name}`, message: key };
      shot[name] = value;
    }
    shots.push(shot);
  }
  return { shots };
}

export const venueHoleSchema = object({
  strokes: number().typeError('venue.field.strokes').integer('venue.field.strokes').min(1, 'venue.field.strokes').max(20, 'venue.field.strokes').required('venue.field.strokes'),
  putts: number().typeError('venue.field.putts').integer('venue.field.putts').min(0, 'venue.field.putts').max(10, 'venue.field.putts').required('venue.field.putts'),
  /** Fairway hit off the tee; null (or absent) on par 3s. */
  fairway: boolean().typeError('venue.field.fairway').nullable().default(null),
  gir: boolean().typeError('venue.field.gir').required('venue.field.gir'),
  /** The hole's shots (venueShotSchema), in the order played. */
  shots: mixed<VenueShot[]>()
    // Cleaned when right; left as it came when wrong, for the test to find and report the fault.
    .transform((value: unknown) => {
      const checked = checkShots(value);
      return 'shots' in checked ? checked.shots : value;
    })
    .test('shots', 'venue.field.shots', function (shots) {
      const checked = checkShots(shots);
      return 'shots' in checked ? true : this.createError({ path: `${this.path}${checked.path}`, message: checked.message });
    })
    .default(() => []),
}).test('putts', 'venue.field.putts', (hole) => hole.putts < hole.strokes);

export const venueRoundSchema = object({
  /** The bay's own id of the round: the same id posted twice by one venue stores one round. */
  bay_round_id: string().typeError('venue.field.bayRoundId').trim().matches(/^[A-Za-z0-9._:-]{1,64}$/, 'venue.field.bayRoundId').required('venue.field.bayRoundId'),
  /** The venue (store) the round was played at: the signing key's venue. */
  shopno: id('venue.field.shopno').required('venue.field.shopno'),
  bay: number().typeError('venue.field.bay').integer('venue.field.bay').min(1, 'venue.field.bay').max(99, 'venue.field.bay').required('venue.field.bay'),
  player_pk: id('venue.field.player').optional(),
  player_id: string().typeError('venue.field.player').trim().lowercase().max(20, 'venue.field.player').optional(),
  courseno: id('venue.field.courseno').required('venue.field.courseno'),
  tee_colour: number().typeError('venue.field.teeColour').oneOf([...teeColour], 'venue.field.teeColour').required('venue.field.teeColour'),
  wind: number().typeError('venue.field.wind').oneOf([...wind], 'venue.field.wind').default(0),
  units: object({
    field: string().oneOf(['meter', 'yard'], 'venue.field.units').default('meter'),
    green: string().oneOf(['meter', 'feet'], 'venue.field.units').default('meter'),
    speed: string().oneOf(['kmh', 'mph', 'ms'], 'venue.field.units').default('kmh'),
  }).default({ field: 'meter', green: 'meter', speed: 'kmh' }),
  play_format: number().typeError('venue.field.playFormat').oneOf([...playFormat], 'venue.field.playFormat').default(1),
  /** First hole played: 1, or 10 for a back-nine round. */
  start_hole: number().typeError('venue.field.startHole').oneOf([1, 10], 'venue.field.startHole').default(1),
  /** When the round ended (ISO 8601 with a zone). */
  played_at: string()
    .typeError('venue.field.playedAt')
    .required('venue.field.playedAt')
    .test('iso', 'venue.field.playedAt', (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value ?? '') && Number.isFinite(Date.parse(value!))),
  tournamentno: id('venue.field.tournamentno').optional(),
  eventno: id('venue.field.eventno').optional(),
  video: string().typeError('venue.field.video').trim().matches(/^[A-Za-z0-9/_.-]{1,240}$/, 'venue.field.video').optional(),
  holes: array(venueHoleSchema)
    .typeError('venue.field.holes')
    .required('venue.field.holes')
    .test('count', 'venue.field.holes', (holes) => holes?.length === 9 || holes?.length === 18),
})
  .test('player', 'venue.field.player', function (round) {
    if ((round.player_pk === undefined) === (round.player_id === undefined || round.player_id === '')) {
      return this.createError({ path: 'player_pk', message: 'venue.field.player' });
    }
    return true;
  })
  .test('back-nine', 'venue.field.startHole', function (round) {
    if (round.start_hole === 10 && round.holes?.length !== 9) return this.createError({ path: 'start_hole', message: 'venue.field.startHole' });
    return true;
  });

export type VenueRound = InferType<typeof venueRoundSchema>;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= ROW_ID_MAX;
const isIn = (value: unknown, list: readonly unknown[]) => typeof value === 'number' && list.includes(value);
const UNIT_CHOICES = { field: ['meter', 'yard'], green: ['meter', 'feet'], speed: ['kmh', 'mph', 'ms'] } as const;
const BAY_ROUND_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const PLAYED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
const VIDEO = /^[A-Za-z0-9/_.-]{1,240}$/;

/**
 * A round as venueRoundSchema.validateSync(…, { stripUnknown: true }) gives it, or undefined when
 * it is anything but a plainly well-formed round: each value of its own JSON type (no numeric
 * strings), no string that trimming or lower-casing would change, no null where yup would read
 * one. Such a round is what every bay sends, and yup's per-field machinery over its 18 holes was
 * about a tenth of the server's CPU in a profile of the venue bench (issue 11); anything else goes to yup, which casts it or
 * names each fault. The test holds the two to the same answers.
 */
function plainRound(raw: Record<string, unknown>): VenueRound | undefined {
  const { bay_round_id, shopno, bay, player_pk, player_id, courseno, tee_colour, wind: windGiven, units, play_format, start_hole, played_at, tournamentno, eventno, video, holes } = raw;
  if (typeof bay_round_id !== 'string' || !BAY_ROUND_ID.test(bay_round_id)) return undefined;
  if (!isId(shopno) || !isId(courseno) || !Number.isInteger(bay) || (bay as number) < 1 || (bay as number) > 99) return undefined;
  // Exactly one of the two, player_id as yup would leave it.
  if (player_pk === undefined) {
    if (typeof player_id !== 'string' || player_id === '' || player_id.length > 20 || player_id !== player_id.trim().toLowerCase()) return undefined;
  } else if (!isId(player_pk) || player_id !== undefined) return undefined;
  if (!isIn(tee_colour, teeColour)) return undefined;
  if (windGiven !== undefined && !isIn(windGiven, wind)) return undefined;
  if (play_format !== undefined && !isIn(play_format, playFormat)) return undefined;
  if (start_hole !== undefined && start_hole !== 1 && start_hole !== 10) return undefined;
  if (typeof played_at !== 'string' || !PLAYED_AT.test(played_at) || !Number.isFinite(Date.parse(played_at))) return undefined;
  if ((tournamentno !== undefined && !isId(tournamentno)) || (eventno !== undefined && !isId(eventno))) return undefined;
  if (video !== undefined && (typeof video !== 'string' || !VIDEO.test(video))) return undefined;
  let unitsOut: VenueRound['units'] = { field: 'meter', green: 'meter', speed: 'kmh' };
  if (units !== undefined) {
    if (typeof units !== 'object' || units === null || Array.isArray(units)) return undefined;
    const given = units as Record<string, unknown>;
    for (const name of ['field', 'green', 'speed'] as const) {
      if (given[name] !== undefined && !(UNIT_CHOICES[name] as readonly unknown[]).includes(given[name])) return undefined;
    }
    unitsOut = { field: given.field ?? 'meter', green: given.green ?? 'meter', speed: given.speed ?? 'kmh' } as VenueRound['units'];
  }
  if (!Array.isArray(holes) || (holes.length !== 9 && holes.length !== 18)) return undefined;
  if (start_hole === 10 && holes.length !== 9) return undefined;
  const holesOut: VenueHole[] = [];
  for (const hole of holes as unknown[]) {
    if (typeof hole !== 'object' || hole === null || Array.isArray(hole)) return undefined;
    const { strokes, putts, fairway, gir, shots } = hole as Record<string, unknown>;
    if (!Number.isInteger(strokes) || (strokes as number) < 1 || (strokes as number) > 20) return undefined;
    if (!Number.isInteger(putts) || (putts as number) < 0 || (putts as number) > 10 || (putts as number) >= (strokes as number)) return undefined;
    if (fairway !== undefined && fairway !== null && typeof fairway !== 'boolean') return undefined;
    if (typeof gir !== 'boolean') return undefined;
    if (shots === null) return undefined;
    const checked = checkShots(shots);
    if (!('shots' in checked)) return undefined;
    holesOut.push({ strokes: strokes as number, putts: putts as number, fairway: (fairway ?? null) as boolean | null, gir, shots: checked.shots });
  }
  const round: Record<string, unknown> = {
    bay_round_id,
    shopno,
    bay,
    courseno,
    tee_colour,
    wind: windGiven ?? 0,
    units: unitsOut,
    play_format: play_format ?? 1,
    start_hole: start_hole ?? 1,
    played_at,
    holes: holesOut,
  };
  if (player_pk !== undefined) round.player_pk = player_pk;
  if (player_id !== undefined) round.player_id = player_id;
  if (tournamentno !== undefined) round.tournamentno = tournamentno;
  if (eventno !== undefined) round.eventno = eventno;
  if (video !== undefined) round.video = video;
  return round as VenueRound;
}

/**
 * A posted round (parsed JSON) checked against venueRoundSchema: the round, or yup's ValidationError
 * with each field's fault. A plainly well-formed round takes a plain loop (plainRound); any other
 * goes through yup itself.
 */
export function parseVenueRound(raw: Record<string, unknown>): VenueRound {
  return plainRound(raw) ?? venueRoundSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
}
export type VenueHole = InferType<typeof venueHoleSchema>;

/** Spec §3 club type 1: the driver (its tee shots on par 4s and 5s are the round's driver distances). */
export const DRIVER_CLUB = 1;
/** Spec §3 club type 6. */
export const PUTTER_CLUB = 6;

