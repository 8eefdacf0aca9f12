import { WORKSPACE_SUPPORT_COPY as COPY, type SupportSessionState } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { SupportBanner } from './support-banner';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const TENANT = '0190f0aa-0000-7000-8000-0000000000aa';
const me = (support: SupportSessionState | null) => ({
  status: 200,
  body: {
    user: { id: 'u1', email: 'sam@scopewright.example', emailVerified: true },
    profile: { id: 'u1', email: 'sam@scopewright.example', role: 'super_admin', tenantId: support?.tenantId ?? null },
    tenant: support ? { id: support.tenantId, name: support.tenantName } : null,
    isSuperAdmin: true,
    access: {},
    support,
  },
});
const viewing: SupportSessionState = { tenantId: TENANT, tenantName: 'Acme IT', mode: 'view', actUntil: null };

const render = (at = '/dashboard/quotes') => renderRoute(<SupportBanner />, { path: '/dashboard/*', at });

describe('the support banner', () => {
  it('shows nothing without a support session', async () => {
    const calls = stubFetchByPath({ 'GET /api/me': me(null) });
    render();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/me')).toBe(true));
    expect(screen.queryByTestId('support-banner')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says read-only, records the page, and switches to act mode with minutes and a reason', async () => {
    let support = viewing;
    const calls = stubFetchByPath({
      'GET /api/me': () => me(support),
      'POST /api/platform/support/page-views': { status: 204 },
      'POST /api/platform/support/act': (_url, body) => {
        support = { ...viewing, mode: 'act', actUntil: new Date(Date.now() + 10 * 60_000).toISOString() };
        return { status: 200, body: { support, sent: body } };
      },
    });
    const user = userEvent.setup();
    render();
    const banner = await screen.findByTestId('support-banner');
    expect(banner.textContent).toContain(COPY.bannerViewing('Acme IT'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/platform/support/page-views').map((c) => c.body)).toEqual([
        { path: '/dashboard/quotes' },
      ]),
    );

    await user.click(within(banner).getByRole('button', { name: COPY.switchToAct }));
    const dialog = await screen.findByRole('dialog', { name: COPY.actTitle });
    const minutes = within(dialog).getByLabelText(COPY.minutesLabel);
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(within(dialog).getByRole('button', { name: COPY.switchToAct }));
    expect(within(dialog).getByText(COPY.actMinutes)).toBeTruthy();
    expect(within(dialog).getByText(COPY.reasonRequired)).toBeTruthy();

    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.type(within(dialog).getByLabelText(COPY.reasonLabel), 'Fix the rate card');
    await user.click(within(dialog).getByRole('button', { name: COPY.switchToAct }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.url.pathname === '/api/platform/support/act').map((c) => c.body)).toEqual([
      { minutes: 10, reason: 'Fix the rate card' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('support-banner').textContent).toMatch(/Acting in Acme IT as support until/),
    );
    expect(screen.getByRole('timer').textContent).toMatch(/\d+:\d\d left/);
    expect(screen.getByRole('button', { name: COPY.backToReadOnly })).toBeTruthy();
  });

  it('exits support and goes back to the workspace in the console', async () => {
    let support: SupportSessionState | null = viewing;
    const calls = stubFetchByPath({
      'GET /api/me': () => me(support),
      'POST /api/platform/support/page-views': { status: 204 },
      'DELETE /api/platform/support': () => {
        support = null;
        return { status: 200, body: { support: null } };
      },
    });
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: COPY.exitSupport }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/company/${TENANT}`));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('support-banner')).toBeNull());
  });
});
