/**
 * Businesses tab: Business Name, Category, Plan, Status, Actions. Pending first, then rejected. Approve
 * (confirmed) while not approved; Reject with a reason while pending, Unpublish with a reason while
 * approved; rejecting a listing whose plan still bills first warns what is cancelled and
 * refunded. Feature only where it changes something: active premium already shows the Featured badge.
 * Search by name or owner e-mail and a status filter ask the server for a page of 20 (PagedList), so a
 * phone shows a few screens, not every listing.
 */
import { adminActionTexts, confirmText } from './admin-actions.ts';
import { categoryLabel } from '#src/features/directory/categories.ts';
import type { AdminListPage } from './admin-list.ts';
import type { AdminBusinessItem } from '#src/platform/schemas/responses.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { deleteItem, revokeClaim, setFeatured } from './admin.store.ts';
import ActionForm from './ActionForm.tsx';
import { moderationFilter, ModerationDecision, ModerationStatusCell, useWorking } from './ModeratedItem.tsx';
import { PagedList } from './PagedList.tsx';
import PreviewLink from './PreviewLink.tsx';
import { AdminTable, Cell, plainButton, Row } from './Table.tsx';

const search = { label: 'Search businesses', placeholder: 'Name or owner e-mail', noun: ['business', 'businesses'] } as const;

export default function BusinessesTable({ businesses }: { businesses: AdminListPage<AdminBusinessItem> }) {
  const isWorking = useWorking('business');
  return (
    <PagedList list="businesses" page={businesses} filterDef={moderationFilter} search={search} label="Businesses">
      <AdminTable
        caption="Businesses, pending first"
        columns={['Business Name', 'Category', 'Plan', 'Status', 'Actions']}
        empty="No businesses"
      >
        {businesses.items.map((b) => {
          const working = isWorking(b.id);
          return (
            <Row key={b.id}>
              <Cell label="Business Name">
                <span className="font-medium">{b.name}</span>
                {(b.featured || b.premium) && <span className="ml-2 text-xs font-semibold text-purple-800">Featured</span>}
                <span className="block text-xs text-slate-700">{b.ownerEmail ? `Owner: ${b.ownerEmail}` : 'Unclaimed'}</span>
                <PreviewLink href={businessPath(b)} name={b.name} live={b.approved} />
              </Cell>
              <Cell label="Category" compact>
                {categoryLabel(b.category)}
              </Cell>
              <Cell label="Plan" compact>
                {b.plan === 'premium' ? `Premium${b.premium ? '' : ` (${b.subscriptionStatus ?? 'unpaid'})`}` : 'Free'}
              </Cell>
              <Cell label="Status" compact>
                <ModerationStatusCell item={b} />
              </Cell>
              <Cell label="Actions">
                <div className="flex flex-wrap items-end gap-2">
                  <ModerationDecision
                    kind="business"
                    item={b}
                    name={b.name}
                    busy={working}
                    flow
                    rejectWarning={b.refundWarning}
                  />
                  {b.premium && (
                    // Active premium shows the Featured badge by itself: no Feature button that would change nothing.
                    <span className="inline-flex min-h-11 items-center text-sm font-semibold text-purple-800">
                      Featured (premium)
                    </span>
                  )}
                  {(!b.premium || b.featuredByAdmin) && (
                    <ActionForm
                      action={b.featuredByAdmin ? 'business.unfeature' : 'business.feature'}
                      id={b.id}
                      className={plainButton}
                      disabled={working}
                      onRun={() => setFeatured(b.id, !b.featuredByAdmin)}
                      label={
                        b.featuredByAdmin
                          ? `Unfeature ${b.name}${b.premium ? ' (it stays featured while premium)' : ''}`
                          : `Feature ${b.name}`
                      }
                    >
                      {b.featuredByAdmin ? 'Unfeature' : 'Feature'}
                    </ActionForm>
                  )}
                  {b.ownerId !== null && (
                    <ActionForm
                      action="business.revoke-claim"
                      id={b.id}
                      className={plainButton}
                      disabled={working}
                      confirm={confirmText(adminActionTexts.revokeClaim(b.name))}
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
                    confirm={confirmText(adminActionTexts.deleteBusiness(b.name, b.premium))}
                    onRun={() => deleteItem('businesses', b.id)}
                    label={`Delete ${b.name}`}
                  >
                    Delete
                  </ActionForm>
                </div>
              </Cell>
            </Row>
          );
        })}
      </AdminTable>
    </PagedList>
  );
}
