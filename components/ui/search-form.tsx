import type { ReactNode } from 'react';

export interface SelectField {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/**
 * A search that works without JavaScript: a GET form whose fields become the URL's query, so a
 * result page can be shared and paging keeps the search. A new search starts again at page 1.
 */
export function SearchForm({
  action,
  selects = [],
  search,
  hidden = {},
  submitLabel,
  children,
}: {
  action: string;
  selects?: SelectField[];
  search?: { name: string; label: string; value: string; placeholder: string };
  hidden?: Record<string, string | number | undefined>;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <form action={action} method="get" role="search" className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, value]) => (value === undefined || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />))}
      {selects.map((select) => (
        <label key={select.name} className="flex flex-col gap-1 text-sm font-medium text-gray-700">
          {select.label}
          <select name={select.name} defaultValue={select.value} className="h-10 rounded-md border border-gray-300 bg-white px-3 text-gray-900">
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {search && (
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-gray-700">
          {search.label}
          <input
            type="search"
            name={search.name}
            defaultValue={search.value}
            placeholder={search.placeholder}
            maxLength={100}
            className="h-10 rounded-md border border-gray-300 px-3 text-gray-900"
          />
        </label>
      )}
      <button type="submit" className="h-10 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
