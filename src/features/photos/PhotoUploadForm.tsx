/**
 * "Add a photo": a real multipart form posting to POST /api/businesses/{id}/photos, so it works
 * without JavaScript (the server redirects back with a toast). Hydrated, it also takes dropped files,
 * uploads with a progress bar, and takes several gallery photos at once: each gets its own alt text and
 * goes through the same endpoint one after another, so one refused photo does not stop the others and
 * keeps its own message (PhotoBatch.tsx).
 */
import { useEffect, useRef, useState, type DragEvent, type SubmitEvent } from 'react';
import TextField from '#src/ui/forms/TextField.tsx';
import FormField from '#src/ui/forms/FormField.tsx';
import { ALT_MAX, MAX_GALLERY_PHOTOS, MAX_PHOTO_MB, type PublicPhoto } from './photos.ts';
import { photoFieldMessages } from './photos.schema.ts';
import { uploadForm } from './upload.ts';
import { handleLoggedOut } from '#src/platform/session-expired.store.ts';
import PhotoBatch, { batchProblem, uploadBatch } from './PhotoBatch.tsx';
import { toast } from '#src/ui/toast.store.ts';

interface Props {
  businessId: number;
  premium: boolean;
  galleryCount: number;
  onUploaded: (photo: PublicPhoto) => void;
}

// No image/heic: the server cannot decode HEVC (docs/listing-profile.md), and leaving it out makes
// iOS Safari convert a HEIC camera photo to JPEG before it is sent.
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export default function PhotoUploadForm({ businessId, premium, galleryCount, onUploaded }: Props) {
  const galleryOpen = premium && galleryCount < MAX_GALLERY_PHOTOS;
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [batchErrors, setBatchErrors] = useState<Record<number, string>>({});
  // Several files only once hydrated: the endpoint takes one photo per post, as the no-JavaScript form sends.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const fileInput = useRef<HTMLInputElement>(null);
  // A batch stays a batch while a photo it could not send is listed (with its alt text and message).
  const batch = files.length > 1 || Object.keys(batchErrors).length > 0;

  /** Puts `chosen` in the file input (what a plain post would send) and in the list. */
  function choose(chosen: File[]) {
    if (!fileInput.current) return;
    const transfer = new DataTransfer();
    for (const file of chosen) transfer.items.add(file);
    fileInput.current.files = transfer.files;
    setFiles(chosen);
    setBatchErrors({});
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length === 0 || progress !== null) return;
    choose(galleryOpen ? dropped : dropped.slice(0, 1));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    if (batch) return submitBatch(formElement, form);
    const file = form.get('photo');
    const next: Record<string, string | undefined> = {};
    if (!(file instanceof File) || file.size === 0) next.photo = photoFieldMessages.photo;
    else if (file.size > MAX_PHOTO_MB * 1024 * 1024) next.photo = `Photos must be ${MAX_PHOTO_MB} MB or smaller.`;
    if (!String(form.get('alt') ?? '').trim()) next.alt = photoFieldMessages.alt;
    setErrors(next);
    if (next.photo || next.alt) return;
    setProgress(0);
    const result = await uploadForm<{ photo: PublicPhoto }>(formElement.action, form, setProgress);
    setProgress(null);
    if (result.status === 401) return handleLoggedOut(500);
    if (!result.ok) {
      setErrors({ photo: result.errors.photo?.[0], alt: result.errors.alt?.[0] });
      toast({ title: 'Upload failed', description: result.error ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    onUploaded(result.data.photo);
    formElement.reset();
    setFiles([]);
    toast({
      title: 'Photo uploaded',
      description: form.get('role') === 'gallery' ? 'The photo was added to your gallery.' : 'Your cover photo is saved.',
    });
  }

  async function submitBatch(formElement: HTMLFormElement, form: FormData) {
    const problem = batchProblem(files, form, MAX_GALLERY_PHOTOS - galleryCount);
    setErrors(problem.photo ? { photo: problem.photo } : {});
    setBatchErrors(problem.perFile);
    if (problem.photo || Object.keys(problem.perFile).length > 0) return;
    setProgress(0);
    const outcome = await uploadBatch(formElement.action, files, form, setProgress, onUploaded);
    setProgress(null);
    if (outcome.loggedOut) return handleLoggedOut(500);
    const failed = files.filter((_, i) => outcome.failed[i] !== undefined);
    const uploaded = files.length - failed.length;
    if (failed.length === 0) formElement.reset();
    choose(failed);
    // The failed files keep their alt texts and messages, renumbered from the top of the list.
    setBatchErrors(Object.fromEntries(Object.values(outcome.failed).map((message, i) => [i, message])));
    toast(
      failed.length === 0
        ? { title: 'Photos uploaded', description: `${uploaded} photos were added to your gallery.` }
        : {
            title: uploaded > 0 ? `${uploaded} of ${files.length} photos uploaded` : 'Upload failed',
            description: 'The photos still listed were not added: see the message under each.',
            variant: 'destructive',
          },
    );
  }

  // While a photo uploads the fields are disabled: the form is reset when it lands, which would drop a
  // photo or alt text chosen meanwhile.
  const uploading = progress !== null;
  return (
    <form
      method="post"
      action={`/api/businesses/${businessId}/photos`}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-busy={uploading}
    >
      <h3 className="text-lg font-semibold text-slate-900">Add a photo</h3>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Use it as</legend>
        <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-disabled:opacity-60">
          {/* Uncontrolled: a choice made before the island hydrated stays (React resets controlled radios). */}
          <input type="radio" name="role" value="cover" defaultChecked disabled={uploading} />
          Cover photo (replaces the current one)
        </label>
        <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-disabled:opacity-60">
          <input type="radio" name="role" value="gallery" disabled={!galleryOpen || uploading} />
          Gallery photo ({galleryCount} of {MAX_GALLERY_PHOTOS}
          {premium ? '' : ', Premium'})
        </label>
      </fieldset>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-ocean-600 bg-ocean-50' : 'border-slate-300'}`}
        data-dropzone
      >
        <FormField
          label="Photo"
          hint={`${interactive && galleryOpen ? 'Drag photos here or choose files (several at once go to the gallery)' : 'Drag a photo here or choose a file'}. JPEG, PNG, WebP or AVIF, up to ${MAX_PHOTO_MB} MB. Location data is removed.`}
          error={errors.photo}
        >
          {(a) => (
            <input
              {...a}
              ref={fileInput}
              type="file"
              name="photo"
              accept={ACCEPT}
              required
              multiple={interactive && galleryOpen}
              disabled={uploading}
              onChange={(e) => {
                setFiles(Array.from(e.currentTarget.files ?? []));
                setBatchErrors({});
              }}
              className="min-h-11 w-full text-base disabled:opacity-60 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ocean-700 file:px-4 file:font-semibold file:text-white"
            />
          )}
        </FormField>
        {files.length === 1 && <p className="mt-2 text-sm text-slate-700">Selected: {files[0]!.name}</p>}
      </div>
      {batch && <PhotoBatch files={files} errors={batchErrors} disabled={uploading} />}
      <TextField
        className={batch ? 'hidden' : undefined}
        label="Alt text"
        hint="Describe the photo for people who use screen readers, e.g. “Deck tables facing the harbor at sunset”."
        error={errors.alt}
        name="alt"
        required
        maxLength={ALT_MAX}
        disabled={uploading}
      />
      {uploading && (
        <div className="grid gap-1">
          <label htmlFor={`upload-progress-${businessId}`} className="text-sm text-slate-700">
            Uploading{batch ? ` ${Math.min(files.length, Math.floor(progress * files.length) + 1)} of ${files.length}` : ''}…{' '}
            {Math.round(progress * 100)}%
          </label>
          <progress id={`upload-progress-${businessId}`} max={1} value={progress} className="w-full" />
        </div>
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={uploading}>
          {uploading ? 'Uploading...' : batch && files.length > 1 ? `Upload ${files.length} photos` : 'Upload photo'}
        </button>
      </div>
    </form>
  );
}
