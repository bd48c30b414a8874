/**
 * Article dates are calendar days written in frontmatter (parsed as UTC midnight), so they are
 * formatted in UTC: formatting in Central time would show the previous day. Where an instant is published
 * (the feed's pubDate, JSON-LD datePublished) it is the start of that day in the site's zone.
 */
import { TZDate } from '@date-fns/tz';
import { site } from '#src/config/site.ts';
import { formatShortDate } from '#src/platform/format.ts';

/** Post dates read 'MMM dd, yyyy', e.g. 'Aug 06, 2025': the site's date format, on the day as written (UTC). */
export const formatArticleDate = (date: Date): string => formatShortDate(date, 'UTC');

/** 'August 6, 2025' for "Last updated" lines. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first instant of an article's day in the site's zone. UTC midnight, as the frontmatter is parsed, is 6 or
 * 7 pm the evening before in Central time: a feed reader would date the article a day early.
 */
export function articleDayStart(date: Date): Date {
  return new Date(new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 0, 0, site.timeZone).getTime());
}
