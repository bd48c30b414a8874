import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const dining = {
  title: 'Dining',
  description: `Where to eat in ${site.city}, Texas: fresh Gulf seafood, waterfront dining, casual beach eats and coffee, with local restaurant listings.`,
  intro: 'Fresh-off-the-boat seafood, sunset patios and island favorites. Come hungry.',
  themes: [
    {
      title: 'Fresh Gulf Seafood',
      text: 'Shrimp, red snapper, flounder and oysters landed at the harbor, fried, grilled or blackened.',
      icon: 'fish',
    },
    { title: 'Waterfront Dining', text: 'Watch the boats and the dolphins from decks on the harbor and the bay.', icon: 'wave' },
    { title: 'Casual Beach Eats', text: 'Fish tacos, burgers and po’boys you can eat in flip-flops.', icon: 'utensils' },
    {
      title: 'Coffee & Sweets',
      text: 'Morning coffee, kolaches, ice cream and snow cones for the walk back to the beach.',
      icon: 'coffee',
    },
  ] satisfies GuideCard[],
  emptyTitle: 'Restaurant Listings Coming Soon',
  emptyText: 'We’re adding local restaurants to the directory. Own one? List it for free.',
};
