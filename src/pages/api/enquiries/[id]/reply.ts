/**
 * POST /api/enquiries/{id}/reply {body}: the listing owner's answer (403 anyone else, 404 unknown) → 201
 * {"message": {id, enquiryId, author, body, createdAt}, "enquiry": {…, status: "answered", repliedAt}}; the visitor
 * is mailed the answer with a link to the thread page. JSON only: the dashboard's thread page posts its form to itself.
 */
import { enquiryReplySchema } from '@/lib/schemas/enquiry';
import { userItemUpdate } from '@/server/api/user-item-route';
import { answerEnquiry, ownerEnquiryView } from '@/server/enquiries/enquiries';
import { json, jsonError } from '@/server/http/json';

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
