/**
 * Mails of an enquiry thread. The owner's mails name the listing and what the visitor wrote and link to the
 * dashboard inbox: never the visitor's e-mail address, and no Reply-To, so answers go through the site. The
 * visitor's mail carries the owner's answer and the private link to the thread page.
 */
import { site } from '@/config/site';
import { greeting, quoted, renderEmail, siteLink, typedBlock, type RenderedEmail } from '@/server/mail';

interface Listing {
  name: string;
}

export const ownerThreadPath = (enquiryId: number) => `/dashboard/enquiries/${enquiryId}`;
export const visitorThreadPath = (token: string) => `/enquiries/${token}`;

const ownerNote = `Answer from your ${site.name} dashboard: the visitor's e-mail address stays private, and your answer reaches them by e-mail.`;

export function newEnquiryEmail({
  business,
  enquiryId,
  name,
  message,
}: {
  business: Listing;
  enquiryId: number;
  name: string;
  message: string;
}): RenderedEmail {
  return renderEmail({
    subject: `New question for ${quoted(business.name)}`,
    heading: 'A visitor asked a question',
    paragraphs: [
      greeting,
      `A visitor who gave the name ${quoted(name)} asked ${quoted(business.name)} a question on ${site.name}.`,
      typedBlock('Their question:', message),
    ],
    action: { label: 'Answer in your inbox', url: siteLink(ownerThreadPath(enquiryId)) },
    note: ownerNote,
  });
}

export function visitorFollowUpEmail({
  business,
  enquiryId,
  name,
  body,
}: {
  business: Listing;
  enquiryId: number;
  name: string;
  body: string;
}): RenderedEmail {
  return renderEmail({
    subject: `New message about ${quoted(business.name)}`,
    heading: 'A visitor wrote again',
    paragraphs: [
      greeting,
      `The visitor who gave the name ${quoted(name)} answered in their conversation with ${quoted(business.name)}.`,
      typedBlock('Their message:', body),
    ],
    action: { label: 'Open the conversation', url: siteLink(ownerThreadPath(enquiryId)) },
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
      typedBlock('Their answer:', body),
      'To answer them, open the conversation: no account is needed.',
    ],
    action: { label: 'Open the conversation', url: siteLink(visitorThreadPath(token)) },
    note: 'Keep this e-mail to yourself: the link opens your conversation. Each new answer brings a new link, and older links stop working.',
  });
}
