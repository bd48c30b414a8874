import { describe, expect, it } from 'vitest';
import { articleDayStart, formatArticleDate, formatLongDate } from '#src/features/content/server/dates.ts';

describe('article dates', () => {
  it("formats 'MMM dd, yyyy' from the calendar day written in frontmatter", () => {
    expect(formatArticleDate(new Date('2025-08-06'))).toBe('Aug 06, 2025');
    expect(formatArticleDate(new Date('2026-12-31'))).toBe('Dec 31, 2026');
  });

  it('formats the long "last updated" form', () => {
    expect(formatLongDate(new Date('2025-08-06'))).toBe('August 6, 2025');
  });

  it('publishes an article at the start of its day in Central time, summer and winter', () => {
    expect(articleDayStart(new Date('2026-09-22')).toISOString()).toBe('2026-09-22T05:00:00.000Z');
    expect(articleDayStart(new Date('2026-12-01')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    // The day the page shows, read back in the site's zone.
    expect(articleDayStart(new Date('2026-09-22')).toLocaleDateString('en-US', { timeZone: 'America/Chicago' })).toBe(
      '9/22/2026',
    );
  });
});
