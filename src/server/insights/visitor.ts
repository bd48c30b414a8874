/**
 * Who gets counted. Bots and crawlers (the maintained `isbot` pattern list), prefetches and
 * prerenders, and requests without a user agent are not; nor is more than a person could
 * plausibly cause from one client (see ClientCap).
 */
import { isbot } from 'isbot';

export type HeaderGet = (name: string) => string | null | undefined;

export function isHumanNavigation(get: HeaderGet): boolean {
  const ua = get('user-agent');
  if (!ua || isbot(ua)) return false;
  // Chromium: Sec-Purpose: prefetch (;prerender); older Chrome/Safari: Purpose; Firefox: X-Moz.
  const purpose = `${get('sec-purpose') ?? ''} ${get('purpose') ?? ''} ${get('x-purpose') ?? ''} ${get('x-moz') ?? ''}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}
