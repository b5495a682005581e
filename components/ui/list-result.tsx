import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

interface Props<T> {
  /** The list's answer, or `undefined` when the member API could not be reached (the data function logged why). */
  data: T | undefined;
  /** The rows within the answer, to tell an empty list from a full one. */
  items: (data: T) => readonly unknown[];
  /** What to say when loading failed. */
  error: ReactNode;
  /** What to say when there is nothing to list (a search with no hits says so with its term). */
  empty: { title: string; hint?: ReactNode };
  /** The rows, paging and whatever else a full list shows, given the loaded answer. */
  children: (data: T) => ReactNode;
}

/** A list's three outcomes in one place: the error block, the empty state, or the list itself. */
export function ListResult<T>({ data, items, error, empty, children }: Props<T>) {
  if (data === undefined) return <ErrorState message={error} />;
  if (items(data).length === 0) return <EmptyState title={empty.title}>{empty.hint}</EmptyState>;
  return <>{children(data)}</>;
}
