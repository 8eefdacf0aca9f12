import { VERSION_CONTROL_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VersionItem, VersionItemDetail, VersionPage } from '@/data/version-control';
import { stubFetchByPath, type RouteReply } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import VersionControlScreen from './version-control-screen';

const PATH = '/dashboard/admin/versions';
const QUOTE_ID = '0192f0c4-6b1e-7a00-8000-0000000000aa';
const V1 = `qv_0192f0c4-6b1e-7a00-8000-000000000001`;
const ROLE = `au_0192f0c4-6b1e-7a00-8000-000000000002`;

const item = (id: string, values: Partial<VersionItem> = {}): VersionItem => ({
  id,
  kind: 'quote',
  at: new Date().toISOString(),
  actor: { id: 'u1', name: 'Ada Admin', email: 'ada@msp.test' },
  object: {
    type: 'quote',
    id: QUOTE_ID,
    label: 'Q-1042 · Firewall refresh · v1',
    link: `/dashboard/quotes/wizard/${QUOTE_ID}`,
  },
  summary: 'Created the quote',
  restorable: { type: 'quote', id: QUOTE_ID, versionNo: 1, currentVersionNo: 2 },
  ...values,
});

const roleChange = item(ROLE, {
  kind: 'rate_card',
  at: '2026-03-01T10:00:00.000Z',
  object: { type: 'labor_role', id: 'r1', label: 'Senior Engineer', link: '/dashboard/settings/rates' },
  summary: 'Changed bill rate of Senior Engineer: $150.00 → $165.00',
  restorable: null,
});

const page = (items: VersionItem[], nextCursor: string | null = null): VersionPage => ({ items, nextCursor });

const quoteDetail: VersionItemDetail = {
  item: item(V1),
  diff: {
    compared: { before: 'v1', after: 'v2' },
    notes: ['Tax rate 0% → 5%'],
    sections: [{ key: 's1', name: 'Hardware', change: 'removed', fields: [] }],
    lines: [
      {
        key: 'l1',
        name: 'Configure the firewall',
        sectionName: 'Implementation',
        change: 'changed',
        fields: [{ field: 'unitPriceCents', label: 'price', change: 'changed', before: '$150.00', after: '$165.00' }],
        beforeNet: '$600.00',
        afterNet: '$660.00',
      },
      {
        key: 'l2',
        name: 'Cut over',
        sectionName: 'Implementation',
        change: 'added',
        fields: [],
        beforeNet: null,
        afterNet: '$300.00',
      },
    ],
    totals: [
      {
        key: 'one_time_total',
        label: 'Due on acceptance (incl. tax)',
        before: '$600.00',
        after: '$960.00',
        changed: true,
      },
      { key: 'hours', label: 'Labour hours', before: '4 h', after: '4 h', changed: false },
    ],
    fields: [],
  },
};

const ok = (body: unknown): RouteReply => ({ status: 200, body });
const render = (at = PATH) => renderRoute(<VersionControlScreen />, { path: PATH, at });

afterEach(() => vi.unstubAllGlobals());

describe('Version Control', () => {
  it('shows the changes grouped by day with who, what and the object’s link', async () => {
    stubFetchByPath({ 'GET /api/versions': ok(page([item(V1), roleChange])) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeTruthy();
    const items = await screen.findAllByTestId('version-item');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sun, 1 Mar 2026' })).toBeTruthy();
    expect(within(items[0]!).getByText('Created the quote')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Q-1042 · Firewall refresh · v1' }).getAttribute('href')).toBe(
      `/dashboard/quotes/wizard/${QUOTE_ID}`,
    );
    expect(within(items[0]!).getByText('by Ada Admin ·', { exact: false })).toBeTruthy();
    expect(within(items[1]!).getByText('Changed bill rate of Senior Engineer: $150.00 → $165.00')).toBeTruthy();
    expect(within(items[1]!).getByText('Rate card')).toBeTruthy();
  });

  it('filters by kind through the chips (kept in the URL) and loads older changes with the cursor', async () => {
    const calls = stubFetchByPath({
      'GET /api/versions': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? ok(page([roleChange]))
          : ok(page([item(V1)], url.searchParams.get('kind') ? null : 'c2')),
    });
    const user = userEvent.setup();
    const { router } = render();
    await screen.findAllByTestId('version-item');
    await user.click(screen.getByRole('button', { name: COPY.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('version-item')).toHaveLength(2));
    expect(calls.at(-1)!.url.searchParams.get('cursor')).toBe('c2');

    await user.click(screen.getByRole('button', { name: 'Quotes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=quote'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('kind')).toBe('quote'));
    expect(screen.getByRole('button', { name: 'Quotes' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: COPY.loadMore })).toBeNull();
  });

  it('opens a change’s diff with labelled additions and removals, and restores the version after asking', async () => {
    let restored = false;
    const calls = stubFetchByPath({
      'GET /api/versions': ok(page([item(V1)])),
      [`GET /api/versions/${V1}`]: ok(quoteDetail),
      [`POST /api/quotes/${QUOTE_ID}/versions/1/restore`]: () => {
        restored = true;
        return { status: 201, body: { id: QUOTE_ID, version: { versionNo: 3 } } };
      },
    });
    const user = userEvent.setup();
    const { router } = render();
    const [row] = await screen.findAllByTestId('version-item');
    await user.click(within(row!).getByRole('button', { name: COPY.openLabel('Created the quote') }));
    await waitFor(() => expect(router.state.location.search).toBe(`?item=${V1}`));
    const panel = await screen.findByTestId('version-diff');
    await within(panel).findByText('v2 compared with v1');
    expect(within(panel).getByText('Tax rate 0% → 5%')).toBeTruthy();
    const sections = within(panel).getByTestId('version-sections');
    expect(within(sections).getByText('Removed')).toBeTruthy();
    const lines = within(panel).getByTestId('version-lines');
    expect(within(lines).getByText('Added')).toBeTruthy();
    expect(within(lines).getByText('Changed')).toBeTruthy();
    expect(within(lines).getAllByText('Before:')[0]).toBeTruthy();
    expect(within(lines).getByText('$165.00')).toBeTruthy();
    const totals = within(panel).getByTestId('version-totals');
    expect(within(totals).getByText('$960.00')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: COPY.restore }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(COPY.restoreQuoteBody(1, 2))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: COPY.restoreConfirm }));
    await waitFor(() => expect(restored).toBe(true));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The feed is read again after the restore.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/versions').length).toBeGreaterThan(1),
    );
  });

  it('shows an audit change’s fields before and after, and no restore for it', async () => {
    stubFetchByPath({
      'GET /api/versions': ok(page([roleChange])),
      [`GET /api/versions/${ROLE}`]: ok({
        item: roleChange,
        diff: {
          compared: null,
          notes: [],
          sections: [],
          lines: [],
          totals: [],
          fields: [
            { field: 'billRateCents', label: 'bill rate', change: 'changed', before: '$150.00', after: '$165.00' },
          ],
        },
      }),
    });
    render(`${PATH}?item=${ROLE}`);
    const panel = await screen.findByTestId('version-diff');
    const table = await within(panel).findByTestId('version-fields');
    const row = within(table).getByRole('row', { name: /bill rate/i });
    expect(within(row).getByText('$150.00')).toBeTruthy();
    expect(within(row).getByText('$165.00')).toBeTruthy();
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: COPY.restore })).toBeNull();
  });

  it('says so when a workspace has no changes yet', async () => {
    stubFetchByPath({ 'GET /api/versions': ok(page([])) });
    render();
    expect(await screen.findByText(COPY.emptyTitle)).toBeTruthy();
    expect(screen.getByText(COPY.emptyBody)).toBeTruthy();
  });

  it('offers a retry with the request id when the feed fails', async () => {
    let fail = true;
    stubFetchByPath({
      'GET /api/versions': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The database is busy', requestId: 'req-9' } } }
          : ok(page([roleChange])),
    });
    const user = userEvent.setup();
    render(`${PATH}?kind=rate_card`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(COPY.fetchFailed('The database is busy'))).toBeTruthy();
    expect(within(alert).getByText('Request id req-9')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByText('Changed bill rate of Senior Engineer: $150.00 → $165.00')).toBeTruthy();
  });
});
