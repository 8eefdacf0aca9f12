import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry, AuditLogPage } from '@/data/audit-log';
import { renderRoute } from '@/lib/test-utils';
import { AuditLogView } from './audit-log-view';

const TENANT = '0192f0c4-6b1e-7a00-8000-0000000000aa';

const entry = (id: string, values: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  occurredAt: '2026-05-14T09:30:00.000Z',
  tenant: null,
  actor: { kind: 'user', userId: 'u-1', label: 'ada@acme.test' },
  action: 'member.role_changed',
  actionLabel: 'Changed a member’s role',
  category: 'members',
  target: { type: 'member', id: 'u-7', label: 'grace@acme.test' },
  changes: { role: { before: 'msp_user', after: 'msp_admin' }, password: { before: '[changed]', after: '[changed]' } },
  reason: null,
  metadata: {},
  ip: '203.0.113.9',
  userAgent: 'Firefox/140',
  requestId: 'req-9',
  ...values,
});

const page = (items: AuditLogEntry[], nextCursor: string | null = null): AuditLogPage => ({
  items,
  hasMore: nextCursor !== null,
  nextCursor,
});

type Reply = { status: number; body: unknown };
function stub(reply: (url: URL) => Reply) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      const { status, body } = reply(url);
      return Response.json(body, { status });
    }),
  );
  return asked;
}

const WORKSPACE = '/dashboard/settings/audit';
const PLATFORM = '/dashboard/superadmin/audit';
const render = (scope: 'workspace' | 'platform', at?: string) => {
  const path = scope === 'platform' ? PLATFORM : WORKSPACE;
  return renderRoute(<AuditLogView scope={scope} />, { path, at: at ?? path });
};

afterEach(() => vi.unstubAllGlobals());

describe('the audit log view', () => {
  it('lists entries with their actor kind, and a row opens onto before → after, reason, user agent and request id', async () => {
    stub(() => ({
      status: 200,
      body: page([
        entry('e1'),
        entry('e2', {
          actor: { kind: 'super_admin', userId: 'u-2', label: 'super@scopewright.test' },
          action: 'workspace.trial_extended',
          actionLabel: 'Extended the trial',
          target: null,
          changes: null,
          reason: 'Asked for a week more',
        }),
      ]),
    }));
    const user = userEvent.setup();
    render('workspace');
    const table = await screen.findByTestId('audit-log-table');
    const rows = within(table).getAllByTestId('audit-log-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Super admin')).toBeTruthy();
    expect(within(rows[0]!).queryByTestId('audit-actor-kind')).toBeNull();
    expect(within(table).queryByText('Workspace')).toBeNull();

    const expand = within(rows[0]!).getByRole('button', { name: 'Show the details of “Changed a member’s role”' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const detail = within(table).getByTestId('audit-entry-detail');
    const changes = within(detail).getByTestId('audit-changes');
    const role = within(changes).getByRole('rowheader', { name: 'role' }).closest('tr')!;
    expect(role.textContent).toBe('rolemsp_user→msp_admin');
    const password = within(changes).getByRole('rowheader', { name: 'password' }).closest('tr')!;
    expect(password.textContent).toBe('passwordchanged (hidden)');
    expect(within(detail).getByText('Firefox/140')).toBeTruthy();
    expect(within(detail).getByText('req-9')).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: /Show the details of “Extended the trial”/ }));
    expect(within(table).getByText('Asked for a week more')).toBeTruthy();
    expect(within(table).getByText('No field changes recorded.')).toBeTruthy();
  });

  it('keeps the filters in the URL, asks the API with them and exports the same filters', async () => {
    const asked = stub(() => ({ status: 200, body: page([entry('e1')]) }));
    const user = userEvent.setup();
    const { router } = render('workspace');
    await screen.findByTestId('audit-log-table');
    await user.selectOptions(screen.getByLabelText('Category'), 'members');
    // The action select offers the category's actions only.
    const actions = within(screen.getByLabelText('Action'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(actions).toContain('Changed a member’s role');
    expect(actions).not.toContain('Signed in');
    await user.selectOptions(screen.getByLabelText('Action'), 'member.removed');
    await user.selectOptions(screen.getByLabelText('Dates'), 'custom');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('Actor'), 'ada{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        category: 'members',
        action: 'member.removed',
        from: '2026-03-01',
        actor: 'ada',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({
        category: 'members',
        action: 'member.removed',
        from: '2026-03-01',
        actor: 'ada',
      }),
    );
    expect(asked.at(-1)!.pathname).toBe('/api/audit-log');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    const href = new URL(exportLink.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/audit-log/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      category: 'members',
      action: 'member.removed',
      from: '2026-03-01',
      actor: 'ada',
    });
    // Choosing another category drops an action outside it.
    await user.selectOptions(screen.getByLabelText('Category'), 'auth');
    await waitFor(() => expect(router.state.location.search).not.toContain('action='));
  });

  it('loads the next page by cursor and stops when there is no more', async () => {
    const asked = stub((url) =>
      url.searchParams.get('cursor') === 'c1'
        ? { status: 200, body: page([entry('e3')]) }
        : { status: 200, body: page([entry('e1'), entry('e2')], 'c1') },
    );
    const user = userEvent.setup();
    render('workspace');
    await screen.findByTestId('audit-log-table');
    expect(screen.getByTestId('audit-log-count').textContent).toBe('2 entries shown, more below');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-log-row')).toHaveLength(3));
    expect(asked.at(-1)!.searchParams.get('cursor')).toBe('c1');
    expect(screen.getByTestId('audit-log-count').textContent).toBe('3 entries shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('on the platform door: the workspace column, the ?tenantId= link filter and its name', async () => {
    const asked = stub(() => ({
      status: 200,
      body: page([
        entry('e1', { tenant: { id: TENANT, name: 'Acme MSP' } }),
        entry('e2', { tenant: null, actor: { kind: 'anonymous', userId: null, label: 'x@y.test' } }),
      ]),
    }));
    render('platform', `${PLATFORM}?tenantId=${TENANT}`);
    const table = await screen.findByTestId('audit-log-table');
    expect(asked[0]!.pathname).toBe('/api/platform/audit-log');
    expect(asked[0]!.searchParams.get('tenantId')).toBe(TENANT);
    const [first, second] = within(table).getAllByTestId('audit-log-row');
    expect(within(first!).getByText('Acme MSP')).toBeTruthy();
    expect(within(second!).getByText('Platform')).toBeTruthy();
    expect(within(second!).getByText('Not signed in')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Workspace: Acme MSP' })).toBeTruthy();
  });

  it('says “Nothing recorded yet” for a fresh log and “No audit entries match” when filtered', async () => {
    stub(() => ({ status: 200, body: page([]) }));
    render('workspace');
    expect((await screen.findByTestId('audit-log-empty')).textContent).toContain('Nothing recorded yet');
    vi.unstubAllGlobals();
    stub(() => ({ status: 200, body: page([]) }));
    render('workspace', `${WORKSPACE}?category=billing`);
    await waitFor(() =>
      expect(screen.getAllByTestId('audit-log-empty').at(-1)!.textContent).toContain(
        'No audit entries match these filters',
      ),
    );
  });

  it('shows a load failure with the request id and tries again', async () => {
    let fail = true;
    stub(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The database is busy', requestId: 'req-1' } } }
        : { status: 200, body: page([entry('e1')]) },
    );
    const user = userEvent.setup();
    render('workspace');
    expect(await screen.findByText('Failed to fetch the audit log: The database is busy')).toBeTruthy();
    expect(screen.getByText('Request id req-1')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('audit-log-table')).toBeTruthy();
  });
});
