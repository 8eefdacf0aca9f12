import { PsaError, type PsaResponse, type PsaTransport } from '../psa-adapter';
import type { HaloPsaCredentials } from './halopsa-credentials';
import { badResponse, looksLikeHtml, readHaloMessage, toHaloError } from './halopsa-errors';

export interface HaloTokenSource {
  getToken(): Promise<string>;
  /** Forget `token` after Halo refused it (unless a newer one already replaced it). */
  invalidate(token: string): void;
}

const EXPIRY_MARGIN_MS = 60_000;
const DEFAULT_LIFETIME_SECONDS = 3600;
const APPLICATIONS = 'Config > Integrations > HaloPSA API > View Applications';
const TOKEN_CONTEXT = { subject: 'the API token' };

export function createHaloTokenSource(
  base: string,
  credentials: HaloPsaCredentials,
  transport: PsaTransport,
  now: () => number,
): HaloTokenSource {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  let authUrl = `${base}/auth`;

  const requestToken = async (): Promise<string> => {
    let response = await postTokenRequest(authUrl, credentials, transport);
    if (response.status === 404) {
      const discovered = await discoverAuthUrl(base, transport);
      if (discovered) {
        authUrl = discovered;
        response = await postTokenRequest(authUrl, credentials, transport);
      }
    }
    const token = readToken(response, credentials, now());
    const lifetimeMs = token.expiresInSeconds * 1000;
    cached = { token: token.accessToken, expiresAt: now() + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2) };
    return token.accessToken;
  };

  return {
    async getToken() {
      if (cached && now() < cached.expiresAt) return cached.token;
      pending ??= requestToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}

function postTokenRequest(authUrl: string, credentials: HaloPsaCredentials, transport: PsaTransport) {
  const tenant = credentials.tenant?.trim();
  const query = tenant ? `?tenant=${encodeURIComponent(tenant)}` : '';
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: credentials.clientId.trim(),
    client_secret: credentials.clientSecret.trim(),
    scope: 'all',
  });
  return transport({
    method: 'POST',
    url: `${authUrl}/token${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: body.toString(),
  });
}

/** On-premise instances may host the authorisation server elsewhere; /api/authinfo names it. */
async function discoverAuthUrl(base: string, transport: PsaTransport): Promise<string | null> {
  const response = await transport({
    method: 'GET',
    url: `${base}/api/authinfo`,
    headers: { accept: 'application/json' },
  });
  if (response.status !== 200 || looksLikeHtml(response)) return null;
  try {
    const body: unknown = JSON.parse(response.text);
    const values = body && typeof body === 'object' ? Object.values(body) : [];
    const url = values.find(
      (value): value is string => typeof value === 'string' && /^https?:\/\/.+\/auth\/?$/i.test(value),
    );
    return url ? url.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

function readToken(response: PsaResponse, credentials: HaloPsaCredentials, now: number) {
  const { status } = response;
  if (status === 500 && looksLikeHtml(response)) {
    throw new PsaError(
      'auth',
      `HaloPSA could not issue a token: the API application has no agent to log in as. In ${APPLICATIONS}, open the application, set "Agent to log in as" to an active agent and save`,
      { status, psaMessage: response.text.slice(0, 200) },
    );
  }
  if (status === 400 || status === 401 || status === 403) {
    const psaMessage = readHaloMessage(response.text);
    const tenantHint = credentials.tenant
      ? ` and that the tenant "${credentials.tenant}" is the one under API Details`
      : '';
    const hint = /unauthorized_client|unsupported_grant|scope/i.test(psaMessage ?? '')
      ? `the application must use "Client ID and Secret (Services)" with permissions "all" (${APPLICATIONS})`
      : `check the client ID and secret in ${APPLICATIONS}${tenantHint}`;
    throw new PsaError('auth', `HaloPSA refused the API credentials: ${hint}`, { status, psaMessage });
  }
  if (status < 200 || status >= 300) throw toHaloError(response, TOKEN_CONTEXT, now);
  let body: { access_token?: unknown; expires_in?: unknown };
  try {
    body = JSON.parse(response.text) as typeof body;
  } catch (cause) {
    throw badResponse(TOKEN_CONTEXT, response, cause);
  }
  if (typeof body.access_token !== 'string' || !body.access_token) throw badResponse(TOKEN_CONTEXT, response);
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_LIFETIME_SECONDS,
  };
}
