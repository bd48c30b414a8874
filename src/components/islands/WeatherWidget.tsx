import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  type TideExtreme,
  type TidesNow,
  type WeatherNow,
  type WeatherTide,
  compassPoint,
  formatNumber,
  formatTideTime,
  trendArrow,
  trendLabel,
} from '@/lib/weather';
import { $weather, seedWeather, watchWeather } from '@/stores/weather';

interface Props {
  /** 'compact' is the one-line header strip; 'panel' is the visitors page card. */
  variant?: 'compact' | 'panel';
  timeZone: string;
  /** What the server had in memory when it rendered the page, if anything. */
  initial?: WeatherTide | null;
}

type Row = [label: string, value: string, decoration?: string];

const weatherRows = (w: WeatherNow): Row[] => [
  ['Feels like', formatNumber(w.feelsLike, '°F')],
  ['Humidity', formatNumber(w.humidity, '%')],
  ['Wind', w.windSpeed === null ? '—' : [compassPoint(w.windDirection), `${w.windSpeed} mph`].filter(Boolean).join(' ')],
  ['Pressure', formatNumber(w.pressure, ' inHg', 2)],
];

const extreme = (tide: TideExtreme | null, timeZone: string): string =>
  tide ? `${formatTideTime(tide.time, timeZone)}, ${formatNumber(tide.height, ' ft', 1)}` : '—';

const tideRows = (t: TidesNow, timeZone: string): Row[] => [
  // The arrow repeats the word for sighted readers; the word carries the meaning (not colour or shape alone).
  ['Tide', trendLabel(t.currentTrend), trendArrow(t.currentTrend)],
  ['High tide', extreme(t.nextHighTide, timeZone)],
  ['Low tide', extreme(t.nextLowTide, timeZone)],
  ...(t.waterTemperature === null ? [] : ([['Water', formatNumber(t.waterTemperature, '°F')]] as Row[])),
];

const Rows = ({ rows, className }: { rows: Row[]; className: string }) => (
  <>
    {rows.map(([label, value, decoration]) => (
      <div key={label} className={className}>
        <dt className="font-normal">{label}</dt>
        <dd className="font-semibold tabular-nums">
          {decoration && <span aria-hidden="true">{decoration} </span>}
          {value}
        </dd>
      </div>
    ))}
  </>
);

const Skeleton = ({ variant }: { variant: 'compact' | 'panel' }) => (
  <div aria-busy="true" className={variant === 'panel' ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-1.5 px-2 py-1'}>
    <span className="sr-only">Loading weather and tides…</span>
    {(variant === 'panel' ? ['h-48', 'h-48'] : ['h-3.5 w-28', 'h-3.5 w-40']).map((size, i) => (
      <span key={i} aria-hidden="true" className={`block rounded bg-slate-200 motion-safe:animate-pulse ${size}`} />
    ))}
  </div>
);

const Unavailable = () => <p className="px-2 py-1 font-medium">Weather unavailable</p>;

/**
 * The header has room for one short summary; the full readings open below it in a disclosure
 * (native <details>: keyboard and screen-reader support for free; Escape and outside clicks close it).
 */
const Compact = ({ data, timeZone }: { data: WeatherTide; timeZone: string }) => {
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
  const next = tides?.currentTrend === 'falling' ? ['Low', tides.nextLowTide] : ['High', tides?.nextHighTide ?? null];
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
            <span className={next[1] ? 'sr-only' : 'sr-only xl:not-sr-only'}>
              {trendLabel(tides.currentTrend)}
              {next[1] ? ', ' : ''}
            </span>
            {next[1] && (
              <span className="sr-only xl:not-sr-only">
                {`${next[0] as string} ${formatTideTime((next[1] as TideExtreme).time, timeZone, { brief: true })}`}
              </span>
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
          {tides && <Rows rows={tideRows(tides, timeZone)} className="flex justify-between gap-4 border-slate-100 py-1" />}
        </dl>
        <p className="mt-2 text-xs text-slate-600">Updated {formatTideTime(data.timestamp, timeZone)}</p>
      </div>
    </details>
  );
};

const Panel = ({ data, timeZone }: { data: WeatherTide; timeZone: string }) => {
  const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
  const row = 'flex justify-between gap-4 border-t border-slate-100 py-1.5';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className={card}>
        <h3 className="text-lg font-semibold text-slate-900">Weather</h3>
        {data.weather ? (
          <>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-4xl font-bold tabular-nums text-slate-900">
                {formatNumber(data.weather.temperature, '°F')}
              </span>
              <span className="text-slate-700">{data.weather.description}</span>
            </p>
            <dl className="mt-3 text-sm text-slate-700">
              <Rows rows={weatherRows(data.weather)} className={row} />
            </dl>
          </>
        ) : (
          <Unavailable />
        )}
      </div>
      <div className={card}>
        <h3 className="text-lg font-semibold text-slate-900">Tides</h3>
        {data.tides ? (
          <dl className="mt-3 text-sm text-slate-700">
            <Rows rows={tideRows(data.tides, timeZone)} className={row} />
          </dl>
        ) : (
          <p className="font-medium">Tides unavailable</p>
        )}
      </div>
      <p className="text-xs text-slate-600 sm:col-span-2">
        Updated {formatTideTime(data.timestamp, timeZone)}. Weather: National Weather Service. Tides: NOAA Tides &amp; Currents
        (predictions, feet above MLLW).
      </p>
    </div>
  );
};

export default function WeatherWidget({ variant = 'compact', timeZone, initial }: Props) {
  const state = useStore($weather);
  useEffect(() => {
    seedWeather(initial);
    return watchWeather();
  }, [initial]);

  // Before hydration (and on the server) the store is empty: render the server's data if it had any.
  const shown = state.status === 'loading' && initial ? { status: 'ready' as const, data: initial } : state;
  const body = (
    <>
      {shown.status === 'loading' && <Skeleton variant={variant} />}
      {shown.status === 'unavailable' && <Unavailable />}
      {shown.status === 'ready' &&
        (variant === 'compact' ? (
          <Compact data={shown.data} timeZone={timeZone} />
        ) : (
          <Panel data={shown.data} timeZone={timeZone} />
        ))}
    </>
  );
  // The header strip is its own landmark; the panel sits inside the page's titled section.
  return variant === 'compact' ? (
    <section aria-label="Current weather and tides" data-weather-state={shown.status} className="text-sm">
      {body}
    </section>
  ) : (
    <div data-weather-state={shown.status}>{body}</div>
  );
}
