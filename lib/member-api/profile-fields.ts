import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { countries, players, states, stores } from '@/lib/member-api/db/schema';
import { gameSettingsFor, type GameSettings } from '@/lib/shared/domain/game-settings';
import { isTimeZone } from '@/lib/shared/domain/timezone';

/** The registration fields of spec §3 a member sets at sign-up and edits in MyZone (all but the ID, password and e-mail). */
type ProfileColumns = Pick<
  typeof players.$inferInsert,
  'nickname' | 'firstname' | 'lastname' | 'timezone' | 'countryno' | 'statesno' | 'shopno' | 'gender' | 'hand' | 'teeheight' | 'fieldunit' | 'greenunit' | 'speedunit' | 'emailagree'
>;

/** The player columns those fields fill: sign-up (register) and the profile screen (myProfileUpdate) store them alike. */
export function profileColumns(input: ProfileColumns): ProfileColumns {
  return {
    nickname: input.nickname,
    firstname: input.firstname,
    lastname: input.lastname,
    timezone: input.timezone,
    countryno: input.countryno,
    statesno: input.statesno ?? null,
    shopno: input.shopno ?? null,
    gender: input.gender,
    hand: input.hand,
    teeheight: input.teeheight,
    fieldunit: input.fieldunit,
    greenunit: input.greenunit,
    speedunit: input.speedunit,
    emailagree: input.emailagree,
  };
}

/**
 * The field errors of a profile's time zone and places: a known zone, an existing country, a state of
 * that country (when one is given) and an existing venue (when one is given: the favourite venue is
 * optional). Empty when all hold.
 */
export async function profilePlaceErrors(
  db: Database,
  input: { timezone: string; countryno: number; statesno?: number | null; shopno?: number | null },
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (!isTimeZone(input.timezone)) errors.timezone = 'validation.timezone.required';
  const [country] = await db.select({ no: countries.countryno }).from(countries).where(eq(countries.countryno, input.countryno));
  if (!country) errors.countryno = 'validation.countryno.required';
  if (input.statesno) {
    const [state] = await db
      .select({ no: states.statesno })
      .from(states)
      .where(and(eq(states.statesno, input.statesno), eq(states.countryno, input.countryno)));
    if (!state) errors.statesno = 'validation.statesno.invalid';
  }
  if (input.shopno) {
    const [store] = await db.select({ no: stores.shopno }).from(stores).where(eq(stores.shopno, input.shopno));
    if (!store) errors.shopno = 'validation.shopno.required';
  }
  return errors;
}

/**
 * Sign-up's game settings: what the form sent, else the country's (lib/shared/domain/game-settings). The
 * sign-up form no longer asks them; MyZone's profile shows and edits what is stored.
 */
export async function signupGameSettings(
  db: Database,
  input: { countryno: number; teeheight?: number; fieldunit?: GameSettings['fieldunit']; greenunit?: GameSettings['greenunit']; speedunit?: GameSettings['speedunit'] },
): Promise<GameSettings> {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.countryno, input.countryno));
  const defaults = gameSettingsFor(country?.code);
  return {
    teeheight: input.teeheight ?? defaults.teeheight,
    fieldunit: input.fieldunit ?? defaults.fieldunit,
    greenunit: input.greenunit ?? defaults.greenunit,
    speedunit: input.speedunit ?? defaults.speedunit,
  };
}
