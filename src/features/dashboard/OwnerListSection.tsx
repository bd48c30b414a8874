/** One tab of the owner's dashboard: its heading with the add link, then the cards or the empty state. */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** The add link beside the heading, and the empty state's own wording of it. */
  add: { href: string; label: string; emptyLabel: string };
  empty: { title: string; text: string } | null;
  children: ReactNode;
}

export default function OwnerListSection({ id, title, add, empty, children }: Props) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <a href={add.href} className="btn-primary">
          {add.label}
        </a>
      </div>
      {empty ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h3 className="text-lg font-semibold text-slate-900">{empty.title}</h3>
          <p className="mt-1 text-slate-700">{empty.text}</p>
          <a href={add.href} className="btn-primary mt-4">
            {add.emptyLabel}
          </a>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}
