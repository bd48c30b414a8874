/**
 * The month view offers search engines a window of months (last month to a year ahead) and links no further out of
 * it; months outside still open for a visitor, but say noindex (demo data).
 */
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';

const server = { url: demoServerUrl() };

/** 'YYYY-MM' of the Central-time month `by` months from now. */
function monthFromNow(by: number): string {
  const [year, month] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }).split('-').map(Number) as [
    number,
    number,
  ];
  const i = year * 12 + month - 1 + by;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

async function monthPage(month: string) {
  const res = await fetch(new URL(`/events?view=month&month=${month}`, server.url));
  const html = await res.text();
  return {
    status: res.status,
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    prev: /href="\/events\?view=month&(?:amp;)?month=(\d{4}-\d{2})#month" class="[^"]*" rel="prev"/.exec(html)?.[1] ?? null,
    next: /href="\/events\?view=month&(?:amp;)?month=(\d{4}-\d{2})#month" class="[^"]*" rel="next"/.exec(html)?.[1] ?? null,
  };
}

describe('the month view’s window', () => {
  it('offers this month, indexable, with both neighbours', async () => {
    expect(await monthPage(monthFromNow(0))).toEqual({
      status: 200,
      robots: 'index, follow',
      prev: monthFromNow(-1),
      next: monthFromNow(1),
    });
  });

  it('links no further back than last month, nor further ahead than a year', async () => {
    expect(await monthPage(monthFromNow(-1))).toMatchObject({ robots: 'index, follow', prev: null, next: monthFromNow(0) });
    expect(await monthPage(monthFromNow(12))).toMatchObject({ robots: 'index, follow', prev: monthFromNow(11), next: null });
  });

  it('still shows a month outside it, but noindex, nofollow', async () => {
    for (const month of [monthFromNow(-2), monthFromNow(13), '2100-06', '2000-01']) {
      const page = await monthPage(month);
      expect(page.status, month).toBe(200);
      expect(page.robots, month).toBe('noindex, nofollow');
    }
  });
});
