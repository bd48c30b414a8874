/**
 * Shape of the visitor-guide texts in content/guide/**.yaml (the `guide` content collection). Editors change
 * the words there; a file that does not fit its page's shape fails the build with the field's path. Each file
 * names the page it fills in `page:`. Texts may name the site's identity through the placeholders of
 * src/features/content/server/placeholders.ts ({city}, {siteName}, {noaaStation} …), filled when the page is rendered.
 */
import { z } from 'zod';
import { placeholderValues } from './placeholders.ts';
import { fictionalNumberProblem } from './phone-numbers.ts';

const PLACEHOLDERS = Object.keys(placeholderValues());

const unknownPlaceholder = (value: string) =>
  [...value.matchAll(/\{(\w+)\}/g)].find(([, name]) => !PLACEHOLDERS.includes(name!))?.[0];

const knownPlaceholders = (value: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholder(value);
  if (unknown)
    ctx.addIssue({
      code: 'custom',
      message: `${unknown} is not a placeholder: use one of ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    });
};
// Zod 4's own message for a missing field names types ("expected string, received undefined"); editors read this one.
const missing = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : undefined) };
const text = z.string(missing).min(1).superRefine(knownPlaceholders);
const link = z
  .string(missing)
  .regex(/^(\/|https:\/\/)/, 'must start with / (a page here) or https://')
  .superRefine(knownPlaceholders);

/** A link to someone else's page, its words saying whose page it is ("Ferry information (TxDOT)"). */
const outLink = z.object({ href: link, text }).strict();

/** `icon` names one of the inline SVG icons in src/ui/media/Icon.astro. */
const card = z
  .object({
    title: text,
    text,
    icon: text.optional(),
    href: link.optional(),
    linkText: text.optional(),
    items: z.array(text).optional(),
    links: z.array(outLink).optional(),
  })
  .strict();
/**
 * A place to visit: when it is open, what it costs, how to get there, and `place`, the destination handed to the
 * visitor's maps app (a name with its town or ZIP code, which the maps app finds).
 */
const attraction = card.extend({ hours: text, fee: text, directions: text, place: text });
const cards = z.array(card);
/** Cards that lead somewhere, each with its link's words. */
const linkCards = z.array(card.required({ href: true, linkText: true }));
const titledList = z.object({ title: text, items: z.array(text) }).strict();

/** 'YYYY-MM-DD', a real day. */
const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/**
 * A contact on Local Resources. A phone number is published only with where it was read (`source`, the agency's
 * own page) and the day someone checked it there (`verifiedAt`); a number from the fictional 555 range is refused.
 * Without a checked number, the entry links to the agency's official page instead.
 */
const contactEntry = z
  .object({
    name: text,
    detail: text.optional(),
    href: link.optional(),
    linkText: text.optional(),
    phone: text.optional(),
    source: link.optional(),
    verifiedAt: isoDate.optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (!entry.phone) return;
    const fictional = fictionalNumberProblem(entry.phone);
    if (fictional) ctx.addIssue({ code: 'custom', path: ['phone'], message: fictional });
    for (const key of ['source', 'verifiedAt'] as const)
      if (!entry[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'Required with a phone number (where and when it was checked)' });
  });

const contactGroup = z
  .object({
    title: text,
    icon: text,
    entries: z.array(contactEntry),
  })
  .strict();

const page = <P extends string>(path: P) => z.object({ page: z.literal(path), title: text, description: text });

const listingTexts = { emptyTitle: text, emptyText: text };
const activityTexts = {
  heroText: text,
  businessesTitle: text,
  viewAll: text,
  emptyTitle: text,
  emptyText: text,
  emptyLink: text,
  closingTitle: text,
  closingPrimary: text,
};
const activity = <P extends string>(path: P) =>
  page(path)
    .extend({
      ...activityTexts,
      intro: titledList,
      featureCard: titledList,
      viewAllHref: link,
      closingText: text,
    })
    .strict();

export const guideSchema = z.discriminatedUnion('page', [
  page('/')
    .extend({
      hero: z
        .object({
          title: text,
          text,
          highlights: z.array(text),
          buttons: z.array(z.object({ label: text, href: link, primary: z.boolean().optional() }).strict()),
        })
        .strict(),
      audiences: linkCards,
      adventures: linkCards,
      localResources: cards,
    })
    .strict(),
  page('/visitors')
    .extend({
      intro: text,
      quickFacts: z.array(z.object({ label: text, value: text }).strict()),
      planYourVisit: linkCards,
      tidesUrl: link,
    })
    .strict(),
  page('/resources')
    .extend({
      intro: text,
      // The one number that needs no source: the universal emergency number.
      emergency: z.object({ title: text, number: z.literal('911'), text }).strict(),
      municipalHours: text,
      groups: z.array(contactGroup),
      more: linkCards,
    })
    .strict(),
  page('/getting-here')
    .extend({
      intro: text,
      ways: cards,
      distances: z.array(z.object({ city: text, miles: z.number().positive(), time: text }).strict()),
      gettingAround: cards,
      travelTips: z.array(text),
    })
    .strict(),
  page('/attractions')
    .extend({ intro: text, cards: z.array(attraction) })
    .strict(),
  page('/dining')
    .extend({ intro: text, themes: cards, ...listingTexts })
    .strict(),
  page('/lodging')
    .extend({ intro: text, types: cards, ...listingTexts })
    .strict(),
  page('/activities/fishing')
    .extend({ ...activityTexts, intro: z.object({ title: text, text }).strict(), species: cards, seasons: cards })
    .strict(),
  activity('/activities/dining'),
  activity('/activities/recreation'),
]);

export type GuidePage = z.infer<typeof guideSchema>;
export type GuidePath = GuidePage['page'];
export type GuideCard = z.infer<typeof card>;
export type AttractionCard = z.infer<typeof attraction>;
export type ContactEntry = z.infer<typeof contactEntry>;
