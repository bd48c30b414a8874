/** One changed field of a pending edit: what the public sees now beside what the owner proposes (listing and event revisions). */
import type { ReactNode } from 'react';

export default function ChangeRow({ label, now, proposed }: { label: string; now: ReactNode; proposed: ReactNode }) {
  return (
    <div className="grid gap-2 md:grid-cols-2">
      <div className="rounded-lg bg-red-50 p-3 text-sm">
        <p className="font-semibold text-red-900">{label} now</p>
        <div className="break-words whitespace-pre-wrap text-slate-900">{now}</div>
      </div>
      <div className="rounded-lg bg-emerald-50 p-3 text-sm">
        <p className="font-semibold text-emerald-900">{label} proposed</p>
        <div className="break-words whitespace-pre-wrap text-slate-900">{proposed}</div>
      </div>
    </div>
  );
}
