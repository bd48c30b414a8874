/**
 * Claims tab: one card per claim (readable at 390 px), the listing as it is beside the
 * claimant. Approve asks for confirmation and names the consequence; reject needs a reason the
 * claimant is e-mailed (DecisionButtons). Search and a status filter ask the server for a page of 20 (PagedList).
 */
import { adminActionTexts, confirmText } from './admin-actions.ts';
import { useStore } from '@nanostores/react';
import { categoryLabel } from '#src/features/directory/categories.ts';
import type { AdminListPage } from './admin-list.ts';
import type { AdminClaimItem } from '#src/platform/schemas/responses.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { formatShortDate } from '#src/platform/format.ts';
import { claimStatusLabels } from './moderation.ts';
import { $busy, decideClaim } from './admin.store.ts';
import DecisionButtons from './DecisionButtons.tsx';
import { PagedList } from './PagedList.tsx';
import PreviewLink from './PreviewLink.tsx';
import { EmptyList } from './Table.tsx';

const statusFilter = { label: 'Status', options: { pending: 'Pending', decided: 'Decided', all: 'All' } } as const;
const search = { label: 'Search claims', placeholder: 'Business or e-mail', noun: ['claim', 'claims'] } as const;

export default function ClaimsTable({ claims, timeZone }: { claims: AdminListPage<AdminClaimItem>; timeZone: string }) {
  return (
    <PagedList list="claims" page={claims} filterDef={statusFilter} search={search} label="Claims">
      {claims.items.length === 0 ? (
        <EmptyList>No claims</EmptyList>
      ) : (
        <ul className="grid gap-4">
          {claims.items.map((c) => (
            <ClaimCard key={c.id} claim={c} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ClaimCard({ claim: c, timeZone }: { claim: AdminClaimItem; timeZone: string }) {
  const busy = useStore($busy) === `claims:${c.id}`;
  const claimant = `${c.claimant.firstName} ${c.claimant.lastName}`.trim();
  return (
    <li className="grid gap-4 rounded-xl border border-slate-200 p-4 shadow-sm" aria-labelledby={`claim-${c.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`claim-${c.id}`} className="text-lg font-semibold text-slate-900">
          Claim #{c.id}: {c.business.name}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
          {claimStatusLabels[c.status]}
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-lg bg-slate-50 p-3 text-sm wrap-anywhere text-slate-800">
          <h4 className="font-semibold text-slate-900">Listing on file</h4>
          <p>{categoryLabel(c.business.category)}</p>
          {c.business.address && <p>{c.business.address}</p>}
          {c.business.phone && <p>Phone: {c.business.phone}</p>}
          <p>Business e-mail: {c.business.email ?? 'none on file'}</p>
          <p>Claim codes go to: {c.business.claimEmail ?? 'no approved address (claims are reviewed)'}</p>
          {c.business.website && <p className="break-all">Website: {c.business.website}</p>}
          <p>Owner: {c.business.ownerEmail ?? 'unclaimed'}</p>
          <PreviewLink href={businessPath(c.business)} name={c.business.name} live={c.business.approved} />
          <a className="mt-1 block text-sm underline" href={`/admin/claims/${c.id}`}>
            Listing beside the claimant<span className="sr-only"> for claim #{c.id}</span>
          </a>
        </section>
        <section className="rounded-lg bg-slate-50 p-3 text-sm wrap-anywhere text-slate-800">
          <h4 className="font-semibold text-slate-900">Claimant</h4>
          <p>{claimant}</p>
          <p className="break-all">
            <a href={`mailto:${c.claimant.email}`}>{c.claimant.email}</a> {c.claimant.verified ? '(verified)' : '(not verified)'}
          </p>
          <p>Account since {formatShortDate(new Date(c.claimant.createdAt), timeZone)}</p>
          {c.claimant.revokedAt && (
            <p className="font-medium text-red-800">
              An admin removed this account as owner of this listing on{' '}
              {formatShortDate(new Date(c.claimant.revokedAt), timeZone)}.
            </p>
          )}
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
        <DecisionButtons
          id={c.id}
          approveAction="claim.approve"
          rejectAction="claim.reject"
          subject={`claim #${c.id}`}
          busy={busy}
          approveConfirm={confirmText(adminActionTexts.approveClaim(c.claimant.email, c.business.name))}
          onApprove={() => decideClaim(c.id, true)}
          rejectLabel="Reject claim"
          reader={adminActionTexts.rejectClaim(c.claimant.email, c.business.name).reasonReader!}
          onReject={(reason) => decideClaim(c.id, false, reason)}
        />
      )}
    </li>
  );
}
