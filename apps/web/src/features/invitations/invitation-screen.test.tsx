import type { InvitationLookup } from '@scopewright/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi, type FetchRoutes } from '@/lib/test-utils';
import InvitationScreen from './invitation-screen';

const TOKEN = 'tok_abc-123';
const LOOKUP = `GET /api/invitations/lookup/${TOKEN}`;
const ACCEPT = `/api/invitations/${TOKEN}/accept`;

const pending: InvitationLookup = {
  status: 'pending',
  invitation: {
    email: 'grace@northwind.test',
    name: 'Grace Brewster Hopper',
    role: 'msp_admin',
    roleLabel: 'Admin',
    companyName: 'Northwind IT',
    inviterName: 'Ada Lovelace',
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
};

/** Holds the calls to one path until `open()`: what the page shows while a request is in flight. */
function gate(path: string) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === path) await opened;
    return stubbed(input, init);
  });
  return open;
}

const renderInvite = (routes: FetchRoutes, { gated }: { gated?: string } = {}) => {
  const api = stubApi({ 'GET /api/auth-providers': { status: 200, body: { providers: [] } }, ...routes });
  const open = gated ? gate(gated) : () => {};
  return { api, open, ...renderRoute(<InvitationScreen />, { path: '/invite/:token', at: `/invite/${TOKEN}` }) };
};
const LOOKUP_PATH = LOOKUP.replace('GET ', '');

afterEach(() => vi.unstubAllGlobals());

describe('InvitationScreen: link states', () => {
  it("shows 'Loading invitation...' first", async () => {
    const { open } = renderInvite({ [LOOKUP]: { status: 200, body: pending } }, { gated: LOOKUP_PATH });
    expect(screen.getByText('Loading invitation...')).toBeTruthy();
    open();
    expect(await screen.findByRole('heading', { name: "You're Invited!" })).toBeTruthy();
  });

  it('shows not found with its fixed text and a way to sign in', async () => {
    renderInvite({ [LOOKUP]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByText('Invalid invitation link. Contact your administrator.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['expired', 'This invite has expired. Please request a new one.'],
    ['accepted', 'This invite has already been accepted. Try logging in.'],
  ] as const)('shows the %s state', async (status, message) => {
    renderInvite({ [LOOKUP]: { status: 200, body: { ...pending, status } } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation & Sign Up' })).toBeNull();
  });

  it("shows 'Failed to load invitation' with a retry when the server fails", async () => {
    let calls = 0;
    renderInvite({
      [LOOKUP]: () => (++calls <= 3 ? { status: 500 } : { status: 200, body: pending }),
    });
    // Two retries (1 s, then 2 s) before the failure shows (docs/product-rules.md#app-shell).
    expect(await screen.findByRole('heading', { name: 'Failed to load invitation' }, { timeout: 5_000 })).toBeTruthy();
    expect(calls).toBe(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're Invited!" })).toBeTruthy();
  });
});

describe('InvitationScreen: pending', () => {
  it('shows who is invited, as what, where; email preselected with the password fields', async () => {
    renderInvite({ [LOOKUP]: { status: 200, body: pending } });
    expect(await screen.findByRole('heading', { level: 1, name: "You're Invited!" })).toBeTruthy();
    const summary = document.querySelector('dl')!;
    expect(summary.textContent).toBe('NameGrace Brewster HopperEmailgrace@northwind.testRoleAdminCompanyNorthwind IT');
    expect(screen.getByText(/Ada Lovelace invited you to join/).textContent).toBe(
      'Ada Lovelace invited you to join Northwind IT on Scopewright.',
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Brewster Hopper');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    // No provider configured: no method choice to make.
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('accepts with a password, then goes to the dashboard', async () => {
    const { api, router, open } = renderInvite(
      {
        [LOOKUP]: { status: 200, body: pending },
        [`POST ${ACCEPT}`]: { status: 200, body: { success: true, message: 'Account created successfully!' } },
      },
      { gated: ACCEPT },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'cobol1959');
    await user.type(screen.getByLabelText('Confirm password'), 'cobol1959');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation & Sign Up' }));
    expect((await screen.findByRole('button', { name: 'Creating Account...' })).hasAttribute('disabled')).toBe(true);
    open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodiesSent(api, 'POST', ACCEPT)).toEqual([
      { firstName: 'Grace', lastName: 'Brewster Hopper', password: 'cobol1959', confirmPassword: 'cobol1959' },
    ]);
  });

  it('checks the passwords before sending anything', async () => {
    const { api } = renderInvite({ [LOOKUP]: { status: 200, body: pending } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'cobol1959');
    await user.type(screen.getByLabelText('Confirm password'), 'cobol1960');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation & Sign Up' }));
    expect(await screen.findByText('Please enter matching passwords')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password');
    expect(await screen.findByText('Password is too weak')).toBeTruthy();
    expect(bodiesSent(api, 'POST', ACCEPT)).toEqual([]);
  });

  it("shows the server's refusal, with a way to sign in for an existing account", async () => {
    renderInvite({
      [LOOKUP]: { status: 200, body: pending },
      [`POST ${ACCEPT}`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'An account with this email already exists', requestId: 'r' } },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'cobol1959');
    await user.type(screen.getByLabelText('Confirm password'), 'cobol1959');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation & Sign Up' }));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Accept Invitation & Sign Up' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers only the configured providers, hides the password fields for them, and keeps the token for the callback', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = renderInvite({
      'GET /api/auth-providers': { status: 200, body: { providers: ['microsoft'] } },
      [LOOKUP]: { status: 200, body: pending },
      'POST /api/auth/sign-in/social': { status: 200, body: { url: 'https://login.example/authorize' } },
    });
    const user = userEvent.setup();
    expect(((await screen.findByRole('radio', { name: 'Email and password' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Google' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Microsoft' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept Invitation & Sign Up' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example/authorize'));
    expect(localStorage.getItem('invitation_token')).toBe(TOKEN);
    expect(bodiesSent(api, 'POST', '/api/auth/sign-in/social')).toEqual([
      expect.objectContaining({ provider: 'microsoft', callbackURL: '/auth/oauth-callback', requestSignUp: true }),
    ]);
  });
});
