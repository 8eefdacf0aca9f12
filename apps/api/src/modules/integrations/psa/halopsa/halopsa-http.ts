import { PsaError, type HttpMethod, type PsaResponse, type PsaTransport } from '../psa-adapter';
import { badResponse, toHaloError, type HaloCallContext } from './halopsa-errors';
import type { HaloTokenSource } from './halopsa-token';

export type HaloQuery = Record<string, string | number | boolean | undefined>;

export interface HaloHttp {
  readonly base: string;
  readonly now: () => number;
  get(path: string, query: HaloQuery, context: HaloCallContext): Promise<unknown>;
  /** Like get, but a 404 is null rather than an error. */
  find(path: string, query: HaloQuery, context: HaloCallContext): Promise<unknown>;
  /** Halo POSTs take an array and upsert each item; the answer is normalised to one object per item. */
  post(path: string, items: readonly unknown[], context: HaloCallContext): Promise<Record<string, unknown>[]>;
}

export function createHaloHttp(
  base: string,
  tokens: HaloTokenSource,
  transport: PsaTransport,
  now: () => number,
): HaloHttp {
  const send = async (method: HttpMethod, path: string, query: HaloQuery, body?: string): Promise<PsaResponse> => {
    const url = `${base}/api/${path}${toQueryString(query)}`;
    const call = async (token: string) =>
      transport({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
      });
    const token = await tokens.getToken();
    const first = await call(token);
    if (first.status !== 401) return first;
    tokens.invalidate(token);
    return call(await tokens.getToken());
  };

  const parse = (response: PsaResponse, context: HaloCallContext): unknown => {
    if (response.status < 200 || response.status >= 300) throw toHaloError(response, context, now());
    try {
      return JSON.parse(response.text);
    } catch (cause) {
      throw badResponse(context, response, cause);
    }
  };

  return {
    base,
    now,
    async get(path, query, context) {
      return parse(await send('GET', path, query), context);
    },
    async find(path, query, context) {
      const response = await send('GET', path, query);
      if (response.status === 404) return null;
      return parse(response, context);
    },
    async post(path, items, context) {
      const response = await send('POST', path, {}, JSON.stringify(items));
      const body = parse(response, context);
      const answered = Array.isArray(body) ? body : [body];
      if (answered.length !== items.length || !answered.every(isRecordWithId)) {
        throw new PsaError(
          'bad_response',
          `HaloPSA accepted ${context.subject} but answered with ${answered.length} saved record(s) for ${items.length} sent`,
          { status: response.status, record: context.record, psaMessage: response.text.slice(0, 200) },
        );
      }
      return answered;
    },
  };
}

function isRecordWithId(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Number((value as { id?: unknown }).id) > 0;
}

function toQueryString(query: HaloQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
