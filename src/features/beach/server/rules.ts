/** The beach rules and access texts (content/beach/*.md) in page order, their markdown rendered, placeholders filled. */
import { getCollection } from 'astro:content';
import { marked } from 'marked';
import { fillPlaceholders } from '#src/features/content/server/placeholders.ts';

export interface BeachRule {
  id: string;
  title: string;
  verifiedAt: Date | null;
  sources: { label: string; url: string }[];
  html: string;
}

export async function beachRules(): Promise<BeachRule[]> {
  const entries = await getCollection('beach');
  return Promise.all(
    entries
      .sort((a, b) => a.data.order - b.data.order)
      .map(async ({ id, data, body }) => ({
        id,
        title: fillPlaceholders(data.title),
        verifiedAt: data.verifiedAt,
        sources: data.sources,
        html: await marked.parse(fillPlaceholders(body ?? '')),
      })),
  );
}
