/** The counters kept per listing per day, shared by the server, the API and the dashboard. */
export const INSIGHT_METRICS = [
  'views',
  'impressions',
  'websiteClicks',
  'phoneClicks',
  'emailClicks',
  'directionClicks',
  'socialClicks',
  'bookingClicks',
  'enquiries',
  'offerCodeReveals',
] as const;

export type InsightMetric = (typeof INSIGHT_METRICS)[number];
export type InsightCounts = Record<InsightMetric, number>;
export interface InsightDay extends InsightCounts {
  date: string;
}

export const INSIGHT_LABELS: Record<InsightMetric, string> = {
  views: 'Page views',
  impressions: 'Appearances in search',
  websiteClicks: 'Website clicks',
  phoneClicks: 'Phone clicks',
  emailClicks: 'E-mail clicks',
  directionClicks: 'Direction requests',
  socialClicks: 'Social link clicks',
  bookingClicks: 'Booking link clicks',
  enquiries: 'Enquiries',
  offerCodeReveals: 'Offer codes shown',
};

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const zeroCounts = (): InsightCounts => Object.fromEntries(INSIGHT_METRICS.map((m) => [m, 0])) as InsightCounts;

/** Change against the previous period in whole percent; null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
