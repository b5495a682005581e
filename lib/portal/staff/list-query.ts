/**
 * How the console's list pages read their address (lenient, like every query string of the portal: a
 * value they do not know falls back to the default, never an error) and write it back in links.
 */
export type ListQuery = Record<string, string | string[] | undefined>;

/** A parameter's first value ('' when absent). */
export const firstValue = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? '';

/** The page asked for: 1 to 1000, 1 when absent or not a number. */
export const pageFrom = (query: ListQuery): number => Math.min(1000, Math.max(1, Number.parseInt(firstValue(query.page), 10) || 1));

/** The state tab asked for, or the list's default state. */
export function stateFrom<State extends string>(query: ListQuery, states: readonly State[], fallback: State): State {
  const asked = firstValue(query.state);
  return (states as readonly string[]).includes(asked) ? (asked as State) : fallback;
}

/**
 * The address of a state tab's page: `state` left out when it is the default (so the list's plain
 * address is its default tab), `page` left out on the first page. `defaultState` undefined: always named.
 */
export const stateListHref =
  (base: string, defaultState?: string) =>
  (state: string, page = 1): string =>
    `${base}?${new URLSearchParams({ ...(state !== defaultState ? { state } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;
