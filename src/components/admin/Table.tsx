/** A captioned, horizontally scrollable table frame shared by the admin tabs. */
import type { ReactNode } from 'react';

export function AdminTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: string[];
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {empty !== null ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export const cell = 'px-4 py-3 align-top';
const smallButton =
  'inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
export const approveButton = `${smallButton} bg-emerald-700 text-white hover:bg-emerald-800`;
export const rejectButton = `${smallButton} bg-red-700 text-white hover:bg-red-800`;
export const plainButton = `${smallButton} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;
