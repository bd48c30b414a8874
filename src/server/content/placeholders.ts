/**
 * Identity placeholders allowed in content/pages/*.md: {siteName}, {company}, {city}, {email},
 * {phone}, {address}. Filled from src/config/site.ts; unknown names are left as written.
 */
import { formattedMailingAddress, site } from '@/config/site';

export function placeholderValues(): Record<string, string> {
  return {
    siteName: site.name,
    company: site.company,
    city: site.city,
    email: site.email,
    phone: site.phone,
    address: formattedMailingAddress(),
  };
}

export function fillPlaceholders(text: string, values: Record<string, string> = placeholderValues()): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
