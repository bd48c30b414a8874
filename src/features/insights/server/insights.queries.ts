/** Daily insight counters: the batched flush writes them, the dashboard and API read them. */
import { INSIGHT_METRICS, zeroCounts, type InsightCounts, type InsightMetric } from '#src/features/insights/insights.ts';
import { getDb } from '#src/platform/server/db/client.ts';

export interface DailyCountRow {
  businessId: number;
  date: string;
  counts: Partial<InsightCounts>;
}
export interface SearchTermRow {
  businessId: number;
  date: string;
  term: string;
  count: number;
}

const COLUMN: Record<InsightMetric, string> = {
  views: 'views',
  impressions: 'impressions',
  websiteClicks: 'website_clicks',
  phoneClicks: 'phone_clicks',
  emailClicks: 'email_clicks',
  directionClicks: 'direction_clicks',
  socialClicks: 'social_clicks',
  bookingClicks: 'booking_clicks',
  enquiries: 'enquiries',
  offerCodeReveals: 'offer_code_reveals',
};
const COLUMNS = INSIGHT_METRICS.map((m) => COLUMN[m]);
const SUMS = INSIGHT_METRICS.map((m) => `coalesce(sum(${COLUMN[m]}), 0) as ${m}`).join(', ');
const PICK = INSIGHT_METRICS.map((m) => `${COLUMN[m]} as ${m}`).join(', ');

/**
 * Adds a batch of counters in one transaction. Rows for listings deleted since they were counted are
 * skipped (the WHERE EXISTS), so one vanished listing never loses the whole batch.
 */
export function addDailyCounts({ rows, terms }: { rows: DailyCountRow[]; terms: SearchTermRow[] }): void {
  const client = getDb().$client;
  const upsertDay = client.prepare(
    `insert into business_daily_stats (business_id, date, ${COLUMNS.join(', ')})
     select ?, ?, ${COLUMNS.map(() => '?').join(', ')} where exists (select 1 from businesses where id = ?)
     on conflict (business_id, date) do update set ${COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`,
  );
  const upsertTerm = client.prepare(
    `insert into business_search_terms (business_id, date, term, count)
     select ?, ?, ?, ? where exists (select 1 from businesses where id = ?)
     on conflict (business_id, date, term) do update set count = count + excluded.count`,
  );
  client.transaction(() => {
    for (const r of rows) {
      upsertDay.run(r.businessId, r.date, ...INSIGHT_METRICS.map((m) => r.counts[m] ?? 0), r.businessId);
    }
    for (const t of terms) upsertTerm.run(t.businessId, t.date, t.term, t.count, t.businessId);
  })();
}

/** Stored days of one listing within [from, to] (inclusive 'YYYY-MM-DD'); days with nothing are absent. */
export function listDailyStats({ businessId, from, to }: { businessId: number; from: string; to: string }) {
  return getDb()
    .$client.prepare(
      `select date, ${PICK} from business_daily_stats where business_id = ? and date between ? and ? order by date`,
    )
    .all(businessId, from, to) as ({ date: string } & InsightCounts)[];
}

export function sumDailyStats({ businessId, from, to }: { businessId?: number; from: string; to: string }): InsightCounts {
  const where = businessId === undefined ? '' : 'business_id = ? and';
  const args = businessId === undefined ? [from, to] : [businessId, from, to];
  const row = getDb()
    .$client.prepare(`select ${SUMS} from business_daily_stats where ${where} date between ? and ?`)
    .get(...args) as InsightCounts | undefined;
  return row ?? zeroCounts();
}

export function listTopSearchTerms({
  businessId,
  from,
  to,
  limit = 10,
}: {
  businessId: number;
  from: string;
  to: string;
  limit?: number;
}) {
  return getDb()
    .$client.prepare(
      `select term, sum(count) as count from business_search_terms
       where business_id = ? and date between ? and ? group by term order by count desc, term limit ?`,
    )
    .all(businessId, from, to, limit) as { term: string; count: number }[];
}

/** Listings with the most page views in the period (admin overview). */
export function listTopListingsByViews({ from, to, limit = 10 }: { from: string; to: string; limit?: number }) {
  return getDb()
    .$client.prepare(
      `select s.business_id as id, b.name as name, ${INSIGHT_METRICS.map((m) => `sum(s.${COLUMN[m]}) as ${m}`).join(', ')}
       from business_daily_stats s join businesses b on b.id = s.business_id
       where s.date between ? and ? group by s.business_id order by views desc, impressions desc, b.name limit ?`,
    )
    .all(from, to, limit) as ({ id: number; name: string } & InsightCounts)[];
}

/** Retention (stated in docs/insights-and-reviews.md): counters and search terms dated before the given days are deleted. */
export function deleteExpiredInsights({ countsBefore, termsBefore }: { countsBefore: string; termsBefore: string }): void {
  const client = getDb().$client;
  client.transaction(() => {
    client.prepare('delete from business_daily_stats where date < ?').run(countsBefore);
    client.prepare('delete from business_search_terms where date < ?').run(termsBefore);
  })();
}
