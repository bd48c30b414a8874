/**
 * What the photo pipeline (pipeline.ts) gives back and refuses with, without sharp: the server process reads these,
 * while the pipeline itself runs in the photo worker process (photo-worker.ts), so the server never loads libvips.
 */

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** How many times longer than the other a photo's long side may be (a wide panorama fits). */
export const MAX_ASPECT_RATIO = 10;
export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;
export type PhotoExt = (typeof PHOTO_FORMATS)[number]['ext'];

export class PhotoRejected extends Error {
  readonly status: 400 | 413 | 415;
  constructor(message: string, status: 400 | 413 | 415 = 415) {
    super(message);
    this.status = status;
  }
}

export const photoMessages = {
  empty: 'The photo file is empty.',
  tooLarge: 'Photos must be 10 MB or smaller.',
  notImage: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP or AVIF image.',
  tooManyPixels: 'That photo is too large (over 40 megapixels). Please resize it and try again.',
  tooSmall: 'That photo is too small. Use one at least 200 pixels wide and tall.',
  tooThin: `That photo is a very long, thin strip. Crop it so its long side is at most ${MAX_ASPECT_RATIO} times its short side, and try again.`,
  heic: 'HEIC photos (the iPhone camera format) cannot be read here. Upload a JPEG, PNG, WebP or AVIF image: on an iPhone, share or export the photo as JPEG, or set Settings › Camera › Formats to "Most Compatible".',
} as const;

export interface ProcessedVariant {
  width: number;
  ext: PhotoExt;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** Content hash of the decoded, rotated pixels' source bytes: names every variant. */
  hash: string;
  width: number;
  height: number;
  widths: number[];
  variants: ProcessedVariant[];
}
