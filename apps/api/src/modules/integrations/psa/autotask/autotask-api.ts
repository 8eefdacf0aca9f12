import { PsaError, type HttpMethod, type PsaTransport } from '../psa-adapter';
import { DEFAULT_ZONE_LOOKUP_BASE, type AutotaskCredentials, type AutotaskOptions } from './autotask-credentials';
import { badResponseError, toAutotaskError, type AutotaskCallContext } from './autotask-errors';
import { deriveWebUrl } from './autotask-urls';

export interface AutotaskZone {
  name: string;
  /** REST base ending in "V1.0/". */
  apiBase: string;
  /** Web UI base ending in "/". */
  webUrl: string;
}

export interface AutotaskApi {
  readonly username: string;
  zone(): Promise<AutotaskZone>;
  /** `path` is relative to the V1.0 base, or an absolute URL Autotask gave us (next pages). */
  call<T>(method: HttpMethod, path: string, context: AutotaskCallContext, body?: unknown): Promise<T>;
  /** Per-adapter memo for picklists and resources that do not change during a push. */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}

interface ZoneAnswer {
  Url?: string;
  url?: string;
  WebUrl?: string;
  webUrl?: string;
  ZoneName?: string;
  zoneName?: string;
}

export function createAutotaskApi(
  credentials: AutotaskCredentials,
  transport: PsaTransport,
  options: AutotaskOptions = {},
): AutotaskApi {
  const memo = new Map<string, Promise<unknown>>();
  const headers = {
    ApiIntegrationCode: credentials.integrationCode,
    UserName: credentials.username,
    Secret: credentials.secret,
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };

  const remember = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let entry = memo.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      memo.set(key, entry);
      entry.catch(() => memo.delete(key));
    }
    return entry;
  };

  const zone = () => remember('zone', () => discoverZone(credentials, transport, options));

  const call = async <T>(method: HttpMethod, path: string, context: AutotaskCallContext, body?: unknown) => {
    const { apiBase } = await zone();
    const url = resolveUrl(apiBase, path);
    const response = await transport({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status < 200 || response.status > 299) {
      throw toAutotaskError(response, context, credentials.username);
    }
    try {
      return JSON.parse(response.text) as T;
    } catch {
      throw badResponseError(context, url, response);
    }
  };

  return { username: credentials.username, zone, call, remember };
}

async function discoverZone(
  credentials: AutotaskCredentials,
  transport: PsaTransport,
  options: AutotaskOptions,
): Promise<AutotaskZone> {
  const base = (options.zoneLookupBase ?? DEFAULT_ZONE_LOOKUP_BASE).replace(/\/+$/, '');
  const url = `${base}/atservicesrest/V1.0/ZoneInformation?user=${encodeURIComponent(credentials.username)}`;
  const context = { what: 'the zone lookup' };
  const response = await transport({ method: 'GET', url, headers: { Accept: 'application/json' } });
  if (response.status === 429 || (response.status >= 502 && response.status <= 504)) {
    throw toAutotaskError(response, context, credentials.username);
  }
  if (response.status < 200 || response.status > 299) {
    throw new PsaError(
      'auth',
      `Autotask does not know the API user "${credentials.username}": check the username (the API user's login, like api@yourcompany.com).`,
      { status: response.status, psaMessage: response.text.slice(0, 500) || undefined },
    );
  }
  let answer: ZoneAnswer;
  try {
    answer = JSON.parse(response.text) as ZoneAnswer;
  } catch {
    throw badResponseError(context, url, response);
  }
  const apiUrl = answer.Url ?? answer.url;
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) throw badResponseError(context, url, response);
  const root = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return {
    name: answer.ZoneName ?? answer.zoneName ?? new URL(root).hostname,
    apiBase: /v1\.0\/$/i.test(root) ? root : `${root}V1.0/`,
    webUrl: withSlash(answer.WebUrl ?? answer.webUrl ?? deriveWebUrl(root)),
  };
}

function resolveUrl(apiBase: string, path: string): string {
  if (!/^https?:\/\//i.test(path)) return `${apiBase}${path.replace(/^\/+/, '')}`;
  if (new URL(path).origin !== new URL(apiBase).origin) {
    throw new PsaError(
      'invalid',
      'The Autotask page link does not belong to this Autotask zone: start the list again.',
    );
  }
  return path;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
