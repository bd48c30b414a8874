/**
 * The site's own audience where an owner decides to pay (plan card, upgrade panel): the figures of
 * src/features/payments/server/audience.ts as sentences, for the listing's category. Nothing when
 * there is nothing to say yet.
 */
import { audienceText, type Audience } from './audience.ts';

export default function AudienceFigures({
  audience,
  category,
  className = '',
}: {
  audience: Audience | null;
  /** The listing's category slug; null: all listings (no category chosen yet). */
  category: string | null;
  className?: string;
}) {
  const text = audience ? audienceText(audience, category) : null;
  if (!text) return null;
  return (
    <section aria-label={text.heading} className={`rounded-lg border border-slate-200 bg-white p-3 text-sm ${className}`}>
      <p className="font-semibold text-slate-900">{text.heading}</p>
      <ul className="mt-1 grid gap-0.5 text-slate-800">
        {text.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-1 text-slate-700">{text.note}</p>
    </section>
  );
}
