/** Social and booking links of a listing: which hosts each network may use, and display labels. */
import { parseWebAddress } from './web-address.ts';

export const socialNetworks = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'linkedin', 'tripadvisor', 'booking'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tripadvisor: 'Tripadvisor',
  booking: 'Book or reserve',
};

/** Allowed hosts (and their subdomains). The booking link may be any reservation site. */
const hosts: Record<Exclude<SocialNetwork, 'booking'>, RegExp> = {
  facebook: /(^|\.)(facebook\.com|fb\.com)$/,
  instagram: /(^|\.)instagram\.com$/,
  x: /(^|\.)(x\.com|twitter\.com)$/,
  tiktok: /(^|\.)tiktok\.com$/,
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  linkedin: /(^|\.)linkedin\.com$/,
  tripadvisor: /(^|\.)tripadvisor\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/,
};

/** The https URL for `value` if it belongs to `network`, else null. */
export function normalizeSocialUrl(network: SocialNetwork, value: string): string | null {
  const url = parseWebAddress(value);
  if (!url) return null;
  if (network !== 'booking' && !hosts[network].test(url.hostname.toLowerCase())) return null;
  url.protocol = 'https:';
  return url.href;
}
