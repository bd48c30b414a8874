/**
 * Demo businesses: fictional but plausible Port Aransas / Mustang Island listings. Descriptions
 * name what each place is (fishing, charter, marina, boat, restaurant, seafood …) because the
 * activity pages match on those words. Every directory group appears at least once;
 * a few listings carry the categories the taxonomy now keeps as chosen (Tourism, Sports & Recreation,
 * Beauty & Wellness, Technology, Home & Garden).
 */
import type { WeeklyHours } from '#src/platform/server/db/schema.ts';
import type { ListingAttribute } from '#src/features/listings/attributes.ts';
import { allDay, daily, weekdaysOnly, weekendLate } from './hours';

export type DemoOwner = 'owner' | 'owner2';

export interface DemoBusiness {
  name: string;
  category: string;
  description: string;
  address: string | null;
  /** undefined: a generated https://….example.com address; null: no website. */
  website?: string | null;
  /** undefined: a generated address at an example domain; null: none. */
  email?: string | null;
  hours: WeeklyHours | null;
  featured?: boolean;
  /** Defaults to true; false leaves the listing in the admin's approval queue. */
  approved?: boolean;
  /** null: an unclaimed listing (imported, waiting for its owner to claim it). */
  owner: DemoOwner | null;
  premium?: { type: 'monthly' | 'yearly'; cancelling?: boolean };
  /** What the owner says the place offers; several listings set some, so "waterfront dining" and "dog friendly" find them. */
  attributes?: ListingAttribute[];
}

const town = 'Port Aransas, TX 78373';
const at = (street: string) => `${street}, ${town}`;

export const demoBusinesses: readonly DemoBusiness[] = [
  // Recreation: fishing charters, marinas, kayaks, tours
  {
    name: 'Reel Tide Fishing Charters',
    category: 'recreation',
    description:
      'Half-day and full-day bay fishing charters for redfish, trout and flounder aboard our 24-foot shallow-draft boat. Captain, tackle, bait and fish cleaning are included. Families and first-timers welcome.',
    address: at('136 W Cotter Ave'),
    hours: daily('05:30', '18:00'),
    featured: true,
    owner: 'owner',
    premium: { type: 'monthly' },
  },
  {
    name: 'Blue Horizon Deep Sea Fishing',
    category: 'recreation',
    description:
      'Offshore fishing charters to the Gulf rigs for red snapper, kingfish and mahi-mahi. Our 42-foot sportfishing boat carries up to six anglers, with licenses and gear provided. Overnight tuna trips in season.',
    address: at('200 W Cotter Ave, Slip 14'),
    website: 'https://bluehorizonfishing.example.com',
    hours: daily('05:00', '19:00'),
    owner: 'owner2',
    premium: { type: 'yearly', cancelling: true },
  },
  {
    name: 'Jetty Jack Bay Charters',
    category: 'recreation',
    description:
      'A one-captain charter outfit fishing the jetties, the ship channel and the flats. Wade fishing and drift fishing trips, light tackle and fly fishing by request.',
    address: at('412 N Station St'),
    hours: daily('06:00', '17:00'),
    owner: null,
  },
  {
    name: 'Mustang Island Marina',
    category: 'recreation',
    description:
      'A full-service marina with transient and long-term boat slips, fuel dock, ship store and pump-out. The harbor office is staffed around the clock for arrivals. Marine supplies, ice and bait on site.',
    address: at('300 W Cotter Ave'),
    website: 'https://mustangislandmarina.example.com',
    hours: allDay,
    featured: true,
    owner: 'owner',
    premium: { type: 'yearly' },
    attributes: ['waterfront', 'pet-friendly'],
  },
  {
    name: 'Channel View Boat Slips',
    category: 'recreation',
    description:
      'Covered and open boat slips on the Lydia Ann Channel with dry storage for boats up to 30 feet. Monthly and nightly rates, boat ramp access and a fish-cleaning station.',
    address: at('920 Mustang Island Hwy'),
    website: null,
    hours: daily('07:00', '19:00'),
    owner: null,
    attributes: ['waterfront'],
  },
  {
    name: 'Paddle Mustang Kayak Rentals',
    category: 'recreation',
    description:
      'Kayak and paddleboard rentals with free delivery to the bay flats and the nature preserve. Guided sunset paddles, clear-bottom kayaks and fishing kayaks for exploring the calm back-bay water.',
    address: at('225 S Alister St'),
    hours: daily('08:00', '18:00'),
    owner: 'owner2',
    attributes: ['waterfront', 'pet-friendly', 'kid-friendly'],
  },
  {
    name: 'Lighthouse Lakes Eco Tours',
    category: 'tourism',
    description:
      'Narrated boat tours through the bay and along the channel to watch bottlenose dolphins, pelicans and shorebirds. Ninety-minute tours depart four times a day from the harbor; binoculars provided.',
    address: at('140 W Cotter Ave'),
    hours: daily('09:00', '18:30'),
    owner: 'owner',
    attributes: ['waterfront', 'kid-friendly', 'wheelchair-accessible'],
  },
  {
    name: 'Gulfside Parasail & Jet Ski',
    category: 'sports-recreation',
    description:
      'Parasail flights over the Gulf and jet ski rentals by the hour. Single, tandem and triple flights with no experience needed; all water activities are led by licensed operators.',
    address: at('614 Beach St'),
    hours: daily('09:00', '19:00'),
    approved: false,
    owner: 'owner2',
  },
  {
    name: 'Island Cruiser Golf Cart Rentals',
    category: 'recreation',
    description:
      'Street-legal golf cart rentals by the day or week for getting around town and down to the beach. Four- and six-seat carts, free delivery to your rental and beach parking permits available.',
    address: at('1010 S 11th St'),
    hours: daily('08:00', '18:00'),
    owner: null,
  },

  // Restaurants and bars
  {
    name: 'The Salty Pelican Seafood House',
    category: 'restaurant',
    description:
      'A waterfront seafood restaurant serving Gulf shrimp, blackened red snapper and fried oysters on a deck overlooking the harbor. Bring your own catch and our kitchen will cook it your way.',
    address: at('212 W Cotter Ave'),
    hours: weekendLate('11:00', '21:00', '22:00'),
    featured: true,
    owner: 'owner',
    premium: { type: 'yearly' },
    attributes: ['waterfront', 'kid-friendly', 'wheelchair-accessible'],
  },
  {
    name: 'Shrimp Shack on Station',
    category: 'restaurant',
    description:
      'Counter-service seafood: peel-and-eat shrimp by the pound, fish tacos and gumbo. A casual family restaurant with picnic tables and a kids menu.',
    address: at('506 N Station St'),
    website: 'http://shrimpshack.example.com',
    hours: daily('11:00', '20:00', ['tuesday']),
    owner: null,
    attributes: ['pet-friendly', 'kid-friendly'],
  },
  {
    name: 'Dune Street Cafe',
    category: 'restaurant',
    description:
      'A breakfast and lunch cafe known for migas, biscuits and cold brew. Locally roasted coffee, fresh pastries and a shady patio. Closed Sundays and Mondays.',
    address: at('118 N Alister St'),
    hours: daily('07:00', '14:00', ['sunday', 'monday']),
    owner: 'owner2',
  },
  {
    name: 'Barnacle Bar & Grill',
    category: 'restaurant',
    description:
      'A late-night bar and grill with burgers, wings and fried shrimp, local drafts and live music on weekends. The kitchen serves food until midnight and the bar stays open until 2 a.m.',
    address: at('731 Beach St'),
    website: 'https://barnaclebar.example.com',
    hours: daily('16:00', '02:00'),
    owner: 'owner',
    attributes: ['pet-friendly'],
  },
  {
    name: 'Tarpon Street Taqueria',
    category: 'restaurant',
    description:
      'Breakfast tacos all day, Gulf fish tacos, street-style tacos and homemade salsas. A small family restaurant with a drive-up window and a walk-up patio.',
    address: at('305 Tarpon St'),
    website: null,
    hours: daily('06:30', '15:00'),
    owner: null,
    attributes: ['kid-friendly'],
  },
  {
    name: 'Island Slice Pizza Co.',
    category: 'restaurant',
    description:
      'Hand-tossed pizza, calzones and salads for dine-in, pickup or delivery anywhere on the island. A favorite restaurant for hungry fishing crews and beach families.',
    address: at('415 S Alister St'),
    // Stored without a scheme on purpose: cards must prefix https:// when linking to it (spec, directory card).
    website: 'www.islandslice.example.org',
    hours: weekendLate('11:00', '21:00', '23:00'),
    owner: 'owner2',
    attributes: ['kid-friendly', 'wheelchair-accessible'],
  },
  {
    name: 'Harbor Light Coffee Roasters',
    category: 'restaurant',
    description:
      'A small-batch coffee roaster and cafe by the harbor serving espresso, kolaches and breakfast sandwiches. Beans roasted on site every morning.',
    address: at('124 W Cotter Ave'),
    hours: daily('06:00', '13:00'),
    owner: 'owner',
    attributes: ['waterfront', 'pet-friendly'],
  },
  {
    name: 'Sandbar Smokehouse BBQ',
    category: 'restaurant',
    description:
      'Central Texas style barbecue on the coast: oak-smoked brisket, ribs and smoked Gulf shrimp. This restaurant serves until it sells out. Closed Mondays and Tuesdays.',
    address: at('1602 Mustang Island Hwy'),
    website: null,
    hours: daily('11:00', '20:00', ['monday', 'tuesday']),
    owner: null,
  },
  {
    name: 'Seabreeze Sushi & Poke',
    category: 'restaurant',
    description:
      'Fresh poke bowls, sushi rolls and seared Gulf tuna from a new restaurant near the beach. Seafood sourced from local boats whenever possible.',
    address: at('820 Beach St'),
    hours: daily('11:30', '21:00', ['monday']),
    approved: false,
    owner: 'owner',
  },

  // Lodging
  {
    name: 'Dunes Edge Inn',
    category: 'lodging',
    description:
      'A 28-room beachfront hotel a short walk over the dunes to the Gulf. Ocean-view rooms, a heated pool, free breakfast and a fish-cleaning table for guests who come for the fishing.',
    address: at('1200 Beach St'),
    website: 'https://dunesedgeinn.example.com',
    hours: allDay,
    featured: true,
    owner: 'owner2',
    attributes: ['waterfront', 'kid-friendly', 'wheelchair-accessible'],
  },
  {
    name: 'Pelican Point Cottages',
    category: 'lodging',
    description:
      'Eight brightly painted cottages with kitchens and screened porches, two blocks from the harbor. Pet-friendly lodging with boat-trailer parking.',
    address: at('608 W Avenue G'),
    hours: null,
    owner: null,
    attributes: ['pet-friendly'],
  },
  {
    name: 'Mustang Island Beach Condos',
    category: 'lodging',
    description:
      'Vacation rental condos with one to three bedrooms on Mustang Island, each with a balcony facing the Gulf. Pools, a boardwalk to the beach and weekly rates for longer stays.',
    address: at('6317 Mustang Island Hwy'),
    hours: weekdaysOnly('09:00', '17:00', ['10:00', '16:00']),
    owner: 'owner',
    premium: { type: 'monthly' },
    attributes: ['waterfront', 'kid-friendly'],
  },
  {
    name: 'Cotter Avenue Guest House',
    category: 'lodging',
    description:
      'A restored 1930s bed and breakfast with five guest rooms, a wraparound porch and a homemade breakfast each morning. Walk to the restaurants and the ferry landing.',
    address: at('402 E Cotter Ave'),
    email: null,
    hours: null,
    owner: 'owner2',
  },
  {
    name: 'Laguna Breeze RV Resort',
    category: 'lodging',
    description:
      'Full-hookup RV sites, a bathhouse, laundry and a bayside fishing pier. Nightly, weekly and winter-Texan monthly rates.',
    address: at('2401 Mustang Island Hwy'),
    hours: daily('08:00', '18:00'),
    owner: null,
    attributes: ['waterfront', 'pet-friendly'],
  },

  // Museums and history
  {
    name: 'Mustang Island Maritime History Museum',
    category: 'museums',
    description:
      'Exhibits on the island’s shipwrecks, the harbor pilots, the lighthouse keepers and a century of sport fishing. Hands-on displays for children and a research library. Closed Sundays and Mondays.',
    address: at('101 E Cotter Ave'),
    website: 'https://maritimemuseum.example.org',
    hours: daily('10:00', '17:00', ['sunday', 'monday']),
    featured: true,
    owner: 'owner',
    attributes: ['kid-friendly', 'wheelchair-accessible'],
  },
  {
    name: 'Coastal Bend Shell & Sea Life Museum',
    category: 'museums',
    description:
      'A small museum of Gulf Coast shells, fossils and sea life with touch tanks and a local artists’ gallery. Free admission; donations support marine science programs for schools.',
    address: at('330 N Alister St'),
    hours: daily('10:00', '16:00', ['monday']),
    owner: null,
  },
  {
    name: 'Island Heritage Center',
    category: 'museums',
    description:
      'Photographs, oral histories and artifacts from the families who built the town, from the early fishing village to the hurricanes that reshaped it. Walking history tours on Saturday mornings.',
    address: at('512 S Station St'),
    website: null,
    hours: weekdaysOnly('10:00', '16:00', ['09:00', '13:00']),
    owner: 'owner2',
  },

  // Retail
  {
    name: 'Redfish Bait & Tackle',
    category: 'retail',
    description:
      'Live shrimp, croakers, frozen bait, rods, reels and terminal tackle for bay and surf fishing. Fishing licenses sold here, plus up-to-date fishing reports.',
    address: at('700 W Cotter Ave'),
    hours: daily('05:00', '20:00'),
    owner: 'owner',
  },
  {
    name: 'Sea Glass Boutique',
    category: 'retail',
    description: 'A beach boutique with resort wear, sandals, jewelry made from Gulf sea glass and gifts from Texas makers.',
    address: at('221 N Alister St'),
    hours: daily('10:00', '18:00', ['wednesday']),
    owner: 'owner2',
  },
  {
    name: 'Sandcastle Kites & Beach Toys',
    category: 'retail',
    description:
      'Kites, boogie boards, sand toys, beach umbrellas and chairs for sale or rent. Kite-flying lessons on the beach on calm weekends.',
    address: at('815 Beach St'),
    hours: daily('09:00', '19:00'),
    owner: null,
  },
  {
    name: 'Island Threads Surf Shop',
    category: 'retail',
    description:
      'Surfboards, skimboards, wetsuits, rash guards and surf wax, with board rentals and a repair bench. Ask about the surf forecast at the counter.',
    address: at('309 Beach St'),
    website: 'https://islandthreads.example.com',
    hours: daily('09:00', '18:00'),
    owner: 'owner',
  },
  {
    name: 'Driftwood Gallery & Gifts',
    category: 'retail',
    description:
      'Original coastal paintings, driftwood furniture, pottery and hand-printed cards by island artists. Custom framing and shipping available.',
    address: at('137 N Station St'),
    hours: daily('10:00', '17:00', ['sunday', 'monday']),
    owner: 'owner2',
  },

  // Services
  {
    name: 'Harbor Mobile Boat Repair',
    category: 'services',
    description:
      'Mobile marine mechanics for outboards and inboards at your slip or driveway: diagnostics, tune-ups, trailer repair and winterizing. Factory-trained technicians.',
    address: at('1415 Mustang Island Hwy'),
    hours: weekdaysOnly('07:30', '17:00', ['08:00', '12:00']),
    owner: 'owner',
  },
  {
    name: 'Sandpiper Laundry & Linen',
    category: 'services',
    description:
      'Wash-and-fold laundry, a self-service laundromat and linen service for vacation rental owners, with same-day pickup and delivery.',
    address: at('410 S Alister St'),
    hours: daily('07:00', '21:00'),
    owner: null,
  },
  {
    name: 'Gulf Breeze Pest & Lawn',
    category: 'home-garden',
    description:
      'Pest control, termite inspections and lawn care for island homes and rental properties. Salt-tolerant landscaping and irrigation repair.',
    address: at('2020 Mustang Island Hwy'),
    website: null,
    hours: weekdaysOnly('08:00', '17:00'),
    owner: 'owner2',
  },
  {
    name: 'Mustang Island Computer Help',
    category: 'technology',
    description:
      'Computer and phone repair, Wi-Fi setup for vacation rentals and small-business IT support. House calls anywhere in town.',
    address: at('129 S Station St'),
    hours: weekdaysOnly('09:00', '17:00', ['10:00', '14:00']),
    owner: 'owner',
    approved: false,
  },

  // Healthcare
  {
    name: 'Island Family Clinic',
    category: 'healthcare',
    description:
      'Primary care and walk-in urgent care for residents and visitors: minor injuries, stings, sunburn and fishing-hook removal. Most insurance accepted.',
    address: at('315 W Avenue A'),
    website: 'https://islandfamilyclinic.example.com',
    hours: weekdaysOnly('08:00', '18:00', ['09:00', '14:00']),
    owner: 'owner',
  },
  {
    name: 'Beachside Pharmacy',
    category: 'healthcare',
    description:
      'A hometown pharmacy filling prescriptions, with vaccinations, sunscreen, first aid and seasickness remedies. Prescription transfers from any chain.',
    address: at('500 S Alister St'),
    hours: weekdaysOnly('09:00', '18:00', ['09:00', '13:00']),
    owner: null,
  },
  {
    name: 'Salt Air Massage & Wellness',
    category: 'beauty-wellness',
    description:
      'Licensed massage therapy, reflexology and yoga classes in a quiet studio near the beach. Couples massage and in-rental appointments available.',
    address: at('911 Beach St'),
    hours: daily('10:00', '19:00', ['tuesday']),
    owner: 'owner2',
  },
  {
    name: 'Mustang Smiles Dental',
    category: 'healthcare',
    description: 'General and family dentistry, cleanings and emergency dental care for island residents and visitors.',
    address: at('233 W Avenue G'),
    hours: weekdaysOnly('08:00', '17:00'),
    owner: null,
  },

  // Real estate
  {
    name: 'Dune Realty Group',
    category: 'real-estate',
    description:
      'Buying or selling on the island? Our agents list beach homes, condos and lots across Mustang Island and offer free market analyses.',
    address: at('610 S Alister St'),
    website: 'https://dunerealty.example.com',
    hours: weekdaysOnly('09:00', '17:00', ['10:00', '15:00']),
    owner: 'owner',
  },
  {
    name: 'Island Vacation Property Management',
    category: 'real-estate',
    description:
      'Full-service vacation rental management: listing, guest booking, cleaning and maintenance for homeowners. Also long-term rentals for island workers.',
    address: at('145 N Station St'),
    hours: weekdaysOnly('08:30', '17:30', ['09:00', '14:00']),
    owner: 'owner2',
  },
  {
    name: 'Coastal Keys Realty',
    category: 'real-estate',
    description: 'A boutique real estate office focused on bayfront homes with boat docks and canal lots.',
    address: at('1300 Mustang Island Hwy'),
    hours: null,
    approved: false,
    owner: 'owner2',
  },

  // Entertainment
  {
    name: 'Buccaneer Bay Mini Golf',
    category: 'entertainment',
    description:
      'Eighteen holes of pirate-themed mini golf with waterfalls and a shipwreck, plus an arcade and shaved ice stand. Open late on weekends.',
    address: at('1001 S 11th St'),
    hours: weekendLate('10:00', '21:00', '23:00'),
    featured: true,
    owner: 'owner2',
    attributes: ['kid-friendly', 'wheelchair-accessible'],
  },
  {
    name: 'Moonlight Music Hall',
    category: 'entertainment',
    description:
      'Live country, rock and Tejano bands on an open-air stage with a dance floor and bar. Weekend shows start at 8 p.m.; see the calendar for cover charges.',
    address: at('720 Beach St'),
    website: 'https://moonlightmusichall.example.com',
    hours: weekendLate('17:00', '23:00', '02:00', ['monday', 'tuesday']),
    owner: 'owner',
  },
  {
    name: 'Island Escape Rooms',
    category: 'entertainment',
    description:
      'Three escape rooms, including a sunken-treasure adventure, for groups of two to eight. A good rainy-day plan for families.',
    address: at('250 N Alister St'),
    website: null,
    hours: weekendLate('12:00', '20:00', '22:00', ['monday']),
    owner: null,
  },
  {
    name: 'Starfish Cinema & Arcade',
    category: 'entertainment',
    description:
      'A two-screen movie theater with first-run films, classic matinees and a retro arcade. Popcorn made with real butter.',
    address: at('420 W Avenue G'),
    hours: daily('12:00', '23:00'),
    owner: null,
    attributes: ['kid-friendly', 'wheelchair-accessible'],
  },
];
