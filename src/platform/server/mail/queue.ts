/**
 * Durable outgoing mail. `queueMail` only inserts a row (inside the caller's transaction when there
 * is one), so a request never waits for, or fails because of, the mail server. A background worker
 * delivers due rows and retries failures with exponential backoff.
 */
import { isDatabaseBusy } from '#src/platform/server/db/busy.ts';
import { insertMail, listDueMail, markMailFailed, markMailSent } from './mail.queries.ts';
import { deliver, type MailMessage } from './transport.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const POLL_MS = 15_000;
const KICK_DELAY_MS = 50;
/**
 * mail_queue.priority of a mail someone waits for (verification, reset): each run takes the due mail highest first,
 * so a backlog of notifications (20 a run, a run every 15 s) never holds it back by more than the run in progress.
 */
const URGENT_PRIORITY = 1;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** Queues one message and returns its id; delivery starts right after the current tick. */
export function queueMail(message: MailMessage): number {
  const id = insertMail({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    listUnsubscribe: message.listUnsubscribe ?? null,
    priority: message.urgent ? URGENT_PRIORITY : 0,
  });
  ensureMailWorker();
  // Deliver soon, but after the current response is written: sending must not slow the request
  // down (nor make "mail was sent" observable in its timing).
  setTimeout(() => void deliverDueMail(), KICK_DELAY_MS).unref();
  return id;
}

let running: Promise<{ sent: number; failed: number }> | undefined;
let again = false;

/**
 * Delivers every due message. Overlapping calls share one run, and a call made during a run makes
 * it look once more at the end, so mail queued meanwhile is not left waiting for the next poll.
 */
export function deliverDueMail(now?: Date): Promise<{ sent: number; failed: number }> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    const total = { sent: 0, failed: 0 };
    do {
      again = false;
      const result = await run(now);
      total.sent += result.sent;
      total.failed += result.failed;
    } while (again);
    return total;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * Mail delivered whose row could not be marked sent yet (another process held the database's write
 * lock): never delivered twice, marked by a later run. Only rows delivered during a lock, each once.
 */
const deliveredUnmarked = new Map<number, Date>();

/** Marks a delivered row sent; false when the database is locked (the row is remembered instead). */
function markDelivered(id: number, at = new Date()): boolean {
  try {
    markMailSent({ id, at });
    deliveredUnmarked.delete(id);
    return true;
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    deliveredUnmarked.set(id, at);
    return false;
  }
}

async function run(now?: Date): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let due;
  try {
    for (const [id, at] of deliveredUnmarked) if (!markDelivered(id, at)) break;
    due = listDueMail({ now: now ?? new Date(), maxAttempts: MAX_ATTEMPTS });
  } catch (error) {
    logger.error({ err: errorText(error) }, '[mail] cannot read the queue');
    return { sent, failed };
  }
  for (const mail of due) {
    if (deliveredUnmarked.has(mail.id)) continue;
    try {
      await deliver(mail, mail.id);
    } catch (error) {
      failed++;
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const retry = new Date(Date.now() + backoffMs(attempts));
      try {
        markMailFailed({ id: mail.id, attempts, nextAttemptAt: retry, error: message });
      } catch {
        /* the database is gone (shutdown) or locked: the row is retried next start or next poll */
      }
      const final = attempts >= MAX_ATTEMPTS ? ' giving up' : ` retry at ${retry.toISOString()}`;
      logger.warn(
        { mailId: mail.id, attempts, err: message },
        `[mail] delivery of #${mail.id} failed (attempt ${attempts}):${final}`,
      );
      continue;
    }
    sent++;
    try {
      markDelivered(mail.id);
    } catch (error) {
      // The database is gone (shutdown): the row is delivered again next start.
      logger.error({ mailId: mail.id, err: errorText(error) }, `[mail] #${mail.id} delivered but not marked sent`);
    }
  }
  return { sent, failed };
}

let timer: NodeJS.Timeout | undefined;

/** Starts the polling worker once per process (idempotent; the timer never keeps the process alive). */
export function ensureMailWorker(): void {
  if (timer) return;
  timer = setInterval(() => void deliverDueMail(), POLL_MS);
  timer.unref();
  // Also what an earlier process queued and did not deliver before it stopped.
  setImmediate(() => void deliverDueMail());
}

export function stopMailWorker(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
