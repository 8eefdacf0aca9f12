import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, sentTo, writesOf, stubFetch } from '@/lib/screen-test-utils';
import UpdatePasswordScreen from './update-password-screen';

const LINK = '#access_token=tok-1&refresh_token=tok-1&type=recovery';

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/update-password${hash}`);
  return renderScreen(<UpdatePasswordScreen />, { path: '/update-password', at: `/update-password${hash}` });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('UpdatePasswordScreen', () => {
  it.each([
    ['no fragment', '', 'Invalid reset link. No tokens found.'],
    [
      'a missing token',
      '#access_token=tok-1&type=recovery',
      'Invalid reset link. Missing required authentication tokens.',
    ],
  ])('%s shows the error card with Request New Link', async (_name, hash, message) => {
    const fetchMock = stubFetch({});
    renderAt(hash);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Link' }).getAttribute('href')).toBe('/reset-password');
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it.each([
    [
      'an unknown or expired token',
      { status: 200, body: { valid: false } },
      'This reset link has expired or is invalid. Please request a new one.',
    ],
    [
      'a failed check',
      { status: 500, body: {} },
      'An error occurred while validating the reset link. Please try again.',
    ],
    [
      'too many checks from this address',
      { status: 429, body: {} },
      'An error occurred while validating the reset link. Please try again.',
    ],
    ['a refused check', { status: 403, body: {} }, 'Failed to establish session. Please request a new reset link.'],
  ])('%s shows its reset-link error text', async (_name, reply, message) => {
    stubFetch({ 'POST /api/password-reset/validate': reply });
    renderAt(LINK);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('validates, removes the fragment, sets the password and goes to /login after 3 s', async () => {
    const fetchMock = stubFetch({
      'POST /api/password-reset/validate': { status: 200, body: { valid: true } },
      'POST /api/auth/reset-password': { status: 200, body: { status: true } },
    });
    const { router } = renderAt(LINK);
    expect(screen.getByText('Validating reset link...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create new password' })).toBeTruthy();
    expect(router.state.location.hash).toBe('');
    expect(sentTo(fetchMock, '/api/password-reset/validate')).toEqual([{ token: 'tok-1' }]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefg2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(/You will be redirected/)).toBeTruthy();
    expect(sentTo(fetchMock, '/api/auth/reset-password')).toEqual([{ newPassword: 'Abcdefg1', token: 'tok-1' }]);
    const doneAt = Date.now();
    expect(screen.queryByTestId('location')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), { timeout: 5000 });
    expect(Date.now() - doneAt).toBeGreaterThanOrEqual(2500);
  }, 15_000);

  it('an invalid token on submit is the session-expired card', async () => {
    stubFetch({
      'POST /api/password-reset/validate': { status: 200, body: { valid: true } },
      'POST /api/auth/reset-password': { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } },
    });
    renderAt(LINK);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your session has expired. Please request a new reset link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toBeTruthy();
  });

  it('another failure shows the server message, else the generic one', async () => {
    stubFetch({
      'POST /api/password-reset/validate': { status: 200, body: { valid: true } },
      'POST /api/auth/reset-password': new TypeError('Failed to fetch'),
    });
    renderAt(LINK);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Failed to update password. Please try again.')).toBeTruthy();
  });
});
