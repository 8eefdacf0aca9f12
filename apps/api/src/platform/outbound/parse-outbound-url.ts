import { isIP } from 'node:net';
import { OutboundError } from './outbound-error';
import { isPublicAddress } from './public-address';

export interface OutboundUrlOptions {
  /**
   * `host:port` pairs that may use http and private addresses: the local fakes in tests and development. Never
   * filled from user input.
   */
  allowList?: readonly string[];
  /** https ports allowed besides 443. */
  allowedPorts?: readonly number[];
}

export interface OutboundUrl {
  url: URL;
  /** The host name or IP address, an IPv6 address without brackets. */
  hostname: string;
  port: number;
  /** On the allow-list: http and private addresses are allowed. */
  allowListed: boolean;
}

const MAX_LENGTH = 2048;
// At least two labels; the last is letters or an xn-- label (an all-digit last label is an IPv4 trick).
const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
// Names that only ever mean "this machine" or "this network".
const LOCAL_NAME = /(?:^|\.)(?:localhost|localdomain|local|internal|intranet|lan|home\.arpa)$/;
const UNUSUAL_HOST =
  'The host name is written in an unusual form; write it as a plain name like psa.example.com or a dotted IP address';

export function parseOutboundUrl(raw: string, options: OutboundUrlOptions = {}): OutboundUrl {
  const text = raw.trim();
  if (text.length > MAX_LENGTH) fail(`The address is too long (at most ${MAX_LENGTH} characters)`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(text)) fail('The address must not contain spaces or backslashes');
  const scheme = /^https?:\/\//i.exec(text);
  if (!scheme) fail('The address must start with https://');
  const authority = text.slice(scheme[0].length).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) fail('The address must not contain a user name or password');
  if (/[^\x21-\x7e]/.test(authority)) {
    fail(
      'The host name must be plain ASCII letters, digits, hyphens and dots (an international name in its xn-- form)',
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fail('The address is not a valid URL');
  }
  if (url.username !== '' || url.password !== '') fail('The address must not contain a user name or password');
  const rawHost = authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.split(':')[0];
  // The URL parser turns 2130706433, 0x7f.1, 017700000001 and %-escapes into 127.0.0.1: only the plain form is taken.
  if (!rawHost?.startsWith('[') && rawHost?.toLowerCase() !== url.hostname) fail(UNUSUAL_HOST);
  if (url.hostname.endsWith('.')) fail('The host name must not end with a dot');

  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const allowListed = isAllowListed(url.hostname, port, options.allowList ?? []);
  url.hash = '';
  if (allowListed) return { url, hostname, port, allowListed };

  if (url.protocol !== 'https:') fail('The address must start with https://');
  const ports = [443, ...(options.allowedPorts ?? [])];
  if (!ports.includes(port)) fail(`The address must use port ${ports.join(' or ')}`);
  if (isIP(hostname) !== 0) {
    if (!isPublicAddress(hostname))
      fail(`The address ${url.hostname} is a private network address, which is not allowed`);
  } else if (LOCAL_NAME.test(hostname)) {
    fail(`The address ${hostname} resolves to a private network address, which is not allowed`);
  } else if (!DNS_NAME.test(hostname)) {
    fail('The host name must be a full name like psa.example.com');
  }
  return { url, hostname, port, allowListed };
}

function isAllowListed(host: string, port: number, allowList: readonly string[]): boolean {
  return allowList.some((entry) => {
    const allowed = URL.canParse(`http://${entry}`) ? new URL(`http://${entry}`) : null;
    return allowed !== null && allowed.hostname === host && Number(allowed.port || 80) === port;
  });
}

function fail(message: string): never {
  throw new OutboundError('unreachable', message);
}
