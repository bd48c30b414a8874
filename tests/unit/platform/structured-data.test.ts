/**
 * JSON-LD of the business, event, article and home pages, through the one structured-data module, against
 * what the three former modules produced for the same inputs (tests/fixtures/structured-data/expected.json), but
 * for an event's place, since split into the venue (name) and its street.
 * Object key order is not compared: it means nothing in JSON-LD.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import expected from '../../fixtures/structured-data/expected.json';
import * as f from '../../fixtures/structured-data/inputs';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  eventJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from '#src/platform/server/structured-data/index.ts';

const savedSiteUrl = process.env.SITE_URL;
beforeAll(() => {
  process.env.SITE_URL = f.SITE_URL;
});
afterAll(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
});

describe('structured data (one module)', () => {
  it('business page: LocalBusiness with photos, hours, special hours, geo, ratings and reviews, and its breadcrumbs', () => {
    expect(businessJsonLd(f.business, f.profile, { rating: f.rating, reviews: f.reviews })).toEqual(expected.business);
  });

  it('business page without photos, hours, point or approved reviews: no rating, no geo, the default image', () => {
    const none = { rating: { average: null, count: 0 }, reviews: [] };
    expect(businessJsonLd(f.plainBusiness, undefined, none)).toEqual(expected.plainBusiness);
  });

  it('event page: scheduled with tickets and a point; cancelled without offers', () => {
    expect(eventJsonLd(f.event, f.eventNow)).toEqual(expected.event);
    expect(eventJsonLd(f.cancelledEvent, f.eventNow)).toEqual(expected.cancelledEvent);
  });

  it('article page: NewsArticle and breadcrumbs', () => {
    expect([articleJsonLd(f.article), breadcrumbJsonLd(f.articleCrumbs)]).toEqual(expected.article);
  });

  it('home page: WebSite with its search action and the publishing Organization', () => {
    expect([websiteJsonLd(), organizationJsonLd()]).toEqual(expected.home);
  });

  it('item lists count their items unless a paged list gives its total and first position', () => {
    expect(itemListJsonLd('Plan your visit', f.listItems)).toEqual(expected.itemList);
    const paged = itemListJsonLd('Events', f.listItems, { numberOfItems: null, firstPosition: 13 });
    expect(paged).not.toHaveProperty('numberOfItems');
    expect((paged.itemListElement as { position: number }[]).map((i) => i.position)).toEqual([13, 14]);
  });
});
