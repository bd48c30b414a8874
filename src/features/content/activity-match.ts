/**
 * Which businesses an activity page shows:
 * case-insensitive substring rules over category, name and description. The rules are data so
 * the server can pre-filter in SQL with the same words (src/features/content/server/activity.queries.ts) and
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
  /**
   * What the activity is about. Matching rows whose name or category mention one of these are listed before rows
   * that only mention the activity in passing (a hotel with a fish-cleaning table is not a fishing business). This
   * orders the spec's matches; it never adds or removes one.
   */
  about: Required<Pick<FieldWords, 'category' | 'name'>>;
}

const diningCategory = ['restaurant', 'dining', 'food', 'cafe', 'bar', 'grill'] as const;
const diningName = ['restaurant', 'cafe', 'grill'] as const;

export const activityRules: Record<Activity, ActivityRule> = {
  dining: {
    include: { category: diningCategory, name: diningName, description: ['restaurant', 'dining', 'food'] },
    about: { category: diningCategory, name: [...diningName, 'seafood', 'taco', 'pizza', 'kitchen', 'bbq'] },
  },
  recreation: {
    include: {
      category: ['recreation', 'marine', 'boat', 'water', 'tour', 'rental'],
      name: ['marina', 'boat', 'tour'],
      description: ['recreation', 'boat', 'water'],
    },
    exclude: { category: diningCategory, name: diningName },
    about: {
      category: ['recreation', 'marine', 'boat', 'water', 'tour', 'rental'],
      name: ['marina', 'boat', 'tour', 'kayak', 'paddle', 'rental', 'surf', 'bike'],
    },
  },
  fishing: {
    include: {
      category: ['fishing', 'charter', 'marine'],
      name: ['fishing', 'charter', 'marine'],
      description: ['fishing', 'charter', 'marine'],
    },
    about: {
      category: ['fishing', 'charter', 'marine', 'bait'],
      name: ['fishing', 'charter', 'marine', 'marina', 'bait', 'tackle', 'boat'],
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

/** True when the business's name or category is about the activity (see `ActivityRule.about`). */
export const isAboutActivity = (activity: Activity, business: MatchableBusiness): boolean =>
  mentionsAny(business, activityRules[activity].about);

export function matchesActivity(activity: Activity, business: MatchableBusiness): boolean {
  const rule = activityRules[activity];
  if (rule.exclude && mentionsAny(business, rule.exclude)) return false;
  return mentionsAny(business, rule.include);
}

export function isActivity(value: string): value is Activity {
  return Object.hasOwn(activityRules, value);
}
