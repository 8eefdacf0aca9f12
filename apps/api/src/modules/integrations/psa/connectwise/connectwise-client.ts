import { PsaError, type HttpMethod, type PsaResponse, type PsaTransport } from '../psa-adapter';
import type { ConnectWiseCredentials, ConnectWiseOptions } from './connectwise-credentials';
import { discoverConnectWiseSite, type ConnectWiseSite } from './discover-connectwise-site';
import { badResponse, isHtml, mapConnectWiseError, type ConnectWiseCallContext } from './map-connectwise-error';

export type ConnectWiseQuery = Record<string, string | number | undefined>;

export interface PatchOperation {
  op: 'replace' | 'add' | 'remove';
  path: string;
  value?: unknown;
}

/** Authenticated calls to one ConnectWise site, with discovery done once and errors mapped to PsaError. */
export interface ConnectWiseClient {
  site(): Promise<ConnectWiseSite>;
  get<T>(path: string, query: ConnectWiseQuery, context: ConnectWiseCallContext): Promise<T>;
  /** Like get, but a 404 is null. */
  find<T>(path: string, context: ConnectWiseCallContext): Promise<T | null>;
  post<T>(path: string, body: unknown, context: ConnectWiseCallContext): Promise<T>;
  patch<T>(path: string, operations: PatchOperation[], context: ConnectWiseCallContext): Promise<T>;
  put<T>(path: string, body: unknown, context: ConnectWiseCallContext): Promise<T>;
  remove(path: string, context: ConnectWiseCallContext): Promise<void>;
  upload<T>(path: string, form: FormData, context: ConnectWiseCallContext): Promise<T>;
}

export function createConnectWiseClient(
  credentials: ConnectWiseCredentials,
  transport: PsaTransport,
  options: ConnectWiseOptions = {},
): ConnectWiseClient {
  let discovered: Promise<ConnectWiseSite> | null = null;
  const site = () => {
    discovered ??= discoverConnectWiseSite(credentials, transport).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };
  const login = `${credentials.companyId.trim()}+${credentials.publicKey.trim()}:${credentials.privateKey.trim()}`;
  const baseHeaders = {
    Authorization: `Basic ${Buffer.from(login, 'utf8').toString('base64')}`,
    clientId: credentials.clientId.trim(),
    Accept: `application/vnd.connectwise.com+json; version=${options.apiVersion ?? '2022.1'}`,
  };

  async function exchange(
    method: HttpMethod,
    path: string,
    query: ConnectWiseQuery,
    body: string | FormData | undefined,
  ): Promise<PsaResponse> {
    const { apiBase } = await site();
    const url = new URL(`${apiBase}${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { ...baseHeaders };
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    return transport({ method, url: url.toString(), headers, body });
  }

  async function call<T>(
    method: HttpMethod,
    path: string,
    query: ConnectWiseQuery,
    body: unknown,
    context: ConnectWiseCallContext,
  ): Promise<T> {
    const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    const response = await exchange(method, path, query, payload);
    if (response.status < 200 || response.status >= 300) {
      throw mapConnectWiseError(response, { ...context, sent: body });
    }
    return readJson<T>(response, context);
  }

  return {
    site,
    get: (path, query, context) => call('GET', path, query, undefined, context),
    async find<T>(path: string, context: ConnectWiseCallContext) {
      try {
        return await call<T>('GET', path, {}, undefined, context);
      } catch (error) {
        if (error instanceof PsaError && error.kind === 'gone') return null;
        throw error;
      }
    },
    post: (path, body, context) => call('POST', path, {}, body, context),
    patch: (path, operations, context) => call('PATCH', path, {}, operations, context),
    put: (path, body, context) => call('PUT', path, {}, body, context),
    remove: (path, context) => call('DELETE', path, {}, undefined, context),
    upload: (path, form, context) => call('POST', path, {}, form, context),
  };
}

function readJson<T>(response: PsaResponse, context: ConnectWiseCallContext): T {
  if (response.text.trim() === '') return undefined as T;
  if (isHtml(response.text)) throw badResponse(context, response.status);
  try {
    return JSON.parse(response.text) as T;
  } catch (cause) {
    throw new PsaError('bad_response', `ConnectWise sent data we could not read for ${context.what}`, {
      status: response.status,
      record: context.record,
      cause,
    });
  }
}
