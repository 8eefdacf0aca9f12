import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { API_SETTINGS_COPY as COPY } from './api-settings-copy';
import { ApiSettingsPanel } from './api-settings-panel';
import { apiKey, EVENTS, me } from './testing/api-fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PATH = '/dashboard/settings/api';
const NO_WEBHOOKS = { 'GET /api/webhooks': { status: 200, body: { items: [], events: EVENTS } } };

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () => renderRoute(<ApiSettingsPanel />, { path: PATH });
const askedApi = (calls: { url: URL }[]) =>
  calls.some(({ url }) => url.pathname.startsWith('/api/api-keys') || url.pathname.startsWith('/api/webhooks'));

describe('Settings → API: who sees what', () => {
  it('shows a Premium admin the upgrade prompt naming the plan with API access, asking the API nothing', async () => {
    const calls = stubFetchByPath({ 'GET /api/me': { status: 200, body: me('msp_admin', 'premium') } });
    render();
    const upgrade = await screen.findByTestId('api-settings-upgrade');
    expect(within(upgrade).getByText('API access comes with Enterprise')).toBeTruthy();
    expect(within(upgrade).getByText(/Premium.*API access/)).toBeTruthy();
    expect(within(upgrade).getByRole('link', { name: 'View plans in Billing' })).toBeTruthy();
    expect(askedApi(calls)).toBe(false);
  });

  it('tells a member that admins manage keys, asking the API nothing', async () => {
    const calls = stubFetchByPath({ 'GET /api/me': { status: 200, body: me('msp_user') } });
    render();
    expect(await screen.findByText(COPY.notAdminTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.createKey })).toBeNull();
    expect(askedApi(calls)).toBe(false);
  });

  it('says what failed with the request id, and tries again on Retry', async () => {
    let fail = true;
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_WEBHOOKS,
      'GET /api/api-keys': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong', requestId: 'req-7' } } }
          : { status: 200, body: { items: [apiKey()] } },
    });
    const user = userEvent.setup();
    render();
    const keys = await screen.findByRole('region', { name: COPY.keysTitle });
    const alert = await within(keys).findByRole('alert');
    expect(alert.textContent).toContain(COPY.keysLoadFailed);
    expect(alert.textContent).toContain('req-7');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await within(keys).findByText('Autotask sync')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/api/api-keys')).toHaveLength(2);
  });

  it('explains keys and webhooks when there are none, with the API reference one click away', async () => {
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_WEBHOOKS,
      'GET /api/api-keys': { status: 200, body: { items: [] } },
    });
    render();
    const keys = await screen.findByRole('region', { name: COPY.keysTitle });
    expect(await within(keys).findByText(COPY.keysEmptyTitle)).toBeTruthy();
    expect(within(keys).getByRole('link', { name: COPY.reference }).getAttribute('href')).toBe('/api/v1/docs');
    const hooks = screen.getByRole('region', { name: COPY.webhooksTitle });
    expect(await within(hooks).findByText(COPY.webhooksEmptyTitle)).toBeTruthy();
    expect(within(hooks).getByRole('button', { name: COPY.addEndpoint })).toBeTruthy();
  });
});
