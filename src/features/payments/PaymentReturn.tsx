/**
 * Shows the payment-return toast decided by the server and removes the return
 * parameters from the address bar, so a refresh or a shared link does not show it again.
 */
import { useEffect } from 'react';
import { toast } from '#src/ui/toast.store.ts';

export interface PaymentReturnMessage {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  durationMs: number;
}

const RETURN_PARAMS = ['success', 'canceled', 'session_id'];

export default function PaymentReturn({ message }: { message: PaymentReturnMessage }) {
  useEffect(() => {
    toast({ title: message.title, description: message.description, variant: message.variant, duration: message.durationMs });
    const url = new URL(window.location.href);
    for (const name of RETURN_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [message]);
  return null;
}
