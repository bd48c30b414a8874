/**
 * The payment terms shown before an owner pays (DESIGN §2.24): automatic renewal, the 45-day notice and
 * the refund rule, in the words of /terms (src/lib/billing-terms.ts). Plain markup, so it renders the
 * same inside React islands and Astro pages, with or without JavaScript.
 */
import { BILLING_TERMS } from '@/lib/billing-terms';

export default function PaymentTerms({ id, className = '' }: { id?: string; className?: string }) {
  return (
    <div id={id} className={`text-sm text-slate-700 ${className}`} data-testid="payment-terms">
      <p>
        {BILLING_TERMS.renewal} {BILLING_TERMS.notice} {BILLING_TERMS.refund}{' '}
        <a href="/terms" className="underline">
          Terms of Service
        </a>
      </p>
    </div>
  );
}
