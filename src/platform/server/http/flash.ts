/**
 * One-shot messages carried across a redirect in a short-lived cookie and shown as a toast on the
 * next page (server-rendered on on-demand pages, read by the Toaster on prerendered ones).
 * Not HttpOnly on purpose: it holds only display text, and prerendered pages read it in the browser.
 */
import type { AstroCookies } from 'astro';
import { FLASH_COOKIE, parseFlash, type FlashMessage } from '#src/platform/flash.ts';
import { env } from '#src/config/env.ts';

export function setFlash(cookies: AstroCookies, message: FlashMessage): void {
  cookies.set(FLASH_COOKIE, JSON.stringify(message), {
    path: '/',
    sameSite: 'lax',
    maxAge: 60,
    httpOnly: false,
    secure: env.isHttps,
  });
}

/** Reads and clears the flash message (so a reload does not show it twice). */
export function takeFlash(cookies: AstroCookies): FlashMessage | null {
  const raw = cookies.get(FLASH_COOKIE)?.value;
  if (raw === undefined) return null;
  cookies.delete(FLASH_COOKIE, { path: '/' });
  return parseFlash(raw);
}
