import { describe, expect, it } from 'vitest';
import { formatArticleDate, formatLongDate } from '#src/features/content/server/dates.ts';

describe('article dates', () => {
  it("formats 'MMM dd, yyyy' from the calendar day written in frontmatter", () => {
    expect(formatArticleDate(new Date('2025-08-06'))).toBe('Aug 06, 2025');
    expect(formatArticleDate(new Date('2026-12-31'))).toBe('Dec 31, 2026');
  });

  it('formats the long "last updated" form', () => {
    expect(formatLongDate(new Date('2025-08-06'))).toBe('August 6, 2025');
  });
});
