/**
 * Search box, one filter and the count above every admin list. Filtering runs in place over the
 * loaded list (the API's `q` and `status` serve the same need for scripts).
 */
import { useState } from 'react';

export interface Filter<K extends string> {
  label: string;
  options: Record<K, string>;
}

/** State for one list: the search term and the chosen filter key. */
export function useListControls<K extends string>(initial: K) {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<K>(initial);
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
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {searchLabel}
        <input
          id={`${id}-search`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={placeholder}
          className="min-h-11 rounded-md border border-slate-400 px-3"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {filterDef.label}
        <select
          id={`${id}-filter`}
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
      <p className="text-sm text-slate-700" aria-live="polite">
        {count} {count === 1 ? noun[0] : noun[1]}
      </p>
    </div>
  );
}
