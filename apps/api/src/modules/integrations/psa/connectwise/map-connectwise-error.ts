import { PsaError, type PsaResponse } from '../psa-adapter';

export interface ConnectWiseCallContext {
  /** What the call was about, in words: "the company", "phase “Discovery”". */
  what: string;
  /** Our record key ('company', 'project', 'phase:<key>' …). */
  record?: string;
  /** The JSON body we sent, to name refused values. */
  sent?: unknown;
}

interface ConnectWiseErrorBody {
  code?: string;
  message?: string;
  errors?: { code?: string; message?: string; field?: string; resource?: string }[];
}

const DEFAULT_RETRY_SECONDS = 30;

export function readConnectWiseErrorBody(text: string): ConnectWiseErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ConnectWiseErrorBody) : null;
  } catch {
    return null;
  }
}

export function isHtml(text: string): boolean {
  return /^\s*</.test(text);
}

export function parseRetryAfter(value: string | null, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_SECONDS;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? DEFAULT_RETRY_SECONDS : Math.max(0, Math.ceil((at - now) / 1000));
}

function psaMessageOf(body: ConnectWiseErrorBody | null, text: string): string {
  if (!body) return text.slice(0, 500);
  const details = (body.errors ?? []).map((error) => error.message).filter(Boolean);
  return [body.message, ...details].filter(Boolean).join(' ') || text.slice(0, 500);
}

function describeRefusal(body: ConnectWiseErrorBody | null, sent: unknown): string {
  const first = body?.errors?.[0];
  const field = first?.field;
  const value = field && sent && typeof sent === 'object' ? (sent as Record<string, unknown>)[field] : undefined;
  if (first?.code === 'ObjectExists' && field) {
    return typeof value === 'string' ? `the ${field} "${value}" is already used` : `its ${field} is already used`;
  }
  if (first?.code === 'MissingRequiredField' && field) return `the ${field} field is required`;
  if (field && first?.message) return `${field}: ${first.message}`;
  return body?.message ?? 'the data was not accepted';
}

function authHint(status: number, psaMessage: string): string {
  if (/client\s*id/i.test(psaMessage)) {
    return 'ConnectWise refused the client ID: check the clientId registered on developer.connectwise.com';
  }
  if (status === 403) {
    return "ConnectWise refused the request: the API member's security role lacks permission for this (System > Security Roles)";
  }
  return 'ConnectWise refused the API keys: check the company ID, public key and private key of the API member (System > Members > API Members)';
}

export function mapConnectWiseError(response: PsaResponse, context: ConnectWiseCallContext): PsaError {
  const { status, text } = response;
  const body = readConnectWiseErrorBody(text);
  const psaMessage = psaMessageOf(body, text);
  const extra = { psaMessage, status, record: context.record };
  if (status === 401 || status === 403 || (status === 400 && /client\s*id/i.test(psaMessage))) {
    return new PsaError('auth', authHint(status, psaMessage), extra);
  }
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    return new PsaError('rate_limited', `ConnectWise is rate limiting us: retrying in ${retryAfterSeconds} s`, {
      ...extra,
      retryAfterSeconds,
    });
  }
  if (status >= 500) {
    return new PsaError(
      'unavailable',
      `ConnectWise is unavailable (HTTP ${status}) while saving ${context.what}`,
      extra,
    );
  }
  if (status === 404 || status === 410) {
    return new PsaError('gone', `ConnectWise no longer has ${context.what}: it was deleted there`, extra);
  }
  if (isHtml(text)) return badResponse(context, status);
  return new PsaError('invalid', `ConnectWise refused ${context.what}: ${describeRefusal(body, context.sent)}`, extra);
}

export function badResponse(context: ConnectWiseCallContext, status?: number): PsaError {
  return new PsaError(
    'bad_response',
    `ConnectWise answered with a web page instead of data for ${context.what} — check the site URL`,
    { status, record: context.record },
  );
}
