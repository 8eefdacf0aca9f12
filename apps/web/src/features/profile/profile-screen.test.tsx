import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi, type FetchRoutes } from '@/lib/test-utils';
import ProfileScreen from './profile-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const PROFILE = {
  id: 'u1',
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarUrl: null as string | null,
  role: 'msp_admin',
  tenantId: 't1',
  isOwner: true,
  onboardingCompleted: true,
};
const me = (profile = PROFILE) => ({
  user: { id: 'u1', email: 'ada@acme.test', emailVerified: true },
  profile,
  tenant: { id: 't1', name: 'Acme IT', suspended: false },
  isSuperAdmin: false,
  access: { isSuspended: false, effectiveTier: 'enterprise', features: {} },
});

function renderProfile(routes: FetchRoutes = {}) {
  const api = stubApi({ 'GET /api/me': { status: 200, body: me() }, ...routes });
  renderRoute(<ProfileScreen />, { path: '/dashboard/profile' });
  return api;
}

describe('ProfileScreen: details', () => {
  it('shows the email, role and workspace read-only and saves changed names', async () => {
    let current = PROFILE;
    const api = renderProfile({
      'GET /api/me': () => ({ status: 200, body: me(current) }),
      // The reload after saving brings the new names: the form restarts from them and the toast still shows.
      'PATCH /api/profile': (body) => {
        current = { ...PROFILE, ...(body as object) };
        return { status: 200, body: current };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('ada@acme.test')).toBeTruthy();
    expect(screen.getByTestId('profile-role').textContent).toBe('Admin');
    expect(screen.getByText('Acme IT')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('First name'), ' King');
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    expect(bodiesSent(api, 'PATCH', '/api/profile')).toEqual([{ firstName: 'Ada King', lastName: 'Lovelace' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true));
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada King');
  });

  it('does not send a blank name', async () => {
    const api = renderProfile();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();
    expect(bodiesSent(api, 'PATCH', '/api/profile')).toEqual([]);
  });
});

describe('ProfileScreen: photo', () => {
  const choose = async (file: File) => {
    const input = await screen.findByLabelText('Choose a profile photo');
    await userEvent.setup({ applyAccept: false }).upload(input, file);
  };

  it('refuses an SVG before uploading anything', async () => {
    const api = renderProfile();
    await choose(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Use a PNG, JPEG or WebP image. SVG and other formats are not accepted.',
    );
    expect(bodiesSent(api, 'PUT', '/api/profile/avatar')).toEqual([]);
  });

  it('uploads a PNG as base64 and shows the server message when it is refused', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const api = renderProfile({
      'PUT /api/profile/avatar': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'The image is too large. Use one of at most 4096 × 4096 pixels.',
            requestId: 'r',
          },
        },
      },
    });
    await choose(new File([png], 'me.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at most 4096 × 4096 pixels/);
    expect(bodiesSent(api, 'PUT', '/api/profile/avatar')).toEqual([{ image: btoa(String.fromCharCode(...png)) }]);
  });

  it('offers Remove only when there is a photo', async () => {
    const withPhoto = { ...PROFILE, avatarUrl: '/api/avatars/u1?v=2' };
    const api = stubApi({
      'GET /api/me': { status: 200, body: me(withPhoto) },
      'DELETE /api/profile/avatar': { status: 200, body: { ...withPhoto, avatarUrl: null } },
    });
    renderRoute(<ProfileScreen />, { path: '/dashboard/profile' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile photo removed'));
    expect(api.mock.calls.some(([url, init]) => url === '/api/profile/avatar' && init?.method === 'DELETE')).toBe(true);
  });
});

describe('ProfileScreen: change password', () => {
  const fillPassword = async (current: string, next: string, confirm = next) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('ticks the password checklist as the new password grows', async () => {
    renderProfile();
    await userEvent.setup().type(await screen.findByLabelText('New password'), 'abcdefg1');
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(items.map((li) => [li.textContent?.replace(/\(.*\)/, ''), li.dataset.met])).toEqual([
      ['At least 8 characters', 'true'],
      ['At least one uppercase letter', 'false'],
      ['At least one lowercase letter', 'true'],
      ['At least one number', 'true'],
    ]);
  });

  it('asks for the current password and revokes the other sessions', async () => {
    const api = renderProfile({ 'POST /api/auth/change-password': { status: 200, body: { token: 't' } } });
    await fillPassword('old-pass-1', 'New-pass-22');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password changed. You have been signed out on your other devices.'),
    );
    expect(bodiesSent(api, 'POST', '/api/auth/change-password')).toEqual([
      { currentPassword: 'old-pass-1', newPassword: 'New-pass-22', revokeOtherSessions: true },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
  });

  it('says precisely when the current password is wrong, on that field', async () => {
    renderProfile({
      'POST /api/auth/change-password': {
        status: 400,
        body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
      },
    });
    await fillPassword('wrong-pass-1', 'New-pass-22');
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Current password')));
  });

  it('checks the rules before sending: weak, mismatched or unchanged passwords stay here', async () => {
    const api = renderProfile();
    await fillPassword('Same-pass-1', 'Same-pass-1');
    expect(await screen.findByText('The new password must be different from the current one.')).toBeTruthy();
    expect(bodiesSent(api, 'POST', '/api/auth/change-password')).toEqual([]);
  });

  it('tells a throttled user to wait', async () => {
    renderProfile({ 'POST /api/auth/change-password': { status: 429, body: { message: 'Too many requests' } } });
    await fillPassword('old-pass-1', 'New-pass-22');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment before trying again',
    );
  });
});
