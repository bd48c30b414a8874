/** CSV exports (RFC 4180) for admins, safe to open in a spreadsheet (csv-stringify escapes formulas). */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { iterateAllBusinesses, listActiveNewsletterSubscribers } from './admin.queries.ts';

type Row = unknown[];

export function* businessesCsv(): Generator<Row> {
  yield [
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
  ];
  for (const b of iterateAllBusinesses()) {
    yield [
      b.id,
      b.name,
      categoryLabel(b.category),
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
    ];
  }
}

export function* newsletterCsv(): Generator<Row> {
  yield ['email', 'subscribedAt'];
  for (const s of listActiveNewsletterSubscribers()) yield [s.email, s.createdAt];
}

/**
 * Streams rows as a download: every field quoted, CRLF line ends, and cells starting with = + - @ tab or CR
 * prefixed with an apostrophe so a spreadsheet never runs them as formulas (CSV injection).
 */
export function csvResponse(filename: string, rows: Generator<Row>): Response {
  const csv = Readable.from(rows).pipe(
    stringify({
      quoted: true,
      quoted_empty: true,
      record_delimiter: 'windows',
      escape_formulas: true,
      cast: { boolean: (value) => String(value), date: (value) => value.toISOString() },
    }),
  );
  const stream = Readable.toWeb(csv) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
