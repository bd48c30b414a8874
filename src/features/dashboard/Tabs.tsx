/**
 * Accessible, deep-linkable tabs (WAI-ARIA tabs pattern). Each tab is a real link (?tab=key), so a
 * tab can be bookmarked and works without JavaScript; hydrated, tabs switch in place, arrow keys move
 * between them, and the address bar follows. The row wraps on a narrow screen rather than scrolling, so
 * no tab hides past the edge and the current one is always in sight.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabDef<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  label: string;
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
  /** The address of a tab (default: this page with ?tab=key and its other parameters kept). */
  hrefFor?: (key: K) => string;
  children: ReactNode;
}

function tabHref(key: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('tab', key);
  return `${url.pathname}${url.search}`;
}

export default function Tabs<K extends string>({ label, tabs, active, onChange, idPrefix, hrefFor, children }: Props<K>) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const select = (key: K, focus = false) => {
    onChange(key);
    window.history.replaceState(null, '', hrefFor ? hrefFor(key) : tabHref(key));
    if (focus) refs.current[tabs.findIndex((t) => t.key === key)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key]! + tabs.length) % tabs.length;
    select(tabs[next]!.key, true);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((t, i) => (
          <a
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            id={`${idPrefix}-tab-${t.key}`}
            href={hrefFor ? hrefFor(t.key) : `?tab=${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={t.key === active ? 0 : -1}
            onClick={(e) => {
              e.preventDefault();
              select(t.key);
            }}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-2 font-semibold sm:px-4 whitespace-nowrap no-underline ${
              t.key === active ? 'border-ocean-700 text-ocean-800' : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {t.label}
          </a>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        tabIndex={0}
        className="pt-6 focus:outline-none focus-visible:outline-2"
      >
        {children}
      </div>
    </div>
  );
}
