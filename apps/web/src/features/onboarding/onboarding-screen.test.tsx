import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import OnboardingScreen from './onboarding-screen';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
});

function me(role: string, overrides: Record<string, unknown> = {}) {
  return {
    user: { id: 'u1', email: 'ada@acme.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatarUrl: null,
      role,
      tenantId: 't1',
      isOwner: role === 'msp_admin',
      onboardingCompleted: false,
      ...overrides,
    },
    tenant: { id: 't1', name: 'acme.test', suspended: false },
    isSuperAdmin: false,
    access: { isSuspended: false, effectiveTier: 'enterprise', features: {} },
  };
}

/** GET /api/me answers the current state; POST /api/onboarding completes it. */
function stubServer(role: string, onboarding: { status: number; body?: unknown } = { status: 200, body: {} }) {
  let current = me(role);
  return stubApi({
    'GET /api/me': () => ({ status: 200, body: current }),
    'POST /api/onboarding': (body) => {
      if (onboarding.status === 200) current = me(role, { ...(body as object), onboardingCompleted: true });
      return onboarding;
    },
  });
}

const render = (at = '/onboarding') => renderRoute(<OnboardingScreen />, { path: '/onboarding', at });

describe('OnboardingScreen', () => {
  it('lets the owner confirm names and name the workspace, then goes to the safe return target', async () => {
    const api = stubServer('msp_admin');
    render('/onboarding?returnTo=%2Fdashboard%2Fprofile');
    const user = userEvent.setup();
    const workspace = await screen.findByLabelText('Workspace name');
    expect(workspace).toHaveProperty('value', 'acme.test');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada');
    await user.clear(workspace);
    await user.type(workspace, '  Acme IT  ');
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/profile'));
    expect(bodiesSent(api, 'POST', '/api/onboarding')).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', workspaceName: 'Acme IT' },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('Your profile is complete.');
  });

  it('shows a joined pending user the workspace read-only and that an admin must approve them', async () => {
    const api = stubServer('pending_user');
    render();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText(/an admin still has to approve you/)).toBeTruthy();
    expect(screen.queryByLabelText('Workspace name')).toBeNull();
    expect(screen.getByText('acme.test')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(bodiesSent(api, 'POST', '/api/onboarding')).toEqual([{ firstName: 'Ada', lastName: 'Lovelace' }]);
  });

  it('shows the field messages and sends nothing while a name is blank', async () => {
    const api = stubServer('msp_user');
    render();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last name')));
    expect(bodiesSent(api, 'POST', '/api/onboarding')).toEqual([]);
  });

  it("shows the server's message when saving fails", async () => {
    stubServer('msp_admin', {
      status: 403,
      body: {
        error: { code: 'FORBIDDEN', message: 'Only a workspace admin can name the workspace.', requestId: 'r1' },
      },
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue to dashboard' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Only a workspace admin can name the workspace.',
    );
  });

  it('ignores an unsafe return target', async () => {
    stubServer('msp_admin');
    render('/onboarding?returnTo=%2F%2Fevil.example');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it('sends a finished profile straight on, and a signed-out visitor to sign in', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: me('msp_user', { onboardingCompleted: true }) } });
    render('/onboarding?returnTo=%2Fdashboard%2Fquotes');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/quotes'));
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/me': { status: 401, body: {} } });
    render();
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/login'));
  });
});
