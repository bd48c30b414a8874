/**
 * The payment terms shown before an owner pays: automatic renewal, the 45-day notice and
 * the refund rule, in the words of /terms (src/features/payments/billing-terms.ts). Plain markup, so it renders the
 * same inside React islands and Astro pages, with or without JavaScript. `compact` (the dashboard's
 * upgrade forms, one per listing) names the three in one line and opens to the full words; the checkout
 * page that follows shows them in full before anything is charged.
 */
import { BILLING_TERMS } from './billing-terms.ts';

export default function PaymentTerms({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const words = (
    <p>
      {BILLING_TERMS.renewal} {BILLING_TERMS.notice} {BILLING_TERMS.refund}{' '}
      <a href="/terms" className="underline">
        Terms of Service
      </a>
    </p>
  );
  if (compact)
    return (
      <details className={`text-sm text-slate-700 ${className}`} data-testid="payment-terms">
        <summary className="cursor-pointer py-2 font-medium text-slate-800">
          Renews automatically · 45 days&apos; notice to cancel · refunds
        </summary>
        {words}
      </details>
    );
  return (
    <div className={`text-sm text-slate-700 ${className}`} data-testid="payment-terms">
      {words}
    </div>
  );
}
