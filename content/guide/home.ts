import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const home = {
  title: `${site.name} – Beaches, Fishing, Events & Local Businesses`,
  description: `Your community guide to ${site.city}, Texas: visitor information, live weather and tides, local news, events and a directory of island businesses.`,
  hero: {
    title: `Welcome to ${site.city}`,
    text: 'Beaches, fishing and small-town island life on the Texas Gulf Coast — for visitors, residents and local businesses.',
    highlights: ['18 miles of Gulf beaches', 'World-class fishing', 'Year-round festivals & events'],
    buttons: [
      { label: 'Plan Your Visit', href: '/visitors', primary: true },
      { label: 'Business Directory', href: '/business-directory' },
      { label: 'Upcoming Events', href: '/events' },
    ],
  },
  audiences: [
    {
      title: 'Visiting',
      text: 'Beaches, fishing, dining, places to stay, directions and live weather and tides.',
      icon: 'sun',
      href: '/visitors',
      linkText: 'Visitor guide',
    },
    {
      title: 'Living Here',
      text: 'City services, emergency and utility contacts, municipal hours and community news.',
      icon: 'home',
      href: '/resources',
      linkText: 'Local resources',
    },
    {
      title: 'Business & Community',
      text: 'Find local businesses, or list your own so visitors and neighbors can find you.',
      icon: 'store',
      href: '/business-directory',
      linkText: 'Business directory',
    },
  ] satisfies GuideCard[],
  adventures: [
    {
      title: 'Fishing',
      text: 'Charters, jetties, piers and the flats — what is biting and who can take you.',
      icon: 'fish',
      href: '/activities/fishing',
      linkText: 'Book a fishing trip',
    },
    {
      title: 'Dining',
      text: 'Fresh Gulf seafood, waterfront decks and local favorites.',
      icon: 'utensils',
      href: '/activities/dining',
      linkText: 'Find a table',
    },
    {
      title: 'Recreation',
      text: 'Boating, kayaking, water sports and marina services.',
      icon: 'wave',
      href: '/activities/recreation',
      linkText: 'Get on the water',
    },
  ] satisfies GuideCard[],
  localResources: [
    { title: 'City Services', text: 'City hall, permits, utilities and municipal hours.', icon: 'building', href: '/resources' },
    { title: 'Education', text: 'Schools, the public library and learning programs.', icon: 'book', href: '/resources' },
    { title: 'Healthcare', text: 'Clinics, pharmacies and emergency care.', icon: 'heart', href: '/resources' },
    { title: 'Parks & Recreation', text: 'Parks, beaches, trails and community programs.', icon: 'tree', href: '/resources' },
  ] satisfies GuideCard[],
};
