/**
 * Which demo business gets which photos: a cover for most listings (a few keep the category
 * illustration, as a new listing would) and a gallery for every premium one (db/seed/businesses.ts);
 * Reel Tide's is full (10), the page the Lighthouse figures in docs/listing-profile.md are taken on.
 * Each entry is [subject, light, accent colour]; no two photos are the same picture.
 */
import type { LightName, Scene, SubjectName } from './scenes';

type Shot = [SubjectName, LightName, string];

const coral = '#e4572e';
const teal = '#2b7a78';
const gold = '#f2a541';
const blue = '#3a86ff';
const navy = '#1d4e89';
const rose = '#d1495b';

const plan: Record<string, { cover: Shot; gallery?: Shot[] }> = {
  'Reel Tide Fishing Charters': {
    cover: ['charter', 'morning', '#ffffff'],
    gallery: [
      ['charter', 'sunset', coral],
      ['marina', 'morning', teal],
      ['lighthouse', 'midday', ''],
      ['seafood', 'midday', rose],
      ['kayaks', 'dusk', gold],
      ['beach', 'morning', coral],
      ['parasail', 'sunset', teal],
      ['shells', 'midday', navy],
      ['deck', 'morning', gold],
      ['marina', 'dusk', rose],
    ],
  },
  'Blue Horizon Deep Sea Fishing': {
    cover: ['charter', 'midday', navy],
    gallery: [
      ['charter', 'dusk', '#ffffff'],
      ['lighthouse', 'sunset', ''],
      ['marina', 'midday', navy],
      ['parasail', 'morning', gold],
      ['beach', 'sunset', blue],
    ],
  },
  'Jetty Jack Bay Charters': { cover: ['charter', 'sunset', teal] },
  'Mustang Island Marina': {
    cover: ['marina', 'sunset', coral],
    gallery: [
      ['marina', 'dusk', '#ffffff'],
      ['charter', 'morning', teal],
      ['lighthouse', 'morning', ''],
      ['deck', 'midday', navy],
      ['kayaks', 'midday', coral],
    ],
  },
  'Paddle Mustang Kayak Rentals': { cover: ['kayaks', 'morning', coral] },
  'Lighthouse Lakes Eco Tours': { cover: ['lighthouse', 'dusk', ''] },
  'Gulfside Parasail & Jet Ski': { cover: ['parasail', 'midday', coral] },
  'Island Cruiser Golf Cart Rentals': { cover: ['cart', 'midday', teal] },
  'The Salty Pelican Seafood House': {
    cover: ['deck', 'sunset', teal],
    gallery: [
      ['seafood', 'midday', coral],
      ['deck', 'dusk', coral],
      ['tacos', 'midday', rose],
      ['coffee', 'midday', teal],
      ['marina', 'sunset', teal],
      ['beach', 'midday', gold],
    ],
  },
  'Shrimp Shack on Station': { cover: ['seafood', 'midday', gold] },
  'Dune Street Cafe': { cover: ['coffee', 'midday', coral] },
  'Barnacle Bar & Grill': { cover: ['deck', 'dusk', gold] },
  'Tarpon Street Taqueria': { cover: ['tacos', 'midday', coral] },
  'Island Slice Pizza Co.': { cover: ['pizza', 'midday', ''] },
  'Harbor Light Coffee Roasters': { cover: ['coffee', 'morning', navy] },
  'Sandbar Smokehouse BBQ': { cover: ['deck', 'midday', rose] },
  'Seabreeze Sushi & Poke': { cover: ['seafood', 'morning', teal] },
  'Dunes Edge Inn': { cover: ['cottage', 'morning', teal] },
  'Pelican Point Cottages': { cover: ['cottage', 'sunset', coral] },
  'Mustang Island Beach Condos': {
    cover: ['condo', 'midday', blue],
    gallery: [
      ['condo', 'sunset', coral],
      ['beach', 'dusk', teal],
      ['kites', 'midday', coral],
      ['shells', 'midday', gold],
      ['cart', 'morning', blue],
    ],
  },
  'Cotter Avenue Guest House': { cover: ['cottage', 'midday', rose] },
  'Laguna Breeze RV Resort': { cover: ['rv', 'morning', teal] },
  'Mustang Island Maritime History Museum': { cover: ['museum', 'midday', navy] },
  'Coastal Bend Shell & Sea Life Museum': { cover: ['shells', 'midday', coral] },
  'Island Heritage Center': { cover: ['museum', 'sunset', teal] },
  'Redfish Bait & Tackle': { cover: ['charter', 'dusk', gold] },
  'Sea Glass Boutique': { cover: ['shop', 'midday', teal] },
  'Sandcastle Kites & Beach Toys': { cover: ['kites', 'morning', coral] },
  'Island Threads Surf Shop': { cover: ['shop', 'morning', blue] },
  'Driftwood Gallery & Gifts': { cover: ['shop', 'sunset', gold] },
  'Harbor Mobile Boat Repair': { cover: ['marina', 'midday', gold] },
  'Island Family Clinic': { cover: ['clinic', 'morning', ''] },
  'Beachside Pharmacy': { cover: ['clinic', 'midday', ''] },
  'Salt Air Massage & Wellness': { cover: ['beach', 'morning', teal] },
  'Dune Realty Group': { cover: ['condo', 'morning', teal] },
  'Island Vacation Property Management': { cover: ['cottage', 'dusk', gold] },
  'Buccaneer Bay Mini Golf': { cover: ['kites', 'sunset', rose] },
  'Starfish Cinema & Arcade': { cover: ['shop', 'dusk', rose] },
};

/** Every business the plan names (a test checks each still exists among the demo businesses). */
export const plannedBusinessNames = (): string[] => Object.keys(plan);

const scene = ([subject, light, accent]: Shot): Scene => ({ subject, light, accent });

/** The cover and gallery scenes of a demo business, or undefined when it has no photos. */
export function demoPhotoPlan(name: string): { cover: Scene; gallery: Scene[] } | undefined {
  const entry = plan[name];
  return entry && { cover: scene(entry.cover), gallery: (entry.gallery ?? []).map(scene) };
}
