/**
 * The owner's Accept / Decline on the dashboard without JavaScript: each suggestion's form posts to
 * /dashboard/suggestions/{id}, which decides through the same use case as PATCH /api/suggestions/{id}.
 */
import { suggestionDecisionSchema, type SuggestionDecision } from '#src/features/suggestions/suggestion.schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import type { Actor } from '#src/features/listings/server/businesses.ts';
import { decideSuggestion } from './decide.ts';

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
