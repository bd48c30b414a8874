/**
 * The picture for an event without its own image: an illustration chosen by category (from the site's
 * drawn scenes, content/images/render.mjs), so the list is not one picture repeated. Unknown categories
 * get the harbour.
 */
const sceneByCategory: Record<string, string> = {
  Festival: 'beach',
  Holiday: 'harbor',
  Sports: 'fishing',
  Community: 'wetlands',
  Food: 'dining',
  Cultural: 'ferry',
  Market: 'dining',
  Entertainment: 'beach',
};

/** '/images/{scene}' without extension; variants are `-640.jpg`, `-640.webp`, `-1280.webp` and `.jpg`. */
export const eventIllustrationBase = (category: string): string => `/images/${sceneByCategory[category] ?? 'harbor'}`;

/** The full-size JPEG, for og:image and JSON-LD. */
export const eventIllustration = (category: string): string => `${eventIllustrationBase(category)}.jpg`;
