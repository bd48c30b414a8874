/**
 * The `weather` topic: NWS alerts for the town's point, polled (./jobs.ts) and mailed once per NWS event. An
 * alert with VTEC is keyed on its event (./vtec.ts) and mailed when it brings news (issued, extended) of an event
 * not mailed yet; a continuation (CON) never is. An alert without VTEC is keyed on its id, and an update of one
 * (a new id whose `references` name an alert already mailed) is not mailed again.
 */
import { site } from '#src/config/site.ts';
import { env } from '#src/config/env.ts';
import { nwsUserAgent } from '#src/features/weather/server/index.ts';
import { isRecord } from '#src/features/weather/server/http.ts';
import { fetchActiveAlertsBody } from '#src/features/weather/server/nws.ts';
import { formatEventWhen } from '#src/platform/format.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { claimAlertKey, isAlertKeySent } from './alerts.queries.ts';
import type { AlertContent } from './emails.ts';
import { sendAlertOnce } from './send.ts';
import { isNews, parseVtec } from './vtec.ts';

const TOPIC = 'weather';
const DESCRIPTION_MAX = 4000;

interface NwsAlert {
  id: string;
  event: string;
  headline: string;
  description: string;
  instruction: string;
  ends: Date | null;
  vtec: string[];
  references: string[];
  sentYear: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const date = (value: unknown): Date | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** The actual, current alerts of an /alerts/active answer (exercises, tests and cancellations left out). */
function readNwsAlerts(body: unknown, now: Date): NwsAlert[] {
  const features = isRecord(body) && Array.isArray(body.features) ? (body.features as unknown[]) : [];
  return features.flatMap((feature): NwsAlert[] => {
    if (!isRecord(feature) || !isRecord(feature.properties)) return [];
    const p = feature.properties;
    const id = text(p.id);
    if (!id || !text(p.event) || (p.status !== undefined && p.status !== 'Actual') || p.messageType === 'Cancel') return [];
    const ends = date(p.ends) ?? date(p.expires);
    if (ends && ends.getTime() <= now.getTime()) return [];
    const parameters = isRecord(p.parameters) ? p.parameters : {};
    const references = Array.isArray(p.references) ? (p.references as unknown[]) : [];
    return [
      {
        id,
        event: text(p.event),
        headline: text(p.headline) || text(p.event),
        description: text(p.description).slice(0, DESCRIPTION_MAX),
        instruction: text(p.instruction).slice(0, DESCRIPTION_MAX),
        ends,
        vtec: Array.isArray(parameters.VTEC) ? parameters.VTEC.filter((v): v is string => typeof v === 'string') : [],
        references: references.flatMap((r) => (isRecord(r) && typeof r.identifier === 'string' ? [r.identifier] : [])),
        sentYear: (date(p.sent) ?? now).getUTCFullYear(),
      },
    ];
  });
}

const idKey = (id: string) => `nws:${id}`;

/** The keys this alert would be mailed under, and whether it is news; null when it is never to be mailed. */
function keysOf(alert: NwsAlert): { send: string[]; also: string[] } | null {
  const vtecs = alert.vtec.map((line) => parseVtec(line, alert.sentYear)).filter((v) => v !== null);
  if (alert.vtec.length > 0) {
    // VTEC present but none operational (a test product): never mailed.
    const news = vtecs.filter(isNews).map((v) => `vtec:${v.key}`);
    return news.length > 0 ? { send: news, also: [] } : null;
  }
  // No VTEC: the id is the key; an update names the alert it replaces in `references`.
  if (alert.references.some((ref) => isAlertKeySent({ key: idKey(ref) }))) return { send: [], also: [idKey(alert.id)] };
  return { send: [idKey(alert.id)], also: [] };
}

function alertContent(alert: NwsAlert): AlertContent {
  const until = alert.ends ? formatEventWhen(alert.ends, alert.ends, site.timeZone) : null;
  return {
    subject: `${alert.event} for ${site.city}`,
    heading: alert.headline,
    paragraphs: [
      ...(until ? [`In effect until ${until.time}, ${until.date}.`] : []),
      ...alert.description.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ')),
      ...(alert.instruction ? [alert.instruction.replace(/\s*\n\s*/g, ' ')] : []),
      `Issued by the National Weather Service for ${site.city}. Always follow the instructions of local officials.`,
    ].filter(Boolean),
    link: {
      label: 'See the forecast and hazards at weather.gov',
      url: `https://forecast.weather.gov/MapClick.php?lat=${site.geo.latitude}&lon=${site.geo.longitude}`,
    },
  };
}

/** Mails what `body` holds that was not mailed yet; returns the keys mailed. */
function mailNwsAlerts(body: unknown, now = new Date()): string[] {
  const mailed: string[] = [];
  for (const alert of readNwsAlerts(body, now)) {
    const keys = keysOf(alert);
    if (!keys) continue;
    getDb().transaction(() => {
      for (const key of keys.also) claimAlertKey({ key, at: now });
      const [first, ...rest] = keys.send.filter((key) => !isAlertKeySent({ key }));
      if (!first) return;
      if (sendAlertOnce({ topic: TOPIC, key: first, content: alertContent(alert), now }) === null) return;
      for (const key of rest) claimAlertKey({ key, at: now });
      mailed.push(first);
    });
  }
  return mailed;
}

/** One poll of WEATHER_API_URL's active alerts for the town; throws when NWS cannot be read (the job logs it). */
export async function pollWeatherAlerts(now = new Date()): Promise<string[]> {
  const body = await fetchActiveAlertsBody({
    baseUrl: env.weatherApiUrl,
    latitude: site.geo.latitude,
    longitude: site.geo.longitude,
    userAgent: nwsUserAgent(),
    timeoutMs: 10_000,
  });
  return mailNwsAlerts(body, now);
}
