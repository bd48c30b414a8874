/**
 * Previews: an admin, or the item's own owner, sees a listing or event that is not
 * public yet on its public address, as the public would see it once approved. Everyone else gets the
 * usual 404, so nothing unapproved ever leaks. Preview pages are personal: never cached, never indexed.
 */
export function canPreview(viewer: App.Locals['user'] | undefined, ownerId: number | null): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || (ownerId !== null && viewer.id === ownerId);
}
