/**
 * What a guide page with live businesses renders from: its texts, its businesses and how it presents them. The
 * loaders also set the public cache policy, since such a page changes only with its content or with an approval.
 */
import { site } from '#src/config/site.ts';
import type { Activity } from '#src/features/content/activity-match.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { guidePage } from './guide.ts';
import type { GuidePage, GuidePath } from './guide-schema.ts';
import { loadActivityBusinesses, loadCategoryBusinesses } from './listings.ts';

type ActivityPath = `/activities/${Activity}`;
type CategoryPath = '/attractions' | '/dining' | '/lodging';
type TextsOf<P extends GuidePath> = Extract<GuidePage, { page: P }>;

interface Look {
  keywords: string[];
  image: string;
  imageAlt?: string;
  errorText: string;
}

const activityLooks: Record<ActivityPath, Look & { activity: Activity }> = {
  '/activities/dining': {
    activity: 'dining',
    keywords: [site.city, 'restaurants', 'seafood', 'Gulf shrimp', 'fish tacos', 'waterfront dining'],
    image: '/images/dining.jpg',
    imageAlt: 'Illustration of a waterfront deck table under an umbrella at sunset',
    errorText: 'Failed to fetch restaurants',
  },
  '/activities/fishing': {
    activity: 'fishing',
    keywords: [site.city, 'fishing', 'fishing charters', 'redfish', 'speckled trout', 'offshore fishing'],
    image: '/images/fishing.jpg',
    imageAlt: 'Illustration of a fishing boat with rods out on the Gulf at sunrise',
    errorText: 'Failed to load businesses.',
  },
  '/activities/recreation': {
    activity: 'recreation',
    keywords: [site.city, 'boating', 'kayaking', 'water sports', 'marina', 'boat rentals'],
    image: '/images/harbor.jpg',
    imageAlt: 'Illustration of sailboats moored along a wooden pier in the harbor',
    errorText: 'Failed to load businesses.',
  },
};
/** The fishing texts carry no directory link or closing line of their own. */
const fishingLinks = {
  viewAllHref: '/business-directory?category=fishing',
  closingText: 'Book a charter, find bait and tackle, or plan a day on the jetties.',
};

interface ListingLook extends Look {
  cardsTitle: string;
  listTitle: string;
  emptyLink: string;
}
const categoryLooks: Record<CategoryPath, ListingLook & { category: string }> = {
  '/attractions': {
    category: 'entertainment',
    keywords: [site.city, 'things to do', 'attractions', 'beaches', 'birding', 'state park'],
    image: '/images/wetlands.jpg',
    cardsTitle: 'Top Attractions',
    listTitle: 'Local Entertainment',
    errorText: 'Failed to fetch attractions',
    emptyLink: 'List Your Business',
  },
  '/dining': {
    category: 'restaurant',
    keywords: [site.city, 'restaurants', 'seafood', 'dining', 'waterfront dining'],
    image: '/images/dining.jpg',
    cardsTitle: 'Island Dining',
    listTitle: 'Local Restaurants',
    errorText: 'Failed to fetch restaurants',
    emptyLink: 'List Your Restaurant',
  },
  '/lodging': {
    category: 'lodging',
    keywords: [site.city, 'lodging', 'hotels', 'condos', 'vacation rentals', 'RV parks'],
    image: '/images/harbor.jpg',
    cardsTitle: 'Where to Stay',
    listTitle: 'Local Lodging',
    errorText: 'Failed to fetch lodging',
    emptyLink: 'List Your Property',
  },
};
/** The attractions texts carry no empty-list words of their own. */
const attractionsEmpty = {
  title: 'Entertainment Listings Coming Soon',
  text: 'We’re adding local entertainment to the directory. Run a venue or attraction? List it for free.',
};

export interface ActivityGuide<T extends TextsOf<ActivityPath> = TextsOf<ActivityPath>> {
  page: T;
  businesses: Business[] | null;
  look: Look;
  viewAllHref: string;
  closingText: string;
}

export interface CategoryGuide<T extends TextsOf<CategoryPath> = TextsOf<CategoryPath>> {
  page: T;
  businesses: Business[] | null;
  look: ListingLook;
  category: string;
  empty: { title: string; text: string };
}

/** An activity page with the businesses that offer its activity. */
export async function loadActivityGuide<P extends ActivityPath>(headers: Headers, path: P): Promise<ActivityGuide<TextsOf<P>>> {
  const page = await guidePage(path);
  const { activity, ...look } = activityLooks[path];
  const businesses = loadActivityBusinesses(activity);
  headers.set('Cache-Control', publicCacheControl());
  const texts: TextsOf<ActivityPath> = page;
  const { viewAllHref, closingText } = 'viewAllHref' in texts ? texts : fishingLinks;
  return { page, businesses, look, viewAllHref, closingText };
}

/** A guide page with the businesses of its directory group, which it also links to. */
export async function loadCategoryGuide<P extends CategoryPath>(headers: Headers, path: P): Promise<CategoryGuide<TextsOf<P>>> {
  const page = await guidePage(path);
  const { category, ...look } = categoryLooks[path];
  const businesses = loadCategoryBusinesses(category);
  headers.set('Cache-Control', publicCacheControl());
  const texts: TextsOf<CategoryPath> = page;
  const empty = 'emptyTitle' in texts ? { title: texts.emptyTitle, text: texts.emptyText } : attractionsEmpty;
  return { page, businesses, look, category, empty };
}
