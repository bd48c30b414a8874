/**
 * Post excerpts: the author's excerpt when given, otherwise the content with its
 * markup stripped, cut at 150 characters plus an ellipsis. Also used for meta descriptions.
 */
export const EXCERPT_LENGTH = 150;

/** Removes the simple markup articles use (#src/##/### headings, **bold**, [text](url) links) and other common markdown. */
export function stripMarkup(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images keep their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^\s{0,3}>\s?/gm, '') // block quotes
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '') // list markers
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function makeExcerpt(content: string, excerpt?: string | null): string {
  const given = excerpt?.trim();
  if (given) return given;
  const text = stripMarkup(content);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}
