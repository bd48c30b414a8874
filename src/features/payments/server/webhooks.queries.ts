/** Exactly-once bookkeeping for payment events (Stripe event ids, and `test:` ids of the test checkout). */
import { getDb } from '#src/platform/server/db/client.ts';
import { processedWebhookEvents } from '#src/platform/server/db/schema.ts';

/**
 * Records an event id; false when it was already recorded. Call it inside the transaction that applies
 * the event, so the id and the effect commit (or roll back) together.
 */
export function recordProcessedEvent({ id, type }: { id: string; type: string }): boolean {
  const result = getDb().insert(processedWebhookEvents).values({ id, type }).onConflictDoNothing().run();
  return result.changes > 0;
}
