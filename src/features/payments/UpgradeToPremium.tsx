/**
 * 'Upgrade to Premium' for an existing listing: choose monthly or yearly, then go to checkout (which
 * asks before charging). 'Complete Payment' preselects the period chosen at signup (`initialType`).
 * With JavaScript it posts JSON to the upgrade endpoint; without, the form posts to the listing's
 * upgrade page (src/features/payments/server/upgrade-form.ts), which goes on to the checkout.
 */
import { useState, type SubmitEvent } from 'react';
import PaymentTerms from './PaymentTerms.tsx';
import { api } from '#src/platform/api-client.ts';
import { PAYMENT_ERROR_FALLBACK, PAYMENT_ERROR_TITLE, PLAN_PRICES, YEARLY_SAVINGS } from './payments.ts';
import { toast } from '#src/ui/toast.store.ts';

interface Props {
  businessId: number;
  /** 'Complete Payment' for a listing whose checkout was started but not paid. */
  label?: string;
  /** The plan chosen before the server refused the form (no JavaScript). */
  initialType?: 'monthly' | 'yearly';
  /** Names the listing in the button's accessible name where several upgrade forms share a page. */
  listingName?: string;
}

export default function UpgradeToPremium({
  businessId,
  label = 'Upgrade to Premium',
  initialType = 'monthly',
  listingName,
}: Props) {
  const [pending, setPending] = useState(false);
  // React's useId values start with '_', which is not a valid HTML id start.
  const saveId = `upgrade-${businessId}-save`;
  const endpoint = `/api/businesses/${businessId}/upgrade`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the plan from the form, not from state: a radio picked before the island hydrated is only in the DOM.
    const type = new FormData(event.currentTarget).get('subscriptionType') === 'yearly' ? 'yearly' : 'monthly';
    setPending(true);
    const result = await api<{ checkoutUrl?: string }>(endpoint, { body: { subscriptionType: type } });
    if (result.ok && result.data.checkoutUrl) return window.location.assign(result.data.checkoutUrl);
    // A refusal in the server's words; no answer at all (offline) gets the general payment message.
    const refused = result.ok ? undefined : result.error;
    const fallback = result.status === 0 ? PAYMENT_ERROR_FALLBACK : 'Failed to create subscription';
    toast({ title: PAYMENT_ERROR_TITLE, description: refused ?? fallback, variant: 'destructive' });
    setPending(false);
  }

  return (
    <form
      method="post"
      action={`/dashboard/businesses/${businessId}/upgrade`}
      onSubmit={onSubmit}
      className="flex flex-wrap items-center gap-3"
    >
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="sr-only">Billing period</legend>
        {(['monthly', 'yearly'] as const).map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3">
            <input
              type="radio"
              name="subscriptionType"
              value={option}
              defaultChecked={option === initialType}
              aria-describedby={option === 'yearly' ? saveId : undefined}
            />
            {option === 'monthly' ? `Monthly ${PLAN_PRICES.monthly}` : `Yearly ${PLAN_PRICES.yearly}`}
          </label>
        ))}
        <span id={saveId} className="sr-only">
          Save {YEARLY_SAVINGS} a year
        </span>
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="btn-accent disabled:opacity-60"
        aria-label={listingName && !pending ? `${label}: ${listingName}` : undefined}
      >
        {pending ? 'Redirecting to payment...' : label}
      </button>
      {/* Before paying: the checkout page states the price again and asks before charging. */}
      <PaymentTerms className="basis-full" compact />
    </form>
  );
}
