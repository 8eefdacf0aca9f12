import { describe, expect, it } from 'vitest';
import { bypassUrls } from './bypass-urls.test-helpers';
import { OutboundError } from './outbound-error';
import { parseOutboundUrl } from './parse-outbound-url';

const PORT = 8443;
// The two DNS cases need a resolver (outbound-transport.integration.test.ts); the rest are refused on sight.
const refusedOnSight = bypassUrls(PORT).filter(([, url]) => !url.includes('attacker.test'));

describe('parseOutboundUrl', () => {
  it.each(refusedOnSight)('refuses %s (%s), even with its port allowed', (_name, url) => {
    expect(() => parseOutboundUrl(url, { allowedPorts: [PORT] })).toThrow(OutboundError);
  });

  const messages: [string, string, string][] = [
    ['http', 'http://psa.example.com/', 'The address must start with https://'],
    ['no scheme', 'psa.example.com', 'The address must start with https://'],
    ['userinfo', 'https://u:p@psa.example.com/', 'The address must not contain a user name or password'],
    ['port', 'https://psa.example.com:8080/', 'The address must use port 443'],
    [
      'loopback literal',
      'https://127.0.0.1/',
      'The address 127.0.0.1 is a private network address, which is not allowed',
    ],
    ['IPv6 literal', 'https://[::1]/', 'The address [::1] is a private network address, which is not allowed'],
    [
      'localhost',
      'https://localhost/',
      'The address localhost resolves to a private network address, which is not allowed',
    ],
    ['decimal IP', 'https://2130706433/', 'The host name is written in an unusual form'],
    ['trailing dot', 'https://psa.example.com./', 'The host name must not end with a dot'],
    ['IDN', 'https://bücher.example/', 'The host name must be plain ASCII letters'],
    ['one label', 'https://psa/', 'The host name must be a full name like psa.example.com'],
    ['not a URL', 'https://exa mple.com/', 'The address must not contain spaces or backslashes'],
  ];
  it.each(messages)('says why: %s', (_name, url, message) => {
    expect(() => parseOutboundUrl(url)).toThrow(message);
  });

  it('takes a public https URL and normalises it', () => {
    const parsed = parseOutboundUrl(' HTTPS://NA.MyConnectWise.net/v4_6_release/apis/3.0?x=1#frag ');
    expect(parsed).toMatchObject({ hostname: 'na.myconnectwise.net', port: 443, allowListed: false });
    expect(parsed.url.href).toBe('https://na.myconnectwise.net/v4_6_release/apis/3.0?x=1');
  });

  it('takes public IP literals, IPv4 and IPv6, and an xn-- name', () => {
    expect(parseOutboundUrl('https://8.8.8.8/').hostname).toBe('8.8.8.8');
    expect(parseOutboundUrl('https://[2606:4700:4700::1111]/').hostname).toBe('2606:4700:4700::1111');
    expect(parseOutboundUrl('https://xn--bcher-kva.example/').hostname).toBe('xn--bcher-kva.example');
  });

  it('takes another https port only when allowed', () => {
    expect(parseOutboundUrl('https://psa.example.com:8443/', { allowedPorts: [8443] }).port).toBe(8443);
    expect(() => parseOutboundUrl('https://psa.example.com:8443/')).toThrow('The address must use port 443');
  });

  it('lets exactly the allow-listed host:port use http and a private address', () => {
    const options = { allowList: ['127.0.0.1:4010'] };
    expect(parseOutboundUrl('http://127.0.0.1:4010/api', options)).toMatchObject({ allowListed: true, port: 4010 });
    expect(() => parseOutboundUrl('http://127.0.0.1:4011/', options)).toThrow('The address must start with https://');
    expect(() => parseOutboundUrl('http://localhost:4010/', options)).toThrow('The address must start with https://');
    expect(() => parseOutboundUrl('http://2130706433:4010/', options)).toThrow('unusual form');
  });

  it('marks every refusal as unreachable', () => {
    expect(() => parseOutboundUrl('http://psa.example.com/')).toThrow(expect.objectContaining({ kind: 'unreachable' }));
  });
});
