import type { InvitationView, TeamMember, TeamView } from '@scopewright/domain';
import { AUTH_COPY, TEAM_COPY } from '@scopewright/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UsersScreen from './users-screen';

type Reply = { status: number; body?: unknown };
type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

function stubFetch(routes: Routes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[key];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const calls = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));

function renderUsers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/users', element: <UsersScreen /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/dashboard/users'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 'u-admin',
  firstName: 'Dana',
  lastName: 'Admin',
  email: 'dana@demo-msp.test',
  avatarUrl: null,
  role: 'msp_admin',
  roleLabel: 'Admin',
  isOwner: true,
  isYou: true,
  lastLogin: new Date().toISOString(),
  status: 'active',
  ...overrides,
});

const SAM = member({
  id: 'u-sam',
  firstName: 'Sam',
  lastName: 'User',
  email: 'sam@demo-msp.test',
  role: 'msp_user',
  roleLabel: 'User',
  isOwner: false,
  isYou: false,
  lastLogin: null,
});
const PAT = member({
  id: 'u-pat',
  firstName: 'Pat',
  lastName: 'Pending',
  email: 'pat@demo-msp.test',
  role: 'pending_user',
  roleLabel: 'Pending User',
  isOwner: false,
  isYou: false,
  status: 'pending_approval',
});

const team = (overrides: Partial<TeamView> = {}): TeamView => ({
  workspaceName: 'Demo MSP',
  members: [member({}), SAM, PAT],
  seats: { used: 3, max: 5 },
  canManage: true,
  manageNotice: null,
  ...overrides,
});

const INVITATION: InvitationView = {
  id: 'i-1',
  email: 'lee@demo-msp.test',
  name: 'Lee Invited',
  role: 'msp_user',
  roleLabel: 'User',
  status: 'pending',
  expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
  createdAt: new Date().toISOString(),
  invitedBy: { id: 'u-admin', name: 'Dana Admin' },
};

afterEach(() => vi.unstubAllGlobals());

describe('UsersScreen as an admin', () => {
  it('shows members, seats, the person awaiting approval and pending invitations', async () => {
    stubFetch({
      'GET /api/team': { status: 200, body: team() },
      'GET /api/invitations': {
        status: 200,
        body: {
          invitations: [INVITATION, { ...INVITATION, id: 'i-2', status: 'accepted', email: 'old@demo-msp.test' }],
        },
      },
    });
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.getByTestId('seat-usage').textContent).toContain('3 of 5 seats');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Sam User')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(within(table).queryByText('Pat Pending')).toBeNull();
    // The owner's own role is read-only; Sam's is a select.
    expect(within(table).getAllByRole('combobox', { name: /Role of/ })).toHaveLength(1);
    const pending = screen.getByRole('region', { name: /Pending approval/ });
    expect(within(pending).getByText('Pat Pending')).toBeTruthy();
    const invitations = screen.getByRole('region', { name: TEAM_COPY.invitationsHeading });
    expect(await within(invitations).findByText('lee@demo-msp.test')).toBeTruthy();
    expect(within(invitations).queryByText('old@demo-msp.test')).toBeNull();
  });

  it('approves a pending user with the chosen role', async () => {
    const fetchMock = stubFetch({
      'GET /api/team': { status: 200, body: team() },
      'GET /api/invitations': { status: 200, body: { invitations: [] } },
      'PATCH /api/team/u-pat': { status: 200, body: { member: { ...PAT, role: 'msp_admin', status: 'active' } } },
    });
    renderUsers();
    const pending = await screen.findByRole('region', { name: /Pending approval/ });
    await userEvent.selectOptions(within(pending).getByRole('combobox', { name: 'Role for Pat Pending' }), 'msp_admin');
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH /api/team/u-pat')).toEqual([{ role: 'msp_admin' }]));
  });

  it('asks before removing a member, then removes them', async () => {
    const fetchMock = stubFetch({
      'GET /api/team': { status: 200, body: team() },
      'GET /api/invitations': { status: 200, body: { invitations: [] } },
      'DELETE /api/team/u-sam': { status: 200, body: { success: true, userId: 'u-sam' } },
    });
    renderUsers();
    // The table (tablet and up) and the cards (phones) both render in jsdom: use the table's button.
    await userEvent.click((await screen.findAllByRole('button', { name: 'Remove Sam User' }))[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEAM_COPY.removeTitle('Sam User'))).toBeTruthy();
    expect(calls(fetchMock, 'DELETE /api/team/u-sam')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE /api/team/u-sam')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('invites by email, showing a duplicate on the email field and a plan limit with the way to Billing', async () => {
    let attempt = 0;
    const fetchMock = stubFetch({
      'GET /api/team': { status: 200, body: team() },
      'GET /api/invitations': { status: 200, body: { invitations: [] } },
      'POST /api/invitations': () => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: AUTH_COPY.invitationDuplicate, requestId: 'r1' } },
          };
        }
        return {
          status: 429,
          body: {
            error: {
              code: 'LIMIT_EXCEEDED',
              message: 'Your Premium plan includes 5 users. Upgrade to Enterprise in Billing to add more.',
              requestId: 'r2',
            },
          },
        };
      },
    });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: TEAM_COPY.invite }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Work email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText(AUTH_COPY.emailInvalid)).toBeTruthy();
    expect(calls(fetchMock, 'POST /api/invitations')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Work email'));
    await userEvent.type(within(dialog).getByLabelText('Work email'), ' Lee@Demo-MSP.test ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'msp_admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(AUTH_COPY.invitationDuplicate)).toBeTruthy();
    expect(calls(fetchMock, 'POST /api/invitations')[0]).toEqual({
      email: 'lee@demo-msp.test',
      name: '',
      role: 'msp_admin',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your Premium plan includes 5 users.');
    expect(within(alert).getByRole('link', { name: 'View plans in Billing' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
  });
});

describe('UsersScreen as others', () => {
  it('shows a plain user the team read-only and never asks for invitations', async () => {
    const fetchMock = stubFetch({
      'GET /api/team': {
        status: 200,
        body: team({ canManage: false, members: [member({ isYou: false }), { ...SAM, isYou: true }] }),
      },
    });
    renderUsers();
    expect(await screen.findByText(TEAM_COPY.readOnlyNotice)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: TEAM_COPY.invite })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(calls(fetchMock, 'GET /api/invitations')).toHaveLength(0);
  });

  it("shows an Essentials admin the tier's message with a link to Billing", async () => {
    const notice = AUTH_COPY.tierUpgrade('Essentials', 'user management');
    stubFetch({
      'GET /api/team': {
        status: 200,
        body: team({ canManage: false, manageNotice: notice, seats: { used: 1, max: 1 } }),
      },
    });
    renderUsers();
    const banner = await screen.findByTestId('team-notice');
    expect(banner.textContent).toContain(notice);
    expect(within(banner).getByRole('link', { name: 'View plans in Billing' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
    expect(screen.getByTestId('seat-usage').textContent).toContain('1 of 1 seat');
  });

  it('shows the server message when the team cannot be loaded', async () => {
    stubFetch({
      'GET /api/team': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: AUTH_COPY.requiredRoles('User'), requestId: 'req-9' } },
      },
    });
    renderUsers();
    expect(await screen.findByText(AUTH_COPY.requiredRoles('User'))).toBeTruthy();
    expect(screen.getByText('Request id req-9')).toBeTruthy();
  });
});
