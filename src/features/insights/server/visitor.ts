/**
 * Who gets counted. Bots and crawlers (the maintained `isbot` pattern list), prefetches and
 * prerenders, and requests without a user agent are not; nor is more than a person could
 * plausibly cause from one client (see ClientCap).
 */
import { isbot } from 'isbot';

export type HeaderGet = (name: string) => string | null | undefined;

/**
 * isbot's answer per user agent: its pattern is long (a few microseconds a test) and visitors share a
 * few hundred user agent strings. Bounded: a flood of made-up ones empties it rather than grows it.
 */
const botVerdicts = new Map<string, boolean>();
const BOT_VERDICTS_LIMIT = 1000;

function isBotAgent(ua: string): boolean {
  let verdict = botVerdicts.get(ua);
  if (verdict === undefined) {
    if (botVerdicts.size >= BOT_VERDICTS_LIMIT) botVerdicts.clear();
    botVerdicts.set(ua, (verdict = isbot(ua)));
  }
  return verdict;
}

export function isHumanNavigation(get: HeaderGet): boolean {
  const ua = get('user-agent');
  if (!ua || isBotAgent(ua)) return false;
  // Chromium: Sec-Purpose: prefetch (;prerender); older Chrome/Safari: Purpose; Firefox: X-Moz.
  const purpose = `${get('sec-purpose') ?? ''} ${get('purpose') ?? ''} ${get('x-purpose') ?? ''} ${get('x-moz') ?? ''}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}
