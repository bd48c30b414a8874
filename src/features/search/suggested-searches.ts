/**
 * Searches an empty result offers a visitor instead, each one that the everyday words (./everyday-words.ts) or the
 * event times (./event-times.ts) understand. Browser-safe.
 */
export const suggestedSearches: readonly string[] = ['hotel', 'dinner', 'bars', 'fishing charter', 'kayak'];

/** The site search also finds events by time. */
export const suggestedSiteSearches: readonly string[] = [...suggestedSearches, 'events this weekend'];
