/**
 * Everyday words visitors search with, and the directory categories (stored slugs, see
 * src/features/directory/categories.ts) each one means: "hotel" finds every lodging listing, not only those whose
 * text says "hotel". A search word (or phrase) listed here finds those categories' listings in addition to the
 * listings whose text has it. The map is plain data, term → slugs, so a map in another language can be added to it.
 *
 * Words about what a place offers rather than what it is (a view, waterfront, dog friendly) name no category: they
 * mean the attributes owners set (src/features/listings/attributes.ts), `everydayAttributeWords` below.
 */
import type { ListingAttribute } from '#src/features/listings/attributes.ts';
import type { TermCategories, TermMap } from './term-categories.ts';

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

const WATERFRONT: ListingAttribute[] = ['waterfront'];
const PETS: ListingAttribute[] = ['pet-friendly'];
const KIDS: ListingAttribute[] = ['kid-friendly'];
const WHEELCHAIR: ListingAttribute[] = ['wheelchair-accessible'];

/**
 * Words and phrases that mean an attribute: a listing whose owner ticked it matches, as does one whose text has the
 * words. A plural finds its singular's entry ("views" → "view"), so only singulars are listed.
 */
export const everydayAttributeWords: TermMap<ListingAttribute> = {
  waterfront: WATERFRONT,
  'on the water': WATERFRONT,
  view: WATERFRONT,
  'water view': WATERFRONT,
  oceanfront: WATERFRONT,
  beachfront: WATERFRONT,
  bayfront: WATERFRONT,
  'dog friendly': PETS,
  'dogs allowed': PETS,
  'pet friendly': PETS,
  'pets allowed': PETS,
  dog: PETS,
  pet: PETS,
  'kid friendly': KIDS,
  'kids friendly': KIDS,
  'family friendly': KIDS,
  family: KIDS,
  kid: KIDS,
  wheelchair: WHEELCHAIR,
  accessible: WHEELCHAIR,
  'wheelchair accessible': WHEELCHAIR,
  'handicap accessible': WHEELCHAIR,
};

/**
 * Words about what a place offers. Few owners have set attributes yet, so a search that such a word leaves empty
 * lets it go ("dinner with a view" still finds restaurants when no restaurant is waterfront).
 */
export const featureWords: ReadonlySet<string> = new Set([
  'view',
  'views',
  'waterfront',
  'oceanfront',
  'beachfront',
  'bayfront',
  'sunset',
  'dog',
  'dogs',
  'pet',
  'pets',
  'friendly',
  'allowed',
  'kid',
  'kids',
  'family',
  'wheelchair',
  'accessible',
]);
