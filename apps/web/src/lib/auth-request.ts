/** A failed auth call: Better Auth answers { code, message }, our API { error: { code, message } }. */
export interface AuthFailure {
  status: number;
  code?: string;
  message?: string;
  /** From Retry-After (our limits) or X-Retry-After (Better Auth's) on a 429. */
  retryAfterSeconds?: number;
}

function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After') ?? response.headers.get('X-Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthFailure };

function readFailure(payload: unknown): Omit<AuthFailure, 'status'> {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  const source =
    typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : record;
  return {
    code: typeof source.code === 'string' ? source.code : undefined,
    message: typeof source.message === 'string' ? source.message : undefined,
  };
}

/** POST JSON with the session cookie to Better Auth or an auth route of ours. Never throws: a network failure is status 0. */
export async function postAuth<T = unknown>(path: string, body: unknown = {}): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    return { ok: false, error: { status: 0, message: cause instanceof Error ? cause.message : 'Network error' } };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload as T };
  const retryAfterSeconds = response.status === 429 ? retryAfterOf(response) : undefined;
  return { ok: false, error: { status: response.status, ...readFailure(payload), retryAfterSeconds } };
}
