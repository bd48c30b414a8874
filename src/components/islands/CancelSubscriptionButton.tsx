/**
 * 'Cancel Subscription' on a premium listing (spec §2, §8). A real form (works without JavaScript);
 * hydrated, it asks for confirmation, posts with fetch, shows the spec's toast and refreshes the page
 * so the scheduled end date appears.
 */
import { useState, type FormEvent } from 'react';
import { CANCEL_FAILURE, CANCEL_SUCCESS } from '@/lib/payments';
import { toast } from '@/stores/toast';

interface Props {
  businessId: number;
  businessName: string;
}

export default function CancelSubscriptionButton({ businessId, businessName }: Props) {
  const [pending, setPending] = useState(false);
  const action = `/api/businesses/${businessId}/cancel-subscription`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!window.confirm(`Cancel the premium subscription of ${businessName}? It ends 45 days from now; the listing stays premium until then.`)) return;
    setPending(true);
    try {
      const res = await fetch(action, { method: 'POST', credentials: 'include' });
      if (res.status === 401) {
        toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
        setTimeout(() => window.location.assign('/api/login'), 500);
        return;
      }
      if (!res.ok) throw new Error(`${res.status}`);
      toast(CANCEL_SUCCESS);
      document.dispatchEvent(new CustomEvent('subscription-changed', { detail: { businessId } }));
      // The dashboard is server-rendered: reload it (after the toast is read) to show the end date.
      setTimeout(() => window.location.reload(), 2_500);
    } catch {
      toast(CANCEL_FAILURE);
      setPending(false);
    }
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit}>
      <button type="submit" disabled={pending} className="btn border-2 border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:opacity-60">
        {pending ? 'Canceling...' : 'Cancel Subscription'}
      </button>
    </form>
  );
}
