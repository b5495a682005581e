import { ValidationError } from 'yup';
import { inquirySchema } from './inquiry';

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

  it('wants a name of at most 20 Korean, English or digit characters, without spaces', async () => {
    expect(await errorsOf({ ...valid, name: 'Kim홍길동7' })).toEqual({});
    expect((await errorsOf({ ...valid, name: 'Kim Gil' })).name).toBe('inquiry.error.nameChars');
    expect((await errorsOf({ ...valid, name: 'kim_gil' })).name).toBe('inquiry.error.nameChars');
    expect((await errorsOf({ ...valid, name: 'a'.repeat(21) })).name).toBe('inquiry.error.nameLength');
    expect(await errorsOf({ ...valid, name: 'a'.repeat(20) })).toEqual({});
  });

  it('allows only digits and dashes in the phone', async () => {
    expect((await errorsOf({ ...valid, phone: '+82 10 1234' })).phone).toBe('inquiry.error.phoneChars');
    expect((await errorsOf({ ...valid, phone: '010.1234' })).phone).toBe('inquiry.error.phoneChars');
  });

  it('wants a valid e-mail under 100 characters', async () => {
    expect((await errorsOf({ ...valid, email: 'nope' })).email).toBe('inquiry.error.emailInvalid');
    expect((await errorsOf({ ...valid, email: `${'a'.repeat(90)}@example.com` })).email).toBe('inquiry.error.emailLength');
    expect((await errorsOf({ ...valid, email: '' })).email).toBe('inquiry.error.emailRequired');
  });
});
