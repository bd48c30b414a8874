/**
 * The listing editor's one Save (details, hours, map point and premium profile are one form, so saving can
 * never drop what was typed in another part of the page). With JavaScript it reads the whole form, checks it
 * with the API's schema, and PATCHes /api/businesses/{id}; a refusal brings the first bad field into view
 * and focuses it, with a summary here and in a toast. Leaving with unsaved changes asks first (the browser's
 * own "Leave site?" prompt, which covers links, reloads and closing the tab); a successful save does not ask.
 * Without JavaScript the button posts the form to the editor page (src/features/listings/server/editor-forms.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { firstBadField, focusFirstError } from '#src/ui/forms/use-island-form.ts';
import { api } from '#src/platform/api-client.ts';
import { setFlashCookie } from '#src/platform/flash.ts';
import { editFromForm, editorErrors, formGetter } from './listing-edit-form.ts';
import { businessUpdateSchema, listingSavedMessage } from './business.schema.ts';
import { $editorErrors } from './listing-editor.store.ts';
import { handleLoggedOut } from '#src/platform/session-expired.store.ts';
import { toast } from '#src/ui/toast.store.ts';

interface Props {
  businessId: number;
  /** The page's message after a refused no-JavaScript post. */
  refused: { title: string; error: string } | null;
}

const checkForm = 'Please check the form';
const fieldsNeedAttention = (n: number) =>
  `${n === 1 ? 'One field needs' : `${n} fields need`} your attention: see the message${n === 1 ? '' : 's'} in red.`;

/** The summary repeats the first message, which on a phone the sticky bar and the toast can cover. */
const summary = (form: HTMLFormElement, found: Record<string, string>, count: number) => {
  const first = firstBadField(form, Object.keys(found));
  const message = first && found[first.key];
  return message ? `${fieldsNeedAttention(count)} First: ${message}` : fieldsNeedAttention(count);
};

/** Everything the form would send, as one string to compare. */
const snapshot = (form: HTMLFormElement) => JSON.stringify([...new FormData(form)].map(([k, v]) => [k, String(v)]));

/** A text field whose value differs from the page's: typed before this island started. */
const typedEarly = (form: HTMLFormElement) =>
  Array.from(form.elements).some(
    (el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== el.defaultValue,
  );

export default function ListingEditorSave({ businessId, refused }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState(refused);

  useEffect(() => {
    const form = bar.current?.closest('form');
    if (!form) return;
    const saved = typedEarly(form) ? '' : snapshot(form);
    let leaving = false;

    function refuse(found: Record<string, string>, error?: string) {
      $editorErrors.set(found);
      const count = Object.keys(found).filter((k) => k !== '_').length;
      const description = count > 0 ? summary(form!, found, count) : (error ?? 'Failed to update listing. Please try again.');
      setAlert({ title: checkForm, error: description });
      toast({ title: count > 0 ? checkForm : 'Error', description, variant: 'destructive' });
      // After the islands render the messages, so the field and its message are on screen together.
      requestAnimationFrame(() => focusFirstError(form!, Object.keys(found)));
    }

    async function onSubmit(event: SubmitEvent) {
      event.preventDefault();
      const get = formGetter(form!);
      const body = editFromForm(get);
      const parsed = businessUpdateSchema.safeParse(body);
      if (!parsed.success) return refuse(editorErrors(get, parsed.error));
      $editorErrors.set({});
      setAlert(null);
      setPending(true);
      const result = await api<{ pendingRevision?: unknown; backToReview?: boolean }>(`/api/businesses/${businessId}`, {
        method: 'PATCH',
        body,
      });
      setPending(false);
      if (result.status === 401) return handleLoggedOut(500);
      if (!result.ok)
        return refuse(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v[0] ?? ''])), result.error);
      leaving = true;
      setFlashCookie(
        listingSavedMessage({ pendingRevision: !!result.data.pendingRevision, backToReview: !!result.data.backToReview }),
      );
      window.location.assign('/dashboard');
    }

    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (leaving || snapshot(form!) === saved) return;
      event.preventDefault();
    }

    form.addEventListener('submit', onSubmit);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [businessId]);

  return (
    // The page makes this bar's frame stick to the bottom of the screen while the form is in view.
    <div ref={bar} className="grid gap-2 border-t border-slate-200 bg-white py-3 shadow-[0_-6px_8px_-6px_rgb(0_0_0_/_0.15)]">
      {alert && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {alert.title}: {alert.error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <p className="basis-full text-sm text-slate-700 sm:mr-auto sm:basis-0 sm:grow">
          Saves everything above. Photos save as you add them.
        </p>
        <a href="/dashboard" className="btn-outline">
          Cancel
        </a>
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </div>
  );
}
