import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const fishing = {
  title: 'Fishing',
  description: `Fishing in ${site.city}, Texas: bay, surf, pier, jetty and offshore fishing, what's biting each season, and local charters and marine services.`,
  heroText: `From the jetties to the deep blue Gulf, ${site.city} is one of the best fishing towns on the Texas coast.`,
  intro: {
    title: 'World-Class Fishing',
    text: 'Bay flats, surf, piers, jetties and offshore waters all within minutes of the harbor. Whether you wade the flats for trout or run offshore for marlin, there is a fish for every angler.',
  },
  species: [
    {
      title: 'Redfish',
      text: 'The signature fish of the Texas coast. Bull reds run the jetties in fall; slot reds cruise the flats all year.',
      icon: 'fish',
    },
    { title: 'Speckled Trout', text: 'Best on the grass flats at first light with topwater lures or live shrimp.', icon: 'fish' },
    { title: 'Flounder', text: 'The fall run from October into November is the time to gig or fish for flounder.', icon: 'fish' },
    {
      title: 'Red Snapper',
      text: 'Offshore reefs and rigs hold snapper; check the federal and state seasons before you go.',
      icon: 'fish',
    },
    { title: 'King Mackerel', text: 'Summer brings kingfish within reach of charter boats and even the pier.', icon: 'fish' },
    { title: 'Billfish', text: 'Blue marlin and sailfish in deep water from late spring through summer.', icon: 'fish' },
  ] satisfies GuideCard[],
  seasons: [
    { title: 'Spring', text: 'Trout and redfish on the flats; black drum in the channel.' },
    { title: 'Summer', text: 'Offshore season: snapper, kingfish, tuna and billfish.' },
    { title: 'Fall', text: 'Bull reds at the jetties and the flounder run.' },
    { title: 'Winter', text: 'Sheepshead and black drum; big trout on calm days.' },
  ] satisfies GuideCard[],
  businessesTitle: 'Fishing Charters & Marine Services',
  emptyTitle: 'No Fishing Businesses Found',
  emptyText: "We're working on adding more fishing charters and marine services to our directory.",
  emptyLink: 'List Your Fishing Business',
  viewAll: 'View All Fishing Businesses',
  closingTitle: 'Ready to Cast a Line?',
  closingPrimary: 'Find Fishing Charters',
};

export const diningActivity = {
  title: 'Dining',
  description: `Dining in ${site.city}, Texas: fresh Gulf seafood, waterfront restaurants and local favorites, with must-try dishes and local restaurant listings.`,
  heroText: 'Fresh Gulf seafood, waterfront views and island favorites.',
  intro: {
    title: 'Local Culinary Experience',
    items: ['Fresh Gulf Seafood', 'Waterfront Dining', 'Local Favorites'],
  },
  featureCard: {
    title: 'Must-Try Dishes',
    items: ['Fresh Gulf Shrimp', 'Red Snapper', 'Fried Oysters', 'Fish Tacos'],
  },
  businessesTitle: 'Local Restaurants',
  viewAll: 'View All Restaurants',
  viewAllHref: '/business-directory?category=restaurant',
  emptyTitle: 'No Restaurants Found',
  emptyText: "We're working on adding more dining establishments to our directory.",
  emptyLink: 'List Your Restaurant',
  closingTitle: 'Taste the Coast',
  closingText: 'Discover the restaurants, seafood markets and cafes that make island dining special.',
  closingPrimary: 'Find Restaurants',
};

export const recreationActivity = {
  title: 'Recreation',
  description: `Water recreation in ${site.city}, Texas: boating, sailing, kayaking, water sports and marina services, with local recreation businesses.`,
  heroText: 'Boating, kayaking, paddleboarding and more on the bays and the Gulf.',
  intro: {
    title: 'Water Recreation Paradise',
    items: ['Boating & Sailing', 'Water Sports', 'Marine Services'],
  },
  featureCard: {
    title: 'Popular Activities',
    items: ['Boating', 'Kayaking', 'Marina Services'],
  },
  businessesTitle: 'Marine & Recreation Services',
  viewAll: 'View All Recreation Businesses',
  viewAllHref: '/business-directory?category=recreation',
  emptyTitle: 'No Recreation Businesses Found',
  emptyText: "We're working on adding more marine and recreation services to our directory.",
  emptyLink: 'List Your Recreation Business',
  closingTitle: 'Ready for Adventure?',
  closingText: 'Rent a boat, book a tour or find the marina services you need.',
  closingPrimary: 'Find Recreation Services',
};
