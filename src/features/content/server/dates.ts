/**
 * Article dates are calendar days written in frontmatter (parsed as UTC midnight), so they are
 * formatted in UTC: formatting in Central time would show the previous day.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Post dates read 'MMM dd, yyyy', e.g. 'Aug 06, 2025'. */
export function formatArticleDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
}

/** 'August 6, 2025' for "Last updated" lines. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
