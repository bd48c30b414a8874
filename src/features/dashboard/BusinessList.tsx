/** 'My Businesses' tab. */
import { useStore } from '@nanostores/react';
import ListingBilling from '#src/features/payments/ListingBilling.tsx';
import { cancelConfirmText } from '#src/features/payments/cancel-notice.ts';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { stripMarkup } from '#src/features/content/excerpt.ts';
import type { DashboardBusiness } from '#src/platform/schemas/responses.ts';
import { $cancelling, cancelSubscription } from './dashboard.store.ts';
import Badge from './Badge.tsx';
import OwnerListSection from './OwnerListSection.tsx';
import OwnerItem from './OwnerItem.tsx';

/** What a rejected listing's owner can do. */
const resubmit = 'Edit the listing and save it to send it back to our team for review.';

export default function BusinessList({ businesses, timeZone }: { businesses: DashboardBusiness[]; timeZone: string }) {
  const cancelling = useStore($cancelling);
  return (
    <OwnerListSection
      id="my-businesses-heading"
      title="Your Business Listings"
      add={{ href: '/list-your-business', label: 'Add New Business', emptyLabel: 'Add Your Business' }}
      empty={
        businesses.length ? null : { title: 'No businesses yet', text: 'Start by adding your first business to our directory' }
      }
    >
      {businesses.map((b) => (
        <OwnerItem key={b.id} title={b.name} item={b} gap="gap-3" next={resubmit}>
          <p className="text-sm text-slate-700">{categoryLabel(b.category)}</p>
          {/* The card clamps to 3 lines: the enhanced description's text without its markup, as directory cards show it. */}
          <p className="line-clamp-3 text-slate-800">{stripMarkup(b.description)}</p>
          <div className="flex flex-wrap gap-2">
            {b.premium ? <Badge tone="blue">Premium</Badge> : <Badge tone="grey">Free</Badge>}
            {b.featured && <Badge tone="purple">Featured</Badge>}
          </div>
          <ListingBilling business={b} timeZone={timeZone} />
          <div className="flex flex-wrap gap-3">
            <a href={`/dashboard/businesses/${b.id}`} className="btn-outline" aria-label={`Edit ${b.name}`}>
              Edit
            </a>
            <a href={`/dashboard/businesses/${b.id}/insights`} className="btn-outline" aria-label={`Insights for ${b.name}`}>
              Insights
            </a>
            <a href={`/dashboard/businesses/${b.id}/reviews`} className="btn-outline" aria-label={`Reviews of ${b.name}`}>
              Reviews
            </a>
            <a href={`/dashboard/businesses/${b.id}/offers`} className="btn-outline" aria-label={`Offers of ${b.name}`}>
              Offers
            </a>
            {/* The same listings the Subscription tab links: plan, card, invoices, switch or undo a cancellation. */}
            {b.premium && (
              <a href={`/dashboard/billing/${b.id}`} className="btn-outline" aria-label={`Billing for ${b.name}`}>
                Billing
              </a>
            )}
            {b.premium && !b.cancelAt && (
              // A link to the Billing page's confirmation step, so it works without JavaScript; with it, the
              // same confirmation (end date, charges still to come) is asked here.
              <a
                href={`/dashboard/billing/${b.id}?confirm=cancel#confirm-cancel`}
                className="btn border-2 border-red-700 text-red-800 hover:bg-red-50 aria-disabled:opacity-60"
                aria-disabled={cancelling === b.id}
                onClick={(event) => {
                  event.preventDefault();
                  if (cancelling !== b.id && window.confirm(cancelConfirmText(b, timeZone))) void cancelSubscription(b.id);
                }}
              >
                {cancelling === b.id ? 'Cancelling...' : 'Cancel Subscription'}
              </a>
            )}
          </div>
        </OwnerItem>
      ))}
    </OwnerListSection>
  );
}
