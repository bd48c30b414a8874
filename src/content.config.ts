import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { guideSchema } from '#src/features/content/server/guide-schema.ts';
import { beachRulesSchema } from '#src/features/beach/server/rules-schema.ts';

/** News articles: editors publish by committing a markdown file (see docs/publishing.md). */
const articles = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/articles' }),
  schema: z.object({
    title: z.string().min(1),
    excerpt: z.string().optional(),
    category: z.string().min(1),
    author: z.string().min(1),
    image: z.string().optional(),
    imageAlt: z.string().optional(),
    featured: z.boolean().default(false),
    published: z.boolean().default(true),
    date: z.coerce.date(),
    updated: z.coerce.date().optional(),
  }),
});

/** Static page texts (legal, visitor information, resources): the body is the page's prose. */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/pages' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.coerce.date().optional(),
  }),
});

/** Visitor-guide page texts (home, visitors, resources, getting here, listings, activities): one YAML file a page. */
const guide = defineCollection({
  loader: glob({ pattern: '**/*.yaml', base: './content/guide' }),
  schema: guideSchema,
});

/** Beach rules and access on /beach: parking permit, driving, accessible gear, each with its sources (content/beach/). */
const beach = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/beach' }),
  schema: beachRulesSchema,
});

export const collections = { articles, pages, guide, beach };
