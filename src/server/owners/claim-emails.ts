/** Mails of the claim flow (DESIGN §2.14): the code to the listing's address, the admins' notice, the outcomes. */
import { site } from '@/config/site';
import { renderEmail, siteLink, type RenderedEmail } from '@/server/mail';

const hello = (firstName: string) => `Hello ${firstName},`;
export const claimPath = (id: number) => `/claims/${id}`;

/** To the business e-mail already on file: whoever reads this mailbox controls the business's mail. */
export function claimCodeEmail({
  businessName,
  code,
  claimantName,
  minutes,
}: {
  businessName: string;
  code: string;
  claimantName: string;
  minutes: number;
}): RenderedEmail {
  return renderEmail({
    subject: `${code} is your code to claim ${businessName}`,
    heading: `Your code: ${code}`,
    paragraphs: [
      `${claimantName} asked to manage the ${site.name} listing of ${businessName}, and this is the e-mail address the listing shows.`,
      `If that is you, enter ${code} on the claim page. The code works once and expires in ${minutes} minutes.`,
    ],
    note: `If you did not ask for this, ignore this message: nothing changes on the listing without this code.`,
  });
}

export function claimArrivedEmail({
  claimId,
  businessName,
  claimant,
  method,
  evidence,
}: {
  claimId: number;
  businessName: string;
  claimant: { firstName: string; lastName: string; email: string };
  method: 'email' | 'review';
  evidence: string | null;
}): RenderedEmail {
  return renderEmail({
    subject: `New claim for ${businessName}`,
    heading: 'A business claim arrived',
    paragraphs: [
      `${claimant.firstName} ${claimant.lastName} <${claimant.email}> asks to manage ${businessName} (claim #${claimId}).`,
      method === 'email'
        ? 'A code was sent to the business e-mail on file; the claim is approved automatically if it is entered. You can still approve or reject it yourself.'
        : `It waits for your review. Evidence given: ${evidence ?? 'none'}`,
    ],
    action: { label: 'Open the Claims tab', url: siteLink('/admin', { tab: 'claims' }) },
  });
}

export function claimApprovedEmail({
  firstName,
  claimId,
  businessName,
  premium,
}: {
  firstName: string;
  claimId: number;
  businessName: string;
  premium: boolean;
}): RenderedEmail {
  return renderEmail({
    subject: `Your claim is approved: ${businessName}`,
    heading: 'Claim approved',
    paragraphs: [
      hello(firstName),
      `${businessName} is now linked to your account. You can update its details from your dashboard.`,
      ...(premium ? ['To start your Premium listing, continue to payment from the claim page.'] : []),
    ],
    action: premium
      ? { label: 'Continue to Payment', url: siteLink(claimPath(claimId)) }
      : { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}

export function claimRefusedEmail({
  firstName,
  businessName,
  reason,
  superseded,
}: {
  firstName: string;
  businessName: string;
  reason: string | null;
  superseded: boolean;
}): RenderedEmail {
  return renderEmail({
    subject: `Your claim was not approved: ${businessName}`,
    heading: 'Claim not approved',
    paragraphs: [
      hello(firstName),
      superseded
        ? `Another claim for ${businessName} was approved first, so yours was closed.`
        : `We could not confirm that you manage ${businessName}.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      `If you believe this is a mistake, write to ${site.email} with proof of ownership (for example a business licence).`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}
