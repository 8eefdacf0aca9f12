import { RATE_CARD_COPY as COPY, type LaborRoleView } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import { RateCardPanel } from './rate-card-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const access = vi.hoisted(() => ({ canEdit: true, currency: 'USD' }));
vi.mock('../use-rate-card-access', () => ({ useRateCardAccess: () => access }));

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoResizeObserver);

const role = (id: string, name: string, bill: number, cost: number, position: number): LaborRoleView => ({
  id,
  name,
  clientFacingName: null,
  description: null,
  billRateCents: bill,
  costRateCents: cost,
  position,
  archivedAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const PM = role('0190a5a0-0000-7000-8000-000000000001', 'Project Manager', 16_500, 6_800, 0);
const TECH = role('0190a5a0-0000-7000-8000-000000000002', 'Field Technician', 13_500, 4_200, 1);
const LIST = 'GET /api/rate-card/roles?archived=exclude';

afterEach(() => {
  access.canEdit = true;
  toast.success.mockReset();
  toast.error.mockReset();
});

const renderPanel = () => renderRoute(<RateCardPanel />, { path: '/dashboard/settings/rates' });

describe('Settings → Rates', () => {
  it('shows each role with its margin and saves an edited rate on Enter', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: { roles: [PM, TECH] } },
      [`PATCH /api/rate-card/roles/${PM.id}`]: { status: 200, body: { ...PM, costRateCents: 9_900 } },
    });
    renderPanel();
    const cost = await screen.findByRole('textbox', { name: 'Cost rate /hr, Project Manager' });
    const [pmRow] = screen.getAllByTestId('role-row');
    expect(within(pmRow!).getByTestId('role-margin').textContent).toBe('58.79%');

    await userEvent.clear(cost);
    await userEvent.type(cost, '99');
    expect(within(pmRow!).getByTestId('role-margin').textContent).toBe('40%');
    await userEvent.type(cost, '{Enter}');
    await waitFor(() =>
      expect(bodiesSent(api, 'PATCH', `/api/rate-card/roles/${PM.id}`)).toEqual([{ costRateCents: 9_900 }]),
    );
    expect(toast.success).toHaveBeenCalledWith(COPY.saved('Project Manager'));
  });

  it('warns when a role costs more than it bills, and refuses a typed rate that is not an amount', async () => {
    const api = stubApi({ [LIST]: { status: 200, body: { roles: [PM] } } });
    renderPanel();
    const cost = await screen.findByRole('textbox', { name: 'Cost rate /hr, Project Manager' });
    await userEvent.clear(cost);
    await userEvent.type(cost, '200');
    expect(screen.getAllByText(COPY.belowCost).length).toBeGreaterThan(0);
    await userEvent.clear(cost);
    await userEvent.type(cost, 'abc{Enter}');
    expect(await screen.findByText(COPY.rateInvalid)).toBeTruthy();
    expect(bodiesSent(api, 'PATCH', `/api/rate-card/roles/${PM.id}`)).toEqual([]);
  });

  it('moves a role with the arrow buttons and sends the new order', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: { roles: [PM, TECH] } },
      'PUT /api/rate-card/roles/order': { status: 200, body: { roles: [TECH, PM] } },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: COPY.moveDown('Project Manager') }));
    await waitFor(() =>
      expect(bodiesSent(api, 'PUT', '/api/rate-card/roles/order')).toEqual([{ ids: [TECH.id, PM.id] }]),
    );
  });

  it('shows members the rates without edit controls', async () => {
    access.canEdit = false;
    stubApi({ [LIST]: { status: 200, body: { roles: [PM] } } });
    renderPanel();
    expect(await screen.findByText('$165.00')).toBeTruthy();
    expect(screen.getByText(COPY.readOnly)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: COPY.addRole })).toBeNull();
  });

  it('explains a failed load with the request id', async () => {
    stubApi({
      [LIST]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom.', requestId: 'req-42' } } },
    });
    renderPanel();
    expect(await screen.findByText(COPY.loadFailed)).toBeTruthy();
    expect(screen.getByText('Request id: req-42')).toBeTruthy();
  });
});
