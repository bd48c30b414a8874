/**
 * For the dashboard's 'Current Status' card: each premium listing with its renewal or end date, a
 * 'Manage billing' button (a plain form: Stripe's Customer Portal for this listing's customer, or the
 * test-mode billing page) and a link to the listing's billing page (switch plan, undo a cancellation).
 */
import { billingLine, type BillingFields } from './ListingBilling.tsx';

export default function PremiumListingsStatus({
  businesses,
  timeZone,
}: {
  businesses: (BillingFields & { name: string })[];
  timeZone: string;
}) {
  const premium = businesses.filter((b) => b.premium);
  if (premium.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-3 text-sm text-slate-800">
      {premium.map((b) => (
        <li key={b.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <p>
            <span className="font-medium">{b.name}</span>: {billingLine(b, timeZone) ?? 'active'}
          </p>
          <form method="post" action={`/dashboard/billing/${b.id}`} className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="action"
              value="portal"
              className="btn-primary"
              aria-label={`Manage billing for ${b.name}`}
            >
              Manage billing
            </button>
            <a href={`/dashboard/billing/${b.id}`} className="font-medium" aria-label={`Plan and invoices of ${b.name}`}>
              Plan and invoices
            </a>
          </form>
        </li>
      ))}
    </ul>
  );
}
