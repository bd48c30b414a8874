/** Longest slug we emit: URLs stay readable and a long name cannot bloat every link to it. */
const SLUG_MAX_LENGTH = 60;

/**
 * A URL-safe slug: lower-case ASCII letters and digits separated by single hyphens.
 * Accents are stripped (NFKD + removing combining marks) so "Café Olé" becomes "cafe-ole";
 * '&' reads as "and"; any other character becomes a separator. Cut at a hyphen where possible
 * so words are not chopped. Browser-safe (no Node APIs). May return '' for text with no ASCII
 * letters or digits; callers that need a non-empty slug pick their own fallback.
 */
export function slugify(text: string, maxLength: number = SLUG_MAX_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  // Only back off to a word boundary when that keeps most of the text.
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
