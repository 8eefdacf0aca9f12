import { WORKSPACE_SUPPORT_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantDetail } from '@/data/workspace-support';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import WorkspaceDetailScreen from './workspace-detail-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const ID = '0190f0aa-0000-7000-8000-0000000000aa';
const USER_ID = '0190f0aa-0000-7000-8000-0000000000bb';
const PATH = `/api/platform/workspaces/${ID}`;

const detail = (over: Partial<TenantDetail> = {}): TenantDetail => ({
  id: ID,
  name: 'Acme IT',
  domain: 'acme-it.example',
  contactEmail: 'owner@acme-it.example',
  createdAt: '2026-01-05T10:00:00.000Z',
  defaultCurrency: 'USD',
  state: 'trial',
  isOwnWorkspace: false,
  plan: {
    activeTier: 'trial',
    selectedTier: 'enterprise',
    effectiveTier: 'enterprise',
    interval: null,
    perSeatBilling: false,
    subscription: null,
  },
  trial: {
    isTrial: true,
    startDate: '2026-01-05T10:00:00.000Z',
    endDate: '2026-01-19T10:00:00.000Z',
    daysRemaining: 6,
    canExtend: true,
  },
  access: { accessLevel: 'full', isSuspended: false, isReadOnly: false, suspendedBySupport: false },
  usage: [
    { key: 'maxUsers', label: 'Users', used: 3, limit: 'unlimited' },
    { key: 'maxQuotes', label: 'Quotes', used: 12, limit: 'unlimited' },
  ],
  members: [
    {
      id: USER_ID,
      name: 'Ann Admin',
      email: 'ann@acme-it.example',
      role: 'msp_admin',
      roleLabel: 'Admin',
      isOwner: true,
      lastLogin: null,
      tierOverride: null,
      activeSessions: 2,
    },
  ],
  invitations: [],
  activity: [
    {
      id: 'a1',
      occurredAt: '2026-01-06T10:00:00.000Z',
      action: 'member.invited',
      actionLabel: 'Invited a member',
      actorKind: 'user',
      actorLabel: 'ann@acme-it.example',
      targetLabel: 'bob@acme-it.example',
      reason: null,
    },
  ],
  emails: [],
  ...over,
});

const render = () =>
  renderRoute(<WorkspaceDetailScreen />, { path: '/dashboard/company/:id', at: `/dashboard/company/${ID}` });

describe('the workspace detail', () => {
  it('shows the workspace with its sections and links', async () => {
    stubFetchByPath({ [`GET ${PATH}`]: { status: 200, body: detail() } });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme IT' })).toBeTruthy();
    expect(screen.getByTestId('workspace-state').textContent).toBe('Trial');
    for (const title of Object.values(COPY.sections)) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: new RegExp(COPY.back) }).getAttribute('href')).toBe(
      '/dashboard/superadmin/msps',
    );
    expect(screen.getByRole('link', { name: new RegExp(COPY.openAuditLog) }).getAttribute('href')).toBe(
      `/dashboard/superadmin/audit?tenantId=${ID}`,
    );
    expect(screen.getByText('Invited a member')).toBeTruthy();
    expect(screen.getByText(COPY.sessions(2))).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Users' })).toBeTruthy();
  });

  it('suspends only with a reason; the server’s refusal shows in the dialog', async () => {
    let suspended = false;
    const calls = stubFetchByPath({
      [`GET ${PATH}`]: { status: 200, body: detail() },
      [`POST ${PATH}/suspend`]: (_url, body) => {
        if ((body as { reason: string }).reason === 'Twice') {
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: COPY.alreadySuspended, requestId: 'r1' } },
          };
        }
        suspended = true;
        return {
          status: 200,
          body: detail({
            state: 'suspended',
            access: { accessLevel: 'suspended', isSuspended: true, isReadOnly: false, suspendedBySupport: true },
          }),
        };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: COPY.suspend }));
    const dialog = await screen.findByRole('dialog', { name: COPY.suspendTitle('Acme IT') });
    await user.click(within(dialog).getByRole('button', { name: COPY.suspend }));
    expect(within(dialog).getByText(COPY.reasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(COPY.reasonLabel), 'Twice');
    await user.click(within(dialog).getByRole('button', { name: COPY.suspend }));
    expect(await within(dialog).findByText(COPY.alreadySuspended)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(COPY.reasonLabel));
    await user.type(within(dialog).getByLabelText(COPY.reasonLabel), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: COPY.suspend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(suspended).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(COPY.suspended('Acme IT'));
    expect(screen.getByTestId('workspace-state').textContent).toBe('Suspended');
    expect(screen.getByRole('button', { name: COPY.unsuspend })).toBeTruthy();
  });

  it('extends the trial with the days and a reason', async () => {
    const calls = stubFetchByPath({
      [`GET ${PATH}`]: { status: 200, body: detail() },
      [`POST ${PATH}/extend-trial`]: { status: 200, body: detail() },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: COPY.extendTrial }));
    const dialog = await screen.findByRole('dialog', { name: COPY.extendTrialTitle });
    const days = within(dialog).getByLabelText(COPY.daysLabel);
    await user.clear(days);
    await user.type(days, '120');
    await user.type(within(dialog).getByLabelText(COPY.reasonLabel), 'Demo');
    await user.click(within(dialog).getByRole('button', { name: COPY.extendTrial }));
    expect(within(dialog).getByText(COPY.extendDays)).toBeTruthy();
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: COPY.extendTrial }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ days: 10, reason: 'Demo' }]);
  });

  it("changes a member's role from the member's menu", async () => {
    const calls = stubFetchByPath({
      [`GET ${PATH}`]: { status: 200, body: detail() },
      [`PUT ${PATH}/members/${USER_ID}/role`]: { status: 200, body: detail() },
    });
    const user = userEvent.setup();
    render();
    const [menu] = await screen.findAllByRole('button', { name: COPY.memberActions('Ann Admin') });
    await user.click(menu!);
    await user.click(await screen.findByRole('menuitem', { name: COPY.changeRole }));
    const dialog = await screen.findByRole('dialog', { name: COPY.changeRoleTitle('Ann Admin') });
    await user.selectOptions(within(dialog).getByLabelText(COPY.roleLabel), 'msp_user');
    await user.type(within(dialog).getByLabelText(COPY.reasonLabel), 'Asked by the owner');
    await user.click(within(dialog).getByRole('button', { name: COPY.changeRole }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { role: 'msp_user', reason: 'Asked by the owner' },
    ]);
  });

  it('opens the workspace as support and goes to its home', async () => {
    const calls = stubFetchByPath({
      [`GET ${PATH}`]: { status: 200, body: detail() },
      'POST /api/platform/support': {
        status: 200,
        body: { support: { tenantId: ID, tenantName: 'Acme IT', mode: 'view', actUntil: null } },
      },
    });
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: COPY.openAsSupport }));
    const dialog = await screen.findByRole('dialog', { name: COPY.openAsSupportTitle('Acme IT') });
    await user.type(within(dialog).getByLabelText(COPY.reasonLabel), 'Ticket 42');
    await user.click(within(dialog).getByRole('button', { name: COPY.openAsSupport }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { tenantId: ID, reason: 'Ticket 42' },
    ]);
  });

  it('says when the workspace does not exist', async () => {
    stubFetchByPath({
      [`GET ${PATH}`]: { status: 404, body: { error: { code: 'NOT_FOUND', message: COPY.notFound, requestId: 'r' } } },
    });
    render();
    expect(await screen.findByRole('heading', { name: COPY.notFoundTitle })).toBeTruthy();
  });
});
