import { type FetchJsonOptions, UpstreamError, fetchJson, isRecord, upstreamUrl } from './http.ts';
import { type TidePrediction, parsePredictions } from './tides.ts';
import { localDateStamp, parseWallTime, wallTimeToInstant } from './zoned-time.ts';

/** NOAA CO-OPS datagetter: high/low tide predictions and the latest water temperature. */

export interface CoopsConfig extends FetchJsonOptions {
  baseUrl: string;
  station: string;
  timeZone: string;
  application: string;
}

/** Three days from local midnight: the next high and low exist at any hour, and an outage of a day or two still shows tides. */
const PREDICTION_HOURS = '72';

const request = async (config: CoopsConfig, query: Record<string, string>): Promise<Record<string, unknown>> => {
  if (!/^\d{7}$/.test(config.station)) throw new UpstreamError('upstream', 'CO-OPS: station id must be 7 digits');
  const body = await fetchJson(
    upstreamUrl(config.baseUrl, '', {
      ...query,
      station: config.station,
      units: 'english',
      time_zone: 'lst_ldt',
      format: 'json',
      application: config.application,
    }),
    config,
  );
  if (!isRecord(body)) throw new UpstreamError('malformed', 'CO-OPS: answer is not an object');
  // CO-OPS reports errors with HTTP 200 and an `error` object.
  if (isRecord(body.error)) {
    const message = typeof body.error.message === 'string' ? body.error.message : 'unknown error';
    throw new UpstreamError('upstream', `CO-OPS: ${message}`);
  }
  return body;
};

export const fetchTidePredictions = async (config: CoopsConfig, now: number): Promise<TidePrediction[]> => {
  const body = await request(config, {
    product: 'predictions',
    interval: 'hilo',
    datum: 'MLLW',
    begin_date: localDateStamp(now, config.timeZone),
    range: PREDICTION_HOURS,
  });
  if (!Array.isArray(body.predictions)) throw new UpstreamError('malformed', 'CO-OPS predictions: no list');
  const predictions = parsePredictions(body.predictions as object[], config.timeZone);
  // An empty table is an upstream glitch, not "no tides": keep the last good one instead.
  if (predictions.length === 0) throw new UpstreamError('empty', 'CO-OPS predictions: empty');
  return predictions;
};

/** The latest water temperature reading as CO-OPS gives it: °F (we ask `units=english`), when, and its quality flags. */
export interface WaterTemperatureReading {
  fahrenheit: number;
  /** The reading's instant (ms); null when its time cannot be read. */
  at: number | null;
  /** CO-OPS flags the reading as past the sensor's maximum or minimum or its rate of change ("X,N,R"). */
  flagged: boolean;
}

export const fetchWaterTemperatureReading = async (config: CoopsConfig): Promise<WaterTemperatureReading> => {
  const body = await request(config, { product: 'water_temperature', date: 'latest' });
  const first = Array.isArray(body.data) && isRecord(body.data[0]) ? body.data[0] : null;
  const text = typeof first?.v === 'string' ? first.v.trim() : '';
  const fahrenheit = text === '' ? NaN : Number(text);
  if (!Number.isFinite(fahrenheit)) throw new UpstreamError('empty', 'CO-OPS water temperature: no reading');
  const wall = typeof first?.t === 'string' ? parseWallTime(first.t) : null;
  return {
    fahrenheit,
    at: wall ? wallTimeToInstant(wall, config.timeZone) : null,
    flagged: typeof first?.f === 'string' && first.f.split(',').some((flag) => flag.trim() === '1'),
  };
};
