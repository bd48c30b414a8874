/** Site-wide JSON-LD: the publisher, the site search, breadcrumbs, lists and news articles. */
import { formattedMailingAddress, site } from '#src/config/site.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';

const organizationId = () => absoluteUrl('/#organization');

export function organizationJsonLd(): Record<string, unknown> {
  const a = site.mailingAddress;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.company,
    alternateName: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    email: site.email,
    ...(site.phone ? { telephone: site.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    sameAs: Object.values(site.social),
    description: `${site.name} is operated by ${site.company} (${formattedMailingAddress()}), a private company not affiliated with any government body.`,
  };
}

export function websiteJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': organizationId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A list of links. `numberOfItems` is the items given unless the page says otherwise: a paged list
 * passes its total (or null when it does not count them) and the position of its first item.
 */
export function itemListJsonLd(
  name: string,
  items: readonly { name: string; path: string }[],
  { numberOfItems = items.length, firstPosition = 1 }: { numberOfItems?: number | null; firstPosition?: number } = {},
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    ...(numberOfItems === null ? {} : { numberOfItems }),
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

export function articleJsonLd(article: {
  title: string;
  description: string;
  path: string;
  image: string;
  author: string;
  published: Date;
  modified: Date;
  category: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    image: [absoluteUrl(article.image)],
    datePublished: article.published.toISOString(),
    dateModified: article.modified.toISOString(),
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: site.company,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  };
}
