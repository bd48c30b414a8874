/** Photo upload and arrangement rules, shared by the listing editor and the photo endpoints. */
import { z } from 'zod';
import { ALT_MAX, MAX_GALLERY_PHOTOS } from './photos.ts';
import { idField, unknownKeys } from '#src/platform/schemas/fields.ts';

export const photoFieldMessages = {
  photo: 'Choose a photo to upload (field "photo").',
  alt: 'Describe the photo for people who cannot see it (alt text is required).',
  role: "Role must be 'cover' or 'gallery'",
} as const;

const altField = z
  .string({ error: photoFieldMessages.alt })
  .trim()
  .min(1, photoFieldMessages.alt)
  .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`);

/** The text fields of the multipart upload (the file is checked by the pipeline). */
export const photoUploadFieldsSchema = z.object({
  alt: altField,
  role: z.enum(['cover', 'gallery'], { error: photoFieldMessages.role }).default('cover'),
});

/** PATCH /api/businesses/{id}/photos: new gallery order, a new cover, new alt texts (any of them). */
export const photoArrangeSchema = z
  .object(
    {
      order: z.array(idField('Photo ids must be positive integers')).max(MAX_GALLERY_PHOTOS).optional(),
      coverId: idField('coverId must be a photo id').optional(),
      alts: z
        .record(z.string().regex(/^\d{1,15}$/, 'Photo ids must be positive integers'), altField)
        .refine((v) => Object.keys(v).length <= MAX_GALLERY_PHOTOS + 1, 'Too many alt texts')
        .optional(),
    },
    unknownKeys('Unknown field'),
  )
  .strict()
  .refine((v) => v.order !== undefined || v.coverId !== undefined || v.alts !== undefined, { message: 'Nothing to update' });
