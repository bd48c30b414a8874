/** Browser-safe payment texts and formatting shared by endpoints, pages and islands. */
import { formatShortDate } from '#src/platform/format.ts';
export const CANCEL_SUCCESS = {
  title: 'Cancellation Scheduled',
  description: 'Your subscription cancellation has been scheduled for 45 days from now.',
};
export const CANCEL_FAILURE = {
  title: 'Error',
  description: 'Failed to cancel subscription. Please try again.',
  variant: 'destructive' as const,
};
export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_ERROR_FALLBACK = 'Payment setup failed. Please try again.';

export const PLAN_PRICES = { monthly: '$99/month', yearly: '$995/year' } as const;
export const YEARLY_SAVINGS = '$193';

/** A date as owners read it (the site's date format), in the site's time zone (passed in: src/config is not imported here). */
export function formatBillingDate(iso: string | Date, timeZone: string): string {
  return formatShortDate(new Date(iso), timeZone);
}

export const PLAN_SWITCHED = (type: 'monthly' | 'yearly') => ({
  title: 'Plan Updated',
  description: `Your listing is now on the ${type} plan (${PLAN_PRICES[type]}). The new billing period started today.`,
});
export const CANCELLATION_UNDONE = {
  title: 'Cancellation Undone',
  description: 'Premium continues and renews as before.',
};
