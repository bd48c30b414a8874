import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const gettingHere = {
  title: 'Getting Here',
  description: `How to get to ${site.city}, Texas by car, air or boat: the free ferry, the causeway, nearby airports, driving distances and travel tips.`,
  intro: `${site.city} sits on the north end of Mustang Island. You can drive in over the causeway, ride the free ferry, fly into Corpus Christi or arrive by boat.`,
  ways: [
    {
      title: 'By Car',
      icon: 'car',
      text: 'Two routes lead onto the island.',
      items: [
        'From the north: take State Highway 361 through Aransas Pass to the free ferry across the ship channel. Ferries run 24 hours a day.',
        'From the south: cross the JFK Causeway from Corpus Christi onto North Padre Island and drive north on Highway 361 along Mustang Island.',
      ],
    },
    {
      title: 'By Air',
      icon: 'plane',
      text: 'Fly into the region and drive the last hour.',
      items: [
        'Corpus Christi International Airport (CRP) is the nearest commercial airport, about 40 miles away, with rental cars.',
        'San Antonio International (SAT) and Houston airports offer more flights, three to four hours away by car.',
        'Private pilots can use the general aviation airport on the island.',
      ],
    },
    {
      title: 'By Boat',
      icon: 'boat',
      text: 'The island sits where the Gulf Intracoastal Waterway meets the Corpus Christi Ship Channel.',
      items: [
        'The municipal marina offers transient slips with fuel, water and power; call ahead in summer.',
        'Watch for large ship traffic in the channel and monitor VHF channel 16.',
      ],
    },
  ] satisfies GuideCard[],
  /** Road miles and typical drive times to the island by the usual route (ferry or causeway). */
  distances: [
    { city: 'Corpus Christi', miles: 32, time: '40 minutes' },
    { city: 'San Antonio', miles: 180, time: '2 hours 50 minutes' },
    { city: 'Austin', miles: 225, time: '3 hours 30 minutes' },
    { city: 'Houston', miles: 235, time: '3 hours 45 minutes' },
    { city: 'Brownsville', miles: 185, time: '3 hours' },
    { city: 'Dallas', miles: 410, time: '6 hours 15 minutes' },
  ],
  gettingAround: [
    {
      title: 'Golf Carts',
      text: 'Street-legal golf carts are a favorite way to get around town. Rentals are available; follow local rules for registration and where carts may drive.',
      icon: 'car',
    },
    {
      title: 'Beach Driving & Parking',
      text: 'Many beaches allow driving and parking on the sand with a beach parking permit, sold at local stores and city offices.',
      icon: 'sun',
    },
    {
      title: 'Walking & Biking',
      text: 'The town is compact and flat. Many restaurants and shops are a short walk or bike ride from the harbor.',
      icon: 'bike',
    },
  ] satisfies GuideCard[],
  travelTips: [
    'Check ferry wait times before you leave the mainland; summer weekends are busiest.',
    'Bring sunscreen, a hat and water — the coastal sun is strong even on cloudy days.',
    'Book lodging early for summer, spring break and tournament weekends.',
    'Watch for rip current warnings and swim near lifeguard stands when they are staffed.',
    'Hurricane season runs June 1 to November 30; keep an eye on the forecast.',
  ],
};
