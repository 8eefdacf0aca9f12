import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderMockLoginPage } from './mock-oauth-login-page';

/**
 * A mock Google and Microsoft (Entra ID) authorization server on 127.0.0.1 for tests and e2e only (docs/security.md#oauth).
 * It is strict where a real provider is strict and where our promises depend on it: a registered client, its
 * secret, an exact redirect_uri, state, PKCE S256 (the verifier is checked), single-use codes that expire. Every
 * authorization and token request is recorded so tests can assert what the client sent. Identities are queued
 * by a test (`queueIdentity`), or typed into the login page a browser sees (e2e).
 * Paths follow the real ones under one base URL: `/google/*` and Microsoft's `/microsoft/{tenant}/oauth2/v2.0/*`.
 */
export type MockProvider = 'google' | 'microsoft';

export interface MockIdentity {
  sub: string;
  email: string;
  /** Google: the email_verified claim. Microsoft: sent as verified_primary_email (which we must not trust). */
  emailVerified?: boolean;
  name?: string;
}

export type MockDecision = { identity: MockIdentity } | { error: string; description?: string };

export interface RecordedAuthorization {
  provider: MockProvider;
  clientId: string | null;
  redirectUri: string | null;
  responseType: string | null;
  state: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  nonce: string | null;
  scope: string | null;
}

export interface RecordedTokenRequest {
  provider: MockProvider;
  grantType: string | null;
  clientAuthenticated: boolean;
  redirectUri: string | null;
  codeVerifier: string | null;
  /** valid: S256(code_verifier) equals the code_challenge of the authorization. */
  pkce: 'valid' | 'missing' | 'mismatch' | 'not-checked';
  outcome: 'issued' | 'invalid_client' | 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type';
}

export const MOCK_OAUTH_CLIENTS: Record<MockProvider, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'mock-google-client.apps.test', clientSecret: 'mock-google-secret' },
  microsoft: { clientId: 'mock-microsoft-client', clientSecret: 'mock-microsoft-secret' },
};

/** The fixed Entra tenant id the mock's Microsoft users belong to. */
export const MOCK_MICROSOFT_TENANT_ID = '6f1a3c9e-0000-4000-8000-00000000a11c';
const CODE_TTL_MS = 60_000;

/** A stable subject per provider and email, so a browser journey can sign in again as the same account. */
export const mockSubject = (provider: MockProvider, email: string) =>
  `${provider}-${createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 20)}`;

interface IssuedCode {
  provider: MockProvider;
  identity: MockIdentity;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string | null;
  expiresAt: number;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

function signJwt(privateKey: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${base64url(sign('sha256', Buffer.from(`${head}.${body}`), privateKey))}`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
}

function redirect(res: ServerResponse, to: string) {
  res.writeHead(302, { location: to, 'cache-control': 'no-store' });
  res.end();
}

/** Which provider endpoint a path names, e.g. /microsoft/common/oauth2/v2.0/token → microsoft token. */
function routeOf(path: string): { provider: MockProvider; endpoint: string } | null {
  const google = /^\/google\/(authorize|token|userinfo|jwks)$/.exec(path);
  if (google) return { provider: 'google', endpoint: google[1]! };
  const microsoft = /^\/microsoft\/[\w.-]+\/(?:oauth2\/v2\.0\/(authorize|token)|discovery\/v2\.0\/(keys))$/.exec(path);
  if (microsoft) return { provider: 'microsoft', endpoint: microsoft[1] ?? 'jwks' };
  return null;
}

export async function startMockOAuthProvider(options: { port?: number } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  const queues: Record<MockProvider, MockDecision[]> = { google: [], microsoft: [] };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  const authorizations: RecordedAuthorization[] = [];
  const tokenRequests: RecordedTokenRequest[] = [];
  let baseUrl = '';

  const claimsFor = (provider: MockProvider, identity: MockIdentity, nonce: string | null) => {
    const now = Math.floor(Date.now() / 1000);
    const name = identity.name ?? identity.email.split('@')[0]!;
    const [givenName, ...rest] = name.split(' ');
    const common = {
      aud: MOCK_OAUTH_CLIENTS[provider].clientId,
      iat: now,
      exp: now + 3600,
      email: identity.email,
      name,
    };
    const withNonce = nonce ? { nonce } : {};
    if (provider === 'google') {
      return {
        ...common,
        ...withNonce,
        iss: `${baseUrl}/google`,
        sub: identity.sub,
        email_verified: identity.emailVerified ?? true,
        given_name: givenName,
        family_name: rest.join(' ') || undefined,
      };
    }
    return {
      ...common,
      ...withNonce,
      iss: `${baseUrl}/microsoft/${MOCK_MICROSOFT_TENANT_ID}/v2.0`,
      tid: MOCK_MICROSOFT_TENANT_ID,
      oid: identity.sub,
      sub: `pairwise-${identity.sub}`,
      preferred_username: identity.email,
      ...(identity.emailVerified ? { verified_primary_email: [identity.email] } : {}),
    };
  };

  const decide = (res: ServerResponse, auth: RecordedAuthorization, decision: MockDecision) => {
    const target = new URL(auth.redirectUri!);
    if ('error' in decision) {
      target.searchParams.set('error', decision.error);
      if (decision.description) target.searchParams.set('error_description', decision.description);
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        provider: auth.provider,
        identity: decision.identity,
        redirectUri: auth.redirectUri!,
        codeChallenge: auth.codeChallenge!,
        nonce: auth.nonce,
        scope: auth.scope,
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', auth.state!);
    redirect(res, target.toString());
  };

  const authorize = async (req: IncomingMessage, res: ServerResponse, provider: MockProvider, url: URL) => {
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const auth: RecordedAuthorization = {
      provider,
      clientId: params.get('client_id'),
      redirectUri: params.get('redirect_uri'),
      responseType: params.get('response_type'),
      state: params.get('state'),
      codeChallenge: params.get('code_challenge'),
      codeChallengeMethod: params.get('code_challenge_method'),
      nonce: params.get('nonce'),
      scope: params.get('scope'),
    };
    if (req.method === 'GET') authorizations.push(auth);
    // Like a real provider, a bad client or redirect_uri is answered here, never redirected.
    if (
      auth.clientId !== MOCK_OAUTH_CLIENTS[provider].clientId ||
      !auth.redirectUri ||
      !URL.canParse(auth.redirectUri)
    ) {
      return send(res, 400, 'invalid_client or redirect_uri', 'text/plain');
    }
    if (auth.responseType !== 'code' || !auth.state || !auth.codeChallenge || auth.codeChallengeMethod !== 'S256') {
      return send(res, 400, 'state and PKCE (S256) are required', 'text/plain');
    }
    if (req.method === 'POST') {
      const email = (params.get('email') ?? '').trim().toLowerCase();
      if (params.get('action') === 'cancel' || !email) {
        return decide(res, auth, { error: 'access_denied', description: 'The user cancelled the sign-in.' });
      }
      const sub = (params.get('sub') ?? '').trim() || mockSubject(provider, email);
      const identity = {
        sub,
        email,
        name: params.get('name') || undefined,
        emailVerified: params.has('email_verified'),
      };
      return decide(res, auth, { identity });
    }
    const queued = queues[provider].shift();
    if (queued) return decide(res, auth, queued);
    send(res, 200, renderMockLoginPage(provider, url.pathname, params), 'text/html; charset=utf-8');
  };

  const token = async (req: IncomingMessage, res: ServerResponse, provider: MockProvider) => {
    const form = await readForm(req);
    const client = MOCK_OAUTH_CLIENTS[provider];
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const clientId = form.get('client_id') ?? (basicId ? decodeURIComponent(basicId) : null);
    const clientSecret = form.get('client_secret') ?? (basicSecret ? decodeURIComponent(basicSecret) : null);
    const record: RecordedTokenRequest = {
      provider,
      grantType: form.get('grant_type'),
      clientAuthenticated: clientId === client.clientId && clientSecret === client.clientSecret,
      redirectUri: form.get('redirect_uri'),
      codeVerifier: form.get('code_verifier'),
      pkce: 'not-checked',
      outcome: 'issued',
    };
    tokenRequests.push(record);
    const fail = (outcome: RecordedTokenRequest['outcome']) => {
      record.outcome = outcome;
      send(res, 400, { error: outcome });
    };
    if (!record.clientAuthenticated) return fail('invalid_client');
    if (record.grantType !== 'authorization_code') return fail('unsupported_grant_type');
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // single use, whatever happens next
    if (!issued || issued.provider !== provider || issued.expiresAt < Date.now()) return fail('invalid_grant');
    if (record.redirectUri !== issued.redirectUri) return fail('invalid_grant');
    if (!record.codeVerifier) {
      record.pkce = 'missing';
      return fail('invalid_grant');
    }
    const challenge = createHash('sha256').update(record.codeVerifier).digest('base64url');
    record.pkce = challenge === issued.codeChallenge ? 'valid' : 'mismatch';
    if (record.pkce !== 'valid') return fail('invalid_grant');

    const claims = claimsFor(provider, issued.identity, issued.nonce);
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, claims);
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: issued.scope ?? undefined,
      id_token: signJwt(privateKey, kid, claims),
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = routeOf(url.pathname);
    const handle = async () => {
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, 'ok', 'text/plain');
      if (req.method === 'GET' && url.pathname === '/__mock/requests') {
        return send(res, 200, { authorizations, tokenRequests });
      }
      if (req.method === 'GET' && url.pathname === '/google/.well-known/openid-configuration') {
        return send(res, 200, {
          issuer: `${baseUrl}/google`,
          authorization_endpoint: `${baseUrl}/google/authorize`,
          token_endpoint: `${baseUrl}/google/token`,
          userinfo_endpoint: `${baseUrl}/google/userinfo`,
          jwks_uri: `${baseUrl}/google/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (!route) return send(res, 404, { error: 'not_found' });
      if (route.endpoint === 'authorize' && (req.method === 'GET' || req.method === 'POST')) {
        return authorize(req, res, route.provider, url);
      }
      if (route.endpoint === 'token' && req.method === 'POST') return token(req, res, route.provider);
      if (route.endpoint === 'jwks' && req.method === 'GET') return send(res, 200, jwks);
      if (route.endpoint === 'userinfo' && req.method === 'GET') {
        const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const claims = bearer ? accessTokens.get(bearer) : undefined;
        return claims ? send(res, 200, claims) : send(res, 401, { error: 'invalid_token' });
      }
      send(res, 405, { error: 'method_not_allowed' });
    };
    handle().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    authorizations,
    tokenRequests,
    /** The next authorization request of this provider is answered with this decision, without a page. */
    queue(provider: MockProvider, decision: MockDecision) {
      queues[provider].push(decision);
    },
    queueIdentity(provider: MockProvider, identity: MockIdentity) {
      queues[provider].push({ identity });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type MockOAuthProvider = Awaited<ReturnType<typeof startMockOAuthProvider>>;
