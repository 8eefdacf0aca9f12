import type { MiddlewareHandler } from 'hono';
import type { ConnectWiseFakeState } from './connectwise-fake-state';

const HTML_PAGE = '<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>ConnectWise</h1></body></html>';

/** Logs every request and plays the faults a test switched on. */
export function playFaults(state: ConnectWiseFakeState): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    state.requests.push({
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      accept: c.req.header('accept') ?? null,
    });
    const fault = state.faults.find(
      (candidate) =>
        (!candidate.match?.method || candidate.match.method === c.req.method) &&
        (!candidate.match?.path || url.pathname.includes(candidate.match.path)),
    );
    if (!fault) return next();
    if ((fault.after ?? 0) > 0) {
      fault.after = (fault.after ?? 0) - 1;
      return next();
    }
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
    if (fault.kind === 'delay') {
      await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 1000));
      return next();
    }
    if (fault.kind === 'rate-limit') {
      c.header('Retry-After', fault.retryAfter ?? '30');
      return c.json({ code: 'TooManyRequests', message: 'Rate limit exceeded. Try again later.' }, 429);
    }
    if (fault.kind === 'unavailable') return c.text('Service Unavailable', 503);
    return c.html(HTML_PAGE, (fault.status ?? 200) as 200);
  };
}

function readBasic(header: string | undefined): string | null {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : null;
}

/** CW's API checks: a registered clientId header, then Basic `company+public:private` of an API member. */
export function checkCredentials(state: ConnectWiseFakeState): MiddlewareHandler {
  return async (c, next) => {
    const { companyId, publicKey, privateKey, clientId } = state.credentials;
    if (c.req.header('clientid') !== clientId) {
      const message = c.req.header('clientid')
        ? 'The clientId is not registered. Create one at developer.connectwise.com.'
        : 'The clientId header is required.';
      return c.json({ code: 'Unauthorized', message }, 401);
    }
    const login = readBasic(c.req.header('authorization'));
    const [user, secret] = login ? [login.slice(0, login.indexOf(':')), login.slice(login.indexOf(':') + 1)] : [];
    const [company, key] = user ? [user.slice(0, user.indexOf('+')), user.slice(user.indexOf('+') + 1)] : [];
    const matches = company?.toLowerCase() === companyId.toLowerCase() && key === publicKey && secret === privateKey;
    if (!matches) {
      return c.json({ code: 'Unauthorized', message: 'Authentication failed: invalid API member credentials.' }, 401);
    }
    return next();
  };
}
