import { site } from '../../src/config/site';
import type { GuideCard } from './types';

export const attractions = {
  title: 'Things to Do',
  description: `Beaches, state parks, birding, fishing piers and family attractions in ${site.city}, Texas, plus local entertainment businesses.`,
  intro: `From sunrise on the jetties to sunset over the bay, ${site.city} is packed with things to see and do.`,
  cards: [
    {
      title: 'Gulf Beaches',
      text: 'Miles of wide, drivable sand beaches along Mustang Island. Swim, surf, build sandcastles or hunt for shells.',
      icon: 'sun',
    },
    {
      title: 'Mustang Island State Park',
      text: 'Five miles of undeveloped beach, dunes and a paddling trail through the bay side of the island.',
      icon: 'tree',
    },
    {
      title: 'Birding Center & Nature Preserve',
      text: 'Boardwalks over the marsh with year-round views of herons, spoonbills and migrating shorebirds.',
      icon: 'bird',
    },
    {
      title: 'Fishing Piers & Jetties',
      text: 'Cast from the lighted pier or the granite jetties at the mouth of the ship channel, day or night.',
      icon: 'fish',
    },
    {
      title: 'Dolphin Watching',
      text: 'Bottlenose dolphins swim the ship channel daily. Watch from the ferry, the park or a harbor tour boat.',
      icon: 'wave',
    },
    {
      title: 'Marine Science Visitor Center',
      text: 'Aquariums and exhibits about the Gulf and its bays, run by the marine research institute in town.',
      icon: 'flask',
    },
  ] satisfies GuideCard[],
};
