/**
 * Claims tab (DESIGN §2.14): one card per claim (readable at 390 px), the listing as it is beside the
 * claimant. Approve asks for confirmation and names the consequence; reject needs a reason the
 * claimant is e-mailed. Search and a status filter narrow the list in place.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { categoryLabel } from '@/lib/categories';
import type { AdminClaimItem } from '@/lib/dashboard-types';
import { businessPath } from '@/lib/directory';
import { formatShortDate } from '@/lib/format';
import { $busy, decideClaim } from '@/stores/admin';
import { approveButton, plainButton, rejectButton } from './Table';

const statusLabel = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Closed (another claim won)',
  revoked: 'Revoked',
} as const;

function matches(c: AdminClaimItem, q: string, status: string): boolean {
  if (status === 'pending' && c.status !== 'pending') return false;
  if (status === 'decided' && c.status === 'pending') return false;
  const term = q.trim().toLowerCase();
  return (
    !term ||
    [c.business.name, c.claimant.email, `${c.claimant.firstName} ${c.claimant.lastName}`].some((v) =>
      v.toLowerCase().includes(term),
    )
  );
}

export default function ClaimsTable({ claims, timeZone }: { claims: AdminClaimItem[]; timeZone: string }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('pending');
  const shown = claims.filter((c) => matches(c, q, status));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Search claims
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Business or claimant"
            className="min-h-11 rounded-md border border-slate-400 px-3"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Status
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className="min-h-11 rounded-md border border-slate-400 px-3"
          >
            <option value="pending">Pending</option>
            <option value="decided">Decided</option>
            <option value="all">All</option>
          </select>
        </label>
        <p className="text-sm text-slate-700" aria-live="polite">
          {shown.length === 1 ? '1 claim' : `${shown.length} claims`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-slate-200 px-4 py-8 text-center text-slate-700">No claims</p>
      ) : (
        <ul className="grid gap-4">
          {shown.map((c) => (
            <ClaimCard key={c.id} claim={c} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ClaimCard({ claim: c, timeZone }: { claim: AdminClaimItem; timeZone: string }) {
  const busy = useStore($busy) === `claims:${c.id}`;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const claimant = `${c.claimant.firstName} ${c.claimant.lastName}`.trim();
  const approve = () =>
    window.confirm(
      `Approve this claim? ${claimant} (${c.claimant.email}) becomes the owner of ${c.business.name} and can edit it; other pending claims for it are closed and their authors told.`,
    ) && decideClaim(c.id, true);
  return (
    <li className="grid gap-4 rounded-xl border border-slate-200 p-4 shadow-sm" aria-labelledby={`claim-${c.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`claim-${c.id}`} className="text-lg font-semibold text-slate-900">
          Claim #{c.id}: {c.business.name}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{statusLabel[c.status]}</span>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <h4 className="font-semibold text-slate-900">Listing on file</h4>
          <p>{categoryLabel(c.business.category)}</p>
          {c.business.address && <p>{c.business.address}</p>}
          {c.business.phone && <p>Phone: {c.business.phone}</p>}
          <p>Business e-mail: {c.business.email ?? 'none on file'}</p>
          {c.business.website && <p className="break-all">Website: {c.business.website}</p>}
          <p>Owner: {c.business.ownerEmail ?? 'unclaimed'}</p>
          <a className="underline" href={businessPath(c.business)} target="_blank" rel="noopener">
            Preview public page<span className="sr-only"> of {c.business.name} (opens in a new tab)</span>
          </a>
        </section>
        <section className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <h4 className="font-semibold text-slate-900">Claimant</h4>
          <p>{claimant}</p>
          <p className="break-all">
            <a href={`mailto:${c.claimant.email}`}>{c.claimant.email}</a> {c.claimant.verified ? '(verified)' : '(not verified)'}
          </p>
          <p>Account since {formatShortDate(new Date(c.claimant.createdAt), timeZone)}</p>
          <p>
            Method:{' '}
            {c.method === 'email'
              ? `code e-mailed to ${c.codeSentTo ?? 'the listing'} (${c.codeAttempts} wrong ${c.codeAttempts === 1 ? 'try' : 'tries'})`
              : 'admin review'}
          </p>
          <p>Plan chosen: {c.plan === 'premium' ? `Premium (${c.subscriptionType ?? 'monthly'})` : 'Free'}</p>
          <p>Submitted {formatShortDate(new Date(c.createdAt), timeZone)}</p>
        </section>
      </div>
      {c.evidence && (
        <p className="text-sm whitespace-pre-wrap text-slate-900">
          <span className="font-semibold">Evidence: </span>
          {c.evidence}
        </p>
      )}
      {c.reason && (
        <p className="text-sm text-slate-900">
          <span className="font-semibold">Reason: </span>
          {c.reason}
        </p>
      )}
      {c.status === 'pending' && (
        <div className="flex flex-wrap items-end gap-2">
          <button type="button" className={approveButton} disabled={busy} onClick={approve}>
            Approve<span className="sr-only"> claim #{c.id}</span>
          </button>
          {rejecting ? (
            <form
              className="flex w-full flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (reason.trim()) void decideClaim(c.id, false, reason.trim());
              }}
            >
              <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-slate-800">
                Reason (sent to the claimant)
                <input
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  required
                  maxLength={1000}
                  className="min-h-11 rounded-md border border-slate-400 px-3"
                />
              </label>
              <button type="submit" className={rejectButton} disabled={busy || !reason.trim()}>
                Reject claim
              </button>
              <button type="button" className={plainButton} onClick={() => setRejecting(false)}>
                Keep pending
              </button>
            </form>
          ) : (
            <button type="button" className={rejectButton} disabled={busy} onClick={() => setRejecting(true)}>
              Reject…<span className="sr-only"> claim #{c.id}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
