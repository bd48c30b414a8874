/**
 * POST /api/contact {name, email, subject, message} → 201 { message }. Also takes the /contact form
 * posted without JavaScript (then answers with a redirect and a flash message). Rate limited; the
 * hidden `website` field is a honeypot whose submissions are dropped with the same answer.
 */
import type { APIRoute } from 'astro';
import { contactMessagesText, contactSchema } from '@/lib/schemas/contact';
import { errorMessage, isFormPost, readBody } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { receiveContactMessage } from '@/server/contact/messages';
import { json } from '@/server/http/json';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  const fail = async (response: Response) => {
    if (!form) return response;
    setFlash(context.cookies, { title: 'Error', description: await errorMessage(response), variant: 'destructive' });
    return context.redirect('/contact', 303);
  };
  const limited = limitRequest(context, limits.contact);
  if (limited) return fail(limited);
  const body = await readBody(context.request, contactSchema);
  if (!body.ok) return fail(body.response);

  receiveContactMessage(body.data, clientIp(context));
  if (form) {
    setFlash(context.cookies, { title: 'Message Sent', description: contactMessagesText.sent });
    return context.redirect('/contact?sent=1', 303);
  }
  return json({ message: contactMessagesText.sent }, { status: 201 });
};
