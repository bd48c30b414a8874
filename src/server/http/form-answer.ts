/**
 * The one way an /api endpoint answers a plain HTML form post (pages without JavaScript): the JSON
 * answer becomes a 303 back to the page, with its outcome as a flash toast. JSON callers get the JSON.
 */
import type { APIContext } from 'astro';
import { errorMessage, isFormPost } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';

export async function answerFormOrJson(
  context: Pick<APIContext, 'request' | 'cookies' | 'redirect'>,
  response: Response,
  form: { back: string; success: { title: string; description: string }; failureTitle: string },
): Promise<Response> {
  if (!isFormPost(context.request)) return response;
  setFlash(
    context.cookies,
    response.ok ? form.success : { title: form.failureTitle, description: await errorMessage(response), variant: 'destructive' },
  );
  return context.redirect(form.back, 303);
}
