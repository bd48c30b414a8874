/**
 * A reader for the text of the NWS Surf Zone Forecast (product SRF). No library does this: the NWS publishes the
 * forecast only as a fixed-width teletype text (the API wraps that text in JSON-LD but does not break it down), the
 * packages that read NWS products handle warnings (VTEC) and area forecasts, and each office lays its SRF out in the
 * same few conventions this file follows:
 *
 *   TXZ345-447-021000-          one zone segment begins with its UGC line: the zones it covers and its expiry
 *   Coastal Nueces-Kleberg Islands-
 *   400 AM CST Tue Dec 2 2026
 *
 *   .TODAY...                   a period
 *   Rip Current Risk*......High.   dotted fields of that period (a value may wrap onto the next lines)
 *   Surf Height............3 to 5 feet.
 *   $$                          end of the segment
 *
 * Anything that does not fit is skipped rather than failing the whole product: a forecast with a field we cannot
 * read still gives the others, and a rip-current line we cannot read is "not given", never "low".
 */

import type { RipRisk } from '#src/features/beach/beach.ts';

interface SurfPeriod {
  /** The period's name as NWS writes it, in title case ("Today", "Tonight", "Wednesday"). */
  name: string;
  /** null when the period gives no category (or one we cannot read): shown as "not given". */
  risk: RipRisk | null;
  /** The surf height text ("3 to 5 feet"), or null. */
  surf: string | null;
}

export interface SurfZoneSegment {
  /** Every zone the segment's UGC line names, ranges expanded ("TXZ345"). */
  zones: string[];
  /** The area names under the UGC line. */
  area: string;
  periods: SurfPeriod[];
  /** The segment's own text from its first line to before `$$`, as published. */
  text: string;
}

const RISK_ORDER: readonly RipRisk[] = ['low', 'moderate', 'high'];

/** `TXZ345`, `TXZ342>345`, `447` (same prefix as before), or the expiry `021000` (day, hour, minute). */
const UGC_LINE = /^[A-Z]{2}[CZ]\d{3}(?:[->]\d{3,6})*-/;
const UGC_EXPIRY = /(?:^|-)\d{6}-$/;
const PERIOD = /^\.([A-Z][A-Z0-9 /'-]*?)\.\.\.(.*)$/;
const FIELD = /^([A-Za-z][A-Za-z /()-]*?)\**\.{2,}\s*(.*)$/;

/** The zones of a UGC group ("TXZ342>345-447-GMZ250-021000-"): ranges expanded, the prefix carried forward. */
export const parseUgc = (ugc: string): string[] => {
  const zones: string[] = [];
  let prefix = '';
  for (const token of ugc.replace(/\s+/g, '').split('-')) {
    const match = /^(?:([A-Z]{2}[CZ]))?(\d{3})(?:>(\d{3}))?$/.exec(token);
    if (!match) continue; // the expiry group (six digits) and the empty tail
    prefix = match[1] ?? prefix;
    if (!prefix) continue;
    const first = Number(match[2]);
    const last = match[3] ? Number(match[3]) : first;
    for (let n = first; n <= last && n - first < 1000; n++) zones.push(`${prefix}${String(n).padStart(3, '0')}`);
  }
  return [...new Set(zones)];
};

/** The category a rip-current value states; a value naming several ("Low, increasing to moderate") takes the highest. */
export const ripRiskFrom = (value: string | null): RipRisk | null => {
  if (!value) return null;
  const named = RISK_ORDER.filter((risk) => new RegExp(`\\b${risk}\\b`, 'i').test(value));
  return named.at(-1) ?? null;
};

const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** "3 to 5 feet." → "3 to 5 feet"; a blank value is null. */
const cleanValue = (value: string): string | null => {
  const text = value.replace(/\s+/g, ' ').replace(/\.$/, '').trim();
  return text === '' ? null : text;
};

const parsePeriods = (lines: readonly string[]): SurfPeriod[] => {
  const periods: { name: string; fields: Map<string, string> }[] = [];
  let lastField: string | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    const period = PERIOD.exec(line);
    if (period) {
      const fields = new Map<string, string>();
      periods.push({ name: titleCase(period[1]!.trim()), fields });
      lastField = null;
      // Some offices write a period's text right after the dots; it is kept as that period's text.
      if (period[2]!.trim()) fields.set('text', period[2]!.trim());
      continue;
    }
    const current = periods.at(-1);
    if (!current) continue;
    const field = FIELD.exec(line);
    if (field) {
      lastField = field[1]!.trim().toLowerCase();
      current.fields.set(lastField, field[2]!);
    } else if (line === '') {
      lastField = null;
    } else if (lastField) {
      // A long value wraps onto the next lines.
      current.fields.set(lastField, `${current.fields.get(lastField)} ${line}`);
    }
  }
  return periods.map(({ name, fields }) => ({
    name,
    risk: ripRiskFrom(fields.get('rip current risk') ?? null),
    surf: cleanValue(fields.get('surf height') ?? fields.get('surf') ?? ''),
  }));
};

/** A product's zone segments, in the order published. Text before the first UGC line (the product header) is skipped. */
export const parseSurfZoneForecast = (productText: string): SurfZoneSegment[] => {
  const segments: SurfZoneSegment[] = [];
  for (const chunk of productText.replace(/\r\n?/g, '\n').split(/^\s*\$\$\s*$/m)) {
    const lines = chunk.split('\n');
    const start = lines.findIndex((line) => UGC_LINE.test(line.trim()));
    if (start === -1) continue;
    // The UGC group may wrap over several lines; it ends with the expiry group.
    let end = start;
    while (end < lines.length - 1 && !UGC_EXPIRY.test(lines[end]!.trim())) end++;
    const zones = parseUgc(lines.slice(start, end + 1).join(''));
    if (zones.length === 0) continue;
    const body = lines.slice(end + 1);
    const areaLines: string[] = [];
    for (const line of body) {
      if (line.trim() === '' || /^\d{3,4} (AM|PM) /.test(line.trim())) break;
      areaLines.push(line.trim());
    }
    segments.push({
      zones,
      area: areaLines
        .join(' ')
        .replace(/-$/, '')
        .replace(/-(?=\S)/g, ', '),
      periods: parsePeriods(body),
      text: lines
        .slice(start)
        .join('\n')
        .replace(/^\n+|\s+$/g, ''),
    });
  }
  return segments;
};

/** The segment covering `zone` (as `/points` names it), or null when the product has none for it. */
export const segmentForZone = (segments: readonly SurfZoneSegment[], zone: string): SurfZoneSegment | null =>
  segments.find((segment) => segment.zones.includes(zone.toUpperCase())) ?? null;
