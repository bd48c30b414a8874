/**
 * The alerts' periodic work in the server process, started from the first request on like the other jobs (the
 * newsletter sweep, geocoding retries): every ALERTS_POLL_MS, unconfirmed subscriptions past their 7 days are
 * deleted and, when anyone subscribes to `weather`, NWS is polled (and, for `beach`, the surf zone forecast's High days). Nothing polls unless this is started; tests
 * drive one poll with pollWeatherAlerts.
 */
import { env } from '#src/config/env.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { countConfirmedSubscribers, deleteAlertKeysBefore } from './alerts.queries.ts';
import { forgetExpiredSubscriptions } from './expiry.ts';
import { pollWeatherAlerts } from './nws-alerts.ts';
import { getBeachService } from '#src/features/beach/server/index.ts';
import { alertHighRipCurrents } from './beach.ts';

/** A VTEC key names its year and an alert id is never reused: keys this old cannot come back. */
const KEYS_KEPT_MS = 400 * 24 * 60 * 60_000;

let timer: NodeJS.Timeout | undefined;
let polling = false;

async function tick(): Promise<void> {
  if (polling) return; // a slow NWS answer: the next tick waits for this one
  polling = true;
  try {
    const now = new Date();
    forgetExpiredSubscriptions(now);
    deleteAlertKeysBefore({ before: new Date(now.getTime() - KEYS_KEPT_MS) });
    // The surf zone forecast is read (through the beach page's own cache) only while someone wants its High days.
    if (countConfirmedSubscribers({ topic: 'beach' }) > 0) {
      const high = alertHighRipCurrents((await getBeachService().current()).ripCurrent, now);
      if (high > 0) logger.info(`[alerts] mailed ${high} High rip current period(s)`);
    }
    if (countConfirmedSubscribers({ topic: 'weather' }) === 0) return;
    const mailed = await pollWeatherAlerts(now);
    if (mailed.length > 0) logger.info({ keys: mailed }, `[alerts] mailed ${mailed.length} NWS alert(s)`);
  } catch (error) {
    // NWS down or the database busy: the next tick tries again; nothing was marked sent.
    logger.warn({ err: errorText(error) }, '[alerts] poll failed');
  } finally {
    polling = false;
  }
}

/** Starts the poll once per process (the timer never keeps the process alive). */
export function ensureAlertJobs(): void {
  if (timer) return;
  timer = setInterval(() => void tick(), env.alertsPollMs);
  timer.unref();
}
