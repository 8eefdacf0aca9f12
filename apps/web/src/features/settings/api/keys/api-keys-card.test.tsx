import { PUBLIC_API_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeySummary } from '@/data/api-keys';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { apiKey, KEY_ID, SECRET } from '../testing/api-fixtures';
import { ApiKeysCard } from './api-keys-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const render = () => renderRoute(<ApiKeysCard />, { path: '/dashboard/settings/api' });
const card = () => screen.findByRole('region', { name: COPY.keysTitle });
const accessOf = (grid: HTMLElement, resource: string) =>
  within(within(grid).getByRole('radiogroup', { name: resource })).getByRole('radio', { checked: true });

/** GET answers the list as the server holds it; POST /api/api-keys creates one. */
function keyServer(initial: ApiKeySummary[] = []) {
  let items = initial;
  const created = apiKey({ id: 'new-key', name: 'Reporting job', scopes: [], last4: 'stuv' });
  const calls = stubFetchByPath({
    'GET /api/api-keys': () => ({ status: 200, body: { items } }),
    'POST /api/api-keys': (_url, body) => {
      const key = { ...created, ...(body as Partial<ApiKeySummary>) };
      items = [key, ...items];
      return { status: 201, body: { key, secret: SECRET } };
    },
    [`POST /api/api-keys/${KEY_ID}/revoke`]: () => {
      items = items.map((key) =>
        key.id === KEY_ID ? { ...key, status: 'revoked' as const, revokedAt: new Date().toISOString() } : key,
      );
      return { status: 200, body: items.find((key) => key.id === KEY_ID) };
    },
    [`POST /api/api-keys/${KEY_ID}/rotate`]: () => ({
      status: 201,
      body: { key: apiKey({ id: 'rotated', rotatedFromId: KEY_ID }), secret: SECRET },
    }),
  });
  return calls;
}

describe('API keys', () => {
  it('creates a key, shows it once with a curl example and Copy, then lists it without the secret', async () => {
    const calls = keyServer();
    const user = userEvent.setup();
    render();
    await user.click(await within(await card()).findByRole('button', { name: COPY.createKey }));
    const dialog = await screen.findByRole('dialog', { name: COPY.createTitle });
    await user.type(within(dialog).getByLabelText(COPY.keyName), 'Reporting job');
    const grid = within(dialog).getByTestId('scope-grid');
    await user.click(within(grid).getByRole('button', { name: COPY.allRead }));
    await user.click(
      within(within(grid).getByRole('radiogroup', { name: 'Quotes' })).getByRole('radio', { name: 'Read & write' }),
    );
    await user.selectOptions(within(dialog).getByLabelText(COPY.expiry), '90d');
    await user.click(within(dialog).getByRole('button', { name: COPY.create }));

    const reveal = await screen.findByRole('dialog', { name: COPY.revealKeyTitle });
    const field = within(reveal).getByLabelText(COPY.keyLabel);
    expect((field as HTMLInputElement).value).toBe(SECRET);
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(within(reveal).getByText(COPY.shownOnce)).toBeTruthy();
    expect(within(reveal).getByTestId('curl-example').textContent).toBe(
      `curl -H "Authorization: Bearer ${SECRET}" ${window.location.origin}/api/v1/quotes`,
    );
    await user.click(within(reveal).getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(reveal).getAllByText(COPY.copied).length).toBeGreaterThan(0);

    const [sent] = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(sent).toMatchObject({
      name: 'Reporting job',
      scopes: ['clients:read', 'quotes:write', 'opportunities:read', 'templates:read', 'catalog:read', 'webhooks:read'],
    });
    const days = (Date.parse(sent!.expiresAt as string) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    await user.click(within(reveal).getByRole('button', { name: COPY.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await within(await card()).findByRole('row', { name: /Reporting job/ });
    expect(row.textContent).toContain('sw_live_AbCd…stuv');
    expect(row.textContent).toContain(COPY.neverUsed);
    expect(row.textContent).toContain('Quotes·:Read & write');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('sets the whole grid with the shortcuts and refuses a key with no access', async () => {
    const calls = keyServer([apiKey()]);
    const user = userEvent.setup();
    render();
    await user.click(await within(await card()).findByRole('button', { name: COPY.createKey }));
    const dialog = await screen.findByRole('dialog', { name: COPY.createTitle });
    const grid = within(dialog).getByTestId('scope-grid');
    expect(within(grid).getAllByRole('radiogroup')).toHaveLength(6);
    expect(accessOf(grid, 'Webhooks').getAttribute('value')).toBe('none');

    await user.click(within(grid).getByRole('button', { name: COPY.fullAccess }));
    for (const resource of ['Clients and contacts', 'Quotes', 'Opportunities', 'Templates', 'Catalog', 'Webhooks'])
      expect(accessOf(grid, resource).getAttribute('value')).toBe('write');
    await user.click(
      within(within(grid).getByRole('radiogroup', { name: 'Catalog' })).getByRole('radio', { name: 'Read' }),
    );
    expect(accessOf(grid, 'Catalog').getAttribute('value')).toBe('read');
    expect(accessOf(grid, 'Quotes').getAttribute('value')).toBe('write');

    await user.click(within(grid).getByRole('button', { name: COPY.clearAll }));
    await user.type(within(dialog).getByLabelText(COPY.keyName), 'Nothing at all');
    await user.click(within(dialog).getByRole('button', { name: COPY.create }));
    expect(within(dialog).getByText(PUBLIC_API_COPY.scopesRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('revokes only after a confirmation naming the key, then shows it revoked', async () => {
    const calls = keyServer([apiKey()]);
    const user = userEvent.setup();
    render();
    const keys = await card();
    await user.click(await within(keys).findByRole('button', { name: COPY.revokeLabel('Autotask sync') }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(COPY.revokeTitle('Autotask sync'))).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(keys).getByRole('button', { name: COPY.revokeLabel('Autotask sync') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.revoke }));
    await waitFor(() => expect(within(keys).getByTestId('api-key-row').dataset.status).toBe('revoked'));
    expect(within(keys).getByText(COPY.keyStatus.revoked)).toBeTruthy();
    expect(within(keys).queryByRole('button', { name: COPY.revokeLabel('Autotask sync') })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/api/api-keys/${KEY_ID}/revoke`,
    ]);
    expect(toast.success).toHaveBeenCalledWith(COPY.revoked('Autotask sync'));
  });

  it('rotates with the chosen overlap and shows the new key once', async () => {
    const calls = keyServer([apiKey()]);
    const user = userEvent.setup();
    render();
    await user.click(await within(await card()).findByRole('button', { name: COPY.rotateLabel('Autotask sync') }));
    const dialog = await screen.findByRole('dialog', { name: COPY.rotateTitle('Autotask sync') });
    expect(within(dialog).getByRole('radio', { name: 'For 24 hours' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: 'For 1 hour' }));
    await user.click(within(dialog).getByRole('button', { name: COPY.rotateConfirm }));
    const reveal = await screen.findByRole('dialog', { name: COPY.revealKeyTitle });
    expect((within(reveal).getByLabelText(COPY.keyLabel) as HTMLInputElement).value).toBe(SECRET);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ overlapHours: 1 }]);
  });
});
