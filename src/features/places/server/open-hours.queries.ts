/**
 * Open now in SQL. Each listing's hours are stored a second time in a form SQL can test (the tables are described in
 * src/platform/server/db/schema.ts): its weekly hours as minutes of the week in `business_open_intervals`, its
 * special hours one row per date in `business_special_days`. Both are worked out here from the JSON by the rules of
 * src/features/listings/hours.ts, so they mean exactly what isOpenAt (src/features/places/places.ts) means, and the
 * filter is one indexed statement instead of reading and testing every match's hours.
 */
import type Database from 'better-sqlite3';
import { dayKeys, dayOpenRanges, type WeeklyHours } from '#src/features/listings/hours.ts';
import { specialDayLine, type SpecialHoursEntry } from '#src/features/listings/special-hours.ts';
import { openMoment, type OpenMoment } from '#src/features/places/places.ts';
import { ACTIVE_PREMIUM_SQL } from '#src/features/payments/server/active-premium.queries.ts';
import { dataVersion } from '#src/platform/server/db/data-version.queries.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { isLockError } from '#src/platform/server/db/lock-wait.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

const DAY = 24 * 60;

interface WeekRow {
  day: number;
  start: number;
  end: number;
}

/** Stored JSON is not trusted: text that does not parse counts as no hours, as malformed hours do. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The week's open minutes, each day's ranges cut at midnight (the part past it wraps from Sunday to Monday). */
function weekRows(hours: WeeklyHours | null | undefined): WeekRow[] {
  return dayKeys.flatMap((key, day) =>
    dayOpenRanges(hours?.[key]).flatMap(({ start, end }) => {
      const today = day * DAY;
      const tomorrow = ((day + 1) % 7) * DAY;
      const rows: WeekRow[] = [];
      if (start < DAY) rows.push({ day, start: today + start, end: today + Math.min(end, DAY) });
      if (end > DAY) rows.push({ day, start: tomorrow + Math.max(start - DAY, 0), end: tomorrow + end - DAY });
      return rows;
    }),
  );
}

/** One row per entry with a date, in order (the first of a date counts, as in withSpecialHours); null: closed. */
function specialRows(special: unknown): { date: string; start: number | null; end: number | null }[] {
  if (!Array.isArray(special)) return [];
  return special
    .filter((e): e is SpecialHoursEntry => !!e && typeof e === 'object' && typeof e.date === 'string')
    .map((e) => {
      const range = dayOpenRanges(specialDayLine(e))[0];
      return { date: e.date, start: range?.start ?? null, end: range?.end ?? null };
    });
}

const statements = (client: Database.Database) =>
  preparedOnce(client, 'open hours rebuild', (c) => ({
    rows: c.prepare<[string], { id: number; hours: string | null; special: string | null }>(
      'select id, hours, special_hours as special from businesses where id in (select value from json_each(?))',
    ),
    clear: [
      'business_open_intervals where business_id',
      'business_special_days where business_id',
      'business_open_stale where business_id',
    ].map((what) => c.prepare<[string]>(`delete from ${what} in (select value from json_each(?))`)),
    week: c.prepare<[number, number, number, number]>(
      'insert into business_open_intervals (business_id, day, start_minute, end_minute) values (?, ?, ?, ?)',
    ),
    special: c.prepare<[number, string, number | null, number | null]>(
      'insert or ignore into business_special_days (business_id, date, start_minute, end_minute) values (?, ?, ?, ?)',
    ),
    stale: c.prepare<[], number>('select business_id from business_open_stale limit 1000').pluck(),
    specialDay: c.prepare<[string, string], number>('select 1 from business_special_days where date in (?, ?) limit 1').pluck(),
  }));

/**
 * Rebuilds the stored open times of `ids` from their rows as they are now: call it after writing a listing's hours or
 * special hours, inside the same transaction (it opens one of its own when there is none).
 */
export function rebuildOpenHours(client: Database.Database, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const s = statements(client);
  const list = JSON.stringify(ids);
  client.transaction(() => {
    for (const clear of s.clear) clear.run(list);
    for (const row of s.rows.all(list)) {
      for (const w of weekRows(parsed(row.hours) as WeeklyHours | null)) s.week.run(row.id, w.day, w.start, w.end);
      for (const d of specialRows(parsed(row.special))) s.special.run(row.id, d.date, d.start, d.end);
    }
  })();
}

/**
 * Rebuilds what the triggers queued (hours written in plain SQL, the migration that made the tables), so the filter
 * never answers from hours a row no longer has. An empty queue costs one index probe. When another process holds the
 * write lock, this request answers from the tables as they are and a later one rebuilds.
 */
export function rebuildStaleOpenHours(client: Database.Database): void {
  const s = statements(client);
  try {
    for (let ids = s.stale.all(); ids.length > 0; ids = s.stale.all()) rebuildOpenHours(client, ids);
  } catch (error) {
    if (!isLockError(error)) throw error;
    logger.warn({ err: errorText(error) }, '[open now] queued hours not rebuilt: the database is locked');
  }
}

/**
 * The listings open at `at` (wall clock of `timeZone`), as SQL over the stored rows, its values pushed onto `params`.
 * Open: a weekly row holds this minute (rows are cut at midnight, so it is one of today's line or yesterday's run past
 * midnight), unless the day that line belongs to has special hours; or a special row of today holds it, or
 * yesterday's runs past midnight into it. Special hours count only while premium applies. On most days no listing
 * has special hours for today or yesterday: then it is one range of the weekly rows' index.
 */
function openNowSelect(client: Database.Database, m: OpenMoment, params: unknown[]): string {
  const minute = m.day * DAY + m.minute;
  const weekly = 'select business_id from business_open_intervals where start_minute between ? and ? and end_minute > ?';
  params.push(m.day * DAY, minute, minute);
  if (!statements(client).specialDay.get(m.date, m.yesterdayDate)) return weekly;
  const premiumSpecial = `select s.business_id from business_special_days s join businesses p on p.id = s.business_id
    where s.date = ? and ${ACTIVE_PREMIUM_SQL}`;
  const special = `select s.business_id from business_special_days s join businesses p on p.id = s.business_id
    where ((s.date = ? and s.start_minute <= ? and s.end_minute > ?) or (s.date = ? and s.start_minute <= ? and s.end_minute > ?))
      and ${ACTIVE_PREMIUM_SQL}`;
  params.push(m.day, m.date, (m.day + 6) % 7, m.yesterdayDate);
  params.push(m.date, m.minute, m.minute, m.yesterdayDate, m.minute + DAY, m.minute + DAY);
  return `${weekly} and not (day = ? and business_id in (${premiumSpecial}))
    and not (day = ? and business_id in (${premiumSpecial})) union all ${special}`;
}

/** What the open set of a connection was worked out for: the moment, and the database as it was then. */
const openSets = new WeakMap<Database.Database, { moment: string; version: string }>();

/**
 * The SQL test "listing `b` is open at `at`". The set of open listings is worked out once per minute into a
 * temporary table of this connection, keyed by id: every page and count of that minute then probes its index instead
 * of building the set again (most listings are open in the daytime, so the set is thousands of ids). Any write to the
 * database since (its data version, src/platform/server/db/data-version.queries.ts) works it out anew.
 */
export function openNowSql(client: Database.Database, at: Date, timeZone: string): string {
  const m = openMoment(at, timeZone);
  const moment = `${m.day} ${m.minute} ${m.date} ${m.yesterdayDate}`;
  const known = openSets.get(client);
  if (known?.moment !== moment || known.version !== dataVersion(client)) {
    client.exec('create temp table if not exists open_now (business_id integer primary key)');
    const params: unknown[] = [];
    const select = openNowSelect(client, m, params);
    client.transaction(() => {
      client.prepare('delete from temp.open_now').run();
      preparedOnce(client, `open now: ${select}`, (c) => c.prepare(`insert or ignore into temp.open_now ${select}`)).run(
        ...params,
      );
    })();
    openSets.set(client, { moment, version: dataVersion(client) });
  }
  return 'b.id in (select business_id from temp.open_now)';
}

const WEEK = 7 * DAY;

interface IntervalRow {
  id: number;
  day: number;
  start: number;
  end: number;
}

interface SpecialRow {
  id: number;
  date: string;
  start: number | null;
  end: number | null;
}

const closingStatements = (client: Database.Database) =>
  preparedOnce(client, 'open hours closing', (c) => ({
    weekly: c.prepare<[string], IntervalRow>(
      `select business_id as id, day, start_minute as start, end_minute as "end" from business_open_intervals
       where business_id in (select value from json_each(?))`,
    ),
    special: c.prepare<[string, string, string], SpecialRow>(
      `select s.business_id as id, s.date, s.start_minute as start, s.end_minute as "end"
       from business_special_days s join businesses p on p.id = s.business_id
       where s.business_id in (select value from json_each(?)) and s.date in (?, ?) and ${ACTIVE_PREMIUM_SQL}`,
    ),
  }));

const hhmmOf = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * When each of `ids` that is open at `at` closes, on the wall clock of `timeZone` ('21:00', '02:00' past midnight),
 * from the rows the open-now filter reads, by its rules: yesterday's special hours running past midnight, else today's,
 * else the weekly rows of the days no special hours set aside, followed across midnight while the next row starts where
 * one ends. Null: open around the clock. A listing that is not open at `at` is not in the map. Call it after the
 * open-now filter (which rebuilds queued hours first).
 */
export function closingTimes(
  client: Database.Database,
  ids: readonly number[],
  at: Date,
  timeZone: string,
): Map<number, string | null> {
  const out = new Map<number, string | null>();
  if (ids.length === 0) return out;
  const m = openMoment(at, timeZone);
  const s = closingStatements(client);
  const list = JSON.stringify(ids);
  const special = new Map<string, SpecialRow>();
  for (const row of s.special.all(list, m.date, m.yesterdayDate)) special.set(`${row.id} ${row.date}`, row);
  const weekly = new Map<number, IntervalRow[]>();
  for (const row of s.weekly.all(list)) weekly.set(row.id, [...(weekly.get(row.id) ?? []), row]);
  for (const id of ids) {
    const yesterday = special.get(`${id} ${m.yesterdayDate}`);
    const today = special.get(`${id} ${m.date}`);
    const later = m.minute + DAY;
    if (yesterday?.start != null && yesterday.end != null && yesterday.start <= later && yesterday.end > later) {
      out.set(id, hhmmOf(yesterday.end));
      continue;
    }
    if (today?.start != null && today.end != null && today.start <= m.minute && today.end > m.minute) {
      out.set(id, hhmmOf(today.end));
      continue;
    }
    // The weekly lines special hours set aside: today's, and yesterday's (its run past midnight).
    const asideDays = new Set([...(today ? [m.day] : []), ...(yesterday ? [(m.day + 6) % 7] : [])]);
    const rows = (weekly.get(id) ?? []).filter((r) => !asideDays.has(r.day));
    const now = m.day * DAY + m.minute;
    const first = rows.find((r) => r.start <= now && r.end > now);
    if (!first) continue;
    let last: IntervalRow = first;
    // Rows are cut at midnight: the open time goes on into a row that starts where this one ends (a week at most).
    let covered = first.end - now;
    while (covered < WEEK) {
      const end: number = last.end % WEEK;
      const next: IntervalRow | undefined = rows.find((r) => r.start === end);
      if (!next) break;
      covered += next.end - next.start;
      last = next;
    }
    out.set(id, covered >= WEEK ? null : hhmmOf(last.end));
  }
  return out;
}
