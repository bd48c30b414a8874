import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const visitors = {
  title: `Visit ${site.city}`,
  description: `Plan your trip to ${site.city}, Texas: quick facts, current weather and tides, things to do, where to eat and stay, and how to get here.`,
  intro: `Wide Gulf beaches, world-class fishing and a laid-back island town on Mustang Island. Here is everything you need to plan your visit to ${site.city}.`,
  quickFacts: [
    { label: 'Population', value: '3,500+' },
    { label: 'Founded', value: '1909' },
    { label: 'Area', value: '4.2 sq mi' },
    { label: 'Elevation', value: '20 ft' },
    { label: 'Area Code', value: '361' },
  ],
  planYourVisit: [
    {
      title: 'Things to Do',
      text: 'Beaches, birding, fishing piers, parks and the best ways to spend a day on the island.',
      icon: 'sun',
      href: '/attractions',
      linkText: 'Explore attractions',
    },
    {
      title: 'Dining',
      text: 'Fresh Gulf seafood, waterfront patios, taco stands and coffee shops.',
      icon: 'utensils',
      href: '/dining',
      linkText: 'Find places to eat',
    },
    {
      title: 'Places to Stay',
      text: 'Beachfront condos, hotels, vacation homes and RV parks for every budget.',
      icon: 'bed',
      href: '/lodging',
      linkText: 'Find lodging',
    },
    {
      title: 'Getting Here',
      text: 'Driving directions, the ferry, airports and distances from major Texas cities.',
      icon: 'map',
      href: '/getting-here',
      linkText: 'Plan your route',
    },
    {
      title: 'Events',
      text: 'Fishing tournaments, festivals, markets and live music around town.',
      icon: 'calendar',
      href: '/events',
      linkText: 'See upcoming events',
    },
    {
      title: 'News',
      text: 'Community news, travel tips and updates from around the island.',
      icon: 'news',
      href: '/news',
      linkText: 'Read the latest news',
    },
  ] satisfies GuideCard[],
  tidesUrl: `https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=${site.noaaStation}`,
};
