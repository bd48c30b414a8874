/**
 * Demo events, dated relative to the moment of seeding so the site always has upcoming,
 * ongoing and past ones. Times are local wall-clock times in the site's zone.
 */
import type { DemoOwner } from './businesses';

export interface DemoEvent {
  title: string;
  category: string;
  description: string;
  location: string;
  /** Local calendar day relative to today and local 'HH:MM' start. */
  start: { day: number; time: string };
  end: { day: number; time: string };
  ticketUrl?: string;
  featured?: boolean;
  approved?: boolean;
  owner?: DemoOwner;
  /**
   * A series: weekly on the start's weekday N times; monthly on the first Saturday N times
   * (the start moves to the next first Saturday, `start.day`/`end.day` then only give the length); or
   * more dates, as days after the start.
   */
  repeats?: { weekly: number } | { firstSaturdayMonthly: number } | { daysAfter: number[] };
}

export const demoEvents: readonly DemoEvent[] = [
  {
    title: 'Mustang Island Fishing Tournament',
    category: 'Sports',
    description:
      'Three days of bay and offshore fishing divisions with weigh-ins each afternoon at the harbor, a junior anglers division and an awards fish fry on Sunday.',
    location: 'Port Aransas Harbor, W Cotter Ave',
    start: { day: 18, time: '06:00' },
    end: { day: 20, time: '18:00' },
    ticketUrl: 'https://tickets.example.com/mustang-island-fishing-tournament',
    featured: true,
    owner: 'owner',
  },
  {
    title: 'Island Sandcastle Festival',
    category: 'Festival',
    description:
      'Master sand sculptors build giant sculptures on the beach over three days, with amateur contests, kids sand-building lessons, food trucks and live music.',
    location: 'Beach access road 1, Port Aransas beach',
    start: { day: 32, time: '09:00' },
    end: { day: 34, time: '17:00' },
    featured: true,
  },
  {
    title: 'Harbor Farmers & Artisans Market',
    category: 'Market',
    description:
      'Local produce, Gulf shrimp off the boat, baked goods, honey and handmade crafts from island artisans. Leashed dogs welcome.',
    location: 'Community Park, 700 W Avenue A',
    start: { day: 3, time: '08:00' },
    end: { day: 3, time: '12:00' },
    repeats: { weekly: 16 },
  },
  {
    title: 'First Saturday Art Night',
    category: 'Cultural',
    description:
      'On the first Saturday of every month the island galleries stay open into the evening with new work, artist talks, live music on Station Street and free refreshments.',
    location: 'Galleries along N Alister St and N Station St',
    start: { day: 0, time: '17:00' },
    end: { day: 0, time: '20:00' },
    repeats: { firstSaturdayMonthly: 8 },
  },
  {
    title: 'Sea Turtle Talk at Sunset',
    category: 'Community',
    description:
      'A marine biologist explains how Kemp’s ridley sea turtles nest on our beaches and what to do if you find one, followed by a sunset walk on the boardwalk. Free, all ages.',
    location: 'Nature preserve pavilion, Port Aransas',
    start: { day: 5, time: '18:30' },
    end: { day: 5, time: '19:30' },
    repeats: { daysAfter: [14, 35, 56] },
  },
  {
    title: 'Beach Cleanup Day',
    category: 'Community',
    description:
      'Join neighbors and visitors to clear litter from the beach and dunes. Gloves, bags and water are provided; meet at the pavilion for check-in.',
    location: 'Beach pavilion, end of Beach St',
    start: { day: 6, time: '08:00' },
    end: { day: 6, time: '11:00' },
    featured: true,
  },
  {
    title: 'Gulf Shrimp Boil & Seafood Cook-off',
    category: 'Food',
    description:
      'Teams compete for the best shrimp boil, gumbo and fish tacos while guests sample everything. Tickets include tasting cups and a drink.',
    location: 'Roberts Point Park pavilion, Port Aransas',
    start: { day: 12, time: '11:00' },
    end: { day: 12, time: '16:00' },
    ticketUrl: 'https://tickets.example.com/shrimp-boil',
    featured: true,
  },
  {
    title: 'Live Music on the Harbor',
    category: 'Entertainment',
    description: 'A free evening concert by local bands on the harbor lawn. Bring a chair; food vendors on site.',
    location: 'Harbor lawn, W Cotter Ave',
    start: { day: 2, time: '19:00' },
    end: { day: 2, time: '22:00' },
  },
  {
    title: 'Shipwrecks of the Texas Coast: An Evening Talk',
    category: 'Cultural',
    description:
      'A maritime historian tells the stories of ships lost off Mustang Island, with artifacts from the museum’s collection. Free; seating is limited.',
    location: 'Mustang Island Maritime History Museum, 101 E Cotter Ave',
    start: { day: 9, time: '18:30' },
    end: { day: 9, time: '20:00' },
  },
  {
    title: 'Harbor Lights Boat Parade',
    category: 'Holiday',
    description:
      'Decorated boats parade through the harbor after dark, followed by caroling and cocoa on the waterfront. Boat registration is free.',
    location: 'Port Aransas Harbor',
    start: { day: 45, time: '18:00' },
    end: { day: 45, time: '20:30' },
  },
  {
    title: 'Kite Flying Day',
    category: 'Other',
    description: 'Bring a kite or borrow one: a relaxed afternoon of kites, bubbles and games on the beach for all ages.',
    location: 'Beach access road 1A, Port Aransas beach',
    start: { day: 15, time: '13:00' },
    end: { day: 15, time: '17:00' },
  },
  {
    title: 'Island Art Walk Weekend',
    category: 'Cultural',
    description:
      'Galleries and shops stay open late with artist demonstrations, live music and refreshments along Alister and Station Streets.',
    location: 'Galleries along N Alister St and N Station St',
    start: { day: -1, time: '10:00' },
    end: { day: 1, time: '20:00' },
  },
  {
    title: 'Spring Birding Walk',
    category: 'Community',
    description:
      'A guided walk along the boardwalks of the nature preserve to spot migrating warblers, herons and roseate spoonbills. Binoculars available to borrow.',
    location: 'Nature preserve boardwalk, Port Aransas',
    start: { day: -10, time: '07:30' },
    end: { day: -10, time: '10:00' },
  },
  {
    title: 'Island Chili Cook-off',
    category: 'Food',
    description: 'Local teams served their best chili and cornbread; proceeds went to the volunteer fire department.',
    location: 'Civic Center grounds, Port Aransas',
    start: { day: -30, time: '11:00' },
    end: { day: -30, time: '15:00' },
  },
  {
    title: 'Kayak Fishing Classic',
    category: 'Sports',
    description:
      'A three-day catch-photo-release kayak fishing tournament on the back-bay flats, with redfish, trout and flounder categories.',
    location: 'Paddle Mustang launch, 225 S Alister St',
    start: { day: -21, time: '06:00' },
    end: { day: -19, time: '15:00' },
    owner: 'owner2',
  },
  {
    title: 'Sunset Yoga on the Beach',
    category: 'Community',
    description: 'An all-levels yoga class on the sand at sunset, taught by a licensed instructor. Bring a mat or towel.',
    location: 'Beach near 911 Beach St',
    start: { day: 8, time: '18:30' },
    end: { day: 8, time: '19:30' },
    approved: false,
    owner: 'owner2',
  },
  {
    title: 'Open Mic Night',
    category: 'Entertainment',
    description: 'Singers, songwriters and comedians get ten minutes each on the stage. Sign-up starts at 6:30 p.m.',
    location: 'Moonlight Music Hall, 720 Beach St',
    start: { day: 5, time: '19:00' },
    end: { day: 5, time: '22:30' },
    approved: false,
    owner: 'owner',
  },
];
