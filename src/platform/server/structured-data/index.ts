/**
 * The one place that builds schema.org JSON-LD for every page; pages import from here only. Site-wide
 * pieces (publisher, site search, breadcrumbs, lists, articles) are in ./site, business and event pages
 * in ./listings. URLs are absolute, from SITE_URL.
 */
export { businessJsonLd, eventJsonLd } from './listings.ts';
export { articleJsonLd, breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, websiteJsonLd, type Crumb } from './site.ts';
