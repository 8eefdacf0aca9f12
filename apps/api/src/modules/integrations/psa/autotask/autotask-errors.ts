import { PsaError, type PsaResponse } from '../psa-adapter';

/** What a request is about, for messages: "the opportunity", "the task "Install switches"". */
export interface AutotaskCallContext {
  what: string;
  /** Set when the request touches a record we linked earlier: a 404 then means it was deleted. */
  record?: string;
}

const DEFAULT_RETRY_SECONDS = 30;
const MAX_PSA_MESSAGE = 1000;

export function parseRetryAfter(value: string | null, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_SECONDS;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  if (Number.isNaN(at)) return DEFAULT_RETRY_SECONDS;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The messages in Autotask's `{"errors":[...]}` body, or null when the body has none. */
export function readAutotaskErrors(text: string): string[] | null {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (!Array.isArray(body?.errors) || body.errors.length === 0) return null;
    return body.errors.map((entry) =>
      typeof entry === 'string' ? entry : String((entry as { message?: unknown })?.message ?? JSON.stringify(entry)),
    );
  } catch {
    return null;
  }
}

export function looksLikeHtml(response: PsaResponse): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('text/html') || /^\s*<(!doctype|html|head|body)/i.test(response.text);
}

const AUTH_HINT = /integration ?code|tracking identifier|authenticat|credential|user ?name|not authorized/i;
const LIMIT_HINT = /thread|too many requests|request limit|threshold/i;
const SERVER_FAULT_HINT = /unexpected error|internal server|timed? ?out|try again later|service unavailable/i;

/** Turns a non-2xx Autotask answer into a PsaError whose message says what to fix. */
export function toAutotaskError(response: PsaResponse, context: AutotaskCallContext, username: string): PsaError {
  const { status } = response;
  const errors = readAutotaskErrors(response.text);
  const psaMessage = (errors?.join(' ') ?? stripHtml(response.text)).slice(0, MAX_PSA_MESSAGE) || undefined;
  const extra = { psaMessage, status, record: context.record };

  if (status === 429 || (errors && LIMIT_HINT.test(errors.join(' ')))) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    return new PsaError(
      'rate_limited',
      `Autotask is limiting requests (10,000 an hour and 3 at a time per record type): retrying ${context.what} in ${retryAfterSeconds} s.`,
      { ...extra, retryAfterSeconds },
    );
  }
  if (status === 401) {
    return new PsaError(
      'auth',
      `Autotask refused the API user "${username}": check its Secret (Admin > Resources/Users > the API user's security tab) and that the user is still active.`,
      extra,
    );
  }
  if (status === 403) {
    return new PsaError(
      'auth',
      `Autotask denied the API user "${username}" access to ${context.what}: give its security level permission to read and write it.`,
      extra,
    );
  }
  if (errors && AUTH_HINT.test(errors.join(' '))) {
    return new PsaError(
      'auth',
      `Autotask refused the credentials of "${username}": check the username and that the API tracking identifier (integration code) is the one set on the API user.`,
      extra,
    );
  }
  if (status === 404 && context.record) {
    return new PsaError(
      'gone',
      `${capitalize(context.what)} was deleted in Autotask: unlink it to push it again.`,
      extra,
    );
  }
  if (status === 404) {
    return new PsaError(
      'bad_response',
      `Autotask has no endpoint for ${context.what} at this address: check the zone URL.`,
      extra,
    );
  }
  if (status >= 500 && errors && !SERVER_FAULT_HINT.test(errors.join(' '))) {
    return new PsaError('invalid', `Autotask refused ${context.what}: ${errors.join(' ')}`, extra);
  }
  if (status >= 500) {
    return new PsaError(
      'unavailable',
      `Autotask is not answering properly (HTTP ${status}) while saving ${context.what}: it will be retried.`,
      extra,
    );
  }
  return new PsaError('invalid', `Autotask refused ${context.what}: ${psaMessage ?? `HTTP ${status}`}`, extra);
}

export function badResponseError(context: AutotaskCallContext, url: string, response: PsaResponse): PsaError {
  const reason = looksLikeHtml(response)
    ? 'answered with a web page instead of data'
    : 'answered with something that is not the data expected';
  return new PsaError(
    'bad_response',
    `Autotask ${reason} — check the URL (${new URL(url).origin}); this happened on ${context.what}.`,
    { status: response.status, psaMessage: stripHtml(response.text).slice(0, MAX_PSA_MESSAGE) || undefined },
  );
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
