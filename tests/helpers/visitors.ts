/**
 * Visitors arriving from their own addresses, for tests of what is counted per client address (insights).
 * The server must be started with TRUST_PROXY=true: it then takes the X-Forwarded-For entry our proxy
 * would have appended as the client's address (src/server/http/client-address.ts).
 */
const addresses = new Map<string, string>();

/** A stable address per visitor name: each its own IPv6 /64 in the documentation range (2001:db8::/32). */
export function visitorAddress(name: string): string {
  let address = addresses.get(name);
  if (!address) addresses.set(name, (address = `2001:db8:0:${(addresses.size + 1).toString(16)}::1`));
  return address;
}

/** The header that makes a request come from `name`'s address. */
export const fromVisitor = (name: string): Record<string, string> => ({ 'X-Forwarded-For': visitorAddress(name) });
