/**
 * Identity placeholders allowed in content/pages/*.md and content/guide/**.yaml: {siteName}, {company},
 * {city}, {email}, {phone}, {address}, {noaaStation}. Filled from src/config/site.ts; unknown names are left
 * as written (the guide schema refuses them).
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

export function fillPlaceholders(text: string, values: Record<string, string> = placeholderValues()): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
