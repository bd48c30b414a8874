/** For the dashboard's 'Current Status' card: each premium listing with its renewal or end date. */
import { billingLine, type BillingFields } from './ListingBilling';

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
    <ul className="mt-3 grid gap-1 text-sm text-slate-800">
      {premium.map((b) => (
        <li key={b.id}>
          <span className="font-medium">{b.name}</span>: {billingLine(b, timeZone) ?? 'active'}
        </li>
      ))}
    </ul>
  );
}
