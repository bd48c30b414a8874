/**
 * Directory search island. Server-rendered with the first page (so it is complete without JS:
 * a plain GET form and page links); once hydrated it searches as you type, shows 9 skeleton
 * cards while loading and keeps the URL in step with history.replaceState, without reloads.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import DirectoryResults from '../directory/DirectoryResults';
import type { BusinessCardData } from '../../lib/business-card';
import { categoryOptions, DIRECTORY_PAGE_SIZE, MAX_QUERY_LENGTH } from '../../lib/directory';
import { $directory, loadDirectory, setDirectoryQuery, type DirectoryState } from '../../stores/directory';

interface Props {
  q: string;
  /** The URL's category value (slug or topic key) and the dropdown's slug. */
  category: string;
  selected: string;
  topicLabel?: string;
  page: number;
  items: BusinessCardData[];
  total: number;
  status: 'ready' | 'error';
}

const DEBOUNCE_MS = 250;

function urlFor({ q, category, page }: Pick<DirectoryState, 'q' | 'category' | 'page'>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return `/business-directory${s ? `?${s}` : ''}`;
}

export default function DirectorySearch(initial: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState(initial.selected);
  const [topicLabel, setTopicLabel] = useState(initial.topicLabel);
  const store = useStore($directory);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { q, category, page, items, total, status } = initial;
    $directory.set({ q, category, page, items, total, status });
    setHydrated(true);
    return () => clearTimeout(timer.current);
    // The server props seed the store once; later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before hydration (and on the server) render exactly what the server had.
  const state: DirectoryState = hydrated ? store : { ...initial };

  const run = (delay: number) => {
    clearTimeout(timer.current);
    const go = () => {
      history.replaceState(history.state, '', urlFor($directory.get()));
      void loadDirectory();
    };
    if (delay === 0) go();
    else timer.current = setTimeout(go, delay);
  };

  const filtered = state.q.trim() !== '' || state.category !== '';
  return (
    <div ref={top} className="scroll-mt-24">
      <form
        role="search"
        action="/business-directory"
        method="get"
        className="mb-8 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          run(0);
        }}
      >
        <label htmlFor="directory-q" className="sr-only">
          Search businesses
        </label>
        <input
          id="directory-q"
          name="q"
          type="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search businesses, services, or keywords..."
          value={state.q}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-400 px-4 py-2 text-base"
          onChange={(e) => {
            setDirectoryQuery({ q: e.target.value });
            run(DEBOUNCE_MS);
          }}
        />
        <label htmlFor="directory-category" className="sr-only">
          Category
        </label>
        <select
          id="directory-category"
          name="category"
          value={selected}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          onChange={(e) => {
            setSelected(e.target.value);
            setTopicLabel(undefined);
            setDirectoryQuery({ category: e.target.value });
            run(0);
          }}
        >
          {categoryOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {topicLabel && (
        <p className="-mt-4 mb-6 text-slate-700">
          Showing {topicLabel.toLowerCase()} listings. <a href={urlFor({ q: state.q, category: selected, page: 1 })}>Show all of this category</a>
        </p>
      )}
      <DirectoryResults
        status={state.status}
        items={state.items}
        total={state.total}
        filtered={filtered}
        page={state.page}
        pageSize={DIRECTORY_PAGE_SIZE}
        pageHref={(page) => urlFor({ q: state.q, category: state.category, page })}
        retryHref={urlFor(state)}
        onRetry={hydrated ? () => run(0) : undefined}
        onPage={
          hydrated
            ? (page) => {
                setDirectoryQuery({ page });
                run(0);
                top.current?.scrollIntoView({ block: 'start' });
              }
            : undefined
        }
      />
    </div>
  );
}
