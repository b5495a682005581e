import { ValidationError } from 'yup';
import { fieldErrors } from '@/lib/validation/field-errors';
import { venueRoundSchema } from './round-schema';
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
