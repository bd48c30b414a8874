/**
 * Work whose outcome must not show in the response, not even in its timing: "if that address has
 * an account, we mailed it" answers are sent first, and the lookup + token + queued mail happen after.
 */
import { errorText, logger } from '@/server/log';
const AFTER_RESPONSE_MS = 25;

export function afterResponse(label: string, work: () => void): void {
  // Not setImmediate: the adapter writes the response over several ticks, and synchronous DB work
  // landing in between would delay it for known addresses only.
  setTimeout(() => {
    try {
      work();
    } catch (error) {
      logger.error({ err: errorText(error) }, `[auth] ${label} failed`);
    }
  }, AFTER_RESPONSE_MS);
}
