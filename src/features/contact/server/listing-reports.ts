/**
 * "Report a problem" on a listing page: a visitor tells the admins that a listing is wrong
 * (hours, phone, closed for good). Stored as a contact message linked to the listing, so it lands in the
 * admins' Contacts tab with the listing attached, and mailed to the company address like any contact
 * message; anonymous reports are welcome. Same honeypot and per-address budget as the contact form.
 */
import { businessPath, parseBusinessRouteId } from '#src/features/directory/directory.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import {
  listingReportSchema,
  listingReportText,
  problemLabels,
  type ListingReportInput,
} from '#src/features/contact/listing-report.schema.ts';
import type { ContactMessage } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { quoted, renderEmail, siteLink, typedBlock, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import { storeContactMessage } from './messages.ts';

interface ReportedListing {
  id: number;
  name: string;
  slug: string | null;
}

/** The published listing a report page's address names (`/business/42-slug/report-problem`), or null. */
export function findReportableListing(param: string | undefined): ReportedListing | null {
  const id = parseBusinessRouteId(param);
  const b = id === null ? undefined : getApprovedBusiness({ id });
  return b ? { id: b.id, name: b.name, slug: b.slug } : null;
}

/** To the company address: what the visitor picked and typed, with the listing's page and its admin view. */
function listingReportEmail(listing: ReportedListing, input: ListingReportInput, message: ContactMessage): RenderedEmail {
  return renderEmail({
    subject: `Problem reported: ${quoted(listing.name)}`,
    heading: 'A visitor reported a problem with a listing',
    paragraphs: [
      `Listing: ${quoted(listing.name)} ${siteLink(businessPath(listing))}`,
      `In the admin's Businesses tab: ${siteLink('/admin', { tab: 'businesses', q: listing.name })}`,
      `What is wrong: ${problemLabels[input.kind]}`,
      typedBlock('What they wrote:', input.message),
      input.email ? `E-mail address given: ${input.email}` : 'No e-mail address given (an anonymous report).',
    ],
    action: { label: 'Read it in the Contacts tab', url: siteLink('/admin', { tab: 'contacts', message: String(message.id) }) },
    note: 'The listing is unchanged until you or its owner edit it.',
  });
}

function receiveListingReport(listing: ReportedListing, input: ListingReportInput, ip: string | null): boolean {
  return storeContactMessage(
    {
      name: '',
      email: input.email ?? '',
      subject: `${problemLabels[input.kind]}: ${listing.name}`,
      message: input.message,
      businessId: listing.id,
    },
    { trap: input.website, ip, notification: (message) => listingReportEmail(listing, input, message) },
  );
}

/** The report page's plain form (/business/{id}/report-problem): back to the listing with a thank-you. */
export const listingReportForm = (
  page: { clientAddress: string },
  listing: ReportedListing,
): PageFormSpec<ListingReportInput> => ({
  schema: listingReportSchema,
  limit: limits.contact,
  act: (input) => {
    receiveListingReport(listing, input, clientIp(page));
    return { ok: true, redirectTo: businessPath(listing), flash: { title: 'Report sent', description: listingReportText.sent } };
  },
});
