/**
 * The editor's premium profile: one video, social and booking links, special hours. Saves with
 * PATCH /api/businesses/{id}; without JavaScript the same form posts to the editor page, which keeps
 * what the owner typed when it refuses.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import SpecialHoursRows from '@/components/dashboard/SpecialHoursRows';
import TextField from '@/components/forms/TextField';
import { api } from '@/lib/api-client';
import { profileSavedMessage } from '@/lib/listing-messages';
import { blankSpecial, draftToProfile, profileErrors, sentSpecialRows, type ProfileDraft } from '@/lib/profile-draft';
import { maxLengths } from '@/lib/schemas/limits';
import { profileUpdateSchema, socialField } from '@/lib/schemas/profile';
import { socialLabels, socialNetworks } from '@/lib/social';
import { handleLoggedOut } from '@/stores/session-expired';
import { toast } from '@/stores/toast';

/** The longest values the API accepts, from the schemas that check them. */
const limits = maxLengths(profileUpdateSchema);
const socialMax = maxLengths(socialField);

interface Props {
  businessId: number;
  draft: ProfileDraft;
  /** After a refused no-JavaScript post: the page's message (the field messages are worked out here). */
  refused?: { title: string; error: string } | null;
}

/** Messages keyed by field and row ('social.instagram', 'special.2'), by the shared schema. */
function errorsOf(draft: ProfileDraft): Record<string, string> {
  const parsed = profileUpdateSchema.safeParse(draftToProfile(draft));
  return parsed.success ? {} : profileErrors(parsed.error, sentSpecialRows(draft));
}

export default function ListingProfileForm({ businessId, draft: initial, refused }: Props) {
  const [draft, setDraft] = useState<ProfileDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(() => {
    if (!refused) return {};
    const found = errorsOf(initial);
    return Object.keys(found).length ? found : { _: refused.error };
  });
  const [pending, setPending] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = draftToProfile(draft);
    const found = errorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    const result = await api(`/api/businesses/${businessId}`, { method: 'PATCH', body });
    setPending(false);
    if (result.status === 401) return handleLoggedOut(500);
    if (!result.ok)
      return toast({
        title: 'Error',
        description: result.error ?? 'Failed to update listing. Please try again.',
        variant: 'destructive',
      });
    toast(profileSavedMessage);
    // Rows come back sorted by date, with blank rows gone and one fresh row to add the next date.
    setDraft({
      ...draft,
      special: [...draft.special.filter((s) => s.date).sort((a, b) => a.date.localeCompare(b.date)), blankSpecial()],
    });
  }

  const social = (n: (typeof socialNetworks)[number], value: string) =>
    setDraft({ ...draft, social: { ...draft.social, [n]: value } });

  return (
    <form
      method="post"
      action={`/dashboard/businesses/${businessId}#profile`}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6"
      aria-busy={pending}
    >
      <input type="hidden" name="_form" value="profile" />
      {errors._ && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {errors._}
        </p>
      )}
      <TextField
        label="Video (YouTube or Vimeo link)"
        error={errors.videoUrl}
        hint="Shown as a preview image; the player loads only when a visitor presses play."
        name="videoUrl"
        inputMode="url"
        value={draft.videoUrl}
        onChange={(e) => setDraft({ ...draft, videoUrl: e.target.value })}
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={limits.videoUrl}
      />
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-lg font-semibold text-slate-900">Social media and booking links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map((n) => (
            <TextField
              key={n}
              label={n === 'booking' ? 'Booking or reservation link' : socialLabels[n]}
              error={errors[`social.${n}`]}
              name={`social.${n}`}
              inputMode="url"
              value={draft.social[n]}
              onChange={(e) => social(n, e.target.value)}
              maxLength={socialMax[n]}
            />
          ))}
        </div>
      </fieldset>
      <SpecialHoursRows
        rows={draft.special}
        errors={errors}
        interactive={interactive}
        onChange={(special) => setDraft({ ...draft, special })}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={pending}>
          {pending ? 'Saving...' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
