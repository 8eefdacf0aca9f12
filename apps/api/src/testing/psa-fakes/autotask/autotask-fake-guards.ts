import type { Context, MiddlewareHandler } from 'hono';
import type { AutotaskFakeState } from './autotask-fake-state';

/** Autotask allows 3 concurrent requests per object endpoint and integration code. */
export const THREAD_LIMIT = 3;

const ERROR_PAGE =
  "<!DOCTYPE html><html><head><title>Runtime Error</title></head><body><h1>Server Error in '/' Application.</h1></body></html>";

/** Injected faults, as a test queued them in `state.faults`. */
export function faultGuard(state: AutotaskFakeState): MiddlewareHandler {
  return async (c, next) => {
    state.requests.push({ method: c.req.method, path: c.req.path });
    const fault = state.faults.queue[0];
    if (!fault || (fault.path && !c.req.path.includes(fault.path))) return next();
    if ((fault.after ?? 0) > 0) {
      fault.after = (fault.after ?? 0) - 1;
      return next();
    }
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) state.faults.queue.shift();
    switch (fault.answer) {
      case 'rate_limited':
        return c.json({ errors: ['Too many requests.'] }, 429, { 'Retry-After': fault.retryAfter ?? '30' });
      case 'unavailable':
        return c.text('Service Unavailable', 503);
      case 'html':
        return c.html(ERROR_PAGE, 200);
      case 'server_error':
        return c.json({ errors: ['An unexpected error has occurred.'] }, 500);
    }
  };
}

/**
 * The credential checks in the order Autotask reports them: a bad secret is a 401, an unknown user or a wrong
 * integration code a 500 with an errors body.
 */
export function authGuard(state: AutotaskFakeState): MiddlewareHandler {
  return async (c, next) => {
    const user = c.req.header('UserName');
    const secret = c.req.header('Secret');
    const code = c.req.header('ApiIntegrationCode');
    const expected = state.credentials;
    if (!user || !secret || !code) return c.body(null, 401);
    if (user.toLowerCase() !== expected.username.toLowerCase()) {
      return c.json({ errors: ['Unable to authenticate the user: the credentials are not valid.'] }, 500);
    }
    if (secret !== expected.secret) return c.body(null, 401);
    if (code !== expected.integrationCode) return c.json({ errors: ['IntegrationCode is invalid.'] }, 500);
    return next();
  };
}

/** 429 for a 4th request in flight on one endpoint; `state.faults.delayMs` keeps requests in flight. */
export function threadGuard(state: AutotaskFakeState): MiddlewareHandler {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const key = `${c.req.header('ApiIntegrationCode')}:${endpointOf(c)}`;
    const count = inFlight.get(key) ?? 0;
    if (count >= THREAD_LIMIT) {
      return c.json(
        { errors: [`Thread limit of ${THREAD_LIMIT} concurrent requests exceeded for this endpoint.`] },
        429,
        { 'Retry-After': '1' },
      );
    }
    inFlight.set(key, count + 1);
    try {
      if (state.faults.delayMs > 0) await new Promise((done) => setTimeout(done, state.faults.delayMs));
      await next();
    } finally {
      inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
    }
  };
}

/** "Projects/12/Tasks" counts against Tasks; "Companies/query" against Companies. */
function endpointOf(c: Context): string {
  const parts = c.req.path.split('/V1.0/')[1]?.split('/') ?? [];
  return (parts.length >= 3 && /^\d+$/.test(parts[1] ?? '') ? parts[2] : parts[0]) ?? '';
}
