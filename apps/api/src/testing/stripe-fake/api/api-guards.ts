import type { MiddlewareHandler } from 'hono';
import { StripeFakeError } from '../stripe-fake-error';

export interface FakeControls {
  /** Requests still to fail with a 500, as in an outage. */
  failNext: number;
}

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: string;
}

function errorResponse(error: StripeFakeError): Response {
  return Response.json(error.toBody(), { status: error.status });
}

/**
 * What every /v1 request goes through: a simulated outage, the secret key check, then Stripe's idempotency: the same
 * `Idempotency-Key` with the same parameters replays the first answer, with other parameters it is refused.
 */
export function apiGuards(controls: FakeControls): MiddlewareHandler {
  const idempotent = new Map<string, StoredResponse>();
  return async (c, next) => {
    if (controls.failNext > 0) {
      controls.failNext -= 1;
      return errorResponse(new StripeFakeError(500, 'api_error', 'An unknown error occurred (simulated outage).'));
    }
    const apiKey = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!apiKey?.startsWith('sk_test_')) {
      const message = apiKey
        ? `Invalid API Key provided: ${apiKey.slice(0, 8)}****`
        : 'You did not provide an API key.';
      return errorResponse(new StripeFakeError(401, 'invalid_request_error', message));
    }
    const key = c.req.header('Idempotency-Key');
    if (c.req.method !== 'POST' || !key) return next();

    const fingerprint = `${c.req.method} ${c.req.path}\n${await c.req.text()}`;
    const slot = `${apiKey}\n${key}`;
    const stored = idempotent.get(slot);
    if (stored && stored.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return errorResponse(new StripeFakeError(400, 'idempotency_error', message));
    }
    if (stored) {
      return new Response(stored.body, {
        status: stored.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true', 'Idempotency-Key': key },
      });
    }
    await next();
    const { status } = c.res;
    // Like Stripe, requests refused before running (validation, missing objects) are not saved.
    if (status < 400 || status >= 500) idempotent.set(slot, { fingerprint, status, body: await c.res.clone().text() });
  };
}
