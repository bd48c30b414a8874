/**
 * Wall-clock readings in a named time zone → instants, on the zone offsets of src/platform/local-time.ts.
 * NOAA CO-OPS answers `time_zone=lst_ldt` in local standard/daylight time without an offset, so the
 * zone's offset must be recovered for each reading, including the two DST transition nights.
 */

import { wallParts, zoneOffsetMs } from '#src/platform/local-time.ts';

export { zoneOffsetMs };

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

export const parseWallTime = (text: string): WallTime | null => {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
};

/**
 * Every instant whose wall-clock reading in `timeZone` is `wall`, earliest first: one normally,
 * two in the repeated hour when clocks fall back, none in the skipped hour when they spring forward.
 */
export const instantsForWallTime = (wall: WallTime, timeZone: string): number[] => {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offset on either side of any transition near this reading: a day earlier and later.
  const offsets = new Set([zoneOffsetMs(asUtc - 86_400_000, timeZone), zoneOffsetMs(asUtc + 86_400_000, timeZone)]);
  const candidates = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => zoneOffsetMs(instant, timeZone) === asUtc - instant);
  return [...new Set(candidates)].sort((a, b) => a - b);
};

/**
 * The instant for a wall-clock reading. In the repeated hour it is the first occurrence unless
 * `notBefore` rules that out (readings in a chronological series); in the skipped hour the reading
 * is taken with the offset in force before the jump (02:30 on spring-forward night → 03:30 CDT),
 * which is what a clock that was not changed would show.
 */
export const wallTimeToInstant = (wall: WallTime, timeZone: string, notBefore = -Infinity): number => {
  const candidates = instantsForWallTime(wall, timeZone);
  if (candidates.length > 0) return candidates.find((instant) => instant >= notBefore) ?? candidates.at(-1)!;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - zoneOffsetMs(asUtc - 86_400_000, timeZone);
};

/** The calendar date (YYYYMMDD) at `instantMs` in `timeZone`, the form CO-OPS wants for begin_date. */
export const localDateStamp = (instantMs: number, timeZone: string): string => {
  const { year, month, day } = wallParts(instantMs, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}${pad(month)}${pad(day)}`;
};
