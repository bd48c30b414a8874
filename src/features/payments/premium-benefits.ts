/**
 * What Premium gives, in the one place every list of it reads from: the plan card (signup), the upgrade panel of
 * a free listing's editor and the dashboard's Premium Benefits. The plan card and the panel use the plan's own
 * feature list, the dashboard its shorter benefits list (the two wordings the spec shows); the benefits that bring
 * customers are in both.
 */
const customerBenefits = ['Questions and quote requests from visitors', 'Offers on your listing and the Deals page'] as const;

/** The plan's features: the signup plan card and the upgrade panel. */
export const premiumFeatures = [
  'Complete business profile',
  'Website and social media links',
  'Video support',
  'Photo gallery (up to 10 images)',
  'Business hours display',
  'Priority placement in search results',
  'Enhanced description',
  'Review integration',
  'Analytics dashboard',
  'Featured listing opportunities',
  ...customerBenefits,
] as const;

/** The dashboard's Premium Benefits card. */
export const premiumBenefits = [
  'Priority placement in search results',
  'Featured listing badge',
  'Photo gallery (up to 10 images)',
  'Video embedding',
  'Social media links',
  'Business hours display',
  'Analytics dashboard',
  ...customerBenefits,
] as const;
