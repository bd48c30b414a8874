import { type WeatherTide, formatNumber, formatTideTime } from './weather.ts';
import { Rows, Unavailable, tideRows, weatherRows } from './parts.tsx';

/** The visitors page's 'current conditions': weather and tides side by side, with their sources. */
export default function WeatherPanel({ data, timeZone }: { data: WeatherTide; timeZone: string }) {
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
        (predictions, feet above MLLW).{' '}
        <a href="/beach" className="font-medium">
          Beach conditions now
        </a>
      </p>
    </div>
  );
}
