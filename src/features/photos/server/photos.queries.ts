/** Business photo rows (cover and gallery) and the listing's denormalised cover URL (`businesses.image_url`). */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { findRow } from '#src/platform/server/db/rows.queries.ts';
import { countEventPhotosWithHash } from './event-photos.queries.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { businesses, businessPhotos, type BusinessPhoto } from '#src/platform/server/db/schema.ts';

type NewPhoto = Omit<typeof businessPhotos.$inferInsert, 'id' | 'createdAt'>;

/** Cover first, then the gallery in its order. */
export function listBusinessPhotos({ businessId }: { businessId: number }): BusinessPhoto[] {
  // Every business page asks: prepared once per connection.
  return preparedOnce(getDb(), 'business photos', (db) =>
    db
      .select()
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, sql.placeholder('businessId')))
      .orderBy(asc(businessPhotos.role), asc(businessPhotos.position), asc(businessPhotos.id))
      .prepare(),
  ).all({ businessId });
}

export function countGalleryPhotos({ businessId }: { businessId: number }): number {
  const [row] = getDb()
    .select({ n: count() })
    .from(businessPhotos)
    .where(and(eq(businessPhotos.businessId, businessId), eq(businessPhotos.role, 'gallery')))
    .all();
  return row?.n ?? 0;
}

export function insertPhoto(values: NewPhoto): BusinessPhoto {
  return getDb().insert(businessPhotos).values(values).returning().get();
}

export function findBusinessPhoto({ businessId, photoId }: { businessId: number; photoId: number }): BusinessPhoto | undefined {
  return findRow(businessPhotos, { id: photoId, businessId });
}

export function deletePhotoRows({ ids }: { ids: number[] }): void {
  if (ids.length > 0) getDb().delete(businessPhotos).where(inArray(businessPhotos.id, ids)).run();
}

/** How many rows still use these files (the same picture may be uploaded twice, for a listing or an event). */
export function countPhotosWithHash({ hash }: { hash: string }): number {
  const [row] = getDb().select({ n: count() }).from(businessPhotos).where(eq(businessPhotos.hash, hash)).all();
  return (row?.n ?? 0) + countEventPhotosWithHash({ hash });
}

export function updatePhoto({
  id,
  changes,
}: {
  id: number;
  changes: Partial<Pick<BusinessPhoto, 'role' | 'position' | 'alt'>>;
}): BusinessPhoto | undefined {
  return getDb().update(businessPhotos).set(changes).where(eq(businessPhotos.id, id)).returning().get();
}

export function setBusinessImageUrl({ id, imageUrl }: { id: number; imageUrl: string | null }): void {
  getDb().update(businesses).set({ imageUrl, updatedAt: new Date() }).where(eq(businesses.id, id)).run();
}
