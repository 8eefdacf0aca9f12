import { MSP_LIST_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformWorkspace, PlatformWorkspacePage } from '@/data/platform-workspaces';
import { stubFetchByPath, type FetchCall } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import WorkspacesScreen from './workspaces-screen';

afterEach(() => vi.unstubAllGlobals());

const workspace = (over: Partial<PlatformWorkspace> = {}): PlatformWorkspace => ({
  id: '0190f0aa-0000-7000-8000-000000000001',
  name: 'Harbor Tech Partners',
  domain: 'harbortech.test',
  owner: { name: 'Hana Harbor', email: 'hana@harbortech.test' },
  tier: 'premium',
  state: 'paying',
  trialEndDate: null,
  members: 3,
  seats: 5,
  mrrCents: 64_500,
  billedByStripe: true,
  createdAt: '2026-06-01T10:00:00.000Z',
  lastActiveAt: null,
  ...over,
});

const page = (over: Partial<PlatformWorkspacePage> = {}): PlatformWorkspacePage => ({
  items: [
    workspace(),
    workspace({
      id: '0190f0aa-0000-7000-8000-000000000002',
      name: 'Cedar Ridge Networks',
      domain: 'cedarridge.test',
      owner: null,
      tier: 'trial',
      state: 'trial',
      trialEndDate: '2026-12-03T00:00:00.000Z',
      members: 1,
      seats: null,
      mrrCents: 0,
      billedByStripe: false,
    }),
  ],
  page: 1,
  pageSize: 50,
  sort: 'created',
  dir: 'desc',
  total: 120,
  totalIsCapped: false,
  ...over,
});

const lastQuery = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/platform/workspaces').at(-1)!.url.searchParams;

function render(at = '/dashboard/superadmin/msps', reply: (url: URL) => PlatformWorkspacePage = () => page()) {
  const calls = stubFetchByPath({ 'GET /api/platform/workspaces': (url) => ({ status: 200, body: reply(url) }) });
  const utils = renderRoute(<WorkspacesScreen />, { path: '/dashboard/superadmin/msps', at });
  return { ...utils, calls };
}

describe('Super admin → MSPs', () => {
  it('lists the workspaces with owner, plan, state, members, seats, MRR and a link to each', async () => {
    const { calls } = render();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeTruthy();
    const table = await screen.findByTestId('msp-table');
    const rows = within(table).getAllByTestId('msp-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Hana Harbor');
    expect(rows[0]!.textContent).toContain('Paying');
    expect(rows[0]!.textContent).toContain('$645.00');
    expect(rows[0]!.textContent).toContain(COPY.stripe);
    expect(rows[1]!.textContent).toContain(COPY.noOwner);
    expect(rows[1]!.textContent).toContain('Dec 3, 2026');
    expect(within(rows[0]!).getByRole('link', { name: 'Harbor Tech Partners' }).getAttribute('href')).toBe(
      '/dashboard/company/0190f0aa-0000-7000-8000-000000000001',
    );
    // The phone layout's cards carry the same workspaces.
    expect(screen.getAllByTestId('msp-card')).toHaveLength(2);
    expect(screen.getByTestId('msp-total').textContent).toBe('120 workspaces');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(calls))).toEqual({ sort: 'created', dir: 'desc', page: '1', pageSize: '50' });
  });

  it('filters from the URL, and a new filter goes back to page 1 (kept in the URL)', async () => {
    const user = userEvent.setup();
    const { calls, router } = render('/dashboard/superadmin/msps?state=trial&trialEnds=7&activity=idle30&page=2');
    await screen.findByTestId('msp-table');
    expect(Object.fromEntries(lastQuery(calls))).toMatchObject({
      state: 'trial',
      trialEndsWithinDays: '7',
      inactiveForDays: '30',
      page: '2',
    });
    await user.selectOptions(screen.getByLabelText(COPY.plan), 'enterprise');
    await waitFor(() => expect(lastQuery(calls).get('tier')).toBe('enterprise'));
    expect(lastQuery(calls).get('page')).toBe('1');
    expect(router.state.location.search).toBe('?tier=enterprise&state=trial&trialEnds=7&activity=idle30');
  });

  it('searches once typing rests', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await screen.findByTestId('msp-table');
    await user.type(screen.getByLabelText(COPY.search), 'harbor');
    await waitFor(() => expect(lastQuery(calls).get('q')).toBe('harbor'));
    expect(calls.filter((c) => c.url.searchParams.has('q'))).toHaveLength(1);
  });

  it('sorts by a column header, marking it with aria-sort, and asks the other way on a second click', async () => {
    const user = userEvent.setup();
    const { calls } = render('/dashboard/superadmin/msps', (url) =>
      page({
        sort: (url.searchParams.get('sort') ?? 'created') as PlatformWorkspacePage['sort'],
        dir: (url.searchParams.get('dir') ?? 'desc') as PlatformWorkspacePage['dir'],
      }),
    );
    const table = await screen.findByTestId('msp-table');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Created/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    await user.click(within(table).getByRole('button', { name: /Workspace/ }));
    await waitFor(() => expect(lastQuery(calls).get('sort')).toBe('name'));
    expect(lastQuery(calls).get('dir')).toBe('asc');
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Workspace/ })
          .getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
    await user.click(within(table).getByRole('button', { name: /Workspace/ }));
    await waitFor(() => expect(lastQuery(calls).get('dir')).toBe('desc'));
  });

  it('pages through the server’s pages', async () => {
    const user = userEvent.setup();
    const { calls } = render('/dashboard/superadmin/msps', (url) =>
      page({ page: Number(url.searchParams.get('page')) }),
    );
    await screen.findByTestId('msp-table');
    expect((screen.getByRole('button', { name: COPY.previous }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: COPY.next }));
    await waitFor(() => expect(lastQuery(calls).get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('exports the same filters and sort as CSV', async () => {
    render('/dashboard/superadmin/msps?q=harbor&tier=premium&sort=name');
    await screen.findByTestId('msp-table');
    const href = screen.getByRole('link', { name: COPY.exportCsv }).getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/api/platform/workspaces/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'harbor', tier: 'premium', sort: 'name', dir: 'asc' });
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    const { calls } = render('/dashboard/superadmin/msps?state=suspended', (url) =>
      url.searchParams.has('state') ? page({ items: [], total: 0 }) : page(),
    );
    const empty = await screen.findByTestId('msp-empty');
    expect(empty.textContent).toContain(COPY.emptyFilteredTitle);
    await user.click(within(empty).getByRole('button', { name: COPY.clearFilters }));
    await screen.findByTestId('msp-table');
    expect(lastQuery(calls).has('state')).toBe(false);
  });

  it('a failed load says so with a retry', async () => {
    stubFetchByPath({
      'GET /api/platform/workspaces': {
        status: 422,
        body: { error: { code: 'VALIDATION', message: 'Unknown tier', requestId: 'req-7' } },
      },
    });
    renderRoute(<WorkspacesScreen />, { path: '/dashboard/superadmin/msps' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
