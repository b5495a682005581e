import { ValidationError } from 'yup';
import { loginSchema, nicknameField, passwordField, playerIdField, profileSchema, resetPasswordSchema, signupSchema } from './account';

async function firstError(schema: { validate(value: unknown): Promise<unknown> }, value: unknown): Promise<string | undefined> {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const valid: Record<string, unknown> = {
  player_id: 'golfer_01',
  password: 'Clubhouse1!',
  password_re: 'Clubhouse1!',
  email: 'golfer@example.com',
  nickname: '골퍼_One',
  firstname: 'Jo',
  lastname: 'Kim',
  timezone: 'Asia/Seoul',
  countryno: '1',
  statesno: '',
  shopno: '3',
  gender: 'M',
  hand: 'right',
  teeheight: '40',
  fieldunit: 'meter',
  greenunit: 'yard',
  speedunit: 'kmh',
  emailagree: 'n',
  terms: 'y',
  privacy: 'y',
  recaptcha_token: 'token',
};

describe('ID rule (4 to 20, begins with a letter, lowercase letters, digits, - and _)', () => {
  it.each([
    ['abcd', undefined],
    ['a'.repeat(20), undefined],
    ['a-b_1', undefined],
    ['abc', 'validation.id.length'],
    ['a'.repeat(21), 'validation.id.length'],
    ['1abc', 'validation.id.startLetter'],
    ['_abc', 'validation.id.startLetter'],
    ['abC1', 'validation.id.characters'],
    ['ab c1', 'validation.id.characters'],
    ['', 'validation.id.required'],
  ])('%j -> %s', async (value, expected) => {
    expect(await firstError(playerIdField, value)).toBe(expected);
  });
});

describe('password rule (8 to 64, a letter, a digit and one of ! @ # $ % ^ & + =)', () => {
  it.each([
    ['abcdef1!', undefined],
    ['a1!' + 'x'.repeat(61), undefined],
    ['abcde1!', 'validation.password.length'],
    ['a1!' + 'x'.repeat(62), 'validation.password.length'],
    ['abcdefg!', 'validation.password.digit'],
    ['1234567!', 'validation.password.letter'],
    ['abcdefg1', 'validation.password.special'],
    // Only the three requirements: spaces, other symbols and non-ASCII are allowed (spec §5).
    ['correct horse 1!', undefined],
    ['abc*.-?1!', undefined],
    ['비밀번호abc1!', undefined],
    ['ab1!' + '한'.repeat(60), undefined],
    ['ab1!' + '한'.repeat(61), 'validation.password.length'],
    ['abcdef1*', 'validation.password.special'],
    ['', 'validation.password.required'],
  ])('%j -> %s', async (value, expected) => {
    expect(await firstError(passwordField, value)).toBe(expected);
  });

  it('never truncates: 64 characters pass, 65 are refused rather than cut', async () => {
    const long = 'Aa1!'.repeat(16);
    expect(await passwordField.validate(long)).toBe(long);
    expect(await firstError(passwordField, long + 'x')).toBe('validation.password.length');
  });
});

describe('nickname rule (3 to 19 letters incl. Korean, digits, _; no spaces)', () => {
  it.each([
    ['abc', undefined],
    ['골퍼왕', undefined],
    ['a'.repeat(19), undefined],
    ['ab', 'validation.nickname.length'],
    ['a'.repeat(20), 'validation.nickname.length'],
    ['ab cd', 'validation.nickname.spaces'],
    ['ab-cd', 'validation.nickname.characters'],
  ])('%j -> %s', async (value, expected) => {
    expect(await firstError(nicknameField, value)).toBe(expected);
  });
});

describe('sign-up form', () => {
  it('accepts a complete form and coerces form-encoded values', async () => {
    const parsed = await signupSchema.validate(valid);
    expect(parsed).toMatchObject({ countryno: 1, shopno: 3, teeheight: 40, terms: true, privacy: true, emailagree: false });
    expect(parsed.statesno).toBeUndefined();
  });

  it.each([
    ['password_re', 'Clubhouse2!', 'validation.passwordRe.match'],
    ['terms', 'n', 'validation.terms.required'],
    ['privacy', '', 'validation.privacy.required'],
    ['recaptcha_token', '', 'validation.captcha.required'],
    ['firstname', 'J', 'validation.firstname.length'],
    ['firstname', 'J'.repeat(21), 'validation.firstname.length'],
    ['lastname', 'K'.repeat(21), 'validation.lastname.length'],
    ['lastname', '', 'validation.lastname.required'],
    ['gender', 'X', 'validation.gender.required'],
    ['teeheight', '101', 'validation.teeheight.range'],
    ['teeheight', '-1', 'validation.teeheight.range'],
    ['shopno', '-3', 'validation.shopno.required'],
    ['countryno', '', 'validation.countryno.required'],
    ['email', 'not-an-email', 'validation.email.format'],
    ['email', `${'a'.repeat(90)}@example.com`, 'validation.email.length'],
  ])('%s=%j -> %s', async (field, value, expected) => {
    expect(await firstError(signupSchema, { ...valid, [field]: value })).toBe(expected);
  });

  it('keeps promotional e-mail optional', async () => {
    expect(await firstError(signupSchema, { ...valid, emailagree: 'y' })).toBeUndefined();
  });

  // Issue 26 item 16: sign-up asks only what it needs; the rest has defaults the profile edits.
  it('takes a form without gender, favourite venue, tee height or units: gender becomes "prefer not to say"', async () => {
    const { gender, shopno, teeheight, fieldunit, greenunit, speedunit, ...minimal } = valid;
    void [gender, shopno, teeheight, fieldunit, greenunit, speedunit];
    const parsed = await signupSchema.validate(minimal);
    expect(parsed.gender).toBe('N');
    expect(parsed.shopno).toBeUndefined();
    expect(parsed.teeheight).toBeUndefined();
    expect(parsed.fieldunit).toBeUndefined();
    expect((await signupSchema.validate({ ...valid, gender: '' })).gender).toBe('N');
    expect((await signupSchema.validate({ ...valid, gender: 'N' })).gender).toBe('N');
  });

  it('still checks a tee height or unit a client sends', async () => {
    expect(await firstError(signupSchema, { ...valid, fieldunit: 'furlong' })).toBe('validation.fieldunit.required');
    expect(await firstError(signupSchema, { ...valid, speedunit: 'knots' })).toBe('validation.speedunit.required');
  });

  it('asks every sign-up field of the profile in MyZone, the tee height and units required there', async () => {
    const accountOnly = ['player_id', 'password', 'password_re', 'email', 'terms', 'privacy', 'recaptcha_token'];
    expect(Object.keys(profileSchema.fields).sort()).toEqual(Object.keys(signupSchema.fields).filter((name) => !accountOnly.includes(name)).sort());
    const profile = Object.fromEntries(Object.keys(profileSchema.fields).map((name) => [name, valid[name]]));
    expect(await firstError(profileSchema, profile)).toBeUndefined();
    expect(await firstError(profileSchema, { ...profile, teeheight: '' })).toBe('validation.teeheight.required');
    expect(await firstError(profileSchema, { ...profile, speedunit: undefined })).toBe('validation.speedunit.required');
    expect((await profileSchema.validate({ ...profile, shopno: '' })).shopno).toBeUndefined();
  });
});

describe('login and reset forms', () => {
  it('login only checks presence, never the ID format', async () => {
    expect(await firstError(loginSchema, { player_id: 'Whatever ID', password: 'x' })).toBeUndefined();
    expect(await firstError(loginSchema, { player_id: '', password: 'x' })).toBe('validation.id.required');
  });

  it('reset requires a token and a matching, valid password', async () => {
    expect(await firstError(resetPasswordSchema, { token: 't', password: 'Newpass1!', password_re: 'Newpass1!' })).toBeUndefined();
    expect(await firstError(resetPasswordSchema, { token: 't', password: 'Newpass1!', password_re: 'Newpass2!' })).toBe('validation.passwordRe.match');
  });
});
