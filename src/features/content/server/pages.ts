/**
 * Static page texts from the `pages` collection (content/pages/*.md). The markdown names the
 * company by placeholder — {siteName}, {company}, {city}, {email}, {phone}, {address} — and they are
 * filled from src/config/site.ts here, so the identity lives in one place.
 */
import { getEntry } from 'astro:content';
import { marked } from 'marked';
import { fillPlaceholders } from './placeholders.ts';

export interface RenderedPage {
  title: string;
  description: string;
  updated: Date | undefined;
  html: string;
}

export async function renderPage(id: string): Promise<RenderedPage> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.md is missing`);
  return {
    title: fillPlaceholders(entry.data.title),
    description: fillPlaceholders(entry.data.description),
    updated: entry.data.updated,
    html: await marked.parse(fillPlaceholders(entry.body ?? '')),
  };
}
