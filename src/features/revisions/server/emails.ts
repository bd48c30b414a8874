/** The owner's mail once an admin decided their edit of a live item; each kind gives its words (kinds.ts). */
import { greeting, quoted, renderEmail, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { reasonBlock } from '#src/features/listings/server/emails.ts';

type Action = { label: string; url: string };

export interface EditDecisionWords {
  /** 'listing' or 'event', as the owner calls the item. */
  noun: string;
  /** Where an approved edit now shows, e.g. "in the … directory". */
  shownIn: string;
  /** What a rejected edit leaves, e.g. "the listing keeps its current name". */
  keptAs: string;
  /** The button of an approval (the live item) and of a rejection (the owner's dashboard). */
  view: Action;
  back: Action;
}

export function editDecisionEmail(
  words: EditDecisionWords,
  { name, approved, reason }: { name: string; approved: boolean; reason: string | null },
): RenderedEmail {
  const changes = `The changes to your ${words.noun} ${quoted(name)}`;
  return renderEmail({
    subject: approved ? `Your changes are live: ${quoted(name)}` : `Your changes were not approved: ${quoted(name)}`,
    heading: approved ? `Your ${words.noun} changes are live` : `Your ${words.noun} changes were not approved`,
    paragraphs: [
      greeting,
      approved ? `${changes} were approved and now show ${words.shownIn}.` : `${changes} were not approved; ${words.keptAs}.`,
      ...(reason ? [reasonBlock(reason)] : []),
    ],
    action: approved ? words.view : words.back,
  });
}
