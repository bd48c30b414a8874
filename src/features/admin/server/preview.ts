/**
 * Previews: an admin, or the item's own owner, sees a listing or event that is not
 * public yet on its public address, as the public would see it once approved. Everyone else gets the
 * usual 404, so nothing unapproved ever leaks. Preview pages are personal: never cached, never indexed.
 */
function canPreview(viewer: App.Locals['user'] | undefined, ownerId: number | null): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || (ownerId !== null && viewer.id === ownerId);
}

/** The item when this viewer may preview it. */
export const previewableBy = <T extends { ownerId: number | null }>(
  item: T | undefined,
  viewer: App.Locals['user'] | undefined,
): T | undefined => (item && canPreview(viewer, item.ownerId) ? item : undefined);

/** The revision id `param` names, when this viewer may preview the item's pending edits. */
export function previewedRevisionId(
  param: string,
  item: { ownerId: number | null },
  viewer: App.Locals['user'] | undefined,
): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && canPreview(viewer, item.ownerId) ? id : null;
}
