import type { MiddlewareHandler } from 'hono';
import type { FakeFault, HaloFakeState } from './halopsa-fake-state';

const OUTAGE_PAGE = '<html><body><h1>Service Unavailable</h1></body></html>';
const LOGIN_PAGE = '<!DOCTYPE html><html><head><title>HaloPSA - Log In</title></head><body><form></form></body></html>';

/** Applies the first matching fault in state.faults: skip lets N matching requests through first. */
export function applyHaloFaults(state: HaloFakeState): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    state.requests.push({ method: c.req.method, path });
    const fault = state.faults.find(
      (f) => (!f.path || path.includes(f.path)) && (!f.method || f.method === c.req.method),
    );
    if (!fault) return next();
    if (fault.skip && fault.skip > 0) {
      fault.skip -= 1;
      return next();
    }
    consume(state, fault);
    switch (fault.kind) {
      case 'rate_limit':
        c.header('Retry-After', fault.retryAfter ?? '30');
        return c.json('Too many requests', 429);
      case 'unavailable':
        return c.html(OUTAGE_PAGE, 503);
      case 'unauthorized':
        c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        return c.body(null, 401);
      case 'lost_answer':
        await next();
        c.res = new Response(OUTAGE_PAGE, { status: 504, headers: { 'content-type': 'text/html' } });
        return;
      case 'html':
        return c.html(LOGIN_PAGE, 200);
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return next();
    }
  };
}

function consume(state: HaloFakeState, fault: FakeFault) {
  const left = (fault.times ?? 1) - 1;
  if (left <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
  else fault.times = left;
}
