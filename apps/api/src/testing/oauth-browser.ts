import { OAUTH_CALLBACK_PATH, OAUTH_WORKSPACE_SIGN_UP } from '@scopewright/domain';
import { SESSION_COOKIE_NAME } from '../platform/auth/session';
import { APP_URL } from './create-test-app';
import type { createIdentityApp } from './create-identity-app';
import type { MockDecision, MockOAuthProvider, MockProvider } from './mock-oauth-provider';

type Harness = Pick<Awaited<ReturnType<typeof createIdentityApp>>, 'app'>;

export type OAuthIntent = 'sign-in' | 'sign-up' | 'invitation';

/** The /api/auth/sign-in/social body the web app sends for each intent (start-oauth.ts). */
export function socialSignInBody(provider: MockProvider, intent: OAuthIntent) {
  const callbackURL = intent === 'sign-up' ? `${OAUTH_CALLBACK_PATH}?signup=true` : OAUTH_CALLBACK_PATH;
  return {
    provider,
    callbackURL,
    errorCallbackURL: callbackURL,
    ...(intent === 'sign-in' ? {} : { requestSignUp: true }),
    ...(intent === 'sign-up' ? { additionalData: OAUTH_WORKSPACE_SIGN_UP } : {}),
  };
}

/**
 * One browser: a cookie jar over the in-process app (a fixed client address), and real HTTP to the mock
 * provider. `signIn` runs the whole redirect dance and returns where Better Auth sent the browser.
 */
export function createOAuthBrowser(h: Harness, mock: MockOAuthProvider, ip: string) {
  const jar = new Map<string, string>();
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(name.length + 1));
    }
  };
  const request = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { Origin: APP_URL };
    if (jar.size > 0) headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await h.app.request(
      path,
      { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) },
      { incoming: { socket: { remoteAddress: ip } } },
    );
    store(response);
    return response;
  };

  const start = async (provider: MockProvider, intent: OAuthIntent) => {
    const response = await request('/api/auth/sign-in/social', {
      method: 'POST',
      body: socialSignInBody(provider, intent),
    });
    if (response.status !== 200) throw new Error(`sign-in/social: ${response.status} ${await response.text()}`);
    return new URL(((await response.json()) as { url: string }).url);
  };

  /** The provider's answer: the callback URL it redirects to (code or error, and state). */
  const authorize = async (authorizationUrl: URL) => {
    const response = await fetch(authorizationUrl, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 302 || !location) throw new Error(`authorize: ${response.status} ${await response.text()}`);
    return new URL(location);
  };

  const callback = async (callbackUrl: URL) => {
    const response = await request(callbackUrl.pathname + callbackUrl.search);
    const location = response.headers.get('location');
    return { response, landing: location ? new URL(location, APP_URL) : null };
  };

  return {
    jar,
    request,
    start,
    authorize,
    callback,
    hasSession: () => jar.has(SESSION_COOKIE_NAME),
    async signIn(provider: MockProvider, intent: OAuthIntent, decision: MockDecision) {
      mock.queue(provider, decision);
      return callback(await authorize(await start(provider, intent)));
    },
    finish: () => request('/api/oauth/finish', { method: 'POST', body: {} }),
  };
}

export type OAuthBrowser = ReturnType<typeof createOAuthBrowser>;
