/** 'Subscription' tab: Premium Benefits and Current Status. */
import PremiumListingsStatus from '#src/features/payments/PremiumListingsStatus.tsx';
import UpgradeListings from '#src/features/payments/UpgradeListings.tsx';
import { premiumBenefits } from '#src/features/payments/premium-benefits.ts';
import { premiumPrices } from '#src/features/listings/business.schema.ts';
import type { DashboardBusiness } from '#src/platform/schemas/responses.ts';
import CheckList from '#src/ui/CheckList.tsx';
import type { Audience } from '#src/features/payments/audience.ts';

export default function SubscriptionPanel({
  businesses,
  audience,
  timeZone,
}: {
  businesses: DashboardBusiness[];
  audience: Audience | null;
  timeZone: string;
}) {
  const premiumCount = businesses.filter((b) => b.premium).length;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="benefits-heading" className="rounded-xl border border-slate-200 p-6">
        <h2 id="benefits-heading" className="text-xl font-bold text-slate-900">
          Premium Benefits
        </h2>
        <CheckList items={premiumBenefits} className="mt-4 grid gap-2 text-slate-800" iconClassName="mt-1" />
        <p className="mt-4 text-lg font-semibold text-slate-900">
          ${premiumPrices.monthly}/month or ${premiumPrices.yearly}/year
        </p>
        <p className="mt-1 text-sm text-slate-700">45-day cancellation notice required</p>
      </section>
      <section aria-labelledby="status-heading" className="rounded-xl border border-slate-200 p-6">
        <h2 id="status-heading" className="text-xl font-bold text-slate-900">
          Current Status
        </h2>
        {premiumCount > 0 ? (
          <>
            <p className="mt-4 text-lg font-semibold text-emerald-800">Premium Active</p>
            <p className="mt-1 text-slate-800">
              You have {premiumCount} premium {premiumCount === 1 ? 'listing' : 'listings'}.
            </p>
            <PremiumListingsStatus businesses={businesses} timeZone={timeZone} />
            <p className="mt-3 text-sm text-slate-700">
              To switch between monthly and yearly, undo or schedule a cancellation, open a listing's plan and invoices.
            </p>
          </>
        ) : (
          <>
            <p className="mt-4 text-lg font-semibold text-slate-900">Free Plan</p>
            <p className="mt-1 text-slate-800">Upgrade to reach more visitors with priority placement and a featured badge.</p>
          </>
        )}
        <UpgradeListings businesses={businesses} audience={audience} />
      </section>
    </div>
  );
}
