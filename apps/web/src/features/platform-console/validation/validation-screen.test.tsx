import { VALIDATION_CHECK_LABELS, VALIDATION_CHECKS, VALIDATION_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValidationFinding, ValidationRun } from '@/data/platform-health';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import ValidationScreen from './validation-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const RUNS = '/api/platform/validation/runs';
const RUN_ID = '0190f0aa-0000-7000-8000-0000000000aa';
const OLD_ID = '0190f0aa-0000-7000-8000-0000000000bb';
const QUOTE_ID = '0190f0aa-0000-7000-8000-0000000000cc';

const run = (over: Partial<ValidationRun> = {}): ValidationRun => ({
  id: RUN_ID,
  trigger: 'manual',
  status: 'completed',
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  finishedAt: new Date(Date.now() - 48_000).toISOString(),
  startedBy: { id: 'u1', name: 'Sam Super' },
  error: null,
  checks: VALIDATION_CHECKS.map((check) => ({
    check,
    checked: check === 'quote_totals' ? 50_000 : 10,
    findings: check === 'quote_totals' ? 1 : check === 'tier_limits' ? 1 : 0,
    ms: 1_234,
  })),
  findings: 2,
  ...over,
});

const finding = (over: Partial<ValidationFinding>): ValidationFinding => ({
  id: 'f1',
  check: 'quote_totals',
  severity: 'error',
  tenantId: 't1',
  tenantName: 'Acme IT',
  subjectType: 'quote',
  subjectId: QUOTE_ID,
  message: 'Q-1042: the totals stored on its quote row (the list) differ from the pricing engine’s.',
  fixPath: `/dashboard/quotes/wizard/${QUOTE_ID}`,
  details: {},
  ...over,
});

const FINDINGS = [
  finding({}),
  finding({
    id: 'f2',
    check: 'tier_limits',
    severity: 'warning',
    tenantName: 'Bright MSP',
    message: '2 members on the Essentials plan, which allows 1.',
    fixPath: '/dashboard/company/t2',
  }),
];
const detail = (r: ValidationRun, items: ValidationFinding[]) => ({
  run: r,
  findings: { items, total: items.length, page: 1, pageSize: 100 },
});

const render = () => renderRoute(<ValidationScreen />, { path: '/dashboard/superadmin/validation' });

describe('Super admin → Validation', () => {
  it('before the first run: says what a run does, and offers to run one', async () => {
    stubFetchByPath({ [`GET ${RUNS}`]: { status: 200, body: { items: [] } } });
    render();
    expect(await screen.findByText(COPY.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeTruthy();
    expect((screen.getByRole('button', { name: COPY.runNow }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the latest run per check, its findings grouped by check with a Fix link, and the history', async () => {
    const older = run({
      id: OLD_ID,
      trigger: 'nightly',
      startedBy: null,
      findings: 0,
      status: 'failed',
      error: 'Boom',
    });
    stubFetchByPath({
      [`GET ${RUNS}`]: { status: 200, body: { items: [run(), older] } },
      [`GET ${RUNS}/${RUN_ID}`]: { status: 200, body: detail(run(), FINDINGS) },
      [`GET ${RUNS}/${OLD_ID}`]: { status: 200, body: detail(older, []) },
    });
    const user = userEvent.setup();
    render();
    const summary = await screen.findByRole('region', { name: COPY.latestRun });
    const totals = within(summary).getByRole('row', { name: new RegExp(VALIDATION_CHECK_LABELS.quote_totals.label) });
    expect(totals.textContent).toContain('50,000');
    expect(totals.textContent).toContain('1.2 s');
    const rls = within(summary).getByRole('row', { name: new RegExp(VALIDATION_CHECK_LABELS.rls.label) });
    expect(rls.textContent).toContain(COPY.checkPassed);

    const findings = await screen.findByRole('region', { name: COPY.findingsTitle });
    const groups = await within(findings).findAllByRole('heading', { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual([
      `${VALIDATION_CHECK_LABELS.quote_totals.label}1 finding`,
      `${VALIDATION_CHECK_LABELS.tier_limits.label}1 finding`,
    ]);
    const fix = within(findings).getByRole('link', { name: COPY.fixLabel(FINDINGS[0]!.message) });
    expect(fix.getAttribute('href')).toBe(`/dashboard/quotes/wizard/${QUOTE_ID}`);
    expect(within(findings).getByText('Bright MSP')).toBeTruthy();

    const history = screen.getByRole('region', { name: COPY.historyTitle });
    expect(within(history).getAllByTestId('validation-history-row')).toHaveLength(2);
    await user.click(within(history).getAllByRole('button', { name: /Show the run started/ })[1]!);
    const earlier = await screen.findByRole('region', { name: COPY.selectedRun });
    expect(within(earlier).getByRole('alert').textContent).toContain(COPY.failedWith('Boom'));
  });

  it('"Run checks now" starts a run, stays disabled while it runs and follows it until it is done', async () => {
    let items: ValidationRun[] = [];
    let polls = 0;
    const running = run({ status: 'running', finishedAt: null, checks: [], findings: 0 });
    stubFetchByPath({
      [`GET ${RUNS}`]: () => {
        if (items[0]?.status === 'running' && ++polls >= 2) items = [run({ checks: run().checks })];
        return { status: 200, body: { items } };
      },
      [`POST ${RUNS}`]: () => {
        items = [running];
        return { status: 202, body: running };
      },
      [`GET ${RUNS}/${RUN_ID}`]: () => ({
        status: 200,
        body: detail(items[0]!, items[0]!.status === 'running' ? [] : FINDINGS),
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: COPY.runNow }));
    const button = await screen.findByRole('button', { name: COPY.running });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(COPY.started);
    expect(screen.getAllByText(COPY.checkWaiting).length).toBe(VALIDATION_CHECKS.length);
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.runNow })).toBeTruthy(), { timeout: 6_000 });
    expect(await screen.findByRole('link', { name: COPY.fixLabel(FINDINGS[0]!.message) })).toBeTruthy();
  }, 10_000);

  it('a run left running for over 30 minutes (its process died) does not block the next one', async () => {
    const stale = run({ status: 'running', finishedAt: null, checks: [], findings: 0 });
    stale.startedAt = new Date(Date.now() - 40 * 60_000).toISOString();
    stubFetchByPath({
      [`GET ${RUNS}`]: { status: 200, body: { items: [stale] } },
      [`GET ${RUNS}/${RUN_ID}`]: { status: 200, body: detail(stale, []) },
    });
    render();
    expect(await screen.findAllByText(COPY.checkNotRun)).toHaveLength(VALIDATION_CHECKS.length);
    expect((screen.getByRole('button', { name: COPY.runNow }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a run already in progress: the server’s 409 is shown, nothing else changes', async () => {
    stubFetchByPath({
      [`GET ${RUNS}`]: { status: 200, body: { items: [] } },
      [`POST ${RUNS}`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: COPY.alreadyRunning('03:17'), requestId: 'r1' } },
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: COPY.runNow }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(String(toast.error.mock.calls[0]?.[0])).toContain(COPY.alreadyRunning('03:17'));
    expect(screen.getByText(COPY.emptyTitle)).toBeTruthy();
  });

  it('a failed load says so with a retry', async () => {
    stubFetchByPath({
      [`GET ${RUNS}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Down', requestId: 'req-9' } } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    expect(alert.textContent).toContain('req-9');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
