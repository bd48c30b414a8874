/** Pieces shared by the header disclosure and the visitors panel (rendered inside the weather island). */
import {
  type TideExtreme,
  type TidesNow,
  type WeatherNow,
  compassPoint,
  formatNumber,
  formatTideTime,
  trendArrow,
  trendLabel,
} from './weather.ts';

export type Row = [label: string, value: string, decoration?: string];

export const weatherRows = (w: WeatherNow): Row[] => [
  ['Feels like', formatNumber(w.feelsLike, '°F')],
  ['Humidity', formatNumber(w.humidity, '%')],
  ['Wind', w.windSpeed === null ? '—' : [compassPoint(w.windDirection), `${w.windSpeed} mph`].filter(Boolean).join(' ')],
  ['Pressure', formatNumber(w.pressure, ' inHg', 2)],
];

const extreme = (tide: TideExtreme | null, timeZone: string): string =>
  tide ? `${formatTideTime(tide.time, timeZone)}, ${formatNumber(tide.height, ' ft', 1)}` : '—';

export const tideRows = (t: TidesNow, timeZone: string): Row[] => [
  // The arrow repeats the word for sighted readers; the word carries the meaning (not colour or shape alone).
  ['Tide', trendLabel(t.currentTrend), trendArrow(t.currentTrend)],
  ['High tide', extreme(t.nextHighTide, timeZone)],
  ['Low tide', extreme(t.nextLowTide, timeZone)],
  ...(t.waterTemperature === null ? [] : ([['Water', formatNumber(t.waterTemperature, '°F')]] as Row[])),
];

/** Label/value pairs as `<div><dt/><dd/></div>`, to sit inside a `<dl>`. */
export const Rows = ({ rows, className }: { rows: Row[]; className: string }) => (
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

/** Where the header's no-script link leads: the visitors page's Current Conditions. */
const WEATHER_PAGE = '/visitors#conditions-heading';

/**
 * While the island fetches: grey bars and a screen-reader label. Without scripts nothing would ever
 * replace them, so there the bars give way to a way on: the visitors page from the header, the
 * forecast at weather.gov from the visitors panel (whose page already links NOAA's tide tables).
 */
export const Skeleton = ({ variant, forecastUrl }: { variant: 'compact' | 'panel'; forecastUrl?: string }) => (
  <>
    <div
      aria-busy="true"
      className={`needs-js ${variant === 'panel' ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-1.5 px-2 py-1'}`}
    >
      <span className="sr-only">Loading weather and tides…</span>
      {(variant === 'panel' ? ['h-48', 'h-48'] : ['h-3.5 w-28', 'h-3.5 w-40']).map((size, i) => (
        <span key={i} aria-hidden="true" className={`block max-w-full rounded bg-slate-200 motion-safe:animate-pulse ${size}`} />
      ))}
    </div>
    {variant === 'compact' ? (
      <a href={WEATHER_PAGE} className="no-js-only rounded-md px-2 py-1 font-semibold">
        Weather and tides
      </a>
    ) : (
      <p className="no-js-only">
        Live readings need JavaScript.
        {forecastUrl && (
          <>
            {' '}
            See the{' '}
            <a href={forecastUrl} className="font-semibold">
              forecast at weather.gov
            </a>
            .
          </>
        )}
      </p>
    )}
  </>
);

export const Unavailable = () => <p className="px-2 py-1 font-medium">Weather unavailable</p>;
