/**
 * Search box, one filter and the count above every admin list. Without JavaScript the controls are a
 * GET form (?tab=&q=&filter=) and the server renders the list already narrowed. Hydrated, the paged
 * lists (PagedList.tsx) ask the server for the first matching page (`onSearch`, and as you type); the
 * short lists (Contacts, Revisions) narrow in place, with the address's values from ListQueryContext.
 */
import { createContext, useContext, useState, type ChangeEvent, type SubmitEvent } from 'react';
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
  noun: readonly [string, string];
  /** Hydrated submit (Enter, the Search button): a paged list fetches its first matching page. */
  onSearch?: () => void;
}) {
  const { tab } = useContext(ListQueryContext);
  return (
    <SearchForm
      tab={tab}
      onSubmit={(e) => {
        e.preventDefault(); // hydrated, the list narrows as you type
        onSearch?.();
      }}
      search={{
        id: `${id}-search`,
        label: searchLabel,
        placeholder,
        value: q,
        onChange: (e) => setQ(e.target.value),
        wide: true,
      }}
      filter={{
        id: `${id}-filter`,
        label: filterDef.label,
        name: 'filter',
        options: Object.entries(filterDef.options),
        value: filter,
        onChange: (e) => setFilter(e.target.value as K),
      }}
      count={count}
      noun={noun}
    />
  );
}

type Control<E> = { id?: string; label: string; value?: string; defaultValue?: string; onChange?: (e: ChangeEvent<E>) => void };

/**
 * The admin searches' one GET form (a list's ListControls, the audit log's plain form): the tab, a search
 * box, one select, Search and the count. Controlled (`value`, `onChange`) or left to the browser (`defaultValue`).
 */
export function SearchForm({
  tab,
  onSubmit,
  search,
  filter,
  count,
  noun,
}: {
  tab: string;
  onSubmit?: (e: SubmitEvent<HTMLFormElement>) => void;
  /** `wide`: the search box fills its line up to 20 rem. */
  search: Control<HTMLInputElement> & { placeholder: string; wide?: boolean };
  filter: Control<HTMLSelectElement> & { name: string; options: [string, string][] };
  count: number;
  noun: readonly [string, string];
}) {
  return (
    <form method="get" action="/admin" role="search" className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      <input type="hidden" name="tab" value={tab} />
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {search.label}
        <input
          id={search.id}
          type="search"
          name="q"
          value={search.value}
          defaultValue={search.defaultValue}
          onChange={search.onChange}
          placeholder={search.placeholder}
          maxLength={200}
          className={`min-h-11 ${search.wide ? 'w-full max-w-xs ' : ''}rounded-md border border-slate-400 px-3`}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        {filter.label}
        <select
          id={filter.id}
          name={filter.name}
          value={filter.value}
          defaultValue={filter.defaultValue}
          onChange={filter.onChange}
          className="min-h-11 rounded-md border border-slate-400 px-3"
        >
          {filter.options.map(([k, v]) => (
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
