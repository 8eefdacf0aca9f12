import { FIRST_RUN_STEP_KEYS, type FirstRunChecklist as Checklist, type FirstRunStepKey } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import { FirstRunChecklist } from './first-run-checklist';

const ADMIN_ONLY = new Set<FirstRunStepKey>(['currency-tax', 'rate-card', 'logo', 'terms']);

function checklist(done: FirstRunStepKey[], role: 'admin' | 'user', visible = true): Checklist {
  return {
    visible,
    canDismiss: role === 'admin',
    steps: FIRST_RUN_STEP_KEYS.map((key) => ({
      key,
      done: done.includes(key),
      canAct: role === 'admin' || !ADMIN_ONLY.has(key),
    })),
  };
}

const renderChecklist = () => renderRoute(<FirstRunChecklist />, { path: '/dashboard' });
const row = (name: string) => screen.getByText(name).closest('li')!;

afterEach(() => vi.unstubAllGlobals());

describe('FirstRunChecklist', () => {
  it('lists the six steps with progress, links each open step to its screen and ticks the done ones', async () => {
    stubApi({ 'GET /api/first-run': { status: 200, body: checklist(['currency-tax', 'client'], 'admin') } });
    renderChecklist();
    expect(await screen.findByRole('heading', { name: 'Get set up' })).toBeTruthy();
    expect(screen.getByText('2 of 6 done')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(within(row('Upload a logo')).getByRole('link', { name: 'Add logo' }).getAttribute('href')).toBe(
      '/dashboard/settings/branding',
    );
    expect(within(row('Send your first quote')).getByRole('link', { name: 'New quote' }).getAttribute('href')).toBe(
      '/dashboard/quotes/wizard',
    );
    expect(row('Confirm currency and tax').getAttribute('data-done')).toBe('true');
    expect(within(row('Confirm currency and tax')).queryByRole('link')).toBeNull();
  });

  it('lets an admin mark the rate card reviewed and hide the list', async () => {
    const api = stubApi({
      'GET /api/first-run': { status: 200, body: checklist([], 'admin') },
      'POST /api/first-run/confirm': { status: 200, body: checklist(['rate-card'], 'admin') },
      'POST /api/first-run/dismiss': { status: 200, body: checklist(['rate-card'], 'admin', false) },
    });
    renderChecklist();
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByText('Review the rate card').then((el) => el.closest('li')!)).findByRole(
        'button',
        { name: 'Mark as done' },
      ),
    );
    await waitFor(() => expect(row('Review the rate card').getAttribute('data-done')).toBe('true'));
    expect(bodiesSent(api, 'POST', '/api/first-run/confirm')).toEqual([{ step: 'rate-card' }]);
    await user.click(screen.getByRole('button', { name: 'Hide checklist' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get set up' })).toBeNull());
  });

  it('shows a member the admin steps without an action, and no way to hide the list', async () => {
    stubApi({ 'GET /api/first-run': { status: 200, body: checklist([], 'user') } });
    renderChecklist();
    await screen.findByRole('heading', { name: 'Get set up' });
    expect(within(row('Upload a logo')).queryByRole('link')).toBeNull();
    expect(within(row('Upload a logo')).getByText('An admin can do this')).toBeTruthy();
    expect(within(row('Review the rate card')).queryByRole('button')).toBeNull();
    expect(within(row('Add your first client')).getByRole('link', { name: 'Add client' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide checklist' })).toBeNull();
  });

  it('renders nothing once done or dismissed', async () => {
    const api = stubApi({
      'GET /api/first-run': { status: 200, body: checklist([...FIRST_RUN_STEP_KEYS], 'admin', false) },
    });
    renderChecklist();
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Get set up' })).toBeNull();
  });
});
