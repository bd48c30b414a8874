/**
 * The admin tabs' table frame. From `md` up it is a captioned table; below, each row is a card and
 * each cell shows its column name (the `Cell` label), so nothing scrolls sideways at 390 px. Short cells
 * (`compact`: category, plan, status, dates) sit three to a line on a card, so a long list stays short.
 */
import { Children, type ReactNode } from 'react';

export function AdminTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: string[];
  /** What shows instead of the table when there are no rows. */
  empty: string;
  children: ReactNode;
}) {
  if (Children.count(children) === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-slate-200">
      <table className="block w-full border-collapse text-left text-sm md:table md:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-slate-800 md:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:table-row-group md:divide-y md:divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** One row: a card on phones, a table row from `md` up. */
export function Row({ children, className = '', id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <tr
      id={id}
      className={`grid grid-cols-3 gap-x-3 rounded-xl border border-slate-200 p-3 shadow-sm md:table-row md:border-0 md:p-0 md:shadow-none ${className}`}
    >
      {children}
    </tr>
  );
}

/** One cell; on phones its column name is shown above the value, on a line of its own unless `compact`. */
export function Cell({
  label,
  children,
  className = '',
  compact = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  compact?: boolean;
}) {
  return (
    <td
      data-label={label}
      className={`block min-w-0 ${compact ? 'col-span-1' : 'col-span-3'} px-1 py-1.5 align-top before:block before:text-xs before:font-semibold before:text-slate-700 before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:before:content-none ${className}`}
    >
      {children}
    </td>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 px-4 py-8 text-center text-slate-700">{children}</p>;
}

const smallButton =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
export const approveButton = `${smallButton} bg-emerald-700 text-white hover:bg-emerald-800`;
export const rejectButton = `${smallButton} bg-red-700 text-white hover:bg-red-800`;
export const plainButton = `${smallButton} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;
