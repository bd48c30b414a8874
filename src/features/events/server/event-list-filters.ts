/**
 * GET /api/events filters, the /events page's filters made strict: `category` (an event
 * category, any case), `when=today|weekend|month`, or `from`/`to` dates ('YYYY-MM-DD', Central days, both
 * inclusive). The page ignores a value it does not know; the API answers 400 with a message instead.
 */
import { site } from '#src/config/site.ts';
import { filtersRange } from '#src/features/events/event-filters.ts';
import { eventCategoryOptions } from '#src/features/events/event.schema.ts';
import { parseDateKey } from '#src/features/events/recurrence.ts';
import { jsonError } from '#src/platform/server/http/json.ts';

interface EventApiFilters {
  category: string | null;
  range: { from: Date; to: Date } | null;
}

type Parsed = { ok: true; filters: EventApiFilters } | { ok: false; response: Response };

const refuse = (field: string, message: string): Parsed => ({
  ok: false,
  response: jsonError(400, `Invalid query parameter ${field}: ${message}`, { [field]: [message] }),
});

export function parseEventApiFilters(url: URL, now: Date): Parsed {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const rawCategory = get('category');
  let category: string | null = null;
  if (rawCategory && rawCategory.toLowerCase() !== 'all') {
    category = eventCategoryOptions.find((c) => c.toLowerCase() === rawCategory.toLowerCase()) ?? null;
    if (!category) return refuse('category', `unknown category; use one of ${eventCategoryOptions.join(', ')}`);
  }
  const when = get('when').toLowerCase();
  if (when && !['today', 'weekend', 'month'].includes(when)) return refuse('when', 'use today, weekend or month');
  const [from, to] = [get('from'), get('to')];
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value && !parseDateKey(value)) return refuse(name, 'use a date as YYYY-MM-DD');
  }
  if (when && (from || to)) return refuse('when', 'use when or from/to, not both');
  if (from && to && to < from) return refuse('to', 'must be on or after from');
  const range = filtersRange(
    { category, when: (when || null) as 'today' | 'weekend' | 'month' | null, from: from || null, to: to || null },
    now,
    site.timeZone,
  );
  return { ok: true, filters: { category, range } };
}
