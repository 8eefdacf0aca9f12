import type { Context } from 'hono';

/** Header Better Auth reads the client address from; always overwritten by us, never taken from the client. */
export const CLIENT_IP_HEADER = 'x-scopewright-client-ip';

const FALLBACK_IP = '0.0.0.0';

interface IncomingEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's address for rate limiting: behind a trusted proxy (TRUST_PROXY=on), the address that proxy appended
 * — the LAST X-Forwarded-For entry, since everything before it is whatever the client chose to send — otherwise
 * the TCP peer. In-process test requests have neither and share one bucket.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const remote = (c.env as IncomingEnv | undefined)?.incoming?.socket?.remoteAddress;
  return remote?.replace(/^::ffff:/, '') || FALLBACK_IP;
}

/** A copy of the request whose client-ip header is the one we computed (any client-supplied value is dropped). */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
