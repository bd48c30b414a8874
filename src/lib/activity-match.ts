/**
 * Which businesses an activity page shows (spec §5, "Client-side activity filters"):
 * case-insensitive substring rules over category, name and description. The rules are data so
 * the server can pre-filter in SQL with the same words (src/server/db/queries/activity.ts) and
 * then confirm every row with `matchesActivity`, the single source of truth.
 */
export type Activity = 'fishing' | 'dining' | 'recreation';

export interface FieldWords {
  category?: readonly string[];
  name?: readonly string[];
  description?: readonly string[];
}

export interface ActivityRule {
  include: FieldWords;
  exclude?: FieldWords;
}

const diningCategory = ['restaurant', 'dining', 'food', 'cafe', 'bar', 'grill'] as const;
const diningName = ['restaurant', 'cafe', 'grill'] as const;

export const activityRules: Record<Activity, ActivityRule> = {
  dining: {
    include: { category: diningCategory, name: diningName, description: ['restaurant', 'dining', 'food'] },
  },
  recreation: {
    include: {
      category: ['recreation', 'marine', 'boat', 'water', 'tour', 'rental'],
      name: ['marina', 'boat', 'tour'],
      description: ['recreation', 'boat', 'water'],
    },
    exclude: { category: diningCategory, name: diningName },
  },
  fishing: {
    include: {
      category: ['fishing', 'charter', 'marine'],
      name: ['fishing', 'charter', 'marine'],
      description: ['fishing', 'charter', 'marine'],
    },
  },
};

export interface MatchableBusiness {
  category: string;
  name: string;
  description?: string | null;
}

const fields = ['category', 'name', 'description'] as const;

function mentionsAny(business: MatchableBusiness, words: FieldWords): boolean {
  return fields.some((field) => {
    const value = (business[field] ?? '').toLowerCase();
    return (words[field] ?? []).some((word) => value.includes(word));
  });
}

export function matchesActivity(activity: Activity, business: MatchableBusiness): boolean {
  const rule = activityRules[activity];
  if (rule.exclude && mentionsAny(business, rule.exclude)) return false;
  return mentionsAny(business, rule.include);
}

export function isActivity(value: string): value is Activity {
  return Object.hasOwn(activityRules, value);
}
