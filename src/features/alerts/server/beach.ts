/**
 * The `beach` topic, called by the beach feature: an admin's new beach advisory, and a forecast period for which
 * the surf zone forecast says the rip-current risk is High (a moderate risk is never an alert). Each is mailed
 * once: the advisory by its site, level and expiry, the High risk by its forecast period (its name and the day it
 * was issued in the town's zone, so the same "Tonight" in a reissued forecast is not mailed again).
 */
import { site } from '#src/config/site.ts';
import { formatEventWhen, formatShortDate } from '#src/platform/format.ts';
import { siteLink } from '#src/platform/server/mail/index.ts';
import type { RipCurrentNow } from '#src/features/beach/beach.ts';
import { sendAlertOnce } from './send.ts';

const TOPIC = 'beach';
const beachLink = () => ({ label: 'See the beach conditions now', url: siteLink('/beach') });

export function alertBeachAdvisory(
  {
    site: beachSite,
    level,
    note,
    expiresAt,
  }: { site: string; level: 'advisory' | 'closed'; note?: string | null; expiresAt: Date },
  now = new Date(),
): number | null {
  const until = formatEventWhen(expiresAt, expiresAt, site.timeZone);
  const what = level === 'closed' ? 'closed' : 'under a water quality advisory';
  return sendAlertOnce({
    topic: TOPIC,
    key: `beach:advisory:${beachSite.toLowerCase()}:${level}:${expiresAt.getTime()}`,
    now,
    content: {
      subject: `Beach ${level === 'closed' ? 'closure' : 'advisory'}: ${beachSite}`,
      heading: `${beachSite} is ${what}`,
      paragraphs: [
        ...(note ? [note] : []),
        `Until ${until.time}, ${until.date}, unless it is lifted sooner.`,
        level === 'closed'
          ? 'Stay out of the water at this beach.'
          : 'Bacteria levels in the water were found above the state’s standard: swimming and wading are not advised.',
      ],
      link: beachLink(),
    },
  });
}

export function alertHighRipCurrent({ period, issuedAt }: { period: string; issuedAt: Date }, now = new Date()): number | null {
  const day = formatShortDate(issuedAt, site.timeZone);
  return sendAlertOnce({
    topic: TOPIC,
    key: `beach:rip-high:${day}:${period.trim().toLowerCase()}`,
    now,
    content: {
      subject: `High rip current risk: ${period}`,
      heading: `High rip current risk at ${site.city} beaches: ${period}`,
      paragraphs: [
        `The National Weather Service surf zone forecast issued ${day} says the rip current risk is High for ${period}.`,
        'Life-threatening rip currents are likely. Stay out of the water, or swim only near a lifeguard. If caught in a rip current, swim parallel to the shore.',
      ],
      link: beachLink(),
    },
  });
}

/**
 * The High periods of a current surf zone forecast, each mailed once (alertHighRipCurrent); an old forecast (the
 * office has not issued a new one for 12 hours) is not news. Returns how many were mailed now.
 */
export function alertHighRipCurrents(ripCurrent: RipCurrentNow | null, now = new Date()): number {
  if (!ripCurrent?.current) return 0;
  const issuedAt = new Date(ripCurrent.issuedAt);
  return ripCurrent.periods.filter((p) => p.risk === 'high' && alertHighRipCurrent({ period: p.name, issuedAt }, now) !== null)
    .length;
}
