/**
 * The server-paged admin lists (Businesses, Events, Claims, Users): one page of 20, so a phone does not
 * scroll past every row. The search form and the Previous/Next links are plain GET
 * addresses (/admin?tab=&q=&filter=&page=), so they work without JavaScript; hydrated, they fetch the
 * page from the API in place and keep the address in step (src/features/admin/admin.store.ts showAdminPage).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adminListHref, showingText, type AdminList, type AdminListPage } from './admin-list.ts';
import { showAdminPage } from './admin.store.ts';
import ListControls, { type Filter } from './ListControls.tsx';
import { plainButton } from './Table.tsx';

const TYPING_PAUSE_MS = 300;

/** Search text and filter of one paged list, for ListControls: typing pauses and filter changes fetch page 1. */
function usePagedList<K extends string>(list: AdminList, page: AdminListPage<unknown>) {
  const [q, setQText] = useState(page.q);
  const [filter, setFilterKey] = useState<K>(page.filter as K);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (text: string, key: K) => {
    window.clearTimeout(timer.current);
    void showAdminPage(list, { q: text.trim(), filter: key, page: 1 });
  };
  return {
    q,
    setQ: (text: string) => {
      setQText(text);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => search(text, filter), TYPING_PAUSE_MS);
    },
    filter,
    setFilter: (key: K) => {
      setFilterKey(key);
      search(q, key);
    },
    onSearch: () => search(q, filter),
    count: page.total,
  };
}

/**
 * One paged list: its search box and filter (ListControls), the list, and under it "Showing 21–40 of 46"
 * with Previous / Next.
 */
export function PagedList<K extends string>({
  list,
  page,
  filterDef,
  search,
  label,
  children,
}: {
  list: AdminList;
  page: AdminListPage<unknown>;
  filterDef: Filter<K>;
  /** The search box's label and placeholder, and what the list counts (one, many). */
  search: { label: string; placeholder: string; noun: readonly [string, string] };
  /** The list's name, as its pager reads it ("Contact messages pages"). */
  label: string;
  children: ReactNode;
}) {
  const controls = usePagedList<K>(list, page);
  return (
    <div className="grid gap-4">
      <ListControls
        id={`admin-${list}`}
        searchLabel={search.label}
        placeholder={search.placeholder}
        {...controls}
        filterDef={filterDef}
        noun={search.noun}
      />
      {children}
      <ListPager list={list} page={page} label={label} />
    </div>
  );
}

function ListPager({ list, page, label }: { list: AdminList; page: AdminListPage<unknown>; label: string }) {
  const showing = showingText(page);
  if (showing === null) return null;
  const go = (to: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    void showAdminPage(list, { q: page.q, filter: page.filter, page: to }).then(() => {
      // The next page starts at the top of the list: bring it (and keyboard focus) there.
      const panel = document.getElementById('admin-panel');
      panel?.scrollIntoView({ block: 'start' });
      panel?.focus({ preventScroll: true });
    });
  };
  const link = (to: number, rel: 'prev' | 'next', text: string) => (
    <a href={adminListHref(list, { ...page, page: to })} rel={rel} onClick={go(to)} className={`${plainButton} no-underline`}>
      {text}
      <span className="sr-only"> page of {label}</span>
    </a>
  );
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-3" data-pager={list}>
      {page.page > 1 && link(page.page - 1, 'prev', 'Previous')}
      <p className="text-sm text-slate-700" aria-live="polite">
        {showing}
        {page.pages > 1 && ` · page ${page.page} of ${page.pages}`}
      </p>
      {page.page < page.pages && link(page.page + 1, 'next', 'Next')}
    </nav>
  );
}
