import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshot } from '../../helpers/screenshot';
import { useSite } from '../../helpers/browser-site';
import type { Site } from '../../helpers/site';
import type { Scenario } from '../../fixtures/weather/server';

/**
 * The weather widget and alert banner in the built site, with NWS and NOAA played by the recorded
 * fixtures on loopback (WEATHER_API_URL / TIDES_API_URL). Each scenario gets its own site so its
 * cache starts cold.
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const headerWidget = (page: Page) => page.locator('[data-weather-header]');

/** Starts a site whose NWS and NOAA stand-in answers as `weather` says, for the enclosing describe. */
function weatherSite(weather: Scenario): () => Site {
  let site: Site | undefined;
  useSite((started) => (site = started), { weather });
  return () => site!;
}

/** Opens the home page of `site` at desktop width and returns the header's weather widget. */
async function desktopHeaderWidget(page: Page, site: Site) {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${site.server.url}/`);
  return headerWidget(page);
}

test.describe('weather widget with NWS and NOAA answering', () => {
  const site = weatherSite('normal');

  test('desktop header shows the current conditions and opens every reading with units', async ({ page }) => {
    const widget = await desktopHeaderWidget(page, site());
    await expect(widget.locator('[data-weather-state="ready"]')).toBeVisible();
    const summary = widget.locator('summary');
    await expect(summary).toContainText('72°F');
    await expect(summary).toContainText('Partly Cloudy');
    // Visible: "Tide ↑ High 11:06 AM" ("Mon 3:36 AM" when the next tide is tomorrow, as late in the
    // evening); the trend word is there for screen readers.
    await expect(summary).toContainText(/Tide [↑↓] (Rising, High|Falling, Low) ([A-Z][a-z]{2} )?\d{1,2}:\d{2} [AP]M/);

    await summary.click();
    const details = widget.getByRole('definition');
    await expect(widget.getByText('Feels like')).toBeVisible();
    await expect(details.filter({ hasText: '73°F' })).toBeVisible();
    await expect(details.filter({ hasText: '84%' })).toBeVisible();
    await expect(details.filter({ hasText: 'SE 14 mph' })).toBeVisible();
    await expect(details.filter({ hasText: '30.02 inHg' })).toBeVisible();
    await expect(details.filter({ hasText: /^(↑ Rising|↓ Falling)$/ })).toBeVisible();
    // Next high and low in Central time with the height in feet to one decimal.
    await expect(details.filter({ hasText: /^(\w{3} )?\d{1,2}:\d{2} [AP]M C[SD]T, \d\.\d ft$/ })).toHaveCount(2);
    await expect(details.filter({ hasText: '69°F' })).toBeVisible(); // water temperature
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(widget.getByText('Feels like')).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('without JavaScript the header shows the last reading on a page rendered per request, a link on a prerendered one', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    // A visitor's widget has asked before: the server holds a reading.
    expect((await page.request.get(`${site().server.url}/api/weather-tide`)).status()).toBe(200);

    await page.goto(`${site().server.url}/`);
    const widget = headerWidget(page);
    await expect(widget.locator('[data-weather-state="ready"]')).toBeVisible();
    const summary = widget.locator('summary');
    await expect(summary).toContainText('72°F');
    await summary.click();
    await expect(widget.getByText('Feels like')).toBeVisible();
    await screenshot(page, 'weather-no-js-on-demand-1280', { fullPage: false });

    // A prerendered page is one file for everyone: no reading in it, and no endless "Loading" either.
    await page.goto(`${site().server.url}/blog`);
    const link = headerWidget(page).getByRole('link', { name: 'Weather and tides' });
    await expect(link).toBeVisible();
    await expect(headerWidget(page).locator('[aria-busy="true"]')).toBeHidden();
    await screenshot(page, 'weather-no-js-prerendered-1280', { fullPage: false });
    await link.click();
    await expect(page).toHaveURL(/\/visitors#conditions-heading$/);
    await expect(page.getByText('Live readings need JavaScript.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'forecast at weather.gov' })).toHaveAttribute(
      'href',
      /^https:\/\/forecast\.weather\.gov\/MapClick\.php\?lat=/,
    );
    await context.close();
  });

  test('with JavaScript a prerendered page shows the reading and no fallback link', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${site().server.url}/blog`);
    await expect(headerWidget(page).locator('[data-weather-state="ready"]')).toBeVisible();
    await expect(headerWidget(page).getByRole('link', { name: 'Weather and tides' })).toHaveCount(0);
  });

  test('phone pages hide the widget and load no React until the screen is wide', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize(PHONE);
    await page.goto(`${site().server.url}/`);
    await page.waitForLoadState('networkidle');
    await expect(headerWidget(page)).toBeHidden();

    const island = page.locator('[data-weather-header] astro-island');
    const componentUrl = (await island.getAttribute('component-url'))!;
    const rendererUrl = (await island.getAttribute('renderer-url'))!;
    expect(requested).not.toContain(componentUrl);
    expect(requested).not.toContain(rendererUrl);
    expect(requested).not.toContain('/api/weather-tide');

    // client:media hydrates as soon as the screen becomes wide.
    await page.setViewportSize(DESKTOP);
    await expect(headerWidget(page).locator('[data-weather-state="ready"]')).toBeVisible();
    expect(requested).toContain(componentUrl);
  });

  test('active NWS alerts show as a dismissable banner on every page, phones included', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${site().server.url}/`);
    const banner = page.getByRole('region', { name: 'Weather alerts' });
    await expect(banner).toContainText('Rip Current Statement');
    await expect(banner).not.toContainText('Test Message');
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Dismiss Rip Current Statement' }).click();
    await expect(banner).toBeHidden();
    await page.goto(`${site().server.url}/this-page-does-not-exist`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Weather alerts' })).toBeHidden();
  });

  test('GET /api/weather-tide answers the spec shape with shared caching', async ({ request }) => {
    const response = await request.get(`${site().server.url}/api/weather-tide`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    );
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(body.weather!)).toEqual(
      expect.arrayContaining(['temperature', 'feelsLike', 'humidity', 'windSpeed', 'pressure', 'description']),
    );
    expect(Object.keys(body.tides!)).toEqual(expect.arrayContaining(['currentTrend', 'nextHighTide', 'nextLowTide']));
  });
});

test.describe('weather widget with NWS and NOAA not answering', () => {
  const site = weatherSite('timeout');

  test('the page renders at once with a skeleton, then says "Weather unavailable"', async ({ page }) => {
    // The page is there while the server still waits on upstream (3 s deadline): the skeleton shows.
    const widget = await desktopHeaderWidget(page, site());
    await expect(widget.locator('[data-weather-state="loading"] [aria-busy="true"]')).toBeVisible();
    await expect(widget.getByText('Loading weather and tides…')).toBeAttached();
    await expect(widget.getByText('Weather unavailable')).toBeVisible({ timeout: 15_000 });
    await expect(widget.locator('[data-weather-state="unavailable"]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Weather alerts' })).toBeHidden();
    await expectNoAxeViolations(page);

    const response = await page.request.get(`${site().server.url}/api/weather-tide`);
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({ error: 'Weather unavailable' });
  });
});
