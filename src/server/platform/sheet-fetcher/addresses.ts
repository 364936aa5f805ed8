/** Which IP addresses a fetch may reach: ordinary public unicast ones only. */
import ipaddr from 'ipaddr.js';

/**
 * True only for ordinary public unicast addresses: private, loopback, link-local,
 * multicast, unspecified and reserved ranges are refused, in IPv4, IPv6, IPv4-mapped and
 * NAT64 forms (the last two are judged by the IPv4 address they embed).
 */
export function isPublicAddress(address: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    // NAT64 well-known prefix 64:ff9b::/96 embeds the IPv4 address it reaches.
    if (v6.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) {
      const [, , , , , , hi = 0, lo = 0] = v6.parts;
      return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
  }
  return ip.range() === 'unicast';
}
