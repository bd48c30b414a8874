/**
 * The listing editor's premium profile: one video, social and booking links, special hours. Part of the
 * editor's one form (saved by ListingEditorSave with everything else). It starts from what the page's form
 * shows when the island starts (it starts when scrolled into view), so text typed before that is kept.
 */
import { useEffect, useState } from 'react';
import SpecialHoursRows from '@/components/dashboard/SpecialHoursRows';
import TextField from '@/components/forms/TextField';
import type { FormState } from '@/lib/form-state';
import { pageFormGetter, refusedErrors } from '@/lib/listing-edit-form';
import { profileFromForm, type ProfileDraft } from '@/lib/profile-draft';
import { maxLengths } from '@/lib/schemas/limits';
import { profileUpdateSchema, socialField } from '@/lib/schemas/profile';
import { socialLabels, socialNetworks } from '@/lib/social';
import { useEditorErrors } from '@/stores/listing-editor';

/** The longest values the API accepts, from the schemas that check them. */
const limits = maxLengths(profileUpdateSchema);
const socialMax = maxLengths(socialField);

interface Props {
  draft: ProfileDraft;
  /** The page's state after a refused no-JavaScript post (the messages are worked out from what was typed). */
  form: FormState;
}

export default function ListingProfileFields({ draft: initial, form }: Props) {
  const [draft, setDraft] = useState<ProfileDraft>(() => {
    const page = pageFormGetter();
    return page ? profileFromForm(page) : initial;
  });
  const errors = useEditorErrors(form.values._form ? refusedErrors(form.values) : {});
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const social = (n: (typeof socialNetworks)[number], value: string) =>
    setDraft({ ...draft, social: { ...draft.social, [n]: value } });

  return (
    <div className="grid gap-6">
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
    </div>
  );
}
