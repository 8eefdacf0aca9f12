import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';
import { IntegrationsPanel } from './integrations-panel';
import { connection, me, providers } from './testing/integrations-fixtures';

const NO_RUNS = Object.fromEntries(
  ['connectwise', 'autotask', 'halopsa'].map((p) => [
    `GET /api/integrations/${p}/runs`,
    { status: 200, body: { items: [], nextCursor: null } },
  ]),
);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PATH = '/dashboard/settings/integrations';
const PRIVATE_KEY = 'PRIV-s3cr3t-never-shown';
const WRONG_KEY_MESSAGE =
  'ConnectWise PSA refused the API keys: check the public and private key of the API member, and the company ID.';

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
  toast.error.mockReset();
});

const render = () => renderRoute(<IntegrationsPanel />, { path: PATH });
const cwCard = () => screen.findByRole('region', { name: /ConnectWise PSA/ });

async function fillConnectWise(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Connect ConnectWise PSA' }));
  const form = screen.getByRole('form', { name: 'Connect ConnectWise PSA' });
  await user.type(within(form).getByLabelText('Site'), 'api-na.myconnectwise.net');
  await user.type(within(form).getByLabelText('Company ID'), 'acme');
  await user.type(within(form).getByLabelText('Public key'), 'PUBKEY123');
  await user.type(within(form).getByLabelText('Private key'), PRIVATE_KEY);
  await user.type(within(form).getByLabelText('Client ID'), '5f1e0000-0000-4000-8000-000000000001');
  return form;
}

describe('Settings → PSA Integrations', () => {
  it('offers each PSA by name with a Connect button, and its fields with where to find them', async () => {
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers() },
    });
    const user = userEvent.setup();
    render();
    for (const name of ['ConnectWise PSA', 'Autotask', 'HaloPSA'])
      expect(await screen.findByRole('button', { name: `Connect ${name}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect HaloPSA' }));
    const secret = screen.getByLabelText('Client secret');
    expect(secret.getAttribute('type')).toBe('password');
    expect(secret.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByLabelText('Tenant (optional)')).toBeTruthy();
    expect(secret.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(secret.getAttribute('aria-describedby')!)?.textContent).toMatch(/client ID/);
  });

  it('keeps the typed values and shows the API’s precise message when the PSA refuses the keys', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers() },
      'PUT /api/integrations/connectwise': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION',
            message: WRONG_KEY_MESSAGE,
            requestId: 'req-42',
            details: { reason: 'psa-test-failed', kind: 'auth', psaMessage: 'Invalid API key' },
          },
        },
      },
    });
    const user = userEvent.setup();
    render();
    const form = await fillConnectWise(user);
    await user.click(within(form).getByRole('button', { name: COPY.testAndConnect }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(WRONG_KEY_MESSAGE);
    expect(alert.textContent).toContain('Invalid API key');
    expect(alert.textContent).toContain('req-42');
    expect((within(form).getByLabelText('Private key') as HTMLInputElement).value).toBe(PRIVATE_KEY);
    expect((within(form).getByLabelText('Company ID') as HTMLInputElement).value).toBe('acme');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        site: 'api-na.myconnectwise.net',
        companyId: 'acme',
        publicKey: 'PUBKEY123',
        privateKey: PRIVATE_KEY,
        clientId: '5f1e0000-0000-4000-8000-000000000001',
      },
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows the connection’s sync log, each run’s steps behind a disclosure with links into the PSA', async () => {
    const RUN_ID = '0190a5a0-0000-7000-8000-0000000000e1';
    const run = {
      id: RUN_ID,
      provider: 'connectwise',
      kind: 'pull',
      trigger: 'schedule',
      status: 'succeeded',
      quoteId: null,
      quoteVersionNo: null,
      attempts: 1,
      errorKind: null,
      errorMessage: null,
      psaMessage: null,
      summary: { clientsCreated: 2, clientsMatched: 1 },
      startedAt: new Date().toISOString(),
      finishedAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    };
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations/connectwise/runs': { status: 200, body: { items: [run], nextCursor: null } },
      [`GET /api/integrations/runs/${RUN_ID}`]: {
        status: 200,
        body: {
          ...run,
          events: [
            {
              id: '0190a5a0-0000-7000-8000-0000000000e2',
              level: 'info',
              message: 'Client “Acme Dental” created from company #250',
              recordKey: 'company',
              remoteId: '250',
              remoteUrl: 'https://na.myconnectwise.net/company/250',
              detail: {},
              createdAt: new Date().toISOString(),
            },
          ],
        },
      },
      'GET /api/integrations': { status: 200, body: providers({ connectwise: connection() }) },
    });
    const user = userEvent.setup();
    render();
    const log = await screen.findByRole('list', { name: 'Sync log' });
    expect(within(log).getByText('2 clients created · 1 matched')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/integrations/runs/${RUN_ID}`)).toBe(false);
    await user.click(within(log).getByRole('button', { name: 'Show the log' }));
    const steps = await within(log).findByRole('list', { name: 'Steps of this run' });
    expect(within(steps).getByText('Client “Acme Dental” created from company #250')).toBeTruthy();
    const link = within(steps).getByRole('link', { name: /#250 in ConnectWise PSA/ });
    expect(link.getAttribute('href')).toBe('https://na.myconnectwise.net/company/250');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('refuses to send a form with an empty required field and says which', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers() },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Connect Autotask' }));
    await user.click(screen.getByRole('button', { name: COPY.testAndConnect }));
    expect(screen.getByText('Enter the API username.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('API username'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows a connected card without any secret, even one the answer should never have carried', async () => {
    let connected = false;
    const leaky = connection({ account: { ...connection().account, privateKey: PRIVATE_KEY } });
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': () => ({
        status: 200,
        body: providers(connected ? { connectwise: leaky } : {}),
      }),
      'PUT /api/integrations/connectwise': () => {
        connected = true;
        return { status: 201, body: leaky };
      },
    });
    const user = userEvent.setup();
    render();
    const form = await fillConnectWise(user);
    await user.click(within(form).getByRole('button', { name: COPY.testAndConnect }));

    const card = await cwCard();
    expect((await within(card).findByTestId('connected-to')).textContent).toBe('Connected to Acme IT (acme)');
    expect(within(card).getByText('5 minutes ago')).toBeTruthy();
    expect(within(card).getByText('PUBKEY123')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(document.body.innerHTML).not.toContain(PRIVATE_KEY);
    expect(toast.success).toHaveBeenCalledWith(COPY.connectedToast('ConnectWise PSA'));
  });

  it('saves the settings at the connection’s lock version and says when someone else changed it', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': { status: 200, body: providers({ connectwise: connection() }) },
      'PATCH /api/integrations/connectwise': (_url, body) =>
        (body as { settings: { pullSchedule?: string } }).settings.pullSchedule
          ? { status: 409, body: { error: { code: 'CONFLICT', message: 'Changed meanwhile', requestId: 'r' } } }
          : {
              status: 200,
              body: connection({ settings: { pushOnAcceptance: true, pullSchedule: 'off', options: {} } }),
            },
    });
    const user = userEvent.setup();
    render();
    const card = await cwCard();
    await user.click(await within(card).findByRole('switch', { name: COPY.pushOnAcceptance }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.settingsSaved));
    await user.selectOptions(within(card).getByLabelText(COPY.pullSchedule), 'daily');
    expect((await within(card).findByRole('alert')).textContent).toContain(COPY.stale);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { lockVersion: 3, settings: { pushOnAcceptance: true } },
      { lockVersion: 3, settings: { pullSchedule: 'daily' } },
    ]);
  });

  it('disconnects only after a confirmation naming what is lost', async () => {
    let connected = true;
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': () => ({
        status: 200,
        body: providers(connected ? { connectwise: connection() } : {}),
      }),
      'DELETE /api/integrations/connectwise': () => {
        connected = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await within(await cwCard()).findByRole('button', { name: COPY.disconnect }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('the field mapping and the sync log');
    await user.keyboard('{Escape}');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(await cwCard()).getByRole('button', { name: COPY.disconnect }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.disconnect }));
    expect(await screen.findByRole('button', { name: 'Connect ConnectWise PSA' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows Essentials the upgrade prompt and members a read-only notice, asking the API nothing', async () => {
    const essentials = stubFetchByPath({ 'GET /api/me': { status: 200, body: me('msp_admin', 'essentials') } });
    const first = render();
    expect(await screen.findByTestId('integrations-upgrade')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans in Billing' })).toBeTruthy();
    first.unmount();

    const member = stubFetchByPath({ 'GET /api/me': { status: 200, body: me('msp_user') } });
    render();
    expect(await screen.findByText(COPY.readOnlyTitle)).toBeTruthy();
    const asked = [...essentials, ...member].map((c) => c.url.pathname);
    expect(asked.some((path) => path.startsWith('/api/integrations'))).toBe(false);
  });

  it('says what failed, with the request id, when the list cannot be loaded', async () => {
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      ...NO_RUNS,
      'GET /api/integrations': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong', requestId: 'req-9' } },
      },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    expect(alert.textContent).toContain('req-9');
  });
});
