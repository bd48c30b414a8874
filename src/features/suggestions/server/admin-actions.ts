/**
 * The admin's decisions on suggested edits for the confirmation page (/admin/confirm?do=suggestion.accept|decline),
 * through the same use case as PATCH /api/suggestions/{id}. On a claimed listing the page refuses to accept (403:
 * its owner decides) and still declines. Accepting "closed for good" on a paid listing shows the refund warning an
 * unpublish shows.
 */
import { adminActionTexts } from '#src/features/admin/admin-actions.ts';
import { suggestionFieldLabels } from '#src/features/suggestions/suggestion.schema.ts';
import { define, type ActionDef, type Who } from '#src/features/admin/server/action-def.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { refundWarning } from '#src/features/payments/server/refund.ts';
import { decideSuggestion, OWNER_DECIDES } from './decide.ts';
import { decidableSuggestion, type SuggestionView } from './views.ts';

const find = (id: number) => decidableSuggestion({ id: 0, role: 'admin' }, id);

async function run(s: SuggestionView, accepted: boolean, reason: string | null, who: Who) {
  const admin = findUserById({ id: who.actorId });
  if (!admin) return { ok: false as const, status: 403, error: 'Access Denied: admin privileges required' };
  const actor = {
    id: admin.id,
    email: admin.email,
    firstName: admin.firstName,
    role: admin.role,
    emailVerifiedAt: admin.emailVerifiedAt,
  };
  const done = await decideSuggestion(actor, s.id, { accepted, reason }, who.ip);
  return done.ok ? { ok: true as const, message: done.message } : done;
}

export function suggestionActions(): Record<string, ActionDef<unknown>> {
  return {
    'suggestion.accept': define<SuggestionView>({
      tab: 'suggestions',
      find,
      view: async (s) => {
        const closing = s.field === 'closed';
        const texts =
          s.field === 'other'
            ? adminActionTexts.resolveSuggestion(s.business.name)
            : adminActionTexts.acceptSuggestion(s.business.name, suggestionFieldLabels[s.field], closing);
        if (s.business.claimed)
          return { ...texts, danger: false, preview: s.business.path, refused: { status: 403, message: OWNER_DECIDES } };
        const listing = closing ? findBusinessById({ id: s.businessId }) : undefined;
        return {
          ...texts,
          danger: closing,
          preview: s.business.path,
          warning: (listing && (await refundWarning(listing))) ?? undefined,
        };
      },
      run: (s, reason, who) => run(s, true, reason, who),
    }),
    'suggestion.decline': define<SuggestionView>({
      tab: 'suggestions',
      find,
      view: (s) => ({
        ...adminActionTexts.declineSuggestion(s.business.name),
        danger: true,
        preview: s.business.path,
        reasonRequired: true,
      }),
      run: (s, reason, who) => run(s, false, reason, who),
    }),
  };
}
