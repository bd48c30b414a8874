/**
 * Businesses tab: Business Name, Category, Plan, Status, Actions. Pending first, then rejected. Approve
 * (confirmed) while not approved; Reject with a reason while pending, Unpublish with a reason while
 * approved (DESIGN §2.17). Search by name or owner e-mail and a status filter narrow the list in place.
 */
import { useStore } from '@nanostores/react';
import { ApprovalBadge } from '@/components/dashboard/Badge';
import { categoryLabel } from '@/lib/categories';
import type { AdminBusinessItem } from '@/lib/schemas/responses';
import { businessPath } from '@/lib/directory';
import { $busy, deleteItem, revokeClaim, setApproval, setFeatured } from '@/stores/admin';
import ActionForm from './ActionForm';
import DecisionButtons from './DecisionButtons';
import ListControls, { useListControls } from './ListControls';
import PreviewLink from './PreviewLink';
import { AdminTable, Cell, plainButton, Row } from './Table';

const statusFilter = {
  label: 'Status',
  options: { all: 'All', pending: 'Pending', rejected: 'Rejected', approved: 'Approved' },
} as const;

export default function BusinessesTable({ businesses }: { businesses: AdminBusinessItem[] }) {
  const busy = useStore($busy);
  const list = useListControls<keyof typeof statusFilter.options>('all', statusFilter.options);
  const shown = businesses.filter(
    (b) => (list.filter === 'all' || b.status === list.filter) && list.hit(b.name, b.ownerEmail, categoryLabel(b.category)),
  );
  return (
    <div className="grid gap-4">
      <ListControls
        id="admin-businesses"
        searchLabel="Search businesses"
        placeholder="Name, owner e-mail or category"
        {...list}
        filterDef={statusFilter}
        count={shown.length}
        noun={['business', 'businesses']}
      />
      <AdminTable
        caption="Businesses, pending first"
        columns={['Business Name', 'Category', 'Plan', 'Status', 'Actions']}
        empty={shown.length ? null : 'No businesses'}
      >
        {shown.map((b) => {
          const working = busy === `business:${b.id}` || busy === `businesses:${b.id}`;
          return (
            <Row key={b.id}>
              <Cell label="Business Name">
                <span className="font-medium">{b.name}</span>
                {b.featured && <span className="ml-2 text-xs font-semibold text-purple-800">Featured</span>}
                <span className="block text-xs text-slate-700">{b.ownerEmail ? `Owner: ${b.ownerEmail}` : 'Unclaimed'}</span>
                <PreviewLink href={businessPath(b)} name={b.name} live={b.approved} />
              </Cell>
              <Cell label="Category">{categoryLabel(b.category)}</Cell>
              <Cell label="Plan">
                {b.plan === 'premium' ? `Premium${b.premium ? '' : ` (${b.subscriptionStatus ?? 'unpaid'})`}` : 'Free'}
              </Cell>
              <Cell label="Status">
                <ApprovalBadge status={b.status} />
                {b.status === 'rejected' && b.rejectionReason && (
                  <span className="mt-1 block max-w-60 text-xs text-slate-700">Reason: {b.rejectionReason}</span>
                )}
              </Cell>
              <Cell label="Actions">
                <div className="grid gap-2">
                  <DecisionButtons
                    id={b.id}
                    approveAction="business.approve"
                    rejectAction={b.status === 'approved' ? 'business.unpublish' : 'business.reject'}
                    subject={b.name}
                    busy={working}
                    approveConfirm={
                      b.approved ? null : `Approve ${b.name}? It goes live in the directory at once and the owner is e-mailed.`
                    }
                    onApprove={() => setApproval('business', b.id, true)}
                    rejectLabel={b.status === 'approved' ? 'Unpublish listing' : b.status === 'pending' ? 'Reject listing' : null}
                    reader="the owner"
                    onReject={(reason) => setApproval('business', b.id, false, reason)}
                  />
                  <div className="flex flex-wrap gap-2">
                    <ActionForm
                      action={b.featured ? 'business.unfeature' : 'business.feature'}
                      id={b.id}
                      className={plainButton}
                      disabled={working}
                      onRun={() => setFeatured(b.id, !b.featured)}
                      label={`${b.featured ? 'Unfeature' : 'Feature'} ${b.name}`}
                    >
                      {b.featured ? 'Unfeature' : 'Feature'}
                    </ActionForm>
                    {b.ownerId !== null && (
                      <ActionForm
                        action="business.revoke-claim"
                        id={b.id}
                        className={plainButton}
                        disabled={working}
                        confirm={`Remove ${b.ownerEmail ?? 'the owner'} as owner of ${b.name}? They can no longer edit or pay for it; the listing stays as it is.`}
                        onRun={() => revokeClaim(b.id)}
                        label={`Revoke claim on ${b.name}`}
                      >
                        Revoke claim
                      </ActionForm>
                    )}
                    <a
                      href={`/admin/businesses/${b.id}/photos`}
                      className={`${plainButton} no-underline`}
                      aria-label={`Photos of ${b.name}`}
                    >
                      Photos
                    </a>
                    <ActionForm
                      action="business.delete"
                      id={b.id}
                      className={plainButton}
                      disabled={working}
                      confirm={`Delete ${b.name} for good? The listing, its photos, reviews and statistics are removed and cannot be restored.${b.premium ? ' Its premium subscription is canceled at once: no further charges, and the current period is not refunded.' : ''}`}
                      onRun={() => deleteItem('businesses', b.id)}
                      label={`Delete ${b.name}`}
                    >
                      Delete
                    </ActionForm>
                  </div>
                </div>
              </Cell>
            </Row>
          );
        })}
      </AdminTable>
    </div>
  );
}
