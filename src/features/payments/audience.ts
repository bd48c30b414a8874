/**
 * The audience figures as sentences, for the plan card and the upgrade panel (browser-safe; the figures
 * come from src/features/payments/server/audience.ts). Every figure is the count itself, never rounded up;
 * a figure that is zero is left out rather than shown as "0", and small ones are said to be small.
 */
import { resolveCategory } from '#src/features/directory/categories.ts';

export interface Audience {
  days: number;
  /** Per category slug ('' for all listings): page views of its listings, and searches that found one (a lower bound). */
  categories: Record<string, { views: number; searches: number }>;
  /** Enquiries that the listings with active premium received, and how many such listings there are. */
  premiumEnquiries: number;
  premiumListings: number;
}

/** Below this, every figure shown gets the "small numbers" note. */
const SMALL = 100;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export interface AudienceText {
  heading: string;
  lines: string[];
  note: string;
}

/** The sentences for one category (its slug or label; none chosen yet: all listings), or null when there is nothing to say yet. */
export function audienceText(audience: Audience, category: string | null): AudienceText | null {
  const known = category ? resolveCategory(category) : undefined;
  const figures = audience.categories[known?.slug ?? ''];
  const listings = known ? `${known.label} listings` : 'listings';
  const period = `in the last ${audience.days} days`;
  const lines: string[] = [];
  if (figures?.views) lines.push(`${count(figures.views, 'page view', 'page views')} of ${listings} ${period}`);
  if (figures?.searches) lines.push(`${count(figures.searches, 'search', 'searches')} on this site found ${listings} ${period}`);
  if (audience.premiumEnquiries)
    lines.push(
      `${count(audience.premiumEnquiries, 'enquiry', 'enquiries')} sent to the ${count(audience.premiumListings, 'premium listing', 'premium listings')} ${period}`,
    );
  if (lines.length === 0) return null;
  const shown = [figures?.views ?? 0, figures?.searches ?? 0, audience.premiumEnquiries].filter((n) => n > 0);
  const small = Math.max(...shown) < SMALL;
  return {
    heading: 'Who uses this site',
    lines,
    note: `${small ? 'Small numbers, counted as they are: the site is young. ' : ''}Counted by this site: bots are left out and one visitor counts at most 3 times a day per listing.`,
  };
}
