/**
 * Live business lists for the guide and activity pages. A database failure becomes `null`
 * (the page shows its error line) instead of a 500 for the whole page.
 */
import type { Activity } from '#src/features/content/activity-match.ts';
import { categoriesInGroup, resolveCategoryGroup } from '#src/features/directory/categories.ts';
import { listActivityBusinesses } from './activity.queries.ts';
import { listApprovedBusinesses } from '#src/features/listings/server/businesses.queries.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

function safely(label: string, load: () => Business[]): Business[] | null {
  try {
    return load();
  } catch (error) {
    logger.error({ err: errorText(error) }, `[listings] ${label} failed`);
    return null;
  }
}

/** The approved businesses of a directory group (every category in it), for the dining, lodging and attractions pages. */
export const loadCategoryBusinesses = (group: string, limit = 12) =>
  safely(group, () => {
    const g = resolveCategoryGroup(group);
    return g ? listApprovedBusinesses({ categories: categoriesInGroup(g).map((c) => c.slug), limit }) : [];
  });

export const loadActivityBusinesses = (activity: Activity, limit = 6) =>
  safely(activity, () => listActivityBusinesses({ activity, limit }));
