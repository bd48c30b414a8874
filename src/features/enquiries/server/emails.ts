/**
 * Mails of an enquiry thread. The owner's mails name the listing and what the visitor wrote and link to the
 * dashboard inbox: never the visitor's e-mail address, and no Reply-To, so answers go through the site. The
 * visitor's mail carries the owner's answer, its links working (answerBlock), and the private link to the thread page.
 */
import { site } from '#src/config/site.ts';
import {
  answerBlock,
  greeting,
  quoted,
  renderEmail,
  siteLink,
  typedBlock,
  type RenderedEmail,
} from '#src/platform/server/mail/index.ts';

interface Listing {
  name: string;
}

export const ownerThreadPath = (enquiryId: number) => `/dashboard/enquiries/${enquiryId}`;
export const visitorThreadPath = (token: string) => `/enquiries/${token}`;

const ownerNote = `Answer from your ${site.name} dashboard: the visitor's e-mail address stays private, and your answer reaches them by e-mail.`;

/** What the owner is told: a new question, or the visitor writing again in a thread. */
const ownerMails = {
  question: {
    subject: 'New question for',
    heading: 'A visitor asked a question',
    intro: (name: string, listing: string) => `A visitor who gave the name ${name} asked ${listing} a question on ${site.name}.`,
    label: 'Their question:',
    action: 'Answer in your inbox',
  },
  followUp: {
    subject: 'New message about',
    heading: 'A visitor wrote again',
    intro: (name: string, listing: string) =>
      `The visitor who gave the name ${name} answered in their conversation with ${listing}.`,
    label: 'Their message:',
    action: 'Open the conversation',
  },
} as const;

export function ownerEnquiryEmail(
  kind: keyof typeof ownerMails,
  { business, enquiryId, name, text }: { business: Listing; enquiryId: number; name: string; text: string },
): RenderedEmail {
  const mail = ownerMails[kind];
  return renderEmail({
    subject: `${mail.subject} ${quoted(business.name)}`,
    heading: mail.heading,
    paragraphs: [greeting, mail.intro(quoted(name), quoted(business.name)), typedBlock(mail.label, text)],
    action: { label: mail.action, url: siteLink(ownerThreadPath(enquiryId)) },
    note: ownerNote,
  });
}

export function ownerAnswerEmail({ business, token, body }: { business: Listing; token: string; body: string }): RenderedEmail {
  return renderEmail({
    subject: `An answer from ${quoted(business.name)}`,
    heading: 'You have an answer',
    paragraphs: [
      greeting,
      `${site.name} passes on this answer from ${quoted(business.name)} to the question you asked on their listing.`,
      answerBlock('Their answer:', body),
      'To answer them, open the conversation: no account is needed.',
    ],
    action: { label: 'Open the conversation', url: siteLink(visitorThreadPath(token)) },
    note: 'Keep this e-mail to yourself: the link opens your conversation.',
  });
}
