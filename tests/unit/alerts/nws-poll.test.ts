/**
 * One e-mail per NWS event through its updates: one poll at a time against a loopback stand-in for
 * WEATHER_API_URL, mail delivered to a local SMTP server. Issued, continued, extended, upgraded to a warning, a
 * statement without VTEC and its update, and what is never mailed (tests, exercises, expired alerts).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, collection } from '../../fixtures/alerts/nws-chain';
import { headerOf } from '../../helpers/mail';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { useTempDatabase } from '../accounts/db';

useTempDatabase();
const { pollWeatherAlerts } = await import('#src/features/alerts/server/nws-alerts.ts');
const { parseVtec } = await import('#src/features/alerts/server/vtec.ts');
const { insertConfirmedSubscription } = await import('#src/features/alerts/server/alerts.queries.ts');
const { deliverDueMail, stopMailWorker } = await import('#src/platform/server/mail/index.ts');

let smtp: TestSmtp;
let upstream: Server;
let answer: unknown = collection();
const requested: string[] = [];
const now = new Date('2026-12-02T12:00:00Z');

beforeAll(async () => {
  smtp = await startSmtp();
  upstream = createServer((req, res) => {
    requested.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/geo+json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  process.env.WEATHER_API_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.SITE_URL = 'https://guide.example';
  process.env.SMTP_URL = smtp.url;
  for (const email of ['ann@example.com', 'bob@example.com'])
    insertConfirmedSubscription({ email, topic: 'weather', eventId: null, at: now });
  // Someone who asked for beach alerts only hears nothing of the weather.
  insertConfirmedSubscription({ email: 'cy@example.com', topic: 'beach', eventId: null, at: now });
});
afterAll(async () => {
  stopMailWorker();
  await smtp.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One poll with `features` active; the subjects mailed to Ann by it. */
async function poll(...features: ReturnType<typeof collection>['features']): Promise<string[]> {
  answer = collection(...features);
  const before = smtp.mails.length;
  const keys = await pollWeatherAlerts(now);
  await deliverDueMail();
  if (keys.length > 0) await smtp.waitForMail(() => smtp.mails.length >= before + keys.length * 2);
  return smtp.mails.slice(before).flatMap((mail) => (mail.rcptTo.includes('ann@example.com') ? [mail.subject] : []));
}

describe('VTEC', () => {
  it('keys an event on office, phenomenon, significance, number and year, whatever its action', () => {
    expect(parseVtec('/O.NEW.KCRP.RP.S.0042.261202T0941Z-261204T0000Z/', 2026)).toEqual({
      action: 'NEW',
      key: 'KCRP.RP.S.0042.2026',
    });
    // In effect: the begin is zeros, the end year stands in.
    expect(parseVtec('/O.CON.KCRP.RP.S.0042.000000T0000Z-261204T0000Z/', 2026)?.key).toBe('KCRP.RP.S.0042.2026');
    expect(parseVtec('/T.NEW.KCRP.TO.W.9999.261202T1000Z-261202T1100Z/', 2026)).toBeNull();
    expect(parseVtec('not vtec', 2026)).toBeNull();
  });
});

describe('one e-mail per NWS event', () => {
  it('asks NWS for the town point', async () => {
    await poll();
    expect(requested.at(-1)).toBe('/alerts/active?point=27.84%2C-97.04');
  });

  it('mails a new statement once to each weather subscriber, and not to others', async () => {
    expect(await poll(chain.ripNew)).toEqual(['Rip Current Statement for Port Aransas']);
    const mails = smtp.mails.filter((m) => m.subject === 'Rip Current Statement for Port Aransas');
    expect(mails.flatMap((m) => m.rcptTo).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(mails[0]!.body).toContain('Gulf-facing beaches of Nueces County');
    const links = await Promise.all(mails.map((mail) => headerOf(mail, 'List-Unsubscribe')));
    for (const [i, mail] of mails.entries()) {
      expect(links[i]).toMatch(/^<https:\/\/guide\.example\/alerts\/unsubscribe\?token=[a-z2-7]+>$/);
      expect(await headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    // Each mail its own link.
    expect(links[0]).not.toBe(links[1]);
  });

  it('sends nothing for the same alert polled again, its continuation or its extension', async () => {
    expect(await poll(chain.ripNew)).toEqual([]);
    expect(await poll(chain.ripCon)).toEqual([]);
    expect(await poll(chain.ripExt)).toEqual([]);
  });

  it('never mails a continuation, even of an event not seen before', async () => {
    expect(await poll(chain.surfCon)).toEqual([]);
  });

  it('mails a watch, then its upgrade to a warning (a new significance) once', async () => {
    expect(await poll(chain.ripExt, chain.floodWatch)).toEqual(['Coastal Flood Watch for Port Aransas']);
    expect(await poll(chain.ripExt, chain.floodUpgrade)).toEqual(['Coastal Flood Warning for Port Aransas']);
    expect(await poll(chain.ripExt, chain.floodUpgrade)).toEqual([]);
  });

  it('keys an alert without VTEC on its id, and an update that references it is not mailed again', async () => {
    expect(await poll(chain.statement)).toEqual(['Special Weather Statement for Port Aransas']);
    expect(await poll(chain.statement)).toEqual([]);
    expect(await poll(chain.statementUpdate)).toEqual([]);
  });

  it('never mails test products, exercises or expired alerts', async () => {
    expect(await poll(chain.testProduct, chain.exercise, chain.expired)).toEqual([]);
  });

  it('throws when NWS answers an error, marking nothing sent', async () => {
    const saved = process.env.WEATHER_API_URL;
    process.env.WEATHER_API_URL = 'http://127.0.0.1:9';
    try {
      await expect(pollWeatherAlerts(now)).rejects.toThrow();
    } finally {
      process.env.WEATHER_API_URL = saved;
    }
  });
});
