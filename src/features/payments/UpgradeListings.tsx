/**
 * 'Upgrade to Premium' on the Subscription tab: upgrades the listing the owner picks, never
 * opens the new-listing form. One form per listing that can be upgraded (the same one as on its card).
 */
import UpgradeToPremium from './UpgradeToPremium.tsx';
import AudienceFigures from './AudienceFigures.tsx';
import type { Audience } from './audience.ts';
import { isLiveSubscription } from './billing-rules.ts';
import type { DashboardBusiness } from '#src/platform/schemas/responses.ts';

export default function UpgradeListings({
  businesses,
  audience,
}: {
  businesses: DashboardBusiness[];
  /** The site's own audience: each listing sees its category's figures before it pays. */
  audience: Audience | null;
}) {
  const upgradable = businesses.filter((b) => !b.premium && !isLiveSubscription(b.subscriptionStatus));
  // No listing yet: the spec's link to the signup page, where the Premium plan is chosen with the new listing.
  if (businesses.length === 0)
    return (
      <>
        <p className="mt-4 text-slate-800">List your business and choose the Premium plan as you add it.</p>
        <a href="/list-your-business" className="btn-primary mt-3">
          Upgrade to Premium
        </a>
      </>
    );
  if (upgradable.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-3" aria-label="Listings you can upgrade">
      {upgradable.map((b) => (
        <li key={b.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <p className="font-medium text-slate-900">{b.name}</p>
          <AudienceFigures audience={audience} category={b.category} />
          <UpgradeToPremium
            businessId={b.id}
            label={b.plan === 'premium' ? 'Complete Payment' : 'Upgrade to Premium'}
            // The period chosen at signup stays chosen for 'Complete Payment'.
            initialType={b.subscriptionType ?? 'monthly'}
            listingName={b.name}
          />
        </li>
      ))}
    </ul>
  );
}
