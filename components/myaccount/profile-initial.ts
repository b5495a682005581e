import { GENDER, isGender } from '@/lib/shared/domain/enums';
import type { ProfileInput } from '@/lib/shared/validation/account';
import type { MyProfile } from '@/lib/upstream/operations/myaccount';

/** The profile form's starting values from the member's profile: unknown codes fall back to the form's defaults. */
export function profileInitial(profile: MyProfile): ProfileInput {
  return {
    nickname: profile.nickname,
    firstname: profile.firstname,
    lastname: profile.lastname,
    timezone: profile.timezone,
    countryno: profile.countryno ?? (undefined as unknown as number),
    statesno: profile.statesno ?? undefined,
    shopno: profile.shopno ?? undefined,
    gender: isGender(profile.gender) ? profile.gender : GENDER.undisclosed,
    hand: profile.hand === 'left' ? 'left' : 'right',
    teeheight: profile.teeheight,
    fieldunit: profile.fieldunit as ProfileInput['fieldunit'],
    greenunit: profile.greenunit as ProfileInput['greenunit'],
    speedunit: profile.speedunit as ProfileInput['speedunit'],
    emailagree: profile.emailagree,
  };
}
