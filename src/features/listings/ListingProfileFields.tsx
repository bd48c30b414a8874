/**
 * The listing editor's premium profile: one video, social and booking links, special hours. Part of the
 * editor's one form (saved by ListingEditorSave with everything else). It starts from what the page's form
 * shows when the island starts (it starts when scrolled into view), so text typed before that is kept.
 */
import { useEffect, useState } from 'react';
import SpecialHoursRows from './SpecialHoursRows.tsx';
import TextField from '#src/ui/forms/TextField.tsx';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { pageFormGetter, refusedErrors } from './listing-edit-form.ts';
import { profileFromForm, type ProfileDraft } from './profile-draft.ts';
import { maxLengths } from '#src/platform/schemas/limits.ts';
import { profileUpdateSchema, socialField } from './profile.schema.ts';
import { socialLabels, socialNetworks } from './social.ts';
import { useEditorErrors } from './listing-editor.store.ts';

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
