/**
 * What an owner says a place offers, beyond its category: the one list of listing attributes. Stored by key
 * (business_attributes), sent by key in the API (`attributes: ["waterfront", …]`), shown by label. Browser-safe.
 * A new attribute is one line here (and, for search, its everyday words in src/features/search/everyday-words.ts).
 */
export const listingAttributes = ['waterfront', 'pet-friendly', 'kid-friendly', 'wheelchair-accessible'] as const;

export type ListingAttribute = (typeof listingAttributes)[number];

/** How a badge and a checkbox name each attribute. */
export const attributeLabels: Readonly<Record<ListingAttribute, string>> = {
  waterfront: 'Waterfront',
  'pet-friendly': 'Pet friendly',
  'kid-friendly': 'Kid friendly',
  'wheelchair-accessible': 'Wheelchair accessible',
};

export const isListingAttribute = (value: unknown): value is ListingAttribute =>
  typeof value === 'string' && (listingAttributes as readonly string[]).includes(value);

/** `values` in the list's own order, each once (how they are shown and sent). */
export const inListOrder = (values: readonly string[]): ListingAttribute[] => listingAttributes.filter((a) => values.includes(a));
