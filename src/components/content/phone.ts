/** Phone links: a dialable tel: URL, and display text that never wraps mid-number (html-validate tel-non-breaking). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
