import { PsaError, type PsaResponse } from '../psa-adapter';

/** What a call is about, for messages ("HaloPSA refused the project: …") and PsaError.record. */
export interface HaloCallContext {
  subject: string;
  record?: string;
}

const DEFAULT_RETRY_SECONDS = 30;

export function parseRetryAfter(value: string | null, now: number): number {
  if (!value) return DEFAULT_RETRY_SECONDS;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.max(0, Math.ceil(Number(trimmed)));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return DEFAULT_RETRY_SECONDS;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export function looksLikeHtml(response: PsaResponse): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /html/i.test(type) || /^\s*</.test(response.text);
}

/** Halo's error bodies vary: a JSON string, {message}, {Message}, OAuth's {error_description}, or plain text. */
export function readHaloMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || trimmed.startsWith('<')) return undefined;
  try {
    const body: unknown = JSON.parse(trimmed);
    if (typeof body === 'string') return body;
    if (body && typeof body === 'object') {
      const fields = body as Record<string, unknown>;
      for (const key of ['message', 'Message', 'error_description', 'title', 'error']) {
        if (typeof fields[key] === 'string' && fields[key]) return fields[key];
      }
      if (Array.isArray(fields.errors)) return fields.errors.map(String).join('; ');
    }
    return trimmed.slice(0, 500);
  } catch {
    return trimmed.slice(0, 500);
  }
}

export function badResponse(context: HaloCallContext, response: PsaResponse, cause?: unknown): PsaError {
  const what = looksLikeHtml(response) ? 'a web page' : 'something that is not JSON';
  return new PsaError(
    'bad_response',
    `HaloPSA answered with ${what} instead of data about ${context.subject} — check the instance URL (e.g. https://acme.halopsa.com)`,
    { status: response.status, record: context.record, cause, psaMessage: response.text.slice(0, 200) },
  );
}

export function toHaloError(response: PsaResponse, context: HaloCallContext, now: number): PsaError {
  const { status } = response;
  const psaMessage = readHaloMessage(response.text);
  const extra = { status, psaMessage, record: context.record };
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), now);
    return new PsaError('rate_limited', `HaloPSA is limiting requests: retrying in ${retryAfterSeconds} s`, {
      ...extra,
      retryAfterSeconds,
    });
  }
  if (status >= 500) {
    return new PsaError(
      'unavailable',
      `HaloPSA is unavailable (HTTP ${status}) while handling ${context.subject}: try again shortly`,
      extra,
    );
  }
  if (status === 401) {
    return new PsaError(
      'auth',
      'HaloPSA refused the API token: check that the API application (Config > Integrations > HaloPSA API > View Applications) is active and its agent is enabled',
      extra,
    );
  }
  if (status === 403) {
    return new PsaError(
      'auth',
      `HaloPSA refused access to ${context.subject}: give the API application's permissions "all" and make sure its agent may see this record`,
      extra,
    );
  }
  if (status === 404 && context.record) {
    return new PsaError('gone', `HaloPSA no longer has ${context.subject}: it was deleted there`, extra);
  }
  if (looksLikeHtml(response)) return badResponse(context, response);
  if (status === 404) {
    return new PsaError(
      'bad_response',
      'HaloPSA answered "not found" for its API — check the instance URL (e.g. https://acme.halopsa.com)',
      extra,
    );
  }
  const reason = psaMessage ? `: ${psaMessage}` : ` (HTTP ${status})`;
  return new PsaError('invalid', `HaloPSA refused ${context.subject}${reason}`, extra);
}
