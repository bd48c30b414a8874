import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import WeatherWidget from '#src/features/weather/WeatherWidget.tsx';
import type { WeatherTide } from '#src/features/weather/weather.ts';
import { $weather, seedWeather } from '#src/features/weather/weather.store.ts';
import { recordedWeather } from '../../fixtures/weather/reading';

/** What the island renders for a given answer (server-side render: the same markup hydration starts from). */
const render = (variant: 'compact' | 'panel', initial: WeatherTide | null) =>
  renderToStaticMarkup(createElement(WeatherWidget, { variant, timeZone: 'America/Chicago', initial }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const answer: WeatherTide = {
  timestamp: '2026-11-22T10:00:00.000Z',
  stale: false,
  timeZone: 'America/Chicago',
  weather: { ...recordedWeather, observedAt: null },
  tides: {
    currentTrend: 'unknown',
    nextHighTide: null,
    nextLowTide: { time: '2026-11-22T23:54:00.000Z', height: 1 },
    waterTemperature: null,
  },
  alerts: [],
};

describe('weather widget', () => {
  it('shows the skeleton with a screen-reader label before any data', () => {
    const html = renderToStaticMarkup(createElement(WeatherWidget, { variant: 'compact', timeZone: 'America/Chicago' }));
    expect(html).toContain('data-weather-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading weather and tides…');
  });

  it('offers a way on instead of the skeleton where scripts do not run', () => {
    const header = renderToStaticMarkup(createElement(WeatherWidget, { variant: 'compact', timeZone: 'America/Chicago' }));
    // The bars only where scripts run (they would never go away otherwise); the link only where they do not.
    expect(header).toMatch(/<div aria-busy="true" class="needs-js /);
    expect(header).toMatch(/<a href="\/visitors#conditions-heading" class="no-js-only[^"]*">Weather and tides<\/a>/);
    const panel = renderToStaticMarkup(
      createElement(WeatherWidget, { variant: 'panel', timeZone: 'America/Chicago', forecastUrl: 'https://forecast.example/' }),
    );
    expect(panel).toMatch(
      /<p class="no-js-only">Live readings need JavaScript\. See the <a href="https:\/\/forecast\.example\/"/,
    );
  });

  it('takes a reading the server rendered as old as the server says, so a stale one is fetched again', () => {
    $weather.set({ status: 'loading' });
    try {
      seedWeather({ ...answer, timestamp: '2020-01-01T00:00:00.000Z' });
      expect($weather.get()).toMatchObject({ status: 'ready', fetchedAt: Date.parse('2020-01-01T00:00:00.000Z') });
    } finally {
      // The store is shared by every render in this file.
      $weather.set({ status: 'loading' });
    }
  });

  it('shows every reading with its unit, an unknown trend as stable, missing values as a dash', () => {
    const text = render('panel', answer);
    for (const part of ['72°F', 'Partly Cloudy', 'Feels like 73°F', 'Humidity 84%', 'Wind SE 14 mph', 'Pressure 30.02 inHg']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Tide → Stable');
    expect(text).toContain('High tide —');
    expect(text).toMatch(/Low tide (Sun )?5:54\sPM CST, 1\.0 ft/);
    expect(text).not.toContain('Water');
  });

  it('says which part is unavailable when one source never answered', () => {
    expect(render('panel', { ...answer, weather: null })).toContain('Weather unavailable');
    expect(render('panel', { ...answer, tides: null })).toContain('Tides unavailable');
    expect(render('compact', { ...answer, weather: null })).toContain('Weather unavailable');
  });

  it('puts the header summary and the full readings in a disclosure', () => {
    const html = renderToStaticMarkup(
      createElement(WeatherWidget, { variant: 'compact', timeZone: 'America/Chicago', initial: answer }),
    );
    expect(html).toMatch(/^<section aria-label="Current weather and tides" data-weather-state="ready"/);
    expect(html).toContain('<details');
    expect(html).toContain('<summary');
    expect(render('compact', answer)).toContain('Humidity 84%');
  });
});
