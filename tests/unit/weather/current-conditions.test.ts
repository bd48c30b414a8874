import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import CurrentConditions from '#src/features/weather/CurrentConditions.astro';
import { getWeatherService, resetWeatherService } from '#src/features/weather/server/index.ts';
import { type WeatherFixtures, startWeatherFixtures } from '../../fixtures/weather/server';

/** The visitors page's panel rendered on the server: readable without JavaScript once the cache is warm. */
let fixtures: WeatherFixtures;
let container: AstroContainer;
const saved = { weather: process.env.WEATHER_API_URL, tides: process.env.TIDES_API_URL };

beforeAll(async () => {
  fixtures = await startWeatherFixtures();
  process.env.WEATHER_API_URL = fixtures.weatherApiUrl;
  process.env.TIDES_API_URL = fixtures.tidesApiUrl;
  resetWeatherService();
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});
afterAll(async () => {
  process.env.WEATHER_API_URL = saved.weather;
  process.env.TIDES_API_URL = saved.tides;
  resetWeatherService();
  await fixtures.close();
});

describe('CurrentConditions', () => {
  it('renders a skeleton, without waiting on upstream, while the cache is cold', async () => {
    fixtures.setScenario('timeout');
    const html = await container.renderToString(CurrentConditions);
    expect(html).toContain('Current Conditions');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading weather and tides…');
  });

  it('renders the cached readings into the HTML once the server has them', async () => {
    resetWeatherService();
    fixtures.setScenario('normal');
    await getWeatherService().current();
    const html = await container.renderToString(CurrentConditions, { props: { heading: 'Conditions now' } });
    expect(html).toContain('<h2 id="current-conditions-heading"');
    expect(html).toContain('Conditions now');
    for (const text of [
      '72°F',
      'Partly Cloudy',
      'Feels like',
      '73°F',
      '84%',
      'SE 14 mph',
      '30.02 inHg',
      'High tide',
      'Low tide',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/\d{1,2}:\d{2}\s[AP]M C[SD]T, \d\.\d ft/);
    expect(html).toContain('client="visible"');
  });

  it('renders the panel alone for a page that titles it itself', async () => {
    const html = await container.renderToString(CurrentConditions, { props: { heading: false } });
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('<section');
    expect(html).toContain('Partly Cloudy');
  });
});
