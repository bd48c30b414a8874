/**
 * Save to My Trip and /my-trip in Chromium, at 390 and 1280 px: a visitor saves a
 * business and an event (kept in localStorage, the header counts them), opens My Trip (the saved list
 * opens from the browser's copy) and sees today's hours and open state, today's tides (the loopback NOAA
 * stand-in) and the day's events, removes one, copies the link, and the link opens in a fresh browser
 * context for someone else, who can save it to their own trip. Without JavaScript the Save control is
 * hidden and a shared link, with its Remove links, still works. Trip dates (a GET form, with or without
 * JavaScript) show the trip days' hours, tides and events, and stay with the saved list.
 * Screenshots go to test-results/my-trip/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 900 }],
] as const;
const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `my-trip-${name}`, { fullPage });

/** The page's layout shift so far (Lighthouse's CLS), read after two frames so a script's changes count. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

let server: TestServer;
let business: { id: number; name: string };
let event: { id: number; title: string };
const todayEvent = 'Sunset Jetty Walk';
const tripEvent = 'Sandcastle Morning';

/** 'YYYY-MM-DD' of the Central day `n` days from today. */
const centralDay = (n: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, weather: true, writable: true });
test.beforeAll(async () => {
  business = db
    .prepare(`select id, name from businesses where approved = 1 and hours is not null and phone is not null order by id limit 1`)
    .get() as typeof business;
  event = db
    .prepare(`select id, title from events where approved = 1 and event_status = 'scheduled' order by start_date desc limit 1`)
    .get() as typeof event;
  const now = Date.now();
  db.prepare(
    `insert into events (title, description, category, location, start_date, end_date, approved, created_at, updated_at)
     values (?, 'A walk along the jetty.', 'Community', 'South Jetty', ?, ?, 1, ?, ?)`,
  ).run(todayEvent, now - 3_600_000, now + 30 * 60_000, now, now);
  // Four days from now, mid-morning in Port Aransas: on the trip the tests pick.
  const onTrip = Date.parse(`${centralDay(4)}T16:00:00Z`);
  db.prepare(
    `insert into events (title, description, category, location, start_date, end_date, approved, created_at, updated_at)
     values (?, 'Build a castle with the family.', 'Community', 'Beach Access Road 1A', ?, ?, 1, ?, ?)`,
  ).run(tripEvent, onTrip, onTrip + 2 * 3_600_000, now, now);
  // The tide table loads on first use; ask once so pages render it from the cache.
  await fetch(`${server.url}/api/weather-tide`);
});

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('my-trip') ?? 'null') as unknown);

for (const [label, size] of SIZES) {
  test(`at ${label} px: save a business and an event, see them on My Trip with today's hours, tides and events, remove one, share the link`, async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(size);

    // A business: Save, and the control says it is saved; the header counts it.
    await page.goto(`${server.url}/business/${business.id}`);
    const saveBusiness = page.getByRole('button', { name: 'Save to My Trip' });
    await expect(saveBusiness).toBeVisible();
    expect((await saveBusiness.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await saveBusiness.click();
    await expect(page.getByRole('button', { name: 'Remove from My Trip' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View My Trip' })).toBeVisible();
    await expect(page.locator('[data-trip-status]')).toHaveText('Saved to My Trip.');
    await expect(page.locator('[data-trip-count]')).toHaveText('1');
    expect(await stored(page)).toEqual({ b: [business.id], e: [] });
    await shot(page, `business-${label}-saved`);

    // An event; a reload shows it still saved (kept in the browser, nothing sent).
    await page.goto(`${server.url}/events/${event.id}`);
    await page.getByRole('button', { name: 'Save to My Trip' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from My Trip' })).toBeVisible();
    await expect(page.locator('[data-trip-count]')).toHaveText('2');
    await shot(page, `event-${label}-saved`);

    // My Trip opens the saved list: its own link, rendered by the server.
    await page.getByRole('link', { name: 'View My Trip' }).click();
    await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}&e=${event.id}`);
    const place = page.locator(`[data-trip-item="b:${business.id}"]`);
    await expect(place.getByRole('link', { name: business.name, exact: true })).toBeVisible();
    await expect(place.locator('[data-open-state]')).toHaveText(/^\s*(Open now|Closed now)\s*$/);
    await expect(place.locator('[data-today-hours]')).toHaveText(/(AM|PM|Closed|Open 24 hours)/);
    await expect(
      page.locator(`[data-trip-item="e:${event.id}"]`).getByRole('link', { name: event.title, exact: true }),
    ).toBeVisible();
    const tides = page.getByRole('region', { name: "Today's tides" });
    await expect(tides.getByText(/(High|Low) tide/).first()).toBeVisible();
    const today = page.getByRole('region', { name: "Today's events" });
    await expect(today.getByRole('link', { name: todayEvent })).toBeVisible();
    await expect(page.getByText('This trip was shared with you')).toBeHidden();
    await expectNoAxeViolations(page);
    await shot(page, `my-trip-${label}`);
    await shot(page, `my-trip-${label}-full`, true);

    // Remove the event: the page, the link and the browser's copy follow.
    await page.getByRole('link', { name: `Remove ${event.title} from My Trip` }).click();
    await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}`);
    await expect(page.locator(`[data-trip-item="e:${event.id}"]`)).toHaveCount(0);
    expect(await stored(page)).toEqual({ b: [business.id], e: [] });
    await expect(page.locator('[data-trip-count]')).toHaveText('1');

    // Copy link, then open it in a fresh browser (someone else, nothing stored).
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${server.url}/my-trip?b=${business.id}`);
    const other = await browser.newContext({ viewport: size });
    const theirs = await other.newPage();
    await theirs.goto(link);
    await expect(
      theirs.locator(`[data-trip-item="b:${business.id}"]`).getByRole('link', { name: business.name, exact: true }),
    ).toBeVisible();
    await expect(theirs.getByText('This trip was shared with you')).toBeVisible();
    // The banner appears once the script knows the link is not the visitor's own: it must move nothing on
    // the page (layout shift, Lighthouse's CLS) and must not cover the end of the page.
    const shifted = await layoutShift(theirs);
    expect(shifted).toBeLessThan(0.01);
    await theirs.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await theirs
      .locator('footer')
      .last()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const bannerTop = await theirs.locator('[data-trip-shared]').evaluate((el) => el.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
    const alertsBottom = await theirs.locator('[data-weather-alerts]').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(alertsBottom).toBeLessThanOrEqual(bannerTop + 1);
    await shot(theirs, `my-trip-${label}-shared`);
    await theirs.getByRole('button', { name: 'Save these to My Trip' }).click();
    await expect(theirs.getByText('This trip was shared with you')).toBeHidden();
    expect(await stored(theirs)).toEqual({ b: [business.id], e: [] });
    await other.close();

    // Removing the last item leaves the empty state.
    await page.getByRole('link', { name: `Remove ${business.name} from My Trip` }).click();
    await expect(page.getByRole('heading', { name: 'Your trip is empty' })).toBeVisible();
    expect(await stored(page)).toBeNull();
    await expect(page.locator('[data-trip-count]')).toBeHidden();
    await shot(page, `my-trip-${label}-empty`);
  });
}

for (const [label, size] of SIZES) {
  test(`at ${label} px: trip dates show the trip days' hours, tides and events and stay with the saved list`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/business/${business.id}`);
    await page.getByRole('button', { name: 'Save to My Trip' }).click();
    await page.getByRole('link', { name: 'View My Trip' }).click();
    await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}`);

    const [arrive, leave] = [centralDay(3), centralDay(5)];
    const form = page.getByRole('form', { name: 'Trip dates' });
    await form.getByLabel('Arrive').fill(arrive);
    await form.getByLabel('Leave').fill(leave);
    await form.getByRole('button', { name: 'Show these days' }).click();
    await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}&arrive=${arrive}&leave=${leave}`);

    // The trip's days: its events (not today's), each day's hours, and tides past the forecast said plainly.
    const events = page.getByRole('region', { name: 'Events during your trip' });
    await expect(events.getByRole('link', { name: tripEvent })).toBeVisible();
    await expect(events.getByRole('link', { name: todayEvent })).toHaveCount(0);
    const place = page.locator(`[data-trip-item="b:${business.id}"]`);
    await expect(place.locator('[data-trip-day]')).toHaveCount(3);
    await expect(place.locator('[data-open-state]')).toHaveCount(0);
    const tides = page.getByRole('region', { name: 'Tides for your trip' });
    await expect(tides.getByText(/beyond the tide forecast shown here/)).toBeVisible();
    await expect(tides.getByRole('link', { name: "NOAA's tide predictions" })).toBeVisible();
    expect(await stored(page)).toEqual({ b: [business.id], e: [], arrive, leave });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, `my-trip-${label}-dates`);
    await shot(page, `my-trip-${label}-dates-full`, true);

    // The header's My Trip opens the saved list with its dates; Clear goes back to today, for good.
    await page.goto(`${server.url}/events`);
    await page.goto(`${server.url}/my-trip`);
    await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}&arrive=${arrive}&leave=${leave}`);
    await page.getByRole('link', { name: 'Clear dates and show today' }).click();
    await expect(page.getByRole('region', { name: "Today's events" })).toBeVisible();
    expect(await stored(page)).toEqual({ b: [business.id], e: [] });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [label, size] of SIZES) {
    test(`at ${label} px: no dead Save button; a shared link works, Remove included`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${server.url}/business/${business.id}`);
      await expect(page.getByRole('heading', { name: business.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save to My Trip' })).toBeHidden();
      await shot(page, `business-${label}-nojs`);

      await page.goto(`${server.url}/my-trip?b=${business.id}&e=${event.id}`);
      await expect(
        page.locator(`[data-trip-item="b:${business.id}"]`).getByRole('link', { name: business.name, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
      await expect(page.getByLabel('Link to this trip')).toHaveValue(`${server.url}/my-trip?b=${business.id}&e=${event.id}`);
      await shot(page, `my-trip-${label}-nojs`, true);
      await page.getByRole('link', { name: `Remove ${event.title} from My Trip` }).click();
      await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}`);
      await expect(page.locator(`[data-trip-item="e:${event.id}"]`)).toHaveCount(0);

      // The trip-dates form is a plain GET form: it works without JavaScript.
      await page.getByLabel('Arrive').fill(centralDay(3));
      await page.getByLabel('Leave').fill(centralDay(5));
      await page.getByRole('button', { name: 'Show these days' }).click();
      await expect(page).toHaveURL(`${server.url}/my-trip?b=${business.id}&arrive=${centralDay(3)}&leave=${centralDay(5)}`);
      await expect(
        page.getByRole('region', { name: 'Events during your trip' }).getByRole('link', { name: tripEvent }),
      ).toBeVisible();
      await shot(page, `my-trip-${label}-nojs-dates`, true);

      await page.goto(`${server.url}/my-trip`);
      await expect(page.getByRole('heading', { name: 'Your trip is empty' })).toBeVisible();
      await expect(page.getByText('Saving needs JavaScript')).toBeVisible();
      await shot(page, `my-trip-${label}-nojs-empty`);
    });
  }
});

for (const [label, size] of SIZES) {
  test(`at ${label} px: an event card on /events saves to My Trip, shows it saved, moves nothing`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/events`);
    // The icon is drawn from the first paint (only hidden without JavaScript): the script moves nothing.
    const shifted = await layoutShift(page);
    expect(shifted).toBeLessThan(0.01);
    // The demo's weekly market card: its next dates read "also Dec 3, Dec 10" (no space before a comma).
    await expect(page.locator('[data-event-pattern]').first()).toHaveText(
      / · +also +[A-Z][a-z]{2} \d{1,2}, [A-Z][a-z]{2} \d{1,2}/,
    );
    const card = page.locator('#all-events-grid article').first();
    const control = card.locator('[data-trip-save="e"]');
    const id = Number(await control.getAttribute('data-trip-id'));
    const title = (await control.getAttribute('data-trip-name'))!;
    const save = card.getByRole('button', { name: `Save ${title} to My Trip`, exact: true });
    await save.scrollIntoViewIfNeeded();
    const box = (await save.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const icon = control.locator('button path');
    expect(await icon.evaluate((p) => getComputedStyle(p).fill)).toBe('none');
    await save.click();
    const remove = card.getByRole('button', { name: `Remove ${title} from My Trip`, exact: true });
    await expect(remove).toBeVisible();
    // Saved: the bookmark is filled in, and the header counts it.
    expect(await icon.evaluate((p) => getComputedStyle(p).fill)).not.toBe('none');
    await expect(page.locator('[data-trip-count]')).toHaveText('1');
    expect(await stored(page)).toEqual({ b: [], e: [id] });
    await shot(page, `events-${label}-card-saved`);

    // A reload keeps it; the header's My Trip lists it.
    await page.reload();
    await expect(card.getByRole('button', { name: `Remove ${title} from My Trip`, exact: true })).toBeVisible();
    await page.goto(`${server.url}/my-trip`);
    await expect(page.locator(`[data-trip-item="e:${id}"]`).getByRole('link', { name: title, exact: true })).toBeVisible();

    // Pressing it again takes it off.
    await page.goto(`${server.url}/events`);
    await card.getByRole('button', { name: `Remove ${title} from My Trip`, exact: true }).click();
    await expect(save).toBeVisible();
    expect(await stored(page)).toBeNull(); // an empty trip leaves nothing stored
  });
}
