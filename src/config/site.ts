/**
 * Site identity: the one place that names the city, the company and how to reach it.
 * Every value can be overridden from the environment so a staging copy or a sister city
 * can run the same build with its own identity.
 */
import { setting } from './env.ts';

const env = (key: string, fallback: string): string => setting(key) ?? fallback;

const num = (key: string, fallback: number): number => {
  const parsed = Number(env(key, String(fallback)));
  return Number.isFinite(parsed) ? parsed : fallback;
};

const geo = { latitude: num('SITE_LATITUDE', 27.84), longitude: num('SITE_LONGITUDE', -97.04) };

export const site = {
  name: env('SITE_NAME', 'Port Aransas Guide'),
  tagline: env('SITE_TAGLINE', 'Your guide to Port Aransas, Texas'),
  city: env('SITE_CITY', 'Port Aransas'),
  state: 'Texas',
  stateCode: 'TX',
  region: 'US-TX',
  company: env('SITE_COMPANY', 'Coastal Bend Community Media LLC'),
  email: env('SITE_EMAIL', 'hello@portaransasguide.com'),
  /** The company's phone, or '' (the default): with none, the pages and JSON-LD name no number at all. */
  phone: env('SITE_PHONE', ''),
  mailingAddress: {
    street: env('SITE_ADDRESS_STREET', '110 E Houston St, Suite 300'),
    city: env('SITE_ADDRESS_CITY', 'San Antonio'),
    region: 'TX',
    postalCode: env('SITE_ADDRESS_POSTAL', '78205'),
    country: 'US',
  },
  geo,
  /** The National Weather Service's forecast page for the site's point. */
  forecastUrl: `https://forecast.weather.gov/MapClick.php?lat=${geo.latitude}&lon=${geo.longitude}`,
  noaaStation: env('NOAA_STATION', '8775237'),
  timeZone: env('SITE_TIME_ZONE', 'America/Chicago'),
  social: {
    facebook: env('SOCIAL_FACEBOOK', 'https://www.facebook.com/portaransasguide'),
    instagram: env('SOCIAL_INSTAGRAM', 'https://www.instagram.com/portaransasguide'),
    x: env('SOCIAL_X', 'https://x.com/portaransasguide'),
  },
  defaultImage: '/images/harbor.jpg',
  keywords: ['Port Aransas', 'Mustang Island', 'Texas Gulf Coast', 'fishing', 'beaches', 'local businesses', 'events'],
} as const;

export const formattedMailingAddress = (): string => {
  const a = site.mailingAddress;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
};
