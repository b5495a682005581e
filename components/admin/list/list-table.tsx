import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { EmptyState } from './empty-state';

/** One column of a console list: its header and how a row fills its cell. */
export interface ListColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (width, wrapping, alignment). */
  className?: string;
  /** Extra classes of its header cell (e.g. a numeric column's right alignment). */
  headerClassName?: string;
}

/**
 * A console list's table inside the sideways-scrolling region every wide table uses (named, reachable by
 * keyboard), or its empty state when there is nothing to list. Column headers are `scope="col"`.
 */
export function ListTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
}: {
  /** The region's accessible name. */
  label: string;
  /** A caption for screen readers, when the table needs one beyond the region's name. */
  caption?: string;
  columns: ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Extra classes of a row (top alignment for multi-line rows, a pinned row's tint). */
  rowClassName?: (row: Row) => string;
  /** What an empty list says (nothing when another message already explains it). */
  empty: ReactNode;
}) {
  if (rows.length === 0) return empty ? <EmptyState>{empty}</EmptyState> : null;
  return (
    <ScrollRegion label={label} className="rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`px-3 py-2 ${column.headerClassName ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`border-t border-gray-200 ${rowClassName?.(row) ?? ''}`}>
              {columns.map((column, index) => (
                <td key={index} className={`px-3 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
