/**
 * POST /api/enquiries/{id}/reply {body}: the listing owner's answer (403 anyone else, 404 unknown) → 201
 * {"message": {id, enquiryId, author, body, createdAt}, "enquiry": {…, status: "answered", repliedAt}}; the visitor
 * is mailed the answer with a link to the thread page. JSON only: the dashboard's thread page posts its form to itself.
 */
import { enquiryReplySchema } from '#src/features/enquiries/enquiry.schema.ts';
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { answerEnquiry, ownerEnquiryView } from '#src/features/enquiries/server/enquiries.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const POST = userItemUpdate('enquiry', enquiryReplySchema, ({ user, id, body }) => {
  const outcome = answerEnquiry(user, id, body.body);
  if (!outcome.ok) return jsonError(outcome);
  const m = outcome.message;
  return json(
    {
      message: { id: m.id, enquiryId: m.enquiryId, author: m.author, body: m.body, createdAt: m.createdAt.toISOString() },
      enquiry: ownerEnquiryView(outcome.enquiry),
    },
    { status: 201 },
  );
});
