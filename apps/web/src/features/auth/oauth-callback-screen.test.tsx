import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OAuthCallbackScreen from './oauth-callback-screen';
import { renderScreen, sentTo, stubFetch, writesOf, type FetchRoutes } from '@/lib/screen-test-utils';

const FINISH = 'POST /api/oauth/finish';
const SIGN_OUT = 'POST /api/auth/sign-out';
const ACCEPT = 'POST /api/invitations/inv-123/accept-oauth';
const PUBLIC_EMAIL =
  'Please use your company email address. Public email providers are not supported for workspace creation.';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderAt(search: string, routes: FetchRoutes) {
  const fetchMock = stubFetch({ [SIGN_OUT]: { status: 200, body: { success: true } }, ...routes });
  renderScreen(<OAuthCallbackScreen />, { path: '/auth/oauth-callback', at: `/auth/oauth-callback${search}` });
  return fetchMock;
}

/** Checks the delay of the scheduled redirect (±300 ms) and returns where it went (docs/product-rules.md#oauth-callback). */
async function redirectAfter(delayMs: number): Promise<string> {
  await act(async () => {}); // let the effect that schedules the redirect run
  act(() => vi.advanceTimersByTime(delayMs - 300));
  expect(screen.queryByTestId('location'), `no redirect before ${delayMs} ms`).toBeNull();
  await act(async () => vi.advanceTimersByTime(600));
  return screen.getByTestId('location').textContent ?? '';
}

describe('OAuthCallbackScreen', () => {
  it('finishes a sign-up: processing, then success, then /dashboard after 2 s', async () => {
    const fetchMock = renderAt('?signup=true', {
      [FINISH]: { status: 200, body: { success: true, outcome: 'created' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeTruthy();
    expect(screen.getByText('Completing sign-in...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account created successfully!' })).toBeTruthy();
    expect(sentTo(fetchMock, '/api/oauth/finish')).toHaveLength(1);
    expect(await redirectAfter(2000)).toBe('/dashboard');
  });

  it.each([
    ['/dashboard/quotes', '/dashboard/quotes'],
    ['//evil.example', '/dashboard'],
  ])('signs in (returnTo %s) and goes to %s after 1 s', async (returnTo, target) => {
    renderAt(`?returnTo=${encodeURIComponent(returnTo)}`, {
      [FINISH]: { status: 200, body: { success: true, outcome: 'existing' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed in successfully!' })).toBeTruthy();
    expect(await redirectAfter(1000)).toBe(target);
  });

  it('accepts the stored invitation instead of finishing a sign-up, once, and forgets the token', async () => {
    window.localStorage.setItem('invitation_token', 'inv-123');
    const fetchMock = renderAt('?signup=true', { [ACCEPT]: { status: 200, body: { success: true } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation accepted' })).toBeTruthy();
    expect(writesOf(fetchMock)).toHaveLength(1);
    expect(sentTo(fetchMock, '/api/invitations/inv-123/accept-oauth')).toHaveLength(1);
    expect(window.localStorage.getItem('invitation_token')).toBeNull();
    expect(await redirectAfter(2000)).toBe('/dashboard');
  });

  it('shows the invitation failure with the server message, signs out, forgets the token, /login after 3 s', async () => {
    window.localStorage.setItem('invitation_token', 'inv-123');
    const fetchMock = renderAt('', {
      [ACCEPT]: {
        status: 422,
        body: { error: { code: 'VALIDATION', message: 'OAuth email does not match invitation email' } },
      },
    });
    expect(
      await screen.findByText('Failed to process invitation: OAuth email does not match invitation email'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, '/api/auth/sign-out')).toHaveLength(1);
    expect(window.localStorage.getItem('invitation_token')).toBeNull();
    expect(await redirectAfter(3000)).toBe('/login');
  });

  it('shows a failed sign-up finish as "Failed to set up your account: …"', async () => {
    renderAt('?signup=true', {
      [FINISH]: { status: 422, body: { error: { code: 'VALIDATION', message: PUBLIC_EMAIL } } },
    });
    expect(await screen.findByText(`Failed to set up your account: ${PUBLIC_EMAIL}`)).toBeTruthy();
    expect(await redirectAfter(3000)).toBe('/login');
  });

  it('without a session says authentication failed and signs nobody out', async () => {
    const fetchMock = renderAt('?signup=true', {
      [FINISH]: { status: 401, body: { error: { code: 'UNAUTHORIZED' } } },
    });
    expect(await screen.findByText('Authentication failed. Redirecting to login...')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/auth/sign-out')).toEqual([]);
    expect(await redirectAfter(3000)).toBe('/login');
  });

  it.each([
    ['access_denied', 'Sign-in cancelled'],
    ['PUBLIC_EMAIL_DOMAIN', `Failed to set up your account: ${PUBLIC_EMAIL}`],
    ['state_mismatch', 'Authentication failed. Redirecting to login...'],
  ])('maps the provider error %s to "%s", calls nothing and drops the invitation', async (error, message) => {
    window.localStorage.setItem('invitation_token', 'inv-123');
    const fetchMock = renderAt(`?signup=true&error=${error}&error_description=Call+us+at+evil.example`, {});
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/evil\.example/)).toBeNull();
    expect(writesOf(fetchMock)).toEqual([]);
    expect(window.localStorage.getItem('invitation_token')).toBeNull();
    expect(await redirectAfter(3000)).toBe('/login');
  });

  it('asks a new account whose email the provider did not verify to check its inbox, then /login', async () => {
    renderAt('?signup=true', { [FINISH]: { status: 200, body: { success: true, outcome: 'verification-sent' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText('Account created! Check your email for a verification link to activate your account.'),
    ).toBeTruthy();
    expect(await redirectAfter(3000)).toBe('/login');
  });
});
