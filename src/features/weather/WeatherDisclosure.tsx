import { useEffect, useRef } from 'react';
import { type WeatherTide, formatNumber, formatTideTime, trendArrow, trendLabel } from './weather.ts';
import { Rows, tideRows, weatherRows } from './parts.tsx';

/**
 * The header has room for a two-line summary; the full readings open below it in a disclosure
 * (native <details>: keyboard and screen-reader support for free; Escape and outside clicks close it).
 */
export default function WeatherDisclosure({ data, timeZone }: { data: WeatherTide; timeZone: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  const { weather, tides } = data;
  const next =
    tides?.currentTrend === 'falling' ? { kind: 'Low', tide: tides.nextLowTide } : { kind: 'High', tide: tides?.nextHighTide };
  return (
    <details ref={ref} className="relative">
      <summary className="flex cursor-pointer list-none flex-col rounded-md px-2 py-1 leading-tight hover:bg-ocean-50 [&::-webkit-details-marker]:hidden">
        {/* Between 1024 and 1280 px the nav leaves little room: temperature and trend only. */}
        <span className="truncate">
          <span className="font-semibold tabular-nums">
            {weather ? formatNumber(weather.temperature, '°F') : 'Weather unavailable'}
          </span>
          {weather?.description && <span className="hidden xl:inline"> · {weather.description}</span>}
        </span>{' '}
        {tides && (
          // "Tide ↑ High 11:06 AM": the arrow shows the trend, the word is there for screen readers.
          <span className="truncate text-xs text-slate-700">
            Tide <span aria-hidden="true">{trendArrow(tides.currentTrend)} </span>
            <span className={next.tide ? 'sr-only' : 'sr-only xl:not-sr-only'}>
              {trendLabel(tides.currentTrend)}
              {next.tide ? ', ' : ''}
            </span>
            {next.tide && (
              <span className="sr-only xl:not-sr-only">{`${next.kind} ${formatTideTime(next.tide.time, timeZone, { brief: true })}`}</span>
            )}
          </span>
        )}
        <span className="sr-only"> (show all weather and tide readings)</span>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-4 text-slate-700 shadow-lg">
        <dl>
          {weather && (
            <Rows
              rows={[
                ['Temperature', formatNumber(weather.temperature, '°F')],
                ['Conditions', weather.description || '—'],
                ...weatherRows(weather),
              ]}
              className="flex justify-between gap-4 py-1"
            />
          )}
          {tides && <Rows rows={tideRows(tides, timeZone)} className="flex justify-between gap-4 py-1" />}
        </dl>
        <p className="mt-2 text-xs text-slate-600">Updated {formatTideTime(data.timestamp, timeZone)}</p>
        <p className="mt-2 text-sm">
          <a href="/beach" className="font-medium">
            Beach conditions: rip currents, water temperature
          </a>
        </p>
      </div>
    </details>
  );
}
