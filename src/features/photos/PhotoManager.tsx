/**
 * The listing editor's photo section: the cover, the premium gallery (reorder, choose cover, alt
 * texts, delete) and the upload form. Every change is saved at once through the photo endpoints.
 */
import { useState } from 'react';
import PhotoUploadForm from './PhotoUploadForm.tsx';
import { api } from '#src/platform/api-client.ts';
import { ALT_MAX, uploadedSources, type PublicPhoto } from './photos.ts';
import { handleLoggedOut } from '#src/platform/session-expired.store.ts';
import { toast } from '#src/ui/toast.store.ts';

interface Props {
  businessId: number;
  premium: boolean;
  photos: PublicPhoto[];
  /** False for an account whose e-mail is not confirmed: the uploads would be refused (ListingPhotos says why). */
  canUpload: boolean;
}

export default function PhotoManager({ businessId, premium, photos: initial, canUpload }: Props) {
  const [photos, setPhotos] = useState(initial);
  const [alts, setAlts] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const cover = photos.find((p) => p.role === 'cover');
  const gallery = photos.filter((p) => p.role === 'gallery');
  const base = `/api/businesses/${businessId}/photos`;

  async function send(body: Record<string, unknown>, success: string): Promise<boolean> {
    setBusy(true);
    const result = await api<{ photos: PublicPhoto[] }>(base, { method: 'PATCH', body });
    setBusy(false);
    if (result.status === 401) return (handleLoggedOut(500), false);
    if (!result.ok) {
      toast({
        title: 'Error',
        description: result.error ?? 'Failed to update photos. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
    setPhotos(result.data.photos);
    toast({ title: success });
    return true;
  }

  function move(index: number, by: number) {
    const order = gallery.map((p) => p.id);
    const [id] = order.splice(index, 1);
    order.splice(index + by, 0, id!);
    void send({ order }, 'Gallery order saved');
  }

  async function remove(photo: PublicPhoto) {
    if (!window.confirm(`Delete this photo (“${photo.alt}”)? This cannot be undone.`)) return;
    setBusy(true);
    const result = await api(`${base}/${photo.id}`, { method: 'DELETE' });
    setBusy(false);
    if (result.status === 401) return handleLoggedOut(500);
    if (result.status !== 204)
      return toast({ title: 'Error', description: 'Failed to delete the photo.', variant: 'destructive' });
    setPhotos((list) => list.filter((p) => p.id !== photo.id));
    toast({ title: 'Photo deleted' });
  }

  async function saveAlts() {
    const changed = Object.fromEntries(
      Object.entries(alts).filter(([id, alt]) => photos.find((p) => p.id === Number(id))?.alt !== alt),
    );
    if (Object.keys(changed).length === 0) return;
    if (await send({ alts: changed }, 'Alt texts saved')) setAlts({});
  }

  const altInput = (photo: PublicPhoto, label: string) => (
    <label className="grid gap-1 text-sm font-medium text-slate-800">
      {label}
      <input
        type="text"
        value={alts[photo.id] ?? photo.alt}
        onChange={(e) => setAlts({ ...alts, [photo.id]: e.currentTarget.value })}
        maxLength={ALT_MAX}
        required
        className="min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base font-normal"
      />
    </label>
  );

  return (
    <div className="grid gap-6" aria-busy={busy}>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold text-slate-900">Cover photo</h3>
        {cover ? (
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <Thumb photo={cover} />
            <div className="grid content-start gap-2">
              {altInput(cover, 'Alt text for the cover photo')}
              <button type="button" className="btn-outline justify-self-start" onClick={() => remove(cover)} disabled={busy}>
                Delete cover photo
              </button>
            </div>
          </div>
        ) : (
          <p className="text-slate-700">No cover photo yet. Listings with a photo get noticed first in the directory.</p>
        )}
      </div>
      {premium && (
        <div className="grid gap-3">
          <h3 className="text-lg font-semibold text-slate-900">Gallery ({gallery.length} of 10)</h3>
          {gallery.length === 0 && <p className="text-slate-700">No gallery photos yet.</p>}
          <ol className="grid gap-4">
            {gallery.map((photo, index) => (
              // A small thumbnail beside its controls, on a phone too (a full-width photo per row filled the screen).
              <li
                key={photo.id}
                className="grid grid-cols-[6rem_1fr] gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr]"
              >
                <Thumb photo={photo} />
                {/* On a phone the buttons take the full width under the thumbnail and its alt text. */}
                <div className="contents sm:grid sm:content-start sm:gap-2">
                  {altInput(photo, `Alt text for gallery photo ${index + 1}`)}
                  <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
                    <button type="button" className="btn-outline" onClick={() => move(index, -1)} disabled={busy || index === 0}>
                      Move up<span className="sr-only"> photo {index + 1}</span>
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() => move(index, 1)}
                      disabled={busy || index === gallery.length - 1}
                    >
                      Move down<span className="sr-only"> photo {index + 1}</span>
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() => send({ coverId: photo.id }, 'Cover photo changed')}
                      disabled={busy}
                    >
                      Make cover<span className="sr-only"> (photo {index + 1})</span>
                    </button>
                    <button type="button" className="btn-outline text-red-800" onClick={() => remove(photo)} disabled={busy}>
                      Delete<span className="sr-only"> photo {index + 1}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
      {photos.length > 0 && (
        <div>
          <button type="button" className="btn-primary" onClick={saveAlts} disabled={busy || Object.keys(alts).length === 0}>
            Save alt texts
          </button>
        </div>
      )}
      {canUpload && (
        <PhotoUploadForm
          businessId={businessId}
          premium={premium}
          galleryCount={gallery.length}
          onUploaded={(photo) =>
            setPhotos((list) => (photo.role === 'cover' ? [photo, ...list.filter((p) => p.role !== 'cover')] : [...list, photo]))
          }
        />
      )}
    </div>
  );
}

function Thumb({ photo }: { photo: PublicPhoto }) {
  const sources = uploadedSources(photo.url);
  return (
    <img
      src={photo.url}
      srcSet={sources?.jpeg}
      sizes="12rem"
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}
