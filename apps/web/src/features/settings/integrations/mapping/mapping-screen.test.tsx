import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { INTEGRATIONS_SCREEN_COPY } from '../integrations-copy';
import { IntegrationsPanel } from '../integrations-panel';
import {
  connection,
  mappingView,
  me,
  PRODUCT_FW,
  providers,
  RECURRING_M365,
  ROLE_PM,
  ROLE_TECH,
  STAGE_QUAL,
} from '../testing/integrations-fixtures';
import { MAPPING_COPY as COPY } from './mapping-copy';

const NO_RUNS = Object.fromEntries(
  ['connectwise', 'autotask', 'halopsa'].map((p) => [
    `GET /api/integrations/${p}/runs`,
    { status: 200, body: { items: [], nextCursor: null } },
  ]),
);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PATH = '/dashboard/settings/integrations';
const MAPPING = '/api/integrations/connectwise/mapping';

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('PSA mapping', () => {
  it('opens from the card, prefills saved and suggested choices, and saves the chosen ids', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers({ connectwise: connection() }) },
      [`GET ${MAPPING}`]: { status: 200, body: mappingView() },
      [`PUT ${MAPPING}`]: (_url, body) => ({ status: 200, body: { ...(body as object), lockVersion: 4 } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<IntegrationsPanel />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: INTEGRATIONS_SCREEN_COPY.mapFields }));
    expect(router.state.location.search).toBe('?map=connectwise');

    const pm = await screen.findByRole('combobox', { name: 'Work role for Project Manager' });
    expect((pm as HTMLSelectElement).value).toBe('11');
    const suggestedMark = document.getElementById(pm.getAttribute('aria-describedby')!);
    expect(suggestedMark?.textContent).toBe(COPY.suggested);
    expect(select('Stage for Qualified').value).toBe('31');
    expect(select('Stage for Qualified').getAttribute('aria-describedby')).toBeNull();
    expect(select('Work type for Field Technician').value).toBe('');
    const roles = screen.getByRole('region', { name: COPY.rolesTitle });
    expect(within(roles).getAllByTestId('suggested-mark')).toHaveLength(1);

    await user.selectOptions(select('Work role for Field Technician'), 'Engineer');
    await user.selectOptions(select('Work type for Field Technician'), 'Onsite');
    await user.selectOptions(select('Product for Firewall'), 'FortiGate 60F');
    await user.selectOptions(select('Agreement type for Managed M365'), 'Managed Services');
    await user.selectOptions(select('Stage for Qualified'), 'Propose');
    await user.type(screen.getByRole('textbox', { name: COPY.phaseNameLabel('Discovery') }), 'Assessment');
    await user.click(screen.getByRole('button', { name: COPY.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.saved));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        lockVersion: 3,
        mapping: {
          roles: { [ROLE_PM]: '11', [ROLE_TECH]: '12' },
          workTypes: { [ROLE_TECH]: '22' },
          phases: { Discovery: 'Assessment' },
          products: { [PRODUCT_FW]: '41' },
          recurring: { [RECURRING_M365]: '51' },
          stages: { [STAGE_QUAL]: '32' },
        },
      },
    ]);
    // Saved: the suggestion is now the mapping, no longer marked.
    await waitFor(() => expect(screen.queryAllByTestId('suggested-mark')).toHaveLength(0));
    expect(screen.getByText(COPY.upToDate)).toBeTruthy();
  });

  it('says someone else changed the connection on a stale lock version, and reloads on request', async () => {
    let views = 0;
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers({ connectwise: connection() }) },
      [`GET ${MAPPING}`]: () => ({ status: 200, body: ((views += 1), mappingView()) }),
      [`PUT ${MAPPING}`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This connection was changed meanwhile', requestId: 'r1' } },
      },
    });
    const user = userEvent.setup();
    renderRoute(<IntegrationsPanel />, { path: PATH, at: `${PATH}?map=connectwise` });
    await user.click(await screen.findByRole('button', { name: COPY.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(INTEGRATIONS_SCREEN_COPY.stale);
    await user.click(screen.getByRole('button', { name: INTEGRATIONS_SCREEN_COPY.reload }));
    await waitFor(() => expect(views).toBe(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the PSA’s error when its lookups cannot be read', async () => {
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers({ connectwise: connection() }) },
      [`GET ${MAPPING}`]: {
        status: 503,
        body: {
          error: { code: 'SERVICE_UNAVAILABLE', message: 'ConnectWise PSA did not answer in time.', requestId: 'r2' },
        },
      },
    });
    renderRoute(<IntegrationsPanel />, { path: PATH, at: `${PATH}?map=connectwise` });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed('ConnectWise PSA'));
    expect(alert.textContent).toContain('ConnectWise PSA did not answer in time.');
  });
});
