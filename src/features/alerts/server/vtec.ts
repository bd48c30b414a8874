/**
 * P-VTEC, the line NWS puts in every watch, warning and advisory (`parameters.VTEC` in the API), e.g.
 * `/O.NEW.KCRP.RP.S.0012.260601T1100Z-260602T0000Z/`: product class, action, office, phenomenon, significance,
 * event tracking number, begin and end. Every update of an event is a new alert with a new id but the same office,
 * phenomenon, significance and number, which is why alerts are keyed on those (NWS Directive 10-1703). Hand-written:
 * no maintained npm package parses VTEC, and the format is one regular expression.
 */
const VTEC = /^\/([OTEX])\.([A-Z]{3})\.([A-Z]{4})\.([A-Z]{2})\.([A-Z])\.(\d{4})\.(\d{6})T\d{4}Z-(\d{6})T\d{4}Z\/$/;

export interface Vtec {
  action: string;
  /** office.phenomenon.significance.number.year: the same for every update of one event. */
  key: string;
}

/** The actions that bring news of an event: issued, extended in area, time or both. */
const NEWS = new Set(['NEW', 'EXA', 'EXB', 'EXT']);

/** Whether an alert with this VTEC is worth a mail (a continuation, cancellation or expiry never is). */
export const isNews = (vtec: Vtec): boolean => NEWS.has(vtec.action);

/**
 * The parsed line, or null for anything else, tests and experiments included (only class O is operational). The
 * year is the event's begin year; an event already in effect has an all-zero begin, so its end year stands in.
 */
export function parseVtec(line: string, sentYear: number): Vtec | null {
  const match = VTEC.exec(line.trim());
  if (!match || match[1] !== 'O') return null;
  const [, , action, office, phenomenon, significance, number, begin, end] = match as unknown as string[];
  const yearOf = (yymmdd: string) => (yymmdd === '000000' ? null : 2000 + Number(yymmdd.slice(0, 2)));
  const year = yearOf(begin!) ?? yearOf(end!) ?? sentYear;
  return { action: action!, key: `${office}.${phenomenon}.${significance}.${number}.${year}` };
}
