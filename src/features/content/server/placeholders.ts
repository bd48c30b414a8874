/**
 * Identity placeholders allowed in content/pages/*.md and content/guide/**.yaml: {siteName}, {company},
 * {city}, {email}, {phone}, {address}, {noaaStation}. Filled from src/config/site.ts; unknown names are left
 * as written (the guide schema refuses them). `phone` is '' when the site has none (SITE_PHONE unset).
 */
import { formattedMailingAddress, site } from '#src/config/site.ts';

export function placeholderValues(): Record<string, string> {
  return {
    siteName: site.name,
    company: site.company,
    city: site.city,
    email: site.email,
    phone: site.phone,
    address: formattedMailingAddress(),
    noaaStation: site.noaaStation,
  };
}

/**
 * A line that names an empty value is left out whole, so a site without a phone shows no "Phone:" with nothing after
 * it; every other placeholder is replaced where it stands.
 */
export function fillPlaceholders(text: string, values: Record<string, string> = placeholderValues()): string {
  return text
    .split('\n')
    .filter((line) => ![...line.matchAll(/\{(\w+)\}/g)].some(([, key]) => values[key!] === ''))
    .join('\n')
    .replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
