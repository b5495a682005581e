import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { countries, players, states, stores } from '@/lib/db/schema';
import { isTimeZone } from '@/lib/domain/timezone';

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
    shopno: input.shopno,
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
 * that country (when one is given) and an existing venue. Empty when all hold.
 */
export async function profilePlaceErrors(
  db: Database,
  input: { timezone: string; countryno: number; statesno?: number | null; shopno: number },
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
  const [store] = await db.select({ no: stores.shopno }).from(stores).where(eq(stores.shopno, input.shopno));
  if (!store) errors.shopno = 'validation.shopno.required';
  return errors;
}
