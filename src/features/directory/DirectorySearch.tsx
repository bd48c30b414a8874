/**
 * Directory search island. The page server-renders the form (this component) and the first page of
 * results (DirectoryResults, static HTML in #directory-results), so everything works with JS off: a
 * plain GET form and page links. Hydration covers only the form, which keeps it cheap; the first
 * search, page change or retry takes over the results area (a portal into the same element) and from
 * then on searches as you type, shows 9 skeleton cards while loading and keeps the URL in step with
 * history.replaceState, without reloads.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import DirectoryResults from './DirectoryResults.tsx';
import PlaceFilters from './PlaceFilters.tsx';
import AttributeFilters, { attributeCheckboxId } from './AttributeFilters.tsx';
import { listingAttributes, type ListingAttribute } from '#src/features/listings/attributes.ts';
import { DIRECTORY_PAGE_SIZE, sortOptions } from './directory.ts';
import { $directory, loadDirectory, setDirectoryQuery, type DirectoryQueryState } from './directory.store.ts';

interface Props {
  q: string;
  /** The URL's category value (slug or topic key) and the dropdown's slug. */
  category: string;
  selected: string;
  /** The dropdown: the nine groups, and the one category the URL names, if it names one (categoryOptionsFor). */
  options: { value: string; label: string }[];
  topicLabel?: string;
  page: number;
  /** 'rating' or '' (the public order). */
  sort: string;
  /** `open=now` and `near=LAT,LON`. */
  open: boolean;
  near: string;
  /** `attr=`: the attributes ticked, in the attribute list's order. */
  attributes: ListingAttribute[];
  /** Id of the server-rendered results element this island takes over. */
  resultsId: string;
}

const DEBOUNCE_MS = 250;
/** The folded filters: hidden on a phone until "Filters" opens, laid out in the form's grid (display: contents) otherwise. */
const folded = 'col-span-full hidden gap-3 max-sm:peer-open:grid sm:contents';

function directoryUrl({ q, category, page, sort, open, near, attributes }: DirectoryQueryState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (sort) params.set('sort', sort);
  if (open) params.set('open', 'now');
  if (near) params.set('near', near);
  if (attributes.length > 0) params.set('attr', attributes.join(','));
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return `/business-directory${s ? `?${s}` : ''}`;
}

export default function DirectorySearch(initial: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState(initial.selected);
  const [topicLabel, setTopicLabel] = useState(initial.topicLabel);
  const store = useStore($directory);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The query the server rendered: before hydration (and on the server) the island shows exactly that.
  const { q, category, page, sort, open, near, attributes } = initial;
  const served = { q, category, page, sort, open, near, attributes };
  const state = hydrated ? store : { ...$directory.get(), ...served };
  // What the address asked for: fixed after the first render, so React never folds the filters under the visitor.
  const initiallyFiltered =
    initial.selected !== '' || initial.sort !== '' || initial.open || initial.near !== '' || initial.attributes.length > 0;
  // Each ticked attribute counts as one filter.
  const activeFilters =
    [selected !== '', state.sort !== '', state.open, state.near !== ''].filter(Boolean).length + state.attributes.length;

  /** Leaves the server-rendered results behind: from now on the island renders them. */
  const takeOver = () => {
    if (container) return;
    const el = document.getElementById(initial.resultsId);
    if (!el) return;
    el.replaceChildren();
    setContainer(el);
  };

  const run = (delay: number) => {
    clearTimeout(timer.current);
    takeOver();
    $directory.setKey('status', 'loading');
    const go = () => {
      // The List/Map switch keeps `view=map` in the URL (DirectoryMapToggle); a new search keeps the view.
      const url = new URL(directoryUrl($directory.get()), location.href);
      if (new URLSearchParams(location.search).get('view') === 'map') url.searchParams.set('view', 'map');
      history.replaceState(history.state, '', `${url.pathname}${url.search}`);
      void loadDirectory();
    };
    if (delay === 0) go();
    else timer.current = setTimeout(go, delay);
  };

  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    $directory.set({ ...served, status: 'ready', items: [], total: 0 });
    setHydrated(true);
    // The island hydrates on first interaction: whatever the visitor typed or chose meanwhile counts.
    const typed = (document.getElementById('directory-q') as HTMLInputElement | null)?.value ?? initial.q;
    const chosen = (document.getElementById('directory-category') as HTMLSelectElement | null)?.value ?? initial.selected;
    const sortedBy = (document.getElementById('directory-sort') as HTMLSelectElement | null)?.value ?? initial.sort;
    const openNow = (document.getElementById('directory-open') as HTMLInputElement | null)?.checked ?? initial.open;
    const ticked = listingAttributes.filter(
      (a) =>
        (document.getElementById(attributeCheckboxId(a)) as HTMLInputElement | null)?.checked ?? initial.attributes.includes(a),
    );
    if (ticked.join() !== initial.attributes.join()) {
      setDirectoryQuery({ q: typed, category: chosen, sort: sortedBy, open: openNow, attributes: ticked });
      runRef.current(0);
    } else if (openNow !== initial.open) {
      setDirectoryQuery({ q: typed, category: chosen, sort: sortedBy, open: openNow });
      runRef.current(0);
    } else if (sortedBy !== initial.sort) {
      setDirectoryQuery({ q: typed, category: chosen, sort: sortedBy });
      runRef.current(0);
    } else if (chosen !== initial.selected) {
      setSelected(chosen);
      setTopicLabel(undefined);
      setDirectoryQuery({ q: typed, category: chosen });
      runRef.current(0);
    } else if (typed !== initial.q) {
      setDirectoryQuery({ q: typed });
      runRef.current(DEBOUNCE_MS);
    }
    // Page links and the retry link in the server-rendered results work in place too.
    const el = document.getElementById(initial.resultsId);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page], a[data-retry]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      if (link.dataset.page) setDirectoryQuery({ page: Number(link.dataset.page) });
      runRef.current(0);
      el?.scrollIntoView({ block: 'start' });
    };
    el?.addEventListener('click', onClick);
    return () => {
      el?.removeEventListener('click', onClick);
      clearTimeout(timer.current);
    };
    // The server props seed the store once; later changes come from the visitor.
  }, []);
  return (
    <>
      <form
        role="search"
        action="/business-directory"
        method="get"
        className="mb-6 grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:mb-8 sm:grid-cols-[1fr_auto_auto_auto] sm:p-4"
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
          placeholder="Search businesses, services, or keywords..."
          value={state.q}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-400 px-4 py-2 text-base"
          onChange={(e) => {
            setDirectoryQuery({ q: e.target.value });
            run(DEBOUNCE_MS);
          }}
        />
        {/*
          On a phone the filters fold behind "Filters" so the first results fit on the first screen; they
          start open when the address already sets one. Wider screens show them always. The disclosure
          holds only its summary: the filters are its next siblings, shown by CSS while it is open, so they
          stay in the form's grid and in the GET form when folded.
        */}
        <details className="group peer col-span-full sm:hidden" open={initiallyFiltered}>
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-1 font-semibold text-ocean-800 [&::-webkit-details-marker]:hidden">
            <svg
              aria-hidden="true"
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              className="transition-transform group-open:rotate-180"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
            Filters
            {activeFilters > 0 && <span className="text-sm font-normal text-slate-700">({activeFilters} on)</span>}
          </summary>
        </details>
        <div className={folded}>
          <ChoiceBox
            name="category"
            label="Category"
            value={selected}
            options={initial.options}
            onChange={(category) => {
              setSelected(category);
              setTopicLabel(undefined);
              setDirectoryQuery({ category });
              run(0);
            }}
          />
          <ChoiceBox
            name="sort"
            label="Sort by"
            value={state.sort}
            options={sortOptions}
            onChange={(sort) => {
              setDirectoryQuery({ sort });
              run(0);
            }}
          />
        </div>
        <button type="submit" className="btn-primary max-sm:col-start-2 max-sm:row-start-1 max-sm:px-4">
          Search
        </button>
        <div className={folded}>
          <PlaceFilters
            open={state.open}
            near={state.near}
            onOpenChange={(open) => {
              setDirectoryQuery({ open });
              run(0);
            }}
            onNearChange={(near) => {
              setDirectoryQuery({ near });
              run(0);
            }}
          />
          <AttributeFilters
            selected={state.attributes}
            onChange={(attributes) => {
              setDirectoryQuery({ attributes });
              run(0);
            }}
          />
        </div>
      </form>
      {topicLabel && (
        <p className="-mt-4 mb-6 text-slate-700">
          Showing {topicLabel.toLowerCase()} listings.{' '}
          <a href={directoryUrl({ ...state, category: selected, page: 1 })}>Show all of this category</a>
        </p>
      )}
      {container &&
        createPortal(
          <DirectoryResults
            status={state.status}
            items={state.items}
            total={state.total}
            filtered={state.q.trim() !== '' || state.category !== '' || state.open || state.attributes.length > 0}
            page={state.page}
            pageSize={DIRECTORY_PAGE_SIZE}
            pageHref={(page) => directoryUrl({ ...state, page })}
            retryHref={directoryUrl(state)}
          />,
          container,
        )}
    </>
  );
}

/** A select with a label for screen readers only (the options say what it is), as the toolbar shows it. */
function ChoiceBox({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={`directory-${name}`} className="sr-only">
        {label}
      </label>
      <select
        id={`directory-${name}`}
        name={name}
        value={value}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
