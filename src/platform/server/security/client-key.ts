/**
 * Who counts as one client, for every per-client limit: the rate limits, the connection cap and the cap on what one
 * client adds to a listing's figures. An IPv4 address is itself. An IPv6 address is its /64 network, since one host
 * is given a whole /64 and can send from any address in it. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is
 * its IPv4 address. Anything that is not an address (`unknown`) is itself.
 */
import ipaddr from 'ipaddr.js';

export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
