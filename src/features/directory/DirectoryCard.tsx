/**
 * One directory card: image or placeholder, name, Featured badge, category, address,
 * description clamped to 3 lines, phone, e-mail, 'Visit Website' and 'View Details'.
 * Rendered by Astro pages as static HTML and by the search island in the browser. The guide pages' card is GuideCard.astro.
 */
import { categoryBadge, categoryLabel } from './categories.ts';
import type { BusinessCardData } from './business-card.ts';
import { businessPath } from './directory.ts';
import { outboundPath } from '#src/features/insights/outbound.ts';
import { telHref, websiteHref } from '#src/platform/format.ts';
import { uploadedSources } from '#src/features/photos/photos.ts';
import { formatDistance } from '#src/features/places/places.ts';
import AttributeBadges from '#src/features/listings/AttributeBadges.tsx';
import { closingText, parseClock } from '#src/features/listings/hours.ts';

interface Props {
  business: BusinessCardData;
  headingLevel?: 2 | 3;
}

export default function DirectoryCard({ business: b, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const website = websiteHref(b.website);
  const path = businessPath(b);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {b.imageUrl ? <CardImage url={b.imageUrl} /> : <Placeholder />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${categoryBadge(b.category)}`}>
            {categoryLabel(b.category)}
          </span>
          {b.featured && (
            <span className="rounded-full bg-yellow-100 px-2.5 py-0.5 text-xs font-semibold text-yellow-900">Featured</span>
          )}
        </div>
        <Heading className="text-xl leading-snug font-bold text-slate-900">{b.name}</Heading>
        {b.premium && b.rating && b.rating.count > 0 && b.rating.average !== null && (
          <CardRating average={b.rating.average} count={b.rating.count} />
        )}
        {b.offer && (
          <p className="text-sm text-slate-800">
            <span className="mr-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Offer</span>
            {b.offer}
          </p>
        )}
        {b.closesAt !== undefined && <ClosingLine closesAt={b.closesAt} />}
        {b.address && <p className="text-sm text-slate-700">{b.address}</p>}
        <AttributeBadges attributes={b.attributes} size="sm" />
        {b.distanceKm != null && <p className="text-sm font-semibold text-ocean-800">{formatDistance(b.distanceKm)}</p>}
        <p className="line-clamp-3 text-slate-700">{b.description}</p>
        <ul className="mt-auto text-sm">
          {b.phone && (
            <li>
              <a href={telHref(b.phone)} ping={outboundPath(b.id, 'phone')} className={`${tapRow} whitespace-nowrap`}>
                {b.phone}
              </a>
            </li>
          )}
          {b.email && (
            <li className="min-w-0">
              <a href={`mailto:${b.email}`} ping={outboundPath(b.id, 'email')} className={`${tapRow} max-w-full`}>
                <span className="truncate">{b.email}</span>
              </a>
            </li>
          )}
          {website && (
            <li>
              {/* Through /go so the click is counted; still a real link to the listing's own site. */}
              <a href={outboundPath(b.id, 'website')} target="_blank" rel="noopener" className={tapRow}>
                Visit Website<span className="sr-only"> of {b.name} (opens in a new tab)</span>
              </a>
            </li>
          )}
        </ul>
        <a href={path} className="btn-primary mt-2 w-full">
          View Details<span className="sr-only">: {b.name}</span>
        </a>
      </div>
    </article>
  );
}

/** In the open-now list: "Open now · Closes at 9:00 PM" (the listing page's wording). */
function ClosingLine({ closesAt }: { closesAt: string | null }) {
  const minutes = closesAt === null ? null : parseClock(closesAt);
  if (minutes === undefined) return null;
  return (
    <p className="text-sm font-semibold text-emerald-800">
      Open now<span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {closingText(minutes)}
    </p>
  );
}

/** Contact links are whole 44 px rows: a thumb on a phone hits them (WCAG 2.5.8 asks only 24). */
const tapRow = 'inline-flex min-h-11 items-center font-medium';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars and the count; the exact average is in the text. */
function CardRating({ average, count }: { average: number; count: number }) {
  // Whole stars only (no gradient ids repeated across cards): 4.5 shows four, and the text says 4.5.
  const filled = Math.floor(average + 0.25);
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700">
      <span className="inline-flex text-amber-700" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} width="16" height="16" viewBox="0 0 24 24" fill={n <= filled ? 'currentColor' : '#cbd5e1'}>
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span className="sr-only">{`Rated ${average.toFixed(1)} out of 5, `}</span>
      <span className="font-semibold text-slate-900" aria-hidden="true">
        {average.toFixed(1)}
      </span>
      <span>{`(${count} ${count === 1 ? 'review' : 'reviews'})`}</span>
    </p>
  );
}

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

/** The cover photo (decorative: the card's heading names the business). */
function CardImage({ url }: { url: string }) {
  const sources = uploadedSources(url);
  return (
    <picture>
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={CARD_SIZES} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={CARD_SIZES} />}
      <img
        src={url}
        srcSet={sources?.jpeg}
        sizes={sources ? CARD_SIZES : undefined}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
    </picture>
  );
}

function Placeholder() {
  return (
    <div
      aria-hidden="true"
      className="flex h-28 w-full items-center justify-center bg-gradient-to-br from-ocean-100 to-sand-100 text-ocean-700"
    >
      <svg
        width="44"
        height="44"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6" />
      </svg>
    </div>
  );
}
