import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const lodging = {
  title: 'Places to Stay',
  description: `Where to stay in ${site.city}, Texas: beachfront condos, hotels, vacation rentals and RV parks, with local lodging listings.`,
  intro: 'Wake up to the Gulf breeze. From beachfront condos to RV sites, there is a place for every kind of trip.',
  types: [
    {
      title: 'Beachfront Condos',
      text: 'Gulf views, pools and boardwalks straight to the sand. Great for families and longer stays.',
      icon: 'building',
    },
    { title: 'Hotels & Motels', text: 'Convenient stays in town, close to restaurants, shops and the harbor.', icon: 'bed' },
    {
      title: 'Vacation Rentals',
      text: 'Beach houses and cottages with room for the whole group — and a spot to clean the fish.',
      icon: 'home',
    },
    {
      title: 'RV Parks & Campgrounds',
      text: 'Full hookups near the beach, and primitive beach camping at the state park.',
      icon: 'tent',
    },
  ] satisfies GuideCard[],
  emptyTitle: 'Lodging Listings Coming Soon',
  emptyText: 'We’re adding local hotels, condos and rentals to the directory. Run one? List it for free.',
};
