import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import WeatherDisclosure from './WeatherDisclosure.tsx';
import WeatherPanel from './WeatherPanel.tsx';
import { Skeleton, Unavailable } from './parts.tsx';
import type { WeatherTide } from './weather.ts';
import { $weather, seedWeather, watchWeather } from './weather.store.ts';

interface Props {
  /** 'compact' is the header summary with a details disclosure; 'panel' is the visitors page card. */
  variant?: 'compact' | 'panel';
  timeZone: string;
  /** What the server had in memory when it rendered the page, if anything. */
  initial?: WeatherTide | null;
  /** The weather.gov forecast, offered by the panel where scripts do not run. */
  forecastUrl?: string;
}

/** Weather and tides from `/api/weather-tide`: skeleton, readings, or 'Weather unavailable'. */
export default function WeatherWidget({ variant = 'compact', timeZone, initial, forecastUrl }: Props) {
  const state = useStore($weather);
  useEffect(() => {
    seedWeather(initial);
    return watchWeather();
  }, [initial]);

  // Before hydration (and on the server) the store is empty: render the server's data if it had any.
  const shown = state.status === 'loading' && initial ? { status: 'ready' as const, data: initial } : state;
  const Ready = variant === 'compact' ? WeatherDisclosure : WeatherPanel;
  const body = (
    <>
      {shown.status === 'loading' && <Skeleton variant={variant} forecastUrl={forecastUrl} />}
      {shown.status === 'unavailable' && <Unavailable />}
      {shown.status === 'ready' && <Ready data={shown.data} timeZone={timeZone} />}
    </>
  );
  // The header summary is its own landmark; the panel sits inside the page's titled section.
  return variant === 'compact' ? (
    <section aria-label="Current weather and tides" data-weather-state={shown.status} className="text-sm">
      {body}
    </section>
  ) : (
    <div data-weather-state={shown.status}>{body}</div>
  );
}
