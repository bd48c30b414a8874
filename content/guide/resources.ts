import { site } from '../../src/config/site';
import type { ContactGroup, GuideCard } from './types';

/** Phone numbers in the 555-01xx range are placeholders until the city confirms its directory listing. */
export const resources = {
  title: 'Local Resources',
  description: `Emergency numbers, city services, community organizations and utility contacts for ${site.city} residents, plus municipal office hours.`,
  intro: `Essential contacts and services for people who live and work in ${site.city}.`,
  emergency: {
    title: 'Emergency Services',
    number: '911',
    text: 'For any emergency — fire, medical, police or water rescue — call 911 immediately.',
  },
  municipalHours: 'Mon-Fri 8:00 AM - 5:00 PM',
  groups: [
    {
      title: 'City Services',
      icon: 'building',
      entries: [
        { name: 'City Hall', phone: '(361) 555-0100', detail: 'General information, permits and billing' },
        { name: 'Police Department (non-emergency)', phone: '(361) 555-0110' },
        { name: 'Fire Department (non-emergency)', phone: '(361) 555-0111' },
        { name: 'Public Works', phone: '(361) 555-0120', detail: 'Streets, drainage and beach maintenance' },
        { name: 'Public Library', phone: '(361) 555-0130' },
      ],
    },
    {
      title: 'Community Services',
      icon: 'users',
      entries: [
        { name: 'Chamber of Commerce & Visitor Center', phone: '(361) 555-0140' },
        { name: 'Community Center & Senior Programs', phone: '(361) 555-0141' },
        { name: 'Food Pantry', phone: '(361) 555-0142' },
        { name: 'Independent School District', phone: '(361) 555-0150' },
        { name: 'Medical Clinic', phone: '(361) 555-0160', detail: 'Nearest hospitals are in Corpus Christi' },
      ],
    },
    {
      title: 'Utility Services',
      icon: 'bolt',
      entries: [
        { name: 'Water & Wastewater', phone: '(361) 555-0170' },
        { name: 'Electric (outages)', phone: '(361) 555-0171' },
        { name: 'Trash & Recycling', phone: '(361) 555-0172' },
        { name: 'Natural Gas', phone: '(361) 555-0173' },
      ],
    },
  ] satisfies ContactGroup[],
  more: [
    {
      title: 'Beach Conditions',
      text: 'Current weather, tides and conditions before you head to the beach.',
      icon: 'sun',
      href: '/visitors',
      linkText: 'Check conditions',
    },
    {
      title: 'Community News',
      text: 'Local news, announcements and stories from around the island.',
      icon: 'news',
      href: '/blog',
      linkText: 'Read the news',
    },
    {
      title: 'Local Businesses',
      text: 'Find restaurants, services, shops and contractors in the directory.',
      icon: 'store',
      href: '/business-directory',
      linkText: 'Browse the directory',
    },
    {
      title: 'Events Calendar',
      text: 'Meetings, markets, festivals and community gatherings.',
      icon: 'calendar',
      href: '/events',
      linkText: 'See events',
    },
    {
      title: 'Hurricane Preparedness',
      text: 'Evacuation routes, supply checklists and how to stay informed.',
      icon: 'alert',
      href: '/blog/hurricane-season-checklist',
      linkText: 'Read the checklist',
    },
    {
      title: 'Getting Around',
      text: 'The ferry, the causeway, parking and golf carts on public roads.',
      icon: 'map',
      href: '/getting-here',
      linkText: 'Travel information',
    },
  ] satisfies GuideCard[],
};
