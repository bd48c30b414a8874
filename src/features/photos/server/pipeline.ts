/**
 * The photo pipeline: decode with sharp to prove the upload is a real raster image, refuse what we do
 * not serve (SVG, GIF, PDF, TIFF …) and decompression bombs, auto-rotate, drop every metadata block
 * (EXIF/GPS, XMP, ICC comments) by re-encoding, and write AVIF, WebP and JPEG at up to three widths.
 * Nothing the client sent is ever stored or served as is: a polyglot (JPEG + appended HTML) loses
 * its payload because only decoded pixels are re-encoded.
 *
 * Memory and time: the photo is decoded straight to the largest variant's size (shrink-on-load for JPEG and
 * WebP), so a 40-megapixel photo never sits in memory whole, and no variant is over 1600 × 2400 pixels: a tall
 * photo gets narrower variants, since encoding (AVIF above all) grows with the pixels written: a 2000 × 20,000
 * photo with 240-wide variants is a small photo's work.
 * Shape: long thin strips (200 × 20,000, 20,000 × 200) are refused from the header, before any decoding: no
 * camera makes them, and at full width they passed the WebP and AVIF encoders' 16,383-pixel limit.
 */
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { variantWidths } from '#src/features/photos/photos.ts';
import {
  MAX_ASPECT_RATIO,
  MAX_PHOTO_BYTES,
  PHOTO_FORMATS,
  PhotoRejected,
  photoMessages,
  type PhotoExt,
  type ProcessedPhoto,
  type ProcessedVariant,
} from './photo-results.ts';

const MAX_PHOTO_PIXELS = 40_000_000;
/** The smallest side accepted (how many times longer the other side may be: MAX_ASPECT_RATIO). */
const MIN_PHOTO_SIDE = 200;
/** The tallest variant (with the widest, 1600 px: a 2:3 portrait photo); taller photos get narrower variants. */
const MAX_VARIANT_HEIGHT = 2400;

/**
 * What a reader may decode. HEIF is the container of AVIF, and of HEIC (HEVC inside): sharp's prebuilt
 * libvips has no HEVC decoder (`sharp.format.heif` lists only `.avif`), so a HEIC photo reads its header
 * but fails to decode, and gets its own message below. A sharp build that decodes HEVC accepts it as is.
 */
const ACCEPTED_INPUT = new Set(['jpeg', 'png', 'webp', 'heif']);

const encoderOptions = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 3 },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const;
const encoders: Record<PhotoExt, (img: sharp.Sharp) => sharp.Sharp> = {
  avif: (img) => img.avif(encoderOptions.avif),
  webp: (img) => img.webp(encoderOptions.webp),
  jpg: (img) => img.jpeg(encoderOptions.jpg),
};

/**
 * Everything that decides the bytes this pipeline writes for a given input: the demo photo cache
 * (db/seed/demo-photos) keys on it, so changing an encoder setting, the widths or sharp re-renders them.
 * Bump `steps` when the decode steps in processPhoto change.
 */
export const PIPELINE_FINGERPRINT = JSON.stringify({
  steps: 2,
  encoderOptions,
  widths: variantWidths(Number.MAX_SAFE_INTEGER),
  sharp: sharp.versions,
});

function opened(input: Buffer): sharp.Sharp {
  // failOn 'warning' makes truncated or corrupt data an error instead of a half-grey picture.
  return sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning', sequentialRead: true });
}

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.byteLength === 0) throw new PhotoRejected(photoMessages.empty, 400);
  if (input.byteLength > MAX_PHOTO_BYTES) throw new PhotoRejected(photoMessages.tooLarge, 413);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected(photoMessages.notImage);
  }
  if (!meta.format || !ACCEPTED_INPUT.has(meta.format)) throw new PhotoRejected(photoMessages.notImage);
  if (!meta.width || !meta.height) throw new PhotoRejected(photoMessages.notImage);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new PhotoRejected(photoMessages.tooManyPixels, 413);
  // The upright size (EXIF orientations 5–8 turn the picture a quarter): what visitors see and the variants' widths.
  const { width, height } = meta.autoOrient;
  if (width < MIN_PHOTO_SIDE || height < MIN_PHOTO_SIDE) throw new PhotoRejected(photoMessages.tooSmall, 400);
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) throw new PhotoRejected(photoMessages.tooThin, 400);
  const widths = variantWidths(Math.min(width, Math.floor((width * MAX_VARIANT_HEIGHT) / height)));

  let base: { data: Buffer; info: sharp.OutputInfo };
  try {
    // Decode once, rotated by the EXIF orientation and already at the largest variant's width (shrink-on-load),
    // and keep raw pixels: every variant starts from them.
    base = await opened(input)
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected(meta.compression === 'hevc' ? photoMessages.heic : photoMessages.notImage);
  }
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const variants: ProcessedVariant[] = [];
  for (const w of widths) {
    for (const { ext } of PHOTO_FORMATS) {
      // No withMetadata(): sharp writes no EXIF, XMP or IPTC unless asked to.
      const data = await encoders[ext](sharp(base.data, raw).resize({ width: w, withoutEnlargement: true })).toBuffer();
      variants.push({ width: w, ext, data });
    }
  }
  return { hash, width, height, widths, variants };
}
