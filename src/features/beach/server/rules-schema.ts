/**
 * The beach rules and access texts (content/beach/*.md): each names the official pages its statements come from
 * and when an editor last checked them there. `verifiedAt: null` says nobody has yet, and the page tells the
 * reader to confirm on the official page.
 */
import { z } from 'astro/zod';

export const beachRulesSchema = z.object({
  title: z.string().min(1),
  /** Order on /beach (smallest first). */
  order: z.number().int(),
  verifiedAt: z.coerce.date().nullable(),
  sources: z.array(z.object({ label: z.string().min(1), url: z.url() })).min(1),
});
