import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from './login-screen';
import { sentTo, writesOf, stubFetch, renderScreen } from '@/lib/screen-test-utils';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess } }));

const SIGN_IN = '/api/auth/sign-in/email';
const renderLogin = (at = '/login') => renderScreen(<LoginScreen />, { path: '/login', at });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastSuccess.mockReset();
});

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginScreen', () => {
  it("shows 'Or continue with' and only the single sign-on providers the server offers", async () => {
    stubFetch({ 'GET /api/auth-providers': { status: 200, body: { providers: ['google', 'microsoft'] } } });
    renderLogin();
    expect(await screen.findByRole('button', { name: /Google/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Microsoft/ })).toBeTruthy();
    expect(screen.getByText('Or continue with')).toBeTruthy();
  });

  it('shows no single sign-on buttons when the server offers none', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth-providers': { status: 200, body: { providers: [] } } });
    renderLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('Or continue with')).toBeNull();
  });

  it('tabs Email → Password → Forgot your password? → Sign in', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('validates on blur only after typing, with the validation messages, and shows every error on submit', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/signup');

    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();
    await user.type(email, 'ada@');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(email);
    expect(screen.getByText('Email is required')).toBeTruthy();
    await user.type(email, 'ada@');
    expect(screen.queryByText('Password is required')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the email trimmed and lowercased, toasts and goes to the safe return target after 0.1 s', async () => {
    const fetchMock = stubFetch({ [`POST ${SIGN_IN}`]: { status: 200, body: { redirect: false, token: 't' } } });
    renderLogin('/login?from=%2Fdashboard%2Fclients');
    await signInWith('  Ada@ACME.io ', 'secret-1');
    expect(sentTo(fetchMock, SIGN_IN)).toEqual([{ email: 'ada@acme.io', password: 'secret-1' }]);
    expect(toastSuccess).toHaveBeenCalledWith('Signed in successfully!');
    expect((screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/clients'));
  });

  it('ignores an unsafe return target', async () => {
    stubFetch({ [`POST ${SIGN_IN}`]: { status: 200, body: {} } });
    renderLogin('/login?returnTo=%2F%2Fevil.example');
    await signInWith('ada@acme.io', 'secret-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it.each([
    [
      'wrong credentials (401)',
      { status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
      'Invalid email or password',
      'Please check your credentials and try again.',
    ],
    [
      'rate limited (429) without a wait',
      { status: 429, body: { message: 'Too many requests. Please try again later.' } },
      'Too many login attempts. Please wait a few minutes before trying again.',
      null,
    ],
    ['server error', { status: 500, body: {} }, 'An unexpected error occurred. Please try again', null],
    [
      'network failure',
      new TypeError('Failed to fetch'),
      'Network error. Please check your connection and try again',
      null,
    ],
  ])('maps %s to its sign-in error text', async (_name, reply, title, detail) => {
    stubFetch({ [`POST ${SIGN_IN}`]: reply });
    renderLogin();
    await signInWith('ada@acme.io', 'secret-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    if (detail) expect(alert.textContent).toContain(detail);
    expect(screen.queryByTestId('resend-panel')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('a refusal for too many attempts is one message that says when to try again', async () => {
    stubFetch({
      [`POST ${SIGN_IN}`]: {
        status: 429,
        headers: { 'Retry-After': '240' },
        body: { error: { code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts.', requestId: 'r' } },
      },
    });
    renderLogin();
    await signInWith('ada@acme.io', 'secret-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many failed sign-in attempts. Please try again in 4 minutes.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('fills in the email the verification link just verified', async () => {
    stubFetch({ 'GET /api/me': { status: 401, body: {} } });
    renderLogin('/login?verified=true&email=ada%40acme.io');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ada@acme.io');
    expect(screen.getByText('Your email is verified. Sign in to continue.')).toBeTruthy();
  });

  it('an unverified email reveals the resend panel, which needs a typed email and answers neutrally', async () => {
    const fetchMock = stubFetch({
      [`POST ${SIGN_IN}`]: { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } },
      'POST /api/auth/send-verification-email': { status: 200, body: { status: true } },
    });
    renderLogin();
    const user = await signInWith('Ada@acme.io', 'secret-1');
    expect(await screen.findByText('Please verify your email address before signing in')).toBeTruthy();
    expect(screen.getByText('Check your inbox for a confirmation link.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/auth/send-verification-email')).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'Ada@acme.io');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('If an account exists with this email, a verification email has been sent.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, '/api/auth/send-verification-email')).toEqual([
      { email: 'ada@acme.io', callbackURL: '/login?verified=true&email=ada%40acme.io' },
    ]);
  });

  it('a failed resend still answers neutrally (failure wording)', async () => {
    stubFetch({
      [`POST ${SIGN_IN}`]: { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } },
      'POST /api/auth/send-verification-email': { status: 429, body: {} },
    });
    renderLogin();
    const user = await signInWith('ada@acme.io', 'secret-1');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('If an account exists with this email, a verification email will be sent.'),
    ).toBeTruthy();
  });

  it('forgot-password mode: same card, neutral confirmation, back to sign-in with the form cleared', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/request-password-reset': { status: 200, body: { status: true } } });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await user.type(screen.getByLabelText('Password'), 'half-typed');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ada@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    expect(
      await screen.findByText('If an account exists with this email, you will receive a password reset link.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(sentTo(fetchMock, '/api/auth/request-password-reset')).toEqual([
      { email: 'ada@acme.io', redirectTo: '/update-password' },
    ]);
  });

  it("'Back to sign in' returns without sending anything", async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it('disables every button while a request is in flight', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@acme.io' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true),
    );
    await act(async () => release(new Response('{}', { status: 401 })));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('redirects a signed-in visitor to the return target', async () => {
    localStorage.setItem('scopewright.session-hint', '1');
    stubFetch({
      'GET /api/me': {
        status: 200,
        body: {
          user: { id: 'u1', email: 'ada@acme.io', emailVerified: true },
          profile: { id: 'u1', email: 'ada@acme.io', firstName: 'Ada', lastName: 'L' },
          tenant: null,
          isSuperAdmin: false,
          access: {},
        },
      },
    });
    renderLogin('/login?return_to=%2Fdashboard%2Fquotes');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/quotes'));
  });
});
