import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** NAT64's well-known prefix (RFC 6052): the gateway forwards to the IPv4 address in the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
/** IPv4-compatible addresses (::a.b.c.d), deprecated by RFC 4291; some stacks still deliver them to the IPv4 address. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/**
 * Whether a server-side fetch may connect to this IP address (SSRF). Only what ipaddr.js
 * classifies as ordinary `unicast` passes: loopback, private, unique-local, link-local (which
 * holds cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, broadcast,
 * unspecified, reserved and documentation ranges are all refused.
 *
 * IPv6 forms that carry an IPv4 address are judged by where the packets end up:
 * IPv4-mapped (::ffff:a.b.c.d) and SIIT (::ffff:0:a.b.c.d) sockets talk to that IPv4 address
 * and NAT64's well-known prefix forwards to it, so those are judged by the IPv4 address.
 * IPv4-compatible (::a.b.c.d), 6to4 (2002::/16), Teredo (2001::/32) and NAT64's local-use
 * prefix (64:ff9b:1::/48, where the operator decides where the IPv4 address sits) are refused
 * whatever they embed: they reach their IPv4 address through relays or gateways we cannot see,
 * and no web site is only reachable that way.
 *
 * Anything that is not an IP address in its standard spelling is refused: the connection only
 * ever reports standard spellings, and a lenient reading (0x7f.1, 2130706433, 127.1) could judge
 * a different address than the one connected to. A zone id (fe80::1%eth0) only names a local link.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (bare.includes('%')) return false;
  const family = isIP(bare);
  if (family === 4) return ipaddr.IPv4.parse(bare).range() === 'unicast';
  if (family !== 6) return false;
  const ipv6 = ipaddr.IPv6.parse(hexOnly(bare));
  const range = ipv6.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || ipv6.match(NAT64_WELL_KNOWN)) return lastIPv4(ipv6).range() === 'unicast';
  if (ipv6.match(IPV4_COMPATIBLE)) return false;
  return range === 'unicast';
}

/**
 * ipaddr.js reads the deprecated ::a.b.c.d as ::ffff:a.b.c.d, while sockets treat it as the
 * IPv4-compatible ::a.b.c.d; the URL parser's serialisation writes every group in hex, which
 * both read alike.
 */
function hexOnly(ipv6: string): string {
  return new URL(`http://[${ipv6}]/`).hostname.slice(1, -1);
}

function lastIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high, low] = [address.parts[6]!, address.parts[7]!];
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}
