/**
 * The picture for an event without its own uploaded image: its category's own illustration (the site's
 * drawn scenes, scripts/render-images.ts; one per category, so no two categories share a picture).
 * 'Other' and unknown categories get the harbour, which no category uses.
 */
const illustrations: Record<string, { scene: string; alt: string }> = {
  Festival: { scene: 'event-festival', alt: 'Illustration: festival tents and bunting on the beach by the Gulf' },
  Holiday: { scene: 'event-holiday', alt: 'Illustration: a lighted boat parade and fireworks over the harbor at night' },
  Sports: { scene: 'fishing', alt: 'Illustration: a fishing boat with its rods out on the Gulf at sunrise' },
  Community: { scene: 'event-community', alt: 'Illustration: neighbours at picnic tables under a park pavilion' },
  Food: { scene: 'dining', alt: 'Illustration: a waterfront restaurant deck with tables at sunset' },
  Cultural: { scene: 'event-cultural', alt: 'Illustration: paintings on easels outside a gallery by the water' },
  Market: { scene: 'event-market', alt: 'Illustration: market stalls with striped awnings and crates of produce' },
  Entertainment: { scene: 'event-entertainment', alt: 'Illustration: a band on a lit outdoor stage in the evening' },
};
const fallback = { scene: 'harbor', alt: 'Illustration: boats moored in the Port Aransas harbor' };

const illustrationFor = (category: string) => illustrations[category] ?? fallback;

/** '/images/{scene}' without extension; variants are `-640.jpg`, `-640.webp`, `-1280.webp` and `.jpg`. */
export const eventIllustrationBase = (category: string): string => `/images/${illustrationFor(category).scene}`;

/** The full-size JPEG, for og:image and JSON-LD. */
export const eventIllustration = (category: string): string => `${eventIllustrationBase(category)}.jpg`;

/** What the illustration shows, for the event page (cards show it decoratively beside the title). */
export const eventIllustrationAlt = (category: string): string => illustrationFor(category).alt;
