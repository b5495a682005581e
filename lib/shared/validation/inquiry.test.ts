import { ValidationError } from 'yup';
import { getTableConfig } from 'drizzle-orm/pg-core';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { inquiries } from '@/lib/member-api/db/schema';
import { INQUIRY_NAME_MAX, inquirySchema } from './inquiry';

const valid = { title: 'Bay booking', name: '김철수', phone: '010-1234-5678', email: 'a@example.com', contents: 'Hello' };

async function errorsOf(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await inquirySchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of a field wins, as in the member API's answer (lib/member-api/dispatch.ts).
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe('inquirySchema (spec §5)', () => {
  it('accepts a complete inquiry, and one without a phone', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, phone: '' })).toEqual({});
  });

  it('wants a title of 4 to 99 characters', async () => {
    expect((await errorsOf({ ...valid, title: 'abc' })).title).toBe('inquiry.error.titleLength');
    expect(await errorsOf({ ...valid, title: 'abcd' })).toEqual({});
    expect(await errorsOf({ ...valid, title: 'x'.repeat(99) })).toEqual({});
    expect((await errorsOf({ ...valid, title: 'x'.repeat(100) })).title).toBe('inquiry.error.titleLength');
    expect((await errorsOf({ ...valid, title: '   ' })).title).toBe('inquiry.error.titleRequired');
  });

  it.each(['Mary Ann Smith', "O'Neil", 'O’Brien', 'Jean-Luc Picard', '김철수', 'José Álvarez', '山田 太郎', 'Zoë', 'محمد علي', 'Ngô Bảo Châu'])('accepts the name %s', async (name) => {
    expect(await errorsOf({ ...valid, name })).toEqual({});
  });

  it('refuses digits, other punctuation, doubled or dangling separators, and more than INQUIRY_NAME_MAX characters', async () => {
    for (const name of ['Kim7', 'kim_gil', 'Ann  -Smith', "-Ann", "Ann'", 'A. Smith', '<b>x</b>']) expect({ name, error: (await errorsOf({ ...valid, name })).name }).toEqual({ name, error: 'inquiry.error.nameChars' });
    expect((await errorsOf({ ...valid, name: 'a'.repeat(INQUIRY_NAME_MAX + 1) })).name).toBe('inquiry.error.nameLength');
    expect(await errorsOf({ ...valid, name: 'a'.repeat(INQUIRY_NAME_MAX) })).toEqual({});
    // Beyond spec §5's 20: a long full name with its spaces and hyphens.
    expect(await errorsOf({ ...valid, name: 'María José García-Fernández de la Vega' })).toEqual({});
    // Runs of spaces are one space (a double space typed by mistake is not an error).
    expect(await inquirySchema.validate({ ...valid, name: ' Mary   Ann ' })).toMatchObject({ name: 'Mary Ann' });
  });

  it('accepts phones with +, spaces, dashes, dots and parentheses, of 6 to 15 digits', async () => {
    for (const phone of ['+82 10-1234-5678', '(415) 555-0132', '+1 (415) 555.0132', '010-1234-5678', '+44 20 7946 0958']) expect({ phone, errors: await errorsOf({ ...valid, phone }) }).toEqual({ phone, errors: {} });
    expect((await errorsOf({ ...valid, phone: '010/1234' })).phone).toBe('inquiry.error.phoneChars');
    expect((await errorsOf({ ...valid, phone: '10+1234567' })).phone).toBe('inquiry.error.phoneChars');
    expect((await errorsOf({ ...valid, phone: 'call me' })).phone).toBe('inquiry.error.phoneChars');
    expect((await errorsOf({ ...valid, phone: '12-34' })).phone).toBe('inquiry.error.phoneDigits');
    expect((await errorsOf({ ...valid, phone: '+1 234 567 890 123 45' })).phone).toBe('inquiry.error.phoneLength');
    expect((await errorsOf({ ...valid, phone: '1234567890123456' })).phone).toBe('inquiry.error.phoneDigits');
  });

  it('wants a valid e-mail under 100 characters', async () => {
    expect((await errorsOf({ ...valid, email: 'nope' })).email).toBe('inquiry.error.emailInvalid');
    expect((await errorsOf({ ...valid, email: `${'a'.repeat(90)}@example.com` })).email).toBe('inquiry.error.emailLength');
    expect((await errorsOf({ ...valid, email: '' })).email).toBe('inquiry.error.emailRequired');
  });

  it('agrees with the column that stores the name and with the hint and message in both languages', () => {
    const column = getTableConfig(inquiries).columns.find((c) => c.name === 'name');
    expect(column?.getSQLType()).toBe(`varchar(${INQUIRY_NAME_MAX})`);
    for (const messages of [en, ko]) {
      expect(messages.inquiry.hint.name).toContain(String(INQUIRY_NAME_MAX));
      expect(messages.inquiry.error.nameLength).toContain(String(INQUIRY_NAME_MAX));
    }
  });
});
