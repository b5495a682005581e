import { GENDER, type distanceUnit, type speedUnit } from './enums';

/**
 * The game settings sign-up no longer asks (issue 26 item 16): the tee height and the three unit
 * choices start from the member's country and are changed in MyZone's profile. The units are the ones
 * golfers of that country read on their courses and launch monitors: yards where course cards are in
 * yards (the United States, the United Kingdom, Ireland, Canada, Japan), feet on the green and miles
 * per hour where road signs are in miles (the United States, the United Kingdom); metres and km/h
 * elsewhere (Korea's courses are measured in metres).
 */
export interface GameSettings {
  teeheight: number;
  fieldunit: (typeof distanceUnit)[number];
  greenunit: (typeof distanceUnit)[number];
  speedunit: (typeof speedUnit)[number];
}

/** The tee height a bay sets when nobody asks for another: a driver teed for a level strike, in millimetres. */
export const DEFAULT_TEE_HEIGHT = 40;

const YARD_COUNTRIES = new Set(['USA', 'GBR', 'IRL', 'CAN', 'JPN']);
const IMPERIAL_COUNTRIES = new Set(['USA', 'GBR']);

/** A country's settings by its ISO 3166 alpha-3 code; an unknown or missing country gets the metric ones. */
export function gameSettingsFor(countryCode: string | null | undefined): GameSettings {
  const code = (countryCode ?? '').toUpperCase();
  const imperial = IMPERIAL_COUNTRIES.has(code);
  return {
    teeheight: DEFAULT_TEE_HEIGHT,
    fieldunit: YARD_COUNTRIES.has(code) ? 'yard' : 'meter',
    greenunit: imperial ? 'feet' : 'meter',
    speedunit: imperial ? 'mph' : 'kmh',
  };
}

/**
 * The tees a tournament round counts from, by the player's gender: the women's tee for women, the
 * men's for men; a member who prefers not to say plays either (the tournament sets both, and asking
 * which one would be asking the gender).
 */
export function tournamentTees(playerGender: string, tees: { men: number; women: number }): number[] {
  if (playerGender === GENDER.female) return [tees.women];
  if (playerGender === GENDER.male) return [tees.men];
  return [tees.men, tees.women];
}
