/**
 * Several gallery photos chosen at once in "Add a photo": one alt text per photo, checked the same way as a
 * single upload, then sent one after another through POST /api/businesses/{id}/photos (the endpoint takes
 * one photo per post, with its own limits and messages).
 */
import TextField from '#src/ui/forms/TextField.tsx';
import { ALT_MAX, MAX_PHOTO_MB, type PublicPhoto } from './photos.ts';
import { photoFieldMessages } from './photos.schema.ts';
import { uploadForm } from './upload.ts';

const altName = (i: number) => `alt.${i}`;

// Keys that follow a file (not its place in the list), so a failed photo keeps the alt text typed for it
// when the photos before it are uploaded and leave the list.
const keys = new WeakMap<File, number>();
let nextKey = 0;
const keyOf = (file: File) => keys.get(file) ?? (keys.set(file, ++nextKey), nextKey);

interface Props {
  files: File[];
  errors: Record<number, string>;
  disabled: boolean;
}

export default function PhotoBatch({ files, errors, disabled }: Props) {
  return (
    <ol className="grid gap-3" aria-label="Photos to upload">
      {files.map((file, i) => (
        <li key={keyOf(file)} className="grid gap-1 rounded-lg border border-slate-200 p-3">
          <p className="truncate text-sm font-medium text-slate-900">
            {i + 1}. {file.name}
          </p>
          <TextField
            label={`Alt text for photo ${i + 1}`}
            error={errors[i]}
            name={altName(i)}
            maxLength={ALT_MAX}
            disabled={disabled}
          />
        </li>
      ))}
    </ol>
  );
}

/** What stops the batch before anything is sent: a whole-batch message, or a message per photo. */
export function batchProblem(files: File[], form: FormData, room: number): { photo?: string; perFile: Record<number, string> } {
  if (form.get('role') !== 'gallery')
    return { photo: 'A cover is one photo: choose “Gallery photo” to add several at once.', perFile: {} };
  if (files.length > room)
    return { photo: `The gallery has room for ${room} more photo${room === 1 ? '' : 's'}: choose fewer.`, perFile: {} };
  const perFile: Record<number, string> = {};
  files.forEach((file, i) => {
    if (file.size > MAX_PHOTO_MB * 1024 * 1024) perFile[i] = `Photos must be ${MAX_PHOTO_MB} MB or smaller.`;
    else if (!String(form.get(altName(i)) ?? '').trim()) perFile[i] = photoFieldMessages.alt;
  });
  return { perFile };
}

/**
 * Uploads the photos in turn; `onProgress` gets the share of the whole batch done. A photo the server refuses
 * keeps its message and the next one is still sent; a lost session stops the batch.
 */
export async function uploadBatch(
  url: string,
  files: File[],
  form: FormData,
  onProgress: (fraction: number) => void,
  onUploaded: (photo: PublicPhoto) => void,
): Promise<{ failed: Record<number, string>; loggedOut: boolean }> {
  const failed: Record<number, string> = {};
  for (const [i, file] of files.entries()) {
    const one = new FormData();
    one.set('role', 'gallery');
    one.set('photo', file);
    one.set('alt', String(form.get(altName(i)) ?? '').trim());
    const result = await uploadForm<{ photo: PublicPhoto }>(url, one, (f) => onProgress((i + f) / files.length));
    if (result.status === 401) return { failed, loggedOut: true };
    if (result.ok) onUploaded(result.data.photo);
    else failed[i] = result.errors.photo?.[0] ?? result.errors.alt?.[0] ?? result.error ?? 'The upload failed. Please try again.';
  }
  return { failed, loggedOut: false };
}
