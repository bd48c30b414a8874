/** The flash-message cookie shared by the server (which sets it) and the Toaster (which may read it). */
export const FLASH_COOKIE = 'flash';

export interface FlashMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export function parseFlash(raw: string): FlashMessage | null {
  try {
    const value = JSON.parse(raw) as Partial<FlashMessage>;
    if (typeof value.title !== 'string' || value.title.length > 200) return null;
    return {
      title: value.title,
      description: typeof value.description === 'string' ? value.description.slice(0, 500) : undefined,
      variant: value.variant === 'destructive' ? 'destructive' : 'default',
    };
  } catch {
    return null;
  }
}

/** Browser side: leave a message for the next page (an island about to navigate away). */
export function setFlashCookie(message: FlashMessage): void {
  document.cookie = `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(message))}; Path=/; Max-Age=60; SameSite=Lax`;
}
