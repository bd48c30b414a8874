/**
 * Everyday words visitors search with, and the directory categories (stored slugs, see
 * src/features/directory/categories.ts) each one means: "hotel" finds every lodging listing, not only those whose
 * text says "hotel". A search word (or phrase) listed here finds those categories' listings in addition to the
 * listings whose text has it. The map is plain data, term → slugs, so a map in another language can be added to it.
 *
 * Words about what a place offers rather than what it is (a view, waterfront, dog friendly) name no category: they are
 * `featureWords` below.
 */
import type { TermCategories } from './term-categories.ts';

const LODGING = ['lodging'];
const RESTAURANTS = ['restaurant'];
/** Bars are listed as restaurants (a bar and grill) or as entertainment (nightlife). */
const BARS = ['restaurant', 'entertainment'];
/**
 * A fishing trip is any Recreation & Tours listing (a charter, a guide, a kayak to fish from). Words that name one kind
 * of listing ("charter", "kayak") are not here: their text finds that kind, and a category would add all the others.
 */
const FISHING = ['recreation', 'tourism', 'sports-recreation'];
const TOURS = ['recreation', 'tourism'];
const SHOPS = ['retail'];
const HEALTH = ['healthcare', 'beauty-wellness'];
const HOMES = ['real-estate', 'lodging'];

export const everydayWords: TermCategories = {
  // Lodging
  hotel: LODGING,
  motel: LODGING,
  condo: LODGING,
  inn: LODGING,
  resort: LODGING,
  rv: LODGING,
  campground: LODGING,
  room: LODGING,
  stay: LODGING,
  'place to stay': LODGING,
  'places to stay': LODGING,
  'where to stay': LODGING,
  // A vacation rental is lodging; a house to buy is real estate.
  'beach house': HOMES,
  // Restaurants
  dinner: RESTAURANTS,
  lunch: RESTAURANTS,
  breakfast: RESTAURANTS,
  brunch: RESTAURANTS,
  eat: RESTAURANTS,
  food: RESTAURANTS,
  seafood: RESTAURANTS,
  dining: RESTAURANTS,
  'where to eat': RESTAURANTS,
  // Bars
  bar: BARS,
  drinks: BARS,
  beer: BARS,
  cocktails: BARS,
  'happy hour': BARS,
  nightlife: ['entertainment'],
  // Fishing and tours
  'fishing trip': FISHING,
  'boat tour': TOURS,
  'things to do': ['recreation', 'tourism', 'entertainment', 'museums'],
  // Shopping
  souvenirs: SHOPS,
  'gift shop': SHOPS,
  // Health
  doctor: ['healthcare'],
  pharmacy: ['healthcare'],
  clinic: ['healthcare'],
  spa: HEALTH,
  massage: HEALTH,
};

/**
 * Words about what a place offers rather than what it is. Listings do not record such features yet (owners will set
 * them later); until then these words are searched as text, and let go when no listing's text has them.
 */
export const featureWords: ReadonlySet<string> = new Set([
  'view',
  'views',
  'waterfront',
  'oceanfront',
  'beachfront',
  'sunset',
  'dog',
  'dogs',
  'pet',
  'pets',
  'friendly',
  'kid',
  'kids',
  'family',
  'wheelchair',
  'accessible',
]);
