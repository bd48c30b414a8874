/**
 * The owner's Accept / Decline on the dashboard without JavaScript: each suggestion's form posts to
 * /dashboard/suggestions/{id}, which decides through the same use case as PATCH /api/suggestions/{id}.
 */
import { suggestionDecisionSchema, type SuggestionDecision } from '@/lib/schemas/suggestion';
import type { PageFormSpec } from '@/server/forms/page-form';
import type { Actor } from '@/server/owners/businesses';
import { decideSuggestion } from './decide';

export const ownerDecisionForm = (actor: Actor, id: number, ip: string | null): PageFormSpec<SuggestionDecision> => ({
  schema: suggestionDecisionSchema,
  act: async (decision) => {
    const done = await decideSuggestion(actor, id, decision, ip);
    if (!done.ok) return done;
    return {
      ok: true,
      redirectTo: '/dashboard#suggestions',
      flash: { title: decision.accepted ? 'Suggestion accepted' : 'Suggestion declined', description: done.message },
    };
  },
});
