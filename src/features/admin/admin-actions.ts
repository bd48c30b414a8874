/**
 * What every admin action says before it runs, in one place: the confirmation page without JavaScript
 * (src/features/admin/server/actions.ts) and the islands' `window.confirm` read the same words, so an admin is
 * told the same consequence either way. Browser-safe: texts only.
 */

export interface AdminActionText {
  title: string;
  /** What will happen, in full ("… goes live at once and the owner is e-mailed"). */
  consequence: string;
  confirmLabel: string;
  /** Who reads the reason; set when the action takes one. */
  reasonReader?: string;
}

/** The kinds of moderated item, by the prefix of their actions. */
const moderated = {
  business: { noun: 'listing', place: 'the directory', reader: 'the owner', live: 'It goes live in the directory at once' },
  event: { noun: 'event', place: 'the calendar', reader: 'the author', live: 'It appears on the events calendar at once' },
} as const;

/** The kinds of reviewed edit, by the prefix of their actions. */
const edited = {
  revision: { live: 'listing', reader: 'the owner' },
  'event-revision': { live: 'event', reader: 'the author' },
} as const;

export const editReader = (kind: keyof typeof edited) => edited[kind].reader;

export const adminActionTexts = {
  approve: (kind: keyof typeof moderated, name: string): AdminActionText => ({
    title: `Approve ${name}?`,
    consequence: `${moderated[kind].live} and ${kind === 'event' ? 'its author' : 'the owner'} is e-mailed.`,
    confirmLabel: `Approve ${moderated[kind].noun}`,
  }),
  reject: (kind: keyof typeof moderated, name: string): AdminActionText => {
    const { noun, place, reader } = moderated[kind];
    return {
      title: `Reject ${name}?`,
      consequence: `It stays off ${place}, shows as Rejected to ${reader} with your reason, and ${reader} is e-mailed.`,
      confirmLabel: `Reject ${noun}`,
      reasonReader: reader,
    };
  },
  unpublish: (kind: keyof typeof moderated, name: string): AdminActionText => {
    const { noun, place, reader } = moderated[kind];
    return {
      title: `Unpublish ${name}?`,
      consequence: `It leaves ${place} at once, shows as Rejected to ${reader} with your reason, and ${reader} is e-mailed.${kind === 'business' ? ' Approving it again puts it back.' : ''}`,
      confirmLabel: `Unpublish ${noun}`,
      reasonReader: reader,
    };
  },
  feature: (name: string, on: boolean, premium: boolean): AdminActionText => ({
    title: `${on ? 'Feature' : 'Unfeature'} ${name}?`,
    consequence: premium
      ? // Active premium shows the badge by itself: say what the admin's flag still changes.
        on
        ? 'It already shows the Featured badge as an active premium listing; featuring it keeps the badge after premium ends.'
        : 'It keeps its Featured badge while premium is active, and loses it when premium ends.'
      : on
        ? 'It gets a Featured badge, takes its turn in the home page’s Business Spotlight and is listed near the top of the directory.'
        : 'It loses its Featured badge, its turn in the home page’s Business Spotlight and its place near the top of the directory.',
    confirmLabel: on ? 'Feature' : 'Unfeature',
  }),
  revokeClaim: (name: string): AdminActionText => ({
    title: `Revoke the claim on ${name}?`,
    consequence:
      'The owner can no longer edit or pay for it, nor claim it back with a code. Its e-mail, phone and website go back to what they were when this owner claimed it (or are cleared, where that is not known, such as a listing the owner created); the rest stays as it is, and it shows as unclaimed. Claims for it come to you for review (no claim code is mailed until you approve the listing again).',
    confirmLabel: 'Revoke claim',
  }),
  deleteBusiness: (name: string, subscribed: boolean): AdminActionText => ({
    title: `Delete ${name} for good?`,
    consequence: `The listing, its photos, reviews and statistics are removed and cannot be restored.${subscribed ? ' Its premium subscription is canceled at once: no further charges, and the current period is not refunded.' : ''}`,
    confirmLabel: 'Delete listing',
  }),
  deleteEvent: (name: string): AdminActionText => ({
    title: `Delete ${name} for good?`,
    consequence: 'It is removed from the calendar and cannot be restored.',
    confirmLabel: 'Delete event',
  }),
  approveClaim: (claimant: string, listing: string): AdminActionText => ({
    title: `Make ${claimant} the owner of ${listing}?`,
    consequence:
      'They can edit the listing and pay for Premium; every other pending claim on it is closed and those claimants are told.',
    confirmLabel: 'Approve claim',
  }),
  rejectClaim: (claimant: string, listing: string): AdminActionText => ({
    title: `Reject the claim by ${claimant} on ${listing}?`,
    consequence: 'The listing stays unclaimed and unchanged; the claimant is e-mailed your reason.',
    confirmLabel: 'Reject claim',
    reasonReader: 'the claimant',
  }),
  /** `fields`: what the edit changes ("name, description", "image"). */
  approveEdit: (kind: keyof typeof edited, name: string, fields: string[]): AdminActionText => ({
    title: `Publish the edit of ${name}?`,
    consequence: `The changed ${fields.join(', ') || 'nothing'} replace the live ones at once and ${edited[kind].reader} is e-mailed.`,
    confirmLabel: 'Publish edit',
  }),
  rejectEdit: (kind: keyof typeof edited, name: string): AdminActionText => ({
    title: `Reject the edit of ${name}?`,
    consequence: `The live ${edited[kind].live} stays as it is; ${edited[kind].reader} is e-mailed your reason and can edit again.`,
    confirmLabel: 'Reject edit',
    reasonReader: edited[kind].reader,
  }),
  approveReview: (listing: string, published: boolean): AdminActionText => ({
    title: `${published ? 'Keep' : 'Publish'} this review of ${listing}?`,
    consequence: published
      ? 'It stays on the listing page and its reports are closed.'
      : 'It appears on the listing page at once; the reviewer and the owner are e-mailed.',
    confirmLabel: published ? 'Keep published' : 'Approve review',
  }),
  rejectReview: (listing: string): AdminActionText => ({
    title: `Reject this review of ${listing}?`,
    consequence: 'It is taken off (or kept off) the listing page; the reviewer is e-mailed, with your reason if you give one.',
    confirmLabel: 'Reject review',
    reasonReader: 'the reviewer',
  }),
  /** `what`: the field's label ("Phone number"); `closing`: the suggestion is "closed for good". */
  acceptSuggestion: (listing: string, what: string, closing: boolean): AdminActionText => ({
    title: closing ? `Take ${listing} down as closed for good?` : `Apply the suggested ${what.toLowerCase()} to ${listing}?`,
    consequence: closing
      ? 'It leaves the directory at once, shows as Rejected to its owner with the reason “Closed for good”, and the owner and the visitor who suggested it are e-mailed. Approving it again puts it back.'
      : 'The listing shows the suggested value at once (as if its owner had typed it); the visitor who suggested it is e-mailed.',
    confirmLabel: closing ? 'Take listing down' : 'Accept suggestion',
    reasonReader: 'the visitor who suggested it',
  }),
  resolveSuggestion: (listing: string): AdminActionText => ({
    title: `Mark what a visitor reported about ${listing} as fixed?`,
    consequence:
      'Nothing on the listing changes by this: edit the listing first if it needs it. The visitor who reported it is e-mailed.',
    confirmLabel: 'Mark as fixed',
    reasonReader: 'the visitor who reported it',
  }),
  declineSuggestion: (listing: string): AdminActionText => ({
    title: `Decline the suggested edit of ${listing}?`,
    consequence: 'The listing stays as it is; the visitor who suggested it is e-mailed your reason.',
    confirmLabel: 'Decline suggestion',
    reasonReader: 'the visitor who suggested it',
  }),
  deleteMessage: (from: string, subject: string): AdminActionText => ({
    title: `Delete the message from ${from || 'a visitor'}?`,
    consequence: `“${subject}” is removed for good.`,
    confirmLabel: 'Delete message',
  }),
  makeAdmin: (email: string): AdminActionText => ({
    title: `Make ${email} an admin?`,
    consequence:
      'They can approve, reject and delete every listing, event and review, and change anyone’s role, including yours.',
    confirmLabel: 'Make Admin',
  }),
  /** `self`: the admin is revoking their own rights. */
  revokeAdmin: (email: string, self = false): AdminActionText => ({
    title: self ? 'Revoke your own admin rights?' : `Revoke admin from ${email}?`,
    consequence: self
      ? 'You lose the Admin Dashboard and every admin action at once and keep an ordinary account.'
      : 'They lose the Admin Dashboard and every admin action at once and keep an ordinary account.',
    confirmLabel: 'Revoke Admin',
  }),
};

/** The question `window.confirm` asks: the page's title and consequence in one line. */
export const confirmText = ({ title, consequence }: AdminActionText) => `${title} ${consequence}`;
