import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

const notPublic: [string, string][] = [
  ['IPv4 "this network"', '0.0.0.0'],
  ['IPv4 0/8', '0.1.2.3'],
  ['10/8', '10.20.30.40'],
  ['CGNAT 100.64/10', '100.64.0.1'],
  ['CGNAT top', '100.127.255.254'],
  ['loopback', '127.0.0.1'],
  ['loopback elsewhere in 127/8', '127.255.0.9'],
  ['cloud metadata', '169.254.169.254'],
  ['link-local', '169.254.0.1'],
  ['172.16/12 low', '172.16.0.1'],
  ['172.16/12 high', '172.31.255.255'],
  ['IETF protocol assignments', '192.0.0.8'],
  ['TEST-NET-1', '192.0.2.1'],
  ['6to4 relay anycast', '192.88.99.1'],
  ['192.168/16', '192.168.1.1'],
  ['benchmarking', '198.18.0.1'],
  ['TEST-NET-2', '198.51.100.7'],
  ['TEST-NET-3', '203.0.113.9'],
  ['multicast', '224.0.0.251'],
  ['reserved', '240.0.0.1'],
  ['broadcast', '255.255.255.255'],
  ['IPv6 unspecified', '::'],
  ['IPv6 loopback', '::1'],
  ['IPv6 loopback, long form', '0:0:0:0:0:0:0:1'],
  ['IPv6 loopback, bracketed', '[::1]'],
  ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
  ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['IPv4-mapped, long form', '0:0:0:0:0:ffff:a00:1'],
  ['IPv4-translated private', '::ffff:0:10.0.0.1'],
  ['IPv4-compatible (deprecated)', '::127.0.0.1'],
  ['NAT64 of loopback', '64:ff9b::127.0.0.1'],
  ['NAT64 of private, hex', '64:ff9b::c0a8:101'],
  ['local-use NAT64', '64:ff9b:1::808:808'],
  ['6to4 of private', '2002:c0a8:0101::1'],
  ['6to4 of loopback', '2002:7f00:1::'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['IPv6 documentation', '2001:db8::1'],
  ['IPv6 documentation (3fff::/20)', '3fff::1'],
  ['unique local fc00::/7', 'fd12:3456:789a::1'],
  ['unique local fc00::', 'fc00::1'],
  ['link-local fe80::/10', 'fe80::1'],
  ['link-local with a zone', 'fe80::1%eth0'],
  ['site-local (deprecated)', 'fec0::1'],
  ['multicast ff00::/8', 'ff02::1'],
  ['discard-only 100::/64', '100::1'],
  ['not an address', 'example.com'],
  ['empty', ''],
  ['decimal IPv4', '2130706433'],
  ['short IPv4', '127.1'],
];

const isPublic: [string, string][] = [
  ['a public IPv4', '8.8.8.8'],
  ['just past 172.16/12', '172.32.0.1'],
  ['just past CGNAT', '100.128.0.1'],
  ['a public IPv6', '2606:4700:4700::1111'],
  ['a public IPv6, bracketed', '[2a00:1450:4001:80b::200e]'],
  ['IPv4-mapped public', '::ffff:8.8.8.8'],
  ['NAT64 of public', '64:ff9b::8.8.8.8'],
  ['6to4 of public', '2002:0808:0808::1'],
];

describe('isPublicAddress', () => {
  it.each(notPublic)('%s (%s) → not public', (_name, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
  it.each(isPublic)('%s (%s) → public', (_name, ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});
