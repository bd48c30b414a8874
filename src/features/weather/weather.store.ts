import { atom } from 'nanostores';
import { api } from '#src/platform/api-client.ts';
import type { WeatherTide } from './weather.ts';

/**
 * One copy of `/api/weather-tide` per page, shared by every widget on it (the header and the
 * visitors panel ask once). Fresh 5 minutes, refetched every 10 while a widget is shown;
 * a failed refetch keeps what is on screen, as the last good answer is better than none.
 */

export type WeatherState =
  | { status: 'loading' }
  | { status: 'ready'; data: WeatherTide; fetchedAt: number }
  | { status: 'unavailable' };

const WEATHER_REFETCH_MS = 600_000;
const WEATHER_STALE_MS = 300_000;

export const $weather = atom<WeatherState>({ status: 'loading' });

let inFlight: Promise<void> | null = null;

const isWeatherTide = (value: unknown): value is WeatherTide =>
  typeof value === 'object' && value !== null && 'timestamp' in value && ('weather' in value || 'tides' in value);

const loadWeather = (): Promise<void> =>
  (inFlight ??= (async () => {
    try {
      const result = await api<unknown>('/api/weather-tide');
      if (result.ok && isWeatherTide(result.data)) $weather.set({ status: 'ready', data: result.data, fetchedAt: Date.now() });
      else if ($weather.get().status !== 'ready') $weather.set({ status: 'unavailable' });
    } finally {
      inFlight = null;
    }
  })());

/**
 * Data the server already had when it rendered the page: shown at once. It is as old as the server's
 * reading, not the page load (a shared cache may serve the page for a while), so a reading past the
 * fresh window is fetched again at once.
 */
export const seedWeather = (data: WeatherTide | null | undefined): void => {
  if (data && $weather.get().status === 'loading')
    $weather.set({ status: 'ready', data, fetchedAt: Math.min(Date.parse(data.timestamp) || 0, Date.now()) });
};

let watchers = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/** Keeps the store current while at least one widget is mounted; returns the stop function. */
export const watchWeather = (): (() => void) => {
  watchers += 1;
  if (watchers === 1) {
    const state = $weather.get();
    if (state.status !== 'ready' || Date.now() - state.fetchedAt >= WEATHER_STALE_MS) void loadWeather();
    timer = setInterval(() => void loadWeather(), WEATHER_REFETCH_MS);
  }
  return () => {
    watchers -= 1;
    if (watchers === 0) clearInterval(timer);
  };
};
