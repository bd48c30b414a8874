/**
 * Search box, one filter and the count above every admin list. Without JavaScript the controls are a
 * GET form (?tab=&q=&filter=) and the server renders the list already narrowed. Hydrated, the paged
 * lists (PagedList.tsx) ask the server for the first matching page (`onSearch`, and as you type); the
 * short lists (Contacts, Revisions) narrow in place, with the address's values from ListQueryContext.
 */
import { createContext, useContext, useState } from 'react';
import { plainButton } from './Table.tsx';

/** The active tab and the search the address asked for. */
export const ListQueryContext = createContext<{ tab: string; q: string; filter: string | null }>({
  tab: '',
  q: '',
  filter: null,
});

export interface Filter<K extends string> {
  label: string;
  options: Record<K, string>;
}

/** State for one list: the search term and the chosen filter key. */
export function useListControls<K extends string>(initial: K, options: Record<K, string>) {
  const asked = useContext(ListQueryContext);
  const [q, setQ] = useState(asked.q);
  const [filter, setFilter] = useState<K>(
    asked.filter !== null && Object.hasOwn(options, asked.filter) ? (asked.filter as K) : initial,
  );
  const term = q.trim().toLowerCase();
  const hit = (...values: (string | null | undefined)[]) => !term || values.some((v) => v?.toLowerCase().includes(term));
  return { q, setQ, filter, setFilter, hit };
}

export default function ListControls<K extends string>({
  id,
  searchLabel,
  placeholder,
  q,
  setQ,
  filterDef,
  filter,
  setFilter,
  count,
  noun,
  onSearch,
}: {
  id: string;
  searchLabel: string;
  placeholder: string;
  q: string;
  setQ: (q: string) => void;
  filterDef: Filter<K>;
  filter: K;
  setFilter: (k: K) => void;
  count: number;
  noun: [string, string];
  /** Hydrated submit (Enter, the Search button): a paged list fetches its first matching page. */
  onSearch?: () => void;
}) {
  const { tab } = useContext(ListQueryContext);
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault(); // hydrated, the list narrows as you type
        onSearch?.();
      }}
    >
      <input type="hidden" name="tab" value={tab} />
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {searchLabel}
        <input
          id={`${id}-search`}
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={placeholder}
          maxLength={200}
          className="min-h-11 w-full max-w-xs rounded-md border border-slate-400 px-3"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {filterDef.label}
        <select
          id={`${id}-filter`}
          name="filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as K)}
          className="min-h-11 rounded-md border border-slate-400 px-3"
        >
          {(Object.entries(filterDef.options) as [K, string][]).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={plainButton}>
        Search
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {count} {count === 1 ? noun[0] : noun[1]}
      </p>
    </form>
  );
}
