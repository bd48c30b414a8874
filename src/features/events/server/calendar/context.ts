/** The calendar context for this site, from the site identity and the public origin. */
import { site } from '#src/config/site.ts';
import { env } from '#src/config/env.ts';
import type { CalendarContext } from './ics.ts';

export const calendarContext = (): CalendarContext => ({ siteUrl: env.siteUrl, siteName: site.name, timeZone: site.timeZone });

/** webcal:// link to the feed: calendar apps subscribe instead of importing once. */
export const webcalFeedUrl = (): string => new URL('/events/calendar.ics', env.siteUrl).href.replace(/^https?:/, 'webcal:');
