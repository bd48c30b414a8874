/** What a page does when the session has ended: toast, then to /api/login after `delayMs`. */
import { toast } from '#src/ui/toast.store.ts';

export function handleLoggedOut(delayMs: number): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => window.location.assign(`/api/login?next=${encodeURIComponent(next)}`), delayMs);
}
