import type { AnyObject, ObjectSchema, Schema } from 'yup';
import { DEFAULT_PAGE_SIZE } from '@/lib/shared/domain/enums';
import { operations, type InputOf, type OperationName } from '@/lib/upstream/operations';
import { fieldMeta } from '@/lib/upstream/operations/fields';

/** What a page receives as `searchParams` once awaited. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The default page size of a page offering these sizes: spec §9's 10 when offered, else the first. */
export function defaultPageSize(allowedSizes: readonly number[]): number {
  return allowedSizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : allowedSizes[0];
}

/** A value beyond a bounded field's limit brought back to it: a number to its min/max, a text to its length. */
function clamp(field: Schema, raw: unknown): unknown {
  const tests = field.describe().tests;
  const bound = (name: string) => tests.find((test) => test.name === name)?.params?.[name] as number | undefined;
  if (field.type === 'number') {
    const value = Number(raw);
    if (!Number.isInteger(value)) return undefined;
    const max = bound('max');
    const min = bound('min');
    return max !== undefined && value > max ? max : min !== undefined && value < min ? undefined : value;
  }
  if (field.type === 'string' && typeof raw === 'string') {
    const max = bound('max');
    return max === undefined ? raw : raw.trim().slice(0, max).trim();
  }
  return undefined;
}

/** One field read leniently: its schema's value, the clamped value when it allows that, else its default. */
function lenient(field: Schema, raw: unknown): unknown {
  try {
    return field.validateSync(raw);
  } catch {
    if (fieldMeta(field).lenient === 'clamp') {
      try {
        return field.validateSync(clamp(field, raw));
      } catch {
        // falls through to the default
      }
    }
    return field.getDefault();
  }
}

/**
 * A page's URL query read with the operation's own input schema (design rule 11), leniently: each
 * field is validated alone, and one that fails takes its default instead of failing the page. So
 * `?pageno=abc&tourstatus_fk=9` lists page 1 of every status, page 999 999 the last page the member
 * API serves (pageno clamps), and a page and the member API can never disagree on what a value means.
 *
 * `values` are inputs that do not come from the query (the locale, an id from the path); a repeated
 * query key counts by its first value. `pageSizes` are the sizes the page offers: another size falls
 * back to that page's default (the member API itself accepts any size up to 100).
 */
export function readQuery<N extends OperationName>(
  name: N,
  params: SearchParams,
  values: { [K in keyof InputOf<N>]?: unknown } = {},
  pageSizes?: readonly number[],
): InputOf<N> {
  const fields = (operations[name].input as ObjectSchema<AnyObject>).fields as Record<string, Schema>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const raw = key in values ? (values as Record<string, unknown>)[key] : firstParam(params, key);
    out[key] = lenient(field, raw);
  }
  if (pageSizes && 'pagesize' in out && !pageSizes.includes(out.pagesize as number)) {
    out.pagesize = defaultPageSize(pageSizes);
  }
  return out as InputOf<N>;
}

/** One query value that is no operation's input (a token, a flash status, a return path); operation inputs go through readQuery. */
export function firstParam(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The same query with some fields changed (undefined or '' removes a field); keeps the order stable for caching. */
export function withParams(params: SearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key in changes || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) next.append(key, item);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  next.sort();
  const query = next.toString();
  return query ? `?${query}` : '';
}
