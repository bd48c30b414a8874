/** The one escaper for text placed in HTML or XML (e-mails, feeds, the sitemap): & < > " ' become entities. */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c]!);
