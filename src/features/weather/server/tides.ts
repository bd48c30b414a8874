import type { TideExtreme, TideTrend } from '#src/features/weather/weather.ts';
import { toFeet } from './units.ts';
import { parseWallTime, wallTimeToInstant } from './zoned-time.ts';

/** One high or low water prediction, as an instant. */
export interface TidePrediction {
  at: number; // epoch ms
  height: number | null; // feet
  type: 'H' | 'L';
}

interface CoopsPrediction {
  t?: unknown;
  v?: unknown;
  type?: unknown;
}

/**
 * CO-OPS `predictions` rows → instants, in order. Rows are local wall-clock times (`lst_ldt`), so each
 * is read in `timeZone`; passing the previous instant resolves the repeated hour on fall-back night.
 * Rows that cannot be read are skipped rather than failing the whole tide table.
 */
export const parsePredictions = (rows: readonly CoopsPrediction[], timeZone: string): TidePrediction[] => {
  const predictions: TidePrediction[] = [];
  let previous = -Infinity;
  for (const row of rows) {
    const type = typeof row.type === 'string' ? row.type.trim().toUpperCase() : '';
    // hilo tables mark extremes H/L; some stations add HH/LL (higher high, lower low) — same kind.
    const kind = type.startsWith('H') ? 'H' : type.startsWith('L') ? 'L' : null;
    const wall = typeof row.t === 'string' ? parseWallTime(row.t) : null;
    if (!kind || !wall) continue;
    const at = wallTimeToInstant(wall, timeZone, previous);
    previous = at;
    predictions.push({ at, height: toFeet(row.v as string), type: kind });
  }
  return predictions.sort((a, b) => a.at - b.at);
};

const asExtreme = (prediction: TidePrediction | undefined): TideExtreme | null =>
  prediction ? { time: new Date(prediction.at).toISOString(), height: prediction.height } : null;

/**
 * The next high and low after `now` and the trend: water rises towards a high and falls towards a
 * low, so the kind of the very next extreme gives the trend; with none ahead it is unknown.
 */
export const nextTides = (
  predictions: readonly TidePrediction[],
  now: number,
): { currentTrend: TideTrend; nextHighTide: TideExtreme | null; nextLowTide: TideExtreme | null } => {
  const ahead = predictions.filter((p) => p.at > now);
  const next = ahead[0];
  return {
    currentTrend: next ? (next.type === 'H' ? 'rising' : 'falling') : 'unknown',
    nextHighTide: asExtreme(ahead.find((p) => p.type === 'H')),
    nextLowTide: asExtreme(ahead.find((p) => p.type === 'L')),
  };
};
