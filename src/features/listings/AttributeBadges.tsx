/**
 * A listing's attributes as badges with their text ("Waterfront", "Pet friendly"): on the listing page and on cards.
 * The tick is decoration; the list's name tells a screen reader what the badges are. Renders nothing without any.
 */
import { attributeLabels, type ListingAttribute } from './attributes.ts';

interface Props {
  attributes: readonly ListingAttribute[] | undefined;
  /** Cards use the small size, the listing page the regular one. */
  size?: 'sm' | 'md';
  className?: string;
}

export default function AttributeBadges({ attributes, size = 'md', className = '' }: Props) {
  if (!attributes?.length) return null;
  const text = size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm';
  return (
    <ul aria-label="What this place offers" className={`flex flex-wrap gap-1.5 ${className}`}>
      {attributes.map((a) => (
        <li
          key={a}
          className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 font-medium text-emerald-900 ring-1 ring-emerald-200 ${text}`}
        >
          <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
            <path d="M5 12l5 5L20 7" />
          </svg>
          {attributeLabels[a]}
        </li>
      ))}
    </ul>
  );
}
