import { ValidationError } from 'yup';
import { fieldErrors } from '@/lib/shared/validation/field-errors';
import { parseVenueRound, venueRoundSchema } from './round-schema';
import { seededRandom, simulateRound } from './simulated-round';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const round = () =>
  JSON.parse(
    JSON.stringify(
      simulateRound({ bayRoundId: 'r-1', shopno: 1, bay: 1, player: { player_pk: 1 }, courseno: 1, teeColour: 2, holes: PARS.map((par) => ({ par, length: par * 95 })), skill: 10, random: seededRandom(3) }),
    ),
  );

function errorsOf(value: unknown): Record<string, string> {
  try {
    venueRoundSchema.validateSync(value, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrors(error);
    throw error;
  }
  return {};
}

describe('venue round schema: shots', () => {
  it('keeps a simulated round as it is', () => {
    const raw = round();
    expect(venueRoundSchema.validateSync(raw, { abortEarly: false, stripUnknown: true }).holes).toEqual(raw.holes);
  });

  it('drops unknown keys of a shot and reads numeric strings as numbers, as yup does for the other fields', () => {
    const raw = round();
    raw.holes[0].shots[0] = { ...raw.holes[0].shots[0], carry: '201.5', colour: 'red' };
    const shot = venueRoundSchema.validateSync(raw, { abortEarly: false, stripUnknown: true }).holes[0].shots[0];
    expect(shot.carry).toBe(201.5);
    expect(shot).not.toHaveProperty('colour');
  });

  it("reports a wrong figure at its path with its key, with the round's other faults", () => {
    const raw = round();
    raw.holes[2].shots[1].carry = 9999;
    raw.holes[4].shots[0].club = 7;
    raw.holes[5].shots[0].spin = 'fast';
    raw.tee_colour = 9;
    expect(errorsOf(raw)).toEqual({
      'holes[2].shots[1].carry': 'venue.field.carry',
      'holes[4].shots[0].club': 'venue.field.club',
      'holes[5].shots[0].spin': 'venue.field.spin',
      tee_colour: 'venue.field.teeColour',
    });
  });

  it('refuses more than 20 shots on a hole, a shot that is not an object, and shots that are not a list', () => {
    const raw = round();
    raw.holes[0].shots = Array.from({ length: 21 }, () => ({ club: 6, putt_distance: 1 }));
    raw.holes[1].shots = [42];
    raw.holes[2].shots = 'many';
    expect(errorsOf(raw)).toEqual({ 'holes[0].shots': 'venue.field.shots', 'holes[1].shots[0]': 'venue.field.shots', 'holes[2].shots': 'venue.field.shots' });
  });
});

describe('parseVenueRound: the plain loop answers as yup does', () => {
  const yup = (raw: unknown) => venueRoundSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
  const outcome = (parse: () => unknown) => {
    try {
      return { round: parse() };
    } catch (error) {
      if (error instanceof ValidationError) return { errors: fieldErrors(error) };
      throw error;
    }
  };
  const same = (raw: Record<string, unknown>) => expect(outcome(() => parseVenueRound(structuredClone(raw)))).toStrictEqual(outcome(() => yup(structuredClone(raw))));

  it('gives the same round for simulated rounds of every shape the bays send', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 40; n++) {
      const raw = JSON.parse(
        JSON.stringify(
          simulateRound({
            bayRoundId: `r-${n}`,
            shopno: 1 + n,
            bay: 1 + (n % 12),
            player: n % 2 ? { player_pk: n + 1 } : { player_id: `member${n}` },
            courseno: 3,
            teeColour: 1 + (n % 4),
            holes: (n % 3 ? PARS : PARS.slice(0, 9)).map((par) => ({ par, length: par * 95 })),
            skill: n,
            tournamentno: n % 4 ? undefined : 9,
            random,
          }),
        ),
      );
      same(raw);
      expect(parseVenueRound(structuredClone(raw))).toEqual(raw);
    }
  });

  it('fills the same defaults and drops the same unknown keys', () => {
    const raw = round();
    for (const key of ['wind', 'units', 'play_format', 'start_hole']) delete raw[key];
    raw.colour = 'red';
    raw.holes[0].extra = 1;
    delete raw.holes[1].fairway;
    delete raw.holes[2].shots;
    same(raw);
    same({ ...round(), units: { field: 'yard', other: 1 } });
    same({ ...round(), eventno: 4, video: 'bay/1/clip.mp4' });
    same({ ...round(), start_hole: 10, holes: round().holes.slice(0, 9) });
  });

  it('leaves to yup what it casts and every fault, with the same answer', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rounds are parsed JSON, changed at any depth
    const variants: ((raw: Record<string, any>) => void)[] = [
      (raw) => (raw.shopno = '1'),
      (raw) => (raw.bay_round_id = ' r-1 '),
      (raw) => (raw.player_pk = undefined, raw.player_id = ' Member '),
      (raw) => (raw.player_id = 'both'),
      (raw) => delete raw.player_pk,
      (raw) => (raw.player_pk = 0),
      (raw) => (raw.bay = 100),
      (raw) => (raw.tee_colour = 9),
      (raw) => (raw.wind = null),
      (raw) => (raw.units = { speed: 'knots' }),
      (raw) => (raw.units = null),
      (raw) => (raw.start_hole = 10),
      (raw) => (raw.played_at = '2026-01-01 10:00'),
      (raw) => (raw.tournamentno = 1.5),
      (raw) => (raw.video = 'no spaces allowed'),
      (raw) => (raw.holes = raw.holes.slice(0, 10)),
      (raw) => (raw.holes[3] = null),
      (raw) => (raw.holes[3].strokes = '5'),
      (raw) => (raw.holes[3].putts = raw.holes[3].strokes),
      (raw) => (raw.holes[3].fairway = 'yes'),
      (raw) => (raw.holes[3].gir = null),
      (raw) => (raw.holes[3].shots = null),
      (raw) => (raw.holes[3].shots[0].carry = 9999),
      (raw) => (raw.holes[3].shots[0].carry = '150'),
    ];
    for (const change of variants) {
      const raw = round();
      change(raw);
      same(raw);
    }
  });
});
