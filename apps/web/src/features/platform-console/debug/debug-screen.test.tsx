import { DEBUG_COPY as COPY, MASKED_VALUE } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebugInfo } from '@/data/platform-health';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import DebugScreen from './debug-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const JOB_ID = '0190f0aa-0000-7000-8000-0000000000dd';
const counts = { created: 2, retry: 0, active: 1, completed: 40, cancelled: 0, failed: 1 };

const debugInfo = (over: Partial<DebugInfo> = {}): DebugInfo => ({
  process: {
    buildVersion: '0.1.0+1a2b3c4d5e6f',
    schemaVersion: '0036_platform-console',
    uptimeSeconds: 3_720,
    startedAt: new Date(Date.now() - 3_720_000).toISOString(),
    hostname: 'api-1',
    pid: 4242,
    nodeVersion: 'v20.19.0',
  },
  processes: [
    {
      id: 'api-1:4242:x',
      hostname: 'api-1',
      pid: 4242,
      role: 'web+worker',
      buildVersion: '0.1.0+1a2b3c4d5e6f',
      schemaVersion: '0036_platform-console',
      startedAt: new Date(Date.now() - 3_720_000).toISOString(),
      lastSeenAt: new Date(Date.now() - 12_000).toISOString(),
      secondsSinceSeen: 12,
      isThisProcess: true,
      rssBytes: 150_000_000,
      nodeVersion: 'v20.19.0',
    },
  ],
  queues: [{ name: 'send-email', counts }],
  failedJobs: [
    {
      id: JOB_ID,
      queue: 'send-email',
      failedAt: new Date().toISOString(),
      retryCount: 3,
      error: 'SMTP refused',
      archived: false,
    },
    { id: 'old', queue: 'signed-pdf', failedAt: null, retryCount: 0, error: null, archived: true },
  ],
  config: [
    { key: 'databaseUrl', value: `postgres://app:${MASKED_VALUE}@db:5432/app`, masked: true },
    { key: 'sessionSecret', value: MASKED_VALUE, masked: true },
    { key: 'smtpUrl', value: null, masked: false },
    { key: 'worker', value: 'true', masked: false },
  ],
  database: {
    mode: 'external',
    location: 'db:5432/app',
    version: '15.20',
    sizeBytes: 52_428_800,
    appliedMigration: '0036_platform-console',
    tables: [{ name: 'quote_lines', sizeBytes: 10_485_760, rowEstimate: 200_000 }],
  },
  ...over,
});

const render = () => renderRoute(<DebugScreen />, { path: '/dashboard/superadmin/debug' });

describe('Super admin → Debug', () => {
  it('shows build, schema, uptime, processes, queues, failed jobs, masked configuration and the database', async () => {
    stubFetchByPath({ 'GET /api/platform/debug': { status: 200, body: debugInfo() } });
    render();
    const build = await screen.findByTestId('debug-build');
    expect(build.textContent).toContain('0.1.0+1a2b3c4d5e6f');
    expect(build.textContent).toContain('0036_platform-console');
    expect(build.textContent).toContain('1 h 2 min');

    const processes = screen.getByRole('region', { name: COPY.processesTitle });
    expect(within(processes).getByRole('row', { name: /api-1/ }).textContent).toContain('12 seconds ago');
    const queue = within(screen.getByRole('region', { name: COPY.queuesTitle })).getByRole('row', {
      name: /send-email/,
    });
    expect(queue.textContent).toContain('40');

    const config = screen.getByRole('region', { name: COPY.configTitle });
    expect(within(config).getByRole('row', { name: /sessionSecret/ }).textContent).toContain(MASKED_VALUE);
    expect(within(config).getByRole('row', { name: /smtpUrl/ }).textContent).toContain(COPY.notSet);

    const database = screen.getByRole('region', { name: new RegExp(COPY.databaseTitle) });
    expect(database.textContent).toContain('db:5432/app');
    expect(database.textContent).toContain('50 MB');
    expect(within(database).getByRole('row', { name: /quote_lines/ }).textContent).toContain('200,000');

    const failed = screen.getByRole('region', { name: COPY.failedTitle });
    expect(within(failed).getByText(COPY.archived)).toBeTruthy();
    expect(within(failed).getAllByRole('button', { name: /Retry the/ })).toHaveLength(1);
  });

  it('retries a failed job after a confirm, then reads the diagnostics again', async () => {
    let failedJobs = debugInfo().failedJobs;
    const calls = stubFetchByPath({
      'GET /api/platform/debug': () => ({ status: 200, body: debugInfo({ failedJobs }) }),
      [`POST /api/platform/debug/jobs/${JOB_ID}/retry`]: () => {
        failedJobs = failedJobs.filter((job) => job.id !== JOB_ID);
        return { status: 200, body: { id: JOB_ID, queue: 'send-email', state: 'retry' } };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: COPY.retryJobLabel('send-email', JOB_ID) }));
    const dialog = await screen.findByRole('alertdialog', { name: COPY.retryTitle });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: COPY.retryConfirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.retried));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Retry the/ })).toBeNull());
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('no process seen and no failed job: says so', async () => {
    stubFetchByPath({ 'GET /api/platform/debug': { status: 200, body: debugInfo({ processes: [], failedJobs: [] }) } });
    render();
    expect(await screen.findByText(COPY.noProcesses)).toBeTruthy();
    expect(screen.getByText(COPY.noFailedJobs)).toBeTruthy();
  });

  it('a failed load says so with a retry', async () => {
    stubFetchByPath({
      'GET /api/platform/debug': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Later', requestId: 'r-7' } },
      },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    expect(alert.textContent).toContain('r-7');
  });
});
