import { BlockList, isIP } from 'node:net';

// IANA special-purpose IPv4 ranges: none of them is a PSA on the internet.
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}

// Inside global unicast (2000::/3): IETF protocol assignments incl. Teredo, and the documentation prefixes.
const NOT_PUBLIC_V6 = new BlockList();
NOT_PUBLIC_V6.addSubnet('2001::', 23, 'ipv6');
NOT_PUBLIC_V6.addSubnet('2001:db8::', 32, 'ipv6');
NOT_PUBLIC_V6.addSubnet('3fff::', 20, 'ipv6');

/** True only for an address on the public internet; anything unparsable is not public. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return false;
  const groups = ipv6Groups(address);
  const embedded = embeddedIpv4(groups);
  if (embedded !== undefined) return embedded !== null && isPublicAddress(embedded);
  // Only global unicast is public: this refuses ::, ::1, fc00::/7, fe80::/10, fec0::/10, ff00::/8, 100::/64 …
  if ((groups[0]! & 0xe000) !== 0x2000) return false;
  return !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96)
 * or 6to4 (2002::/16) address; null for a form we refuse whatever it holds; undefined when none applies.
 */
function embeddedIpv4(g: number[]): string | null | undefined {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b) return null;
  if (g[0] === 0x2002) return ipv4(g[1]!, g[2]!);
  return undefined;
}

function ipv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of a valid IPv6 address (as checked by isIP). */
function ipv6Groups(address: string): number[] {
  const text = address.toLowerCase().replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) => {
    const [x, y, z, w] = [a, b, c, d].map(Number) as [number, number, number, number];
    return `${((x << 8) | y).toString(16)}:${((z << 8) | w).toString(16)}`;
  });
  const [head = '', tail] = text.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const middle = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...middle, ...last].map((group) => Number.parseInt(group, 16));
}
