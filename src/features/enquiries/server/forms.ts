/**
 * The enquiry forms without JavaScript, through the site's one form mechanism (src/platform/server/forms/page-form.ts): each
 * posts to its own page and runs the same use case as the JSON endpoint; a refusal shows the form again with what
 * was typed.
 * - the question: /business/{id}/ask (POST /api/businesses/{id}/enquiries);
 * - the owner's answer: /dashboard/enquiries/{id} (POST /api/enquiries/{id}/reply);
 * - the visitor's next message: /enquiries/{token} (the thread page only: the token is the visitor's key).
 */
import { enquiryReplySchema, enquirySchema, enquiryText, type EnquiryInput } from '#src/features/enquiries/enquiry.schema.ts';
import { emptyFormState, type FormState } from '#src/ui/forms/form-state.ts';
import { handlePageForm, type FormPage, type PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { answerEnquiry, askQuestion, enquiryLimits, writeAsVisitor } from './enquiries.ts';
import { ownerThreadPath, visitorThreadPath } from './emails.ts';
import type { Thread } from './threads.ts';

type Reply = { body: string };

const askPath = (listingPath: string) => `${listingPath}/ask`;

export const askForm = (page: { clientAddress: string }, listing: { id: number; path: string }): PageFormSpec<EnquiryInput> => ({
  schema: enquirySchema,
  limit: enquiryLimits.ask,
  act: (input) => {
    const outcome = askQuestion(listing.id, input, { ip: clientIp(page) });
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      redirectTo: `${askPath(listing.path)}?sent=1`,
      flash: { title: 'Question sent', description: enquiryText.sent },
    };
  },
});

export const ownerReplyForm = (viewer: { id: number }, enquiryId: number): PageFormSpec<Reply> => ({
  schema: enquiryReplySchema,
  act: ({ body }) => {
    const outcome = answerEnquiry(viewer, enquiryId, body);
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      redirectTo: ownerThreadPath(enquiryId),
      flash: { title: 'Answer sent', description: enquiryText.replied },
    };
  },
});

export const visitorReplyForm = (token: string): PageFormSpec<Reply> => ({
  schema: enquiryReplySchema,
  limit: enquiryLimits.visitorReply,
  act: ({ body }) => {
    const outcome = writeAsVisitor(token, body);
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      redirectTo: visitorThreadPath(token),
      flash: { title: 'Message sent', description: 'The business will see it in their inbox.' },
    };
  },
});

/**
 * A thread page (the owner's or the visitor's): kept private, its answer form handled when there is a thread; no
 * thread answers 404. The form's redirect after a post comes back as the Response to return.
 */
export async function threadPage(
  page: FormPage,
  thread: Thread | null,
  replyForm: (thread: Thread) => PageFormSpec<Reply>,
): Promise<Response | { thread: Thread | null; form: FormState }> {
  page.response.headers.set('Cache-Control', 'private, no-store');
  if (!thread) {
    page.response.status = 404;
    return { thread, form: emptyFormState() };
  }
  const form = await handlePageForm(page, replyForm(thread));
  return form instanceof Response ? form : { thread, form };
}
