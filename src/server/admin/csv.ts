/** CSV exports (RFC 4180) for admins, safe to open in a spreadsheet. */
import { iterateAllBusinesses, listActiveNewsletterSubscribers } from '@/server/db/queries/admin';

/**
 * Quotes every field; cells starting with = + - @ (or tab/CR) get a leading apostrophe so a
 * spreadsheet never runs them as formulas (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvRow = (values: unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

export function* businessesCsv(): Generator<string> {
  yield csvRow([
    'id',
    'name',
    'category',
    'plan',
    'subscriptionStatus',
    'approved',
    'featured',
    'address',
    'phone',
    'email',
    'website',
    'ownerEmail',
    'createdAt',
  ]);
  for (const b of iterateAllBusinesses()) {
    yield csvRow([
      b.id,
      b.name,
      b.category,
      b.plan,
      b.subscriptionStatus,
      b.approved,
      b.featured,
      b.address,
      b.phone,
      b.email,
      b.website,
      b.ownerEmail,
      b.createdAt,
    ]);
  }
}

export function* newsletterCsv(): Generator<string> {
  yield csvRow(['email', 'subscribedAt']);
  for (const s of listActiveNewsletterSubscribers()) yield csvRow([s.email, s.createdAt]);
}

/** Streams a generator of CSV chunks as a download. */
export function csvResponse(filename: string, chunks: Generator<string>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      let batch = '';
      for (let i = 0; i < 500; i++) {
        const next = chunks.next();
        if (next.done) {
          if (batch) controller.enqueue(encoder.encode(batch));
          controller.close();
          return;
        }
        batch += next.value;
      }
      controller.enqueue(encoder.encode(batch));
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
