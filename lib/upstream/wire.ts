import type { AnyObject } from 'yup';
import type { Operation } from './operation';

/** `/a/{id}/b` with { id: 7 } -> `/a/7/b`, and the fields left for the query or the form. */
export function fillPath(template: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

/** Matches a request path against an operation's template, returning its path parameters. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`, 'i').exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
}

/** Flat text fields for a query string or a form body; arrays repeat the key, absent values are left out. */
export function toFields(input: Record<string, unknown>): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      fields.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return fields;
}

/** Reads text fields back into an object; a repeated key becomes an array. */
export function fromFields(fields: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(fields.keys())) {
    const all = fields.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

export function describe(operation: Operation<AnyObject, unknown>): string {
  return `${operation.method} ${operation.path}`;
}
