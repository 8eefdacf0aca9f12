import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/components/template-picker/template-fixtures';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { PipelineScreen } from '../pipeline-screen';
import { board, deal, STAGE_IDS, STAGES } from '../testing/pipeline-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(at = '/dashboard/opportunities') {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs('msp_admin') },
    'GET /api/opportunities/board': { status: 200, body: board([deal()]) },
    'GET /api/pipeline/stages': { status: 200, body: { stages: STAGES } },
    'GET /api/team': { status: 200, body: { members: [], invitations: [] } },
  });
  const { router } = renderRoute(<PipelineScreen />, { path: '/dashboard/opportunities', at });
  const search = () => new URLSearchParams(router.state.location.search);
  const boardQueries = () =>
    calls.filter((c) => c.url.pathname === '/api/opportunities/board').map((c) => c.url.searchParams.toString());
  return { search, boardQueries };
}

describe('PipelineToolbar', () => {
  it('writes each filter into the URL, which the board then asks for', async () => {
    const { search, boardQueries } = open();
    await screen.findByRole('region', { name: 'Lead' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: STAGE_IDS.qualified } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Activity' }), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Expected close from'), { target: { value: '2027-01-01' } });
    const min = screen.getByRole('textbox', { name: 'Min value' });
    await userEvent.type(min, '2,500{Enter}');
    expect(search().get('stage')).toBe(STAGE_IDS.qualified);
    expect(search().get('stale')).toBe('30');
    expect(search().get('from')).toBe('2027-01-01');
    expect(search().get('min')).toBe('2500');
    expect(boardQueries().at(-1)).toBe('closeFrom=2027-01-01&minValueCents=250000&staleDays=30');
    // The stage filter keeps only its column, empty here: nothing matches, and a clear-all is offered.
    await screen.findByTestId('pipeline-no-matches');
    expect(screen.queryByRole('region', { name: 'Lead' })).toBeNull();
  });

  it('clears every filter at once and keeps the view', async () => {
    const { search } = open(
      '/dashboard/opportunities?view=kanban&stale=7&max=900&owner=0190e000-0000-7000-8000-000000000001',
    );
    await screen.findByRole('region', { name: 'Lead' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    expect(search().toString()).toBe('view=kanban');
  });

  it('switches the view in the URL', async () => {
    const { search } = open();
    await screen.findByRole('region', { name: 'Lead' });
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(search().get('view')).toBe('list');
  });
});
