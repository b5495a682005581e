import type { AnyObject, ObjectSchema, Schema, ValidationError } from 'yup';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import type { Connection } from '@/lib/member-api/db/connect';
import { players } from '@/lib/member-api/db/schema';
import { createSession } from '@/lib/member-api/sessions';
import { serveMemberApi } from '@/lib/member-api/http';
import { operations } from '@/lib/upstream/operations';
import { fieldMeta, readId, ROW_ID_MAX } from '@/lib/upstream/operations/fields';
import { toFields } from '@/lib/upstream/wire';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';

/**
 * Every id a call takes (a path's `{tournamentno}`, a body's `commentno` ...) is one field with the
 * int4 bound. An id that cannot name a row is answered like an unknown one: 404 with the call's
 * not-found key, never a 400 and never the database's "out of range" as a 500.
 */
let connection: Connection;
let server: { url: string; close: () => Promise<void> };
/** A member's token: a members-only call refuses a caller without one (401) before reading its input. */
let memberToken: string;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
  const [member] = await connection.db
    .insert(players)
    .values({ playerId: 'idcaller', email: 'idcaller@example.com', nickname: 'IdCaller', firstname: 'Id', lastname: 'Caller', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning({ playerPk: players.playerPk });
  memberToken = await createSession(connection.db, member.playerPk);
});

afterAll(async () => {
  await server.close();
  await connection.close();
});

/** The message key a field answers for a value that names nothing. */
function notFoundKey(field: Schema): string {
  try {
    field.validateSync('abc');
  } catch (error) {
    return (error as ValidationError).message;
  }
  throw new Error('an id field accepted abc');
}

/** Each call with an id field: its name, method, path template and the id fields (name, not-found key). */
const idCalls = Object.entries(operations).flatMap(([name, operation]) => {
  const fields = (operation.input as ObjectSchema<AnyObject>).fields as Record<string, unknown>;
  const ids = Object.keys(fields).filter((field) => fieldMeta(fields[field]).id);
  return ids.map((field) => ({
    name,
    member: operation.auth === 'required',
    method: operation.method,
    path: operation.path,
    field,
    others: ids.filter((other) => other !== field),
    notFound: notFoundKey(fields[field] as Schema),
  }));
});

/** Calls the operation with `value` as the id under test; a call's other ids get a well-formed one, so the answer is about this field. */
async function call(call: (typeof idCalls)[number], value: string) {
  const values: Record<string, string> = { ...Object.fromEntries(call.others.map((other) => [other, '1'])), [call.field]: value };
  let path = call.path;
  const rest: Record<string, string> = {};
  for (const [field, fieldValue] of Object.entries(values)) {
    if (path.includes(`{${field}}`)) path = path.replace(`{${field}}`, encodeURIComponent(fieldValue));
    else rest[field] = fieldValue;
  }
  const url = `${server.url}/upstream${path}`;
  const bearer: Record<string, string> = call.member ? { authorization: `Bearer ${memberToken}` } : {};
  const response =
    call.method === 'GET'
      ? await fetch(`${url}?${toFields(rest)}`, { headers: bearer })
      : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer }, body: toFields(rest).toString() });
  return { status: response.status, body: (await response.json()) as { code: number; message: string } };
}

describe('ids over HTTP', () => {
  it('covers every {id} of the table', () => {
    const pathIds = Object.values(operations).flatMap((operation) => [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    expect(pathIds.length).toBeGreaterThan(0);
    const covered = new Set(idCalls.map((entry) => entry.field));
    for (const id of pathIds) expect(covered).toContain(id);
    // Each not-found key is a real, translated message.
    const lookup = (messages: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    for (const entry of idCalls) {
      expect(entry.notFound).toMatch(/[nN]otFound$/);
      expect([entry.notFound, typeof lookup(en, entry.notFound)]).toEqual([entry.notFound, 'string']);
      expect([entry.notFound, typeof lookup(ko, entry.notFound)]).toEqual([entry.notFound, 'string']);
    }
    expect([...covered]).toEqual(expect.arrayContaining(['tournamentno', 'eventno', 'lessonno', 'courseno', 'shopno', 'noticeno', 'resourceno', 'playerno', 'commentno', 'player']));
  });

  const bad = ['9999999999', String(ROW_ID_MAX + 1), '0', '-1', 'abc', '1.5'];
  it.each(idCalls.map((entry) => [`${entry.method} ${entry.path} ${entry.field}`, entry] as const))('%s: a malformed or out-of-range id is 404 with the not-found key', async (_, entry) => {
    for (const value of bad) {
      const { status, body } = await call(entry, value);
      expect({ value, status, body }).toEqual({ value, status: 404, body: { code: 404, message: entry.notFound } });
    }
  });

  it('answers the largest int4 id as an unknown row, not a failure', async () => {
    const { status, body } = await call(idCalls.find((entry) => entry.name === 'tournamentCondition')!, String(ROW_ID_MAX));
    expect({ status, body }).toEqual({ status: 404, body: { code: 404, message: 'tournament.error.notFound' } });
    const minigame = await call(idCalls.find((entry) => entry.name === 'minigameRanking')!, String(ROW_ID_MAX));
    expect(minigame.body).toEqual({ code: 404, message: 'minigame.error.notFound' });
  });
});

describe('readId (a page\'s [id] segment)', () => {
  it.each([
    ['1', 1],
    ['2147483647', ROW_ID_MAX],
    ['2147483648', null],
    ['9999999999', null],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['1.5', null],
    ['1e3', null],
    ['012', null],
    [' 7', null],
    ['', null],
    [undefined, null],
    [['12', '13'], 12],
  ] as const)('%j -> %j', (value, expected) => {
    expect(readId(value)).toBe(expected);
  });
});
