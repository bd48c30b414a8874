/**
 * Visitors arriving from their own addresses, for tests of what is counted per client address (insights).
 * The server must be started with TRUST_PROXY=true: it then takes the X-Forwarded-For entry our proxy
 * would have appended as the client's address (src/serve/client-address.ts).
 */
import { Client } from './http';

const addresses = new Map<string, string>();

/** A stable address per visitor name: each its own IPv6 /64 in the documentation range (2001:db8::/32). */
export function visitorAddress(name: string): string {
  let address = addresses.get(name);
  if (!address) addresses.set(name, (address = `2001:db8:0:${(addresses.size + 1).toString(16)}::1`));
  return address;
}

/** The header that makes a request come from `name`'s address. */
export const fromVisitor = (name: string): Record<string, string> => ({ 'X-Forwarded-For': visitorAddress(name) });

/** A client whose every request comes from `address`, as our proxy would tell the server. */
export function clientFrom(baseUrl: string, address: string): Client {
  const client = new Client(baseUrl);
  const request = client.request.bind(client);
  client.request = (path, init = {}) => request(path, { ...init, headers: { ...init.headers, 'X-Forwarded-For': address } });
  return client;
}
