/**
 * Browser-safe facts about uploaded photos: limits, variant widths and URLs. A photo's largest JPEG
 * URL (`/uploads/{hash}-{width}.jpg`) is enough to rebuild every variant's URL, so cards that only
 * carry `imageUrl` still get a responsive <picture>.
 */
export const MAX_GALLERY_PHOTOS = 10;
export const MAX_PHOTO_MB = 10;
const TARGET_WIDTHS = [480, 960, 1600] as const;
export const ALT_MAX = 250;
/** The upload endpoints' 403 for an account whose e-mail is not confirmed yet, and what the editors show instead. */
export const UNVERIFIED_UPLOAD_MESSAGE =
  'Please verify your email address before uploading photos. Check your inbox for the verification link.';

export type PhotoRole = 'cover' | 'gallery';

/** The public shape of a photo, as the upload and listing APIs answer it. */
export interface PublicPhoto {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
  role: PhotoRole;
}

/** Widths written for an image `width` pixels wide: the targets below it, and its own (capped) width. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, TARGET_WIDTHS[TARGET_WIDTHS.length - 1]);
  return [...TARGET_WIDTHS.filter((w) => w < top), top];
}

export const photoUrl = (hash: string, width: number, ext: 'avif' | 'webp' | 'jpg'): string => `/uploads/${hash}-${width}.${ext}`;

export interface PhotoSources {
  src: string;
  avif: string;
  webp: string;
  jpeg: string;
}

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})-(\d{2,4})\.jpg$/;

/** srcsets for an uploaded photo's URL; undefined for anything else (an illustration, an old link). */
export function uploadedSources(url: string | null | undefined): PhotoSources | undefined {
  const match = url ? UPLOAD_URL.exec(url) : null;
  if (!match) return undefined;
  const hash = match[1]!;
  const widths = variantWidths(Number(match[2]));
  const set = (ext: 'avif' | 'webp' | 'jpg') => widths.map((w) => `${photoUrl(hash, w, ext)} ${w}w`).join(', ');
  return { src: url!, avif: set('avif'), webp: set('webp'), jpeg: set('jpg') };
}
