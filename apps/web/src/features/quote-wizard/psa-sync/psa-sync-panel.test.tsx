import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncRun } from '@/data/integrations';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { PSA_SYNC_COPY as COPY } from '@/components/psa-sync/psa-sync-copy';
import { PsaSyncPanel } from './psa-sync-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const QUOTE_ID = '0190a000-0000-7000-8000-0000000000q1';
const SYNC = `/api/quotes/${QUOTE_ID}/psa-sync`;
const PATH = '/dashboard/quotes/wizard/:id';
const AT = `/dashboard/quotes/wizard/${QUOTE_ID}?step=review`;

function me(role: 'msp_user' | 'msp_admin' = 'msp_admin', premium = true) {
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'dana@demo-msp.test',
      firstName: 'Dana',
      lastName: null,
      avatarUrl: null,
      role,
      tenantId: 't1',
      isOwner: false,
      onboardingCompleted: true,
    },
    tenant: { id: 't1', name: 'Demo MSP', suspended: false },
    isSuperAdmin: false,
    access: {
      isTrial: false,
      isSuspended: false,
      isReadOnly: false,
      trialDaysRemaining: 0,
      accessLevel: 'full',
      effectiveTier: premium ? 'premium' : 'essentials',
      features: { canAccessPsaIntegrations: premium, canCreateQuotes: true },
    },
  };
}

const CONNECTED = ['connectwise'];

let seq = 0;
function run(overrides: Partial<SyncRun> = {}): SyncRun {
  seq += 1;
  return {
    id: `0190a000-0000-7000-8000-00000000r${String(seq).padStart(3, '0')}`,
    provider: 'connectwise',
    kind: 'push',
    trigger: 'manual',
    status: 'succeeded',
    quoteId: QUOTE_ID,
    quoteVersionNo: 2,
    attempts: 1,
    errorKind: null,
    errorMessage: null,
    psaMessage: null,
    summary: {},
    startedAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:05.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const failed = run({
  status: 'failed',
  trigger: 'acceptance',
  errorKind: 'validation',
  errorMessage: 'ConnectWise PSA refused the project: the board "Projects" does not exist.',
  psaMessage: 'The board id field is required.',
});
const needsConfirmation = run({
  status: 'needs_confirmation',
  summary: {
    candidates: [
      { id: '250', name: 'Acme Corp', domain: 'acme.com', url: 'https://cw.test/company/250' },
      { id: '251', name: 'Acme Corporation', domain: null, url: 'https://cw.test/company/251' },
    ],
  },
});

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const render = (canPush = true) =>
  renderRoute(<PsaSyncPanel quoteId={QUOTE_ID} canPush={canPush} />, { path: PATH, at: AT });

describe('the quote’s PSA panel', () => {
  it('shows a failed run in the PSA’s own words and lets the user pick the company of a paused push', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      [`GET ${SYNC}`]: { status: 200, body: { connected: CONNECTED, runs: [needsConfirmation, failed], refs: [] } },
      [`POST /api/integrations/runs/${needsConfirmation.id}/confirm-company`]: {
        status: 202,
        body: { ...needsConfirmation, status: 'queued' },
      },
    });
    const user = userEvent.setup();
    render();
    const log = await screen.findByRole('list', { name: COPY.logLabel });
    const [paused, broken] = within(log).getAllByTestId('sync-run');
    expect(broken!.textContent).toContain('Failed');
    expect(broken!.textContent).toContain(failed.errorMessage);
    expect(broken!.textContent).toContain('ConnectWise PSA said: The board id field is required.');
    expect(broken!.textContent).toContain('On acceptance');

    const picker = within(paused!).getByRole('group', { name: COPY.pickTitle('ConnectWise PSA') });
    expect(within(picker).getAllByRole('radio')).toHaveLength(3);
    const link = within(picker).getByRole('link', { name: COPY.openCandidate('Acme Corp') });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const confirm = within(paused!).getByRole('button', { name: COPY.confirm });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(picker).getByRole('radio', { name: /Acme Corp · acme\.com/ }));
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ companyId: '250' }]),
    );
  });

  it('creates a new company when the user says none of the candidates is the client', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      [`GET ${SYNC}`]: { status: 200, body: { connected: CONNECTED, runs: [needsConfirmation], refs: [] } },
      [`POST /api/integrations/runs/${needsConfirmation.id}/confirm-company`]: { status: 202, body: needsConfirmation },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: COPY.createNew }));
    await user.click(screen.getByRole('button', { name: COPY.confirm }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ create: true }]),
    );
  });

  it('sends to a connected PSA, waits while the push runs, and links the records it made', async () => {
    const queued = run({ status: 'queued', finishedAt: null, startedAt: null });
    const done = {
      ...queued,
      status: 'succeeded',
      finishedAt: new Date().toISOString(),
      summary: {
        created: 9,
        calls: 31,
        companyUrl: 'https://cw.test/company/250',
        opportunityUrl: 'https://cw.test/opportunity/9001',
        projectUrl: 'https://cw.test/project/77',
      },
    };
    let phase: 'none' | 'queued' | 'done' = 'none';
    let polls = 0;
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      [`GET ${SYNC}`]: () => {
        if (phase === 'queued' && (polls += 1) > 1) phase = 'done';
        return {
          status: 200,
          body: { connected: CONNECTED, runs: phase === 'none' ? [] : [phase === 'done' ? done : queued], refs: [] },
        };
      },
      [`POST /api/quotes/${QUOTE_ID}/psa-push`]: () => {
        phase = 'queued';
        return { status: 202, body: queued };
      },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(COPY.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to Autotask' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send to ConnectWise PSA' }));

    const send = await screen.findByRole('button', { name: 'Send to ConnectWise PSA' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    const reason = document.getElementById(send.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(COPY.runningReason('ConnectWise PSA'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'connectwise' });

    const project = await screen.findByRole('link', { name: /Project in ConnectWise PSA/ }, { timeout: 6_000 });
    expect(project.getAttribute('href')).toBe('https://cw.test/project/77');
    expect(project.getAttribute('target')).toBe('_blank');
    expect(project.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('9 created · 31 PSA calls')).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(false);
    const settled = calls.filter((c) => c.url.pathname === SYNC).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(calls.filter((c) => c.url.pathname === SYNC).length).toBe(settled);
  }, 15_000);

  it('before sending a pushed quote again, says what the push will create and update, and sends on confirm', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      [`GET ${SYNC}`]: {
        status: 200,
        body: {
          connected: CONNECTED,
          runs: [run({ status: 'succeeded' })],
          refs: [{ key: 'project', remoteId: '77', remoteUrl: 'https://cw.test/project/77', provider: 'connectwise' }],
        },
      },
      [`GET /api/quotes/${QUOTE_ID}/psa-push-preview`]: {
        status: 200,
        body: {
          versionNo: 2,
          pushedBefore: true,
          summary:
            'Project update: will create 1 phase, 2 tasks and 1 product, and update 1 phase, 1 task and 2 products.',
          changes: {
            project: 'update',
            phases: { created: ['Training'], updated: ['Discovery'] },
            tasks: { created: ['Run the workshop', 'Write the guide'], updated: ['Audit'] },
            products: { created: ['Meraki MX68 firewall'], updated: ['Rack shelf', 'Patch cables'] },
            removedKeys: [],
          },
        },
      },
      [`POST /api/quotes/${QUOTE_ID}/psa-push`]: { status: 202, body: run() },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Send to ConnectWise PSA' }));
    const dialog = await screen.findByRole('dialog', { name: COPY.previewTitle('ConnectWise PSA') });
    expect(await within(dialog).findByText(/will create 1 phase, 2 tasks and 1 product/)).toBeTruthy();
    expect(within(dialog).getByText('Training')).toBeTruthy();
    expect(within(dialog).getByText('Write the guide')).toBeTruthy();
    const products = within(dialog).getByRole('heading', { name: COPY.newProducts }).parentElement!;
    expect(within(products).getByText('Meraki MX68 firewall')).toBeTruthy();
    expect(within(dialog).getByText('1 phase, 1 task and 2 products already there are updated in place.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(calls.find((c) => c.url.pathname.endsWith('/psa-push-preview'))?.url.searchParams.get('provider')).toBe(
      'connectwise',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send to ConnectWise PSA' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'connectwise' }));
  });

  it('shows why a push is refused', async () => {
    stubFetchByPath({
      'GET /api/me': { status: 200, body: me() },
      [`GET ${SYNC}`]: { status: 200, body: { connected: CONNECTED, runs: [], refs: [] } },
      [`POST /api/quotes/${QUOTE_ID}/psa-push`]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Only an accepted quote can be sent to a PSA.',
            requestId: 'req-7',
            details: { reason: 'not-accepted' },
          },
        },
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Send to ConnectWise PSA' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only an accepted quote can be sent to a PSA.');
  });

  it('gives a member the workspace’s connected PSAs without listing the connections', async () => {
    const calls = stubFetchByPath({
      'GET /api/me': { status: 200, body: me('msp_user') },
      [`GET ${SYNC}`]: { status: 200, body: { connected: CONNECTED, runs: [failed], refs: [] } },
    });
    render();
    expect(await screen.findByRole('button', { name: 'Send to ConnectWise PSA' })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/integrations')).toBe(false);
  });

  it('shows nothing on a plan without integrations', async () => {
    const calls = stubFetchByPath({ 'GET /api/me': { status: 200, body: me('msp_admin', false) } });
    render();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('psa-sync-panel')).toBeNull();
    expect(calls.some((c) => c.url.pathname !== '/api/me')).toBe(false);
  });
});
