import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { OutboundError } from './outbound-error';
import type { OutboundUrl } from './parse-outbound-url';
import { isPublicAddress } from './public-address';

/** Every address a name resolves to; tests inject their own. */
export type LookupAll = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemLookup: LookupAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the host once and picks the address to connect to. Every answer must be public (unless the host is on
 * the allow-list), so a name that mixes a public and a private address is refused rather than raced.
 */
export async function resolvePinnedAddress(target: OutboundUrl, lookupAll: LookupAll): Promise<LookupAddress> {
  const family = isIP(target.hostname);
  if (family !== 0) return { address: target.hostname, family };
  let answers: readonly LookupAddress[];
  try {
    answers = await lookupAll(target.hostname);
  } catch (cause) {
    throw notFound(target.hostname, cause);
  }
  const first = answers[0];
  if (first === undefined) throw notFound(target.hostname);
  if (!target.allowListed && answers.some((answer) => !isPublicAddress(answer.address))) {
    throw new OutboundError(
      'unreachable',
      `The address ${target.hostname} resolves to a private network address, which is not allowed`,
    );
  }
  return first;
}

/** A `lookup` for http(s).request that answers the pinned address whatever it is asked, so nothing re-resolves. */
export function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function notFound(hostname: string, cause?: unknown): OutboundError {
  return new OutboundError('unreachable', `The address ${hostname} could not be found; check the URL`, { cause });
}
