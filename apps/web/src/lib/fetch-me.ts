import type { MeResponse } from './auth-state';
import { setSessionHint } from './session-hint';

class MeRequestError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/me failed with ${status}`);
  }
}

/**
 * GET /api/me; null when signed out (401), and the session hint follows the answer. Plain fetch: public pages
 * call it without zod or TanStack Query in their first load.
 */
export async function fetchMe(signal?: AbortSignal): Promise<MeResponse | null> {
  const response = await fetch('/api/me', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  return meFromResponse(response);
}

/** GET /api/me's answer read (fetchMe, or the dashboard's early request: app/early-requests.ts). */
export async function meFromResponse(response: Response): Promise<MeResponse | null> {
  if (response.status === 401) {
    setSessionHint(false);
    return null;
  }
  if (!response.ok) throw new MeRequestError(response.status);
  const me = (await response.json()) as MeResponse;
  setSessionHint(true);
  return me;
}
