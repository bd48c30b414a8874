/**
 * The results area of the directory: count line, card grid (1/2/3 columns), 9 skeletons while
 * loading, the empty and error states, and page links. Pure: state comes in as props. Page and retry
 * links are real links (data-page / data-retry) that the search island handles in place when it runs.
 */
import type { BusinessCardData } from './business-card.ts';
import { categoryGroups } from './categories.ts';
import { countLine, directorySearch, resolveCategoryFilter } from './directory.ts';
import { suggestedSearches } from '#src/features/search/suggested-searches.ts';
import DirectoryCard from './DirectoryCard.tsx';

type ResultsStatus = 'ready' | 'loading' | 'error';

interface Props {
  status: ResultsStatus;
  items: BusinessCardData[];
  total: number;
  filtered: boolean;
  page: number;
  pageSize: number;
  /** href for a page number, keeping the current search. */
  pageHref: (page: number) => string;
  retryHref: string;
}

const grid = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

export default function DirectoryResults(props: Props) {
  const { status, items, total, filtered, page, pageSize } = props;
  return (
    <section aria-labelledby="results-heading" aria-busy={status === 'loading'}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id="results-heading" className="text-lg font-semibold text-slate-800" aria-live="polite">
          {status === 'loading' ? 'Loading...' : status === 'error' ? 'Results unavailable' : countLine(total)}
        </h2>
        <a href="/business-signup" className="btn-accent">
          Add Your Business
        </a>
      </div>
      {status === 'loading' ? (
        <ul className={grid} aria-hidden="true">
          {Array.from({ length: 9 }, (_, i) => (
            <li key={i}>
              <SkeletonCard />
            </li>
          ))}
        </ul>
      ) : status === 'error' ? (
        <ErrorState retryHref={props.retryHref} />
      ) : items.length === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <>
          <ul className={grid}>
            {items.map((b) => (
              <li key={b.id}>
                <DirectoryCard business={b} />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={Math.ceil(total / pageSize)} href={props.pageHref} />
        </>
      )}
    </section>
  );
}

function SkeletonCard() {
  return (
    <div data-skeleton className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-video bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-24 rounded bg-slate-200" />
        <div className="h-6 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-11 w-full rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <h3 className="text-2xl font-bold text-slate-900">No Businesses Found</h3>
      <p className="mt-2 text-slate-700">
        {filtered
          ? 'Try adjusting your search criteria to find more businesses.'
          : 'No businesses are currently listed in the directory.'}
      </p>
      <a href="/business-signup" className="btn-primary mt-6">
        Add Your Business
      </a>
      <VisitorLinks />
    </div>
  );
}

const chip = 'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-medium';

/** For the visitor who searched (the button above is for owners): other searches, and the categories. */
function VisitorLinks() {
  return (
    <nav aria-labelledby="try-heading" className="mx-auto mt-10 max-w-2xl text-left">
      <h4 id="try-heading" className="text-lg font-bold text-slate-900">
        Try another search
      </h4>
      <ul className="mt-3 flex flex-wrap gap-2">
        {suggestedSearches.map((q) => (
          <li key={q}>
            <a href={`/business-directory${directorySearch({ q })}`} className={chip}>
              {q}
            </a>
          </li>
        ))}
      </ul>
      <h4 className="mt-6 text-lg font-bold text-slate-900">Or browse a category</h4>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categoryGroups.map((g) => (
          <li key={g.slug}>
            <a href={`/business-directory${directorySearch({ category: resolveCategoryFilter(g.slug) })}`} className={chip}>
              {g.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ErrorState({ retryHref }: { retryHref: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center text-red-900">
      <p className="font-semibold">Failed to load businesses.</p>
      <a href={retryHref} data-retry className="mt-2 inline-block font-medium text-red-900 underline">
        Click here to try again
      </a>
    </div>
  );
}

function Pager({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev" data-page={page - 1} className="btn-outline">
          Previous page
        </a>
      )}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <a href={href(page + 1)} rel="next" data-page={page + 1} className="btn-outline">
          Next page
        </a>
      )}
    </nav>
  );
}
