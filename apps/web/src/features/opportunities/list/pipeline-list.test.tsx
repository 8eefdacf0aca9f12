import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/components/template-picker/template-fixtures';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { DEFAULT_FILTERS } from '../pipeline-params';
import { deal, STAGE_IDS, STAGES } from '../testing/pipeline-fixtures';
import { PipelineList } from './pipeline-list';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DEALS = [
  deal(),
  deal({ id: '0190c000-0000-7000-8000-000000000002', name: 'Backup rollout', stageId: STAGE_IDS.qualified }),
];

function open(onSort = vi.fn()) {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs('msp_admin') },
    'GET /api/opportunities': { status: 200, body: { items: DEALS, total: 2, nextCursor: null } },
    'GET /api/pipeline/stages': { status: 200, body: { stages: STAGES } },
    'GET /api/team': { status: 200, body: { members: [], invitations: [] } },
    'POST /api/opportunities/bulk': { status: 200, body: { items: DEALS } },
  });
  renderRoute(
    <PipelineList
      view="list"
      filters={DEFAULT_FILTERS}
      onSort={onSort}
      onOpenDeal={() => {}}
      onAdd={() => {}}
      onClear={() => {}}
    />,
    { path: '/dashboard/opportunities' },
  );
  return calls;
}

describe('PipelineList', () => {
  it('moves the ticked deals to one stage at once', async () => {
    const calls = open();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all opportunities shown' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await screen.findByRole('option', { name: 'Negotiation (80 %)' });
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Move the selected deals to stage' }), {
      target: { value: STAGE_IDS.negotiation },
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ids: DEALS.map((d) => d.id),
      stageId: STAGE_IDS.negotiation,
    });
  });

  it('sorts by a column header', async () => {
    const onSort = vi.fn();
    open(onSort);
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Close date' }));
    expect(onSort).toHaveBeenCalledWith('close_date');
  });
});
