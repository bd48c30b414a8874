/** The mails of a suggested edit: to whoever decides it when it arrives, to the visitor with the outcome. */
import { site } from '#src/config/site.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { type SuggestionField, type SuggestionValue } from '#src/features/suggestions/suggestion.schema.ts';
import { suggestionValueLines } from '#src/features/suggestions/suggestion-values.ts';
import { greeting, quoted, renderEmail, siteLink, typedBlock, type RenderedEmail } from '#src/platform/server/mail/index.ts';

interface Listing {
  id: number;
  name: string;
  slug: string | null;
}

interface Suggested {
  field: SuggestionField;
  value: SuggestionValue;
  note: string | null;
}

/** The suggestion in a few words ("new opening hours", "that it has closed for good"). */
const suggestedWhat: Record<SuggestionField, string> = {
  phone: 'a new phone number',
  website: 'a new website',
  address: 'a new address',
  hours: 'new opening hours',
  closed: 'that it has closed for good',
  other: 'a fix of something else, in their words',
};

/** What was suggested: the field, the new value and the visitor's note, as typed text. */
function suggestedParagraphs({ field, value, note }: Suggested) {
  const lines = suggestionValueLines(field, value);
  return [
    `What they suggest: ${suggestedWhat[field]}.`,
    ...(lines.length ? [typedBlock(field === 'other' ? 'What they wrote:' : 'The suggested value:', lines.join('\n'))] : []),
    ...(note ? [typedBlock('Their note:', note)] : []),
  ];
}

/**
 * To the owner of a claimed listing (their dashboard), or to the admins for an unclaimed one (the admin's
 * suggestions page): someone suggested an edit, which waits for a decision.
 */
export function suggestionArrivedEmail(listing: Listing, suggested: Suggested, toOwner: boolean): RenderedEmail {
  return renderEmail({
    subject: `Suggested edit for ${quoted(listing.name)}`,
    heading: toOwner ? 'A visitor suggested an edit to your listing' : 'A visitor suggested an edit to an unclaimed listing',
    paragraphs: [
      greeting,
      `Someone suggested a correction to the listing ${quoted(listing.name)} ${siteLink(businessPath(listing))}.`,
      ...suggestedParagraphs(suggested),
      'The listing stays as it is until it is accepted.',
    ],
    action: toOwner
      ? { label: 'Accept or decline it in your dashboard', url: siteLink('/dashboard#suggestions') }
      : { label: 'Open suggested edits', url: siteLink('/admin/suggestions') },
    note: toOwner ? `You receive this because you manage this listing on ${site.name}.` : undefined,
  });
}

/** To the visitor who left an address: accepted (it is live) or declined, with the reason given. */
export function suggestionOutcomeEmail(
  listing: Listing,
  suggested: Suggested,
  { accepted, reason }: { accepted: boolean; reason: string | null },
): RenderedEmail {
  const what = suggestedWhat[suggested.field];
  // "Something else" has no value to put live: accepting it says the owner or our team dealt with it.
  const report = suggested.field === 'other';
  const told = `You told us what is wrong with the listing ${quoted(listing.name)}.`;
  return renderEmail({
    subject: accepted
      ? `${report ? 'Your report was dealt with' : 'Your suggested edit is live'}: ${quoted(listing.name)}`
      : `${report ? 'Your report' : 'Your suggested edit'}: ${quoted(listing.name)}`,
    heading: accepted
      ? `Thank you: your ${report ? 'report' : 'suggestion'} was accepted`
      : `Your ${report ? 'report' : 'suggestion'} was not applied`,
    paragraphs: [
      greeting,
      report
        ? `${told} ${accepted ? 'It was checked and marked as fixed.' : 'It was checked, and the listing stays as it was.'}`
        : accepted
          ? `You suggested ${what} for the listing ${quoted(listing.name)}. It was accepted and the listing now shows it.`
          : `You suggested ${what} for the listing ${quoted(listing.name)}. It was checked and not applied, so the listing stays as it was.`,
      ...(reason ? [typedBlock(accepted ? 'A note from whoever accepted it:' : 'The reason given:', reason)] : []),
    ],
    action:
      suggested.field === 'closed' && accepted ? undefined : { label: 'See the listing', url: siteLink(businessPath(listing)) },
    note: `You receive this because you left this address with a suggested edit on ${site.name}. We do not use it for anything else.`,
  });
}
