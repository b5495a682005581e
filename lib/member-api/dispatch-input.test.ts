import type { Connection } from '@/lib/member-api/db/connect';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';

/**
 * An operation without fields called without input is answered without yup's pass over it (the
 * edge's session check makes such a call before every kept MyZone copy); anything that is not a plain
 * object is still refused as yup refuses it.
 */
let connection: Connection;

beforeAll(async () => {
  connection = await useMemoryDatabase();
}, 120_000);

afterAll(async () => {
  await connection.close();
});

describe('dispatch of an operation without fields', () => {
  it.each([['no input', undefined], ['null', null], ['an empty object', {}], ['unknown keys, stripped', { extra: 'x' }]])('answers %s', async (_, input) => {
    expect(await dispatch('timezone', input)).toMatchObject({ code: 200, timezone: { timezone_name: expect.any(String) } });
  });

  it.each([['an array', []], ['a string', 'x']])('refuses %s as invalid input', async (_, input) => {
    expect(await dispatch('timezone', input)).toMatchObject({ code: 400, message: 'api.invalidInput' });
  });
});
