/**
 * Mails of the claim flow: the code to the listing's address, the admins' notice, the
 * outcomes. The claimant's name and the listing's name are typed by people: quoted, never first.
 */
import { site } from '#src/config/site.ts';
import { greeting, quoted, renderEmail, siteLink, typedBlock, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { reasonBlock } from '#src/features/listings/server/emails.ts';
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
    subject: `${code} is your code to claim the listing ${quoted(businessName)}`,
    heading: `Your code: ${code}`,
    paragraphs: [
      // The code goes to whoever reads this mailbox, who may not be the claimant: their name is theirs, quoted.
      `Someone who gave the name ${quoted(claimantName)} asked to manage the ${site.name} listing ${quoted(businessName)}. We sent the code here because this is the e-mail address the listing shows.`,
      `If that was you, enter ${code} on the claim page. The code works once and expires in ${minutes} minutes.`,
    ],
    note: `If you did not ask for this, ignore this message: nothing changes on the listing without this code.`,
    // The claimant waits on the claim page for this code, which expires in minutes.
    urgent: true,
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
    subject: `New claim for ${quoted(businessName)}`,
    heading: 'A business claim arrived',
    paragraphs: [
      `Claim #${claimId}: the account ${claimant.email}, which gave the name ${quoted(`${claimant.firstName} ${claimant.lastName}`)}, asks to manage the listing ${quoted(businessName)}.`,
      method === 'email'
        ? 'A code was sent to the business e-mail on file; the claim is approved automatically if it is entered. You can still approve or reject it yourself.'
        : evidence
          ? 'It waits for your review.'
          : 'It waits for your review. No evidence was given.',
      ...(method === 'review' && evidence ? [typedBlock('The evidence they gave:', evidence)] : []),
    ],
    action: { label: 'Open the Claims tab', url: siteLink('/admin', { tab: 'claims' }) },
  });
}

export function claimApprovedEmail({
  claimId,
  businessName,
  premium,
}: {
  claimId: number;
  businessName: string;
  premium: boolean;
}): RenderedEmail {
  return renderEmail({
    subject: `Your claim is approved: ${quoted(businessName)}`,
    heading: 'Claim approved',
    paragraphs: [
      greeting,
      `The listing ${quoted(businessName)} is now linked to your account. You can update its details from your dashboard.`,
      ...(premium ? ['To start your Premium listing, continue to payment from the claim page.'] : []),
    ],
    action: premium
      ? { label: 'Continue to Payment', url: siteLink(claimPath(claimId)) }
      : { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}

export function claimRefusedEmail({
  businessName,
  reason,
  superseded,
}: {
  businessName: string;
  reason: string | null;
  superseded: boolean;
}): RenderedEmail {
  return renderEmail({
    subject: `Your claim was not approved: ${quoted(businessName)}`,
    heading: 'Claim not approved',
    paragraphs: [
      greeting,
      superseded
        ? `Another claim for the listing ${quoted(businessName)} was approved first, so yours was closed.`
        : `We could not confirm that you manage the listing ${quoted(businessName)}.`,
      ...(reason ? [reasonBlock(reason)] : []),
      `If you believe this is a mistake, write to ${site.email} with proof of ownership (for example a business licence).`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}
