import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './v1.gen';

export type { components, operations, paths } from './v1.gen';

export interface ScopewrightClientOptions {
  /** Where Scopewright runs, e.g. https://app.scopewright.example (the client adds /api/v1/… paths). */
  baseUrl: string;
  /** An API key from Settings → API (`sw_live_…`). */
  apiKey: string;
  /** A fetch of your own (tests, proxies); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ScopewrightClient = Client<paths>;

/**
 * A typed client of the public API (v1), on openapi-fetch: every path, parameter, body and answer is checked
 * against the generated types of /api/v1/openapi.json.
 */
export function createScopewrightClient(options: ScopewrightClientOptions): ScopewrightClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
