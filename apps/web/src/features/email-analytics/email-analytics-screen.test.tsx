import { EMAIL_METRIC_DEFINITIONS } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailLogDetail, EmailLogPage, EmailLogSummary, EmailMetrics } from '@/data/email-logs';
import { renderRoute } from '@/lib/test-utils';
import { EmailAnalyticsScreen } from './email-analytics-screen';

const WORKSPACE = '/dashboard/admin/email';
const PLATFORM = '/dashboard/superadmin/email';
const counts = (values: Partial<EmailMetrics['counts']> = {}): EmailMetrics['counts'] => ({
  queued: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  bounced: 0,
  complained: 0,
  failed: 0,
  ...values,
});

const email = (id: string, values: Partial<EmailLogSummary> = {}): EmailLogSummary => ({
  id,
  tenantId: 't1',
  workspaceName: null,
  userId: null,
  emailType: 'transactional',
  status: 'delivered',
  templateName: 'quote_sent',
  recipientEmail: 'jordan@harbor.test',
  subject: `Quote ${id}`,
  sentAt: '2026-11-20T10:00:00.000Z',
  queuedAt: '2026-11-20T09:59:58.000Z',
  error: null,
  resentFromId: null,
  lastEventAt: null,
  ...values,
});

const FAILED_ID = '0192f0c4-6b1e-7a00-8000-000000000001';
const RESENT_ID = '0192f0c4-6b1e-7a00-8000-000000000002';
const page = (items: EmailLogSummary[], values: Partial<EmailLogPage> = {}): EmailLogPage => ({
  items,
  page: 1,
  pageSize: 50,
  total: items.length,
  totalIsCapped: false,
  templates: [
    { alias: 'quote_sent', name: 'Quote sent to client' },
    { alias: 'user_invitation', name: 'Team invitation' },
  ],
  ...values,
});

const metrics: EmailMetrics = {
  range: 'month',
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  granularity: 'day',
  counts: counts({ sent: 2, delivered: 5, opened: 2, clicked: 1, failed: 1 }),
  figures: { queued: 0, sent: 10, delivered: 8, opened: 3, clicked: 1, bounced: 0, complained: 0, failed: 1 },
  rates: { delivery: 0.8, open: 3 / 8, click: 1 / 8, bounce: 0, complaint: 0 },
  series: [
    { start: '2026-11-01T00:00:00.000Z', counts: counts({ delivered: 5 }) },
    { start: '2026-11-02T00:00:00.000Z', counts: counts({ sent: 2, failed: 1 }) },
  ],
};

const detail = (values: Partial<EmailLogDetail> = {}): EmailLogDetail => ({
  ...email(FAILED_ID, {
    status: 'failed',
    templateName: 'user_invitation',
    subject: 'You are invited',
    sentAt: null,
    error: 'Sending failed: 550 no such user',
  }),
  transport: 'smtp',
  providerMessageId: null,
  metadata: { invitation_id: 'inv-1', template_data: { recipient_name: 'Sam', invite_url: '[removed after sending]' } },
  message: { source: 'template', subject: 'You are invited', html: '<p>Hi Sam</p>', text: 'Hi Sam', note: null },
  events: [],
  resentFrom: null,
  resends: [],
  resend: { allowed: true, reason: null },
  ...values,
});

type Reply = { status: number; body: unknown };
function stub(replies: Record<string, Reply | ((url: URL) => Reply)>) {
  const asked: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      asked.push({ method, url });
      const reply = replies[`${method} ${url.pathname}`];
      const { status, body } = typeof reply === 'function' ? reply(url) : (reply ?? { status: 404, body: {} });
      return Response.json(body, { status });
    }),
  );
  return asked;
}

const failure = (message: string) => ({
  status: 500,
  body: { error: { code: 'INTERNAL', message, requestId: 'req-1' } },
});
const render = (at = WORKSPACE, path = WORKSPACE) => renderRoute(<EmailAnalyticsScreen />, { path, at });

afterEach(() => vi.unstubAllGlobals());

describe('Email Analytics (a workspace admin)', () => {
  it('shows the rates with what they count, the chart and the log newest first', async () => {
    stub({
      'GET /api/email-logs': { status: 200, body: page([email('a'), email(FAILED_ID, { status: 'failed' })]) },
      'GET /api/email-logs/metrics': { status: 200, body: metrics },
    });
    render();
    const cards = await screen.findByTestId('email-metrics');
    await within(cards).findByText('80 %');
    const delivery = within(cards).getByText('Delivery rate').closest('div')!;
    expect(within(delivery).getByText('80 %')).toBeTruthy();
    expect(within(delivery).getByText('8 delivered')).toBeTruthy();
    expect(within(cards).getByText('Open rate').closest('div')!.textContent).toContain('37.5 %');
    expect(screen.getByText(EMAIL_METRIC_DEFINITIONS.deliveryRate)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Emails over time' })).toBeTruthy();

    const table = await screen.findByTestId('email-log-table');
    const rows = within(table).getAllByTestId('email-log-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Quote sent to client')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Resend to jordan@harbor.test' })).toBeTruthy();
    expect(screen.getByTestId('email-log-range').textContent).toBe('1–2 of 2');
  });

  it('keeps the filters in the URL and asks the API with them, from page 1', async () => {
    const asked = stub({
      'GET /api/email-logs': { status: 200, body: page([email('a')], { total: 120, page: 2 }) },
      'GET /api/email-logs/metrics': { status: 200, body: metrics },
    });
    const user = userEvent.setup();
    const { router } = render(`${WORKSPACE}?page=2`);
    await screen.findByTestId('email-log-table');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await user.selectOptions(screen.getByLabelText('Template'), 'user_invitation');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&templateName=user_invitation'));
    const lists = asked.filter((a) => a.url.pathname === '/api/email-logs');
    expect(Object.fromEntries(lists.at(-1)!.url.searchParams)).toEqual({
      status: 'failed',
      templateName: 'user_invitation',
      page: '1',
    });
    const metricsAsked = asked.filter((a) => a.url.pathname === '/api/email-logs/metrics').at(-1)!;
    expect(Object.fromEntries(metricsAsked.url.searchParams)).toEqual({
      status: 'failed',
      templateName: 'user_invitation',
      range: 'month',
    });
  });

  it.each([
    [10_000, '10,000+', /More than 10,000 emails match: they are counted up to 10,000/],
    // A search by a common word is counted to 1,000.
    [1_000, '1,000+', /More than 1,000 emails match: they are counted up to 1,000/],
  ])('says "%s+" and why when more emails match than are counted', async (total, shown, hint) => {
    stub({
      'GET /api/email-logs': { status: 200, body: page([email('a')], { total, totalIsCapped: true }) },
      'GET /api/email-logs/metrics': { status: 200, body: metrics },
    });
    render();
    expect((await screen.findByTestId('email-log-range')).textContent).toBe(`1–1 of ${shown}`);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('shows the spec’s load-failure texts for the log and the metrics', async () => {
    stub({
      'GET /api/email-logs': failure('The database is busy'),
      'GET /api/email-logs/metrics': failure('Metrics are down'),
    });
    render();
    expect(await screen.findByText('Failed to fetch email logs: The database is busy')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch email metrics: Metrics are down')).toBeTruthy();
  });

  it('opens an email: its message in a sandboxed frame, its metadata, and Resend', async () => {
    const asked = stub({
      'GET /api/email-logs': { status: 200, body: page([email(FAILED_ID, { status: 'failed' })]) },
      'GET /api/email-logs/metrics': { status: 200, body: metrics },
      [`GET /api/email-logs/${FAILED_ID}`]: { status: 200, body: detail() },
      [`POST /api/email-logs/${FAILED_ID}/resend`]: {
        status: 201,
        body: { emailLog: email(RESENT_ID, { status: 'queued', resentFromId: FAILED_ID }) },
      },
    });
    const user = userEvent.setup();
    const { router } = render();
    const table = await screen.findByTestId('email-log-table');
    await user.click(within(table).getByRole('button', { name: `Details of “Quote ${FAILED_ID}”` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?log=${FAILED_ID}`));
    const sheet = await screen.findByTestId('email-log-detail');
    const frame = await within(sheet).findByTitle('Preview of “You are invited”');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi Sam</p>');
    expect(within(sheet).getByText('Sending failed: 550 no such user')).toBeTruthy();
    await user.click(within(sheet).getByRole('tab', { name: 'Details' }));
    expect(within(sheet).getByText('{{invite_url}}')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Resend to jordan@harbor.test' }));
    await waitFor(() =>
      expect(asked.some((a) => a.method === 'POST' && a.url.pathname === `/api/email-logs/${FAILED_ID}/resend`)).toBe(
        true,
      ),
    );
    // The resend opens, a new log row.
    await waitFor(() => expect(router.state.location.search).toBe(`?log=${RESENT_ID}`));
  });

  it('says why an email cannot be resent, and the detail’s load failure in the spec’s words', async () => {
    stub({
      'GET /api/email-logs': { status: 200, body: page([]) },
      'GET /api/email-logs/metrics': { status: 200, body: metrics },
      [`GET /api/email-logs/${FAILED_ID}`]: {
        status: 200,
        body: detail({
          resend: { allowed: false, reason: 'This invitation has already been accepted: there is nothing to resend.' },
        }),
      },
    });
    render(`${WORKSPACE}?log=${FAILED_ID}`);
    const sheet = await screen.findByTestId('email-log-detail');
    expect((await within(sheet).findByTestId('resend-blocked')).textContent).toContain('already been accepted');
    expect((within(sheet).getByRole('button', { name: /Resend/ }) as HTMLButtonElement).disabled).toBe(true);
    vi.unstubAllGlobals();

    stub({
      'GET /api/email-logs': { status: 200, body: page([]) },
      'GET /api/email-logs/metrics': { status: 200, body: metrics },
      [`GET /api/email-logs/${FAILED_ID}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Email log not found', requestId: 'r' } },
      },
    });
    render(`${WORKSPACE}?log=${FAILED_ID}`);
    expect(await screen.findByText('Failed to fetch email log: Email log not found')).toBeTruthy();
  });

  it('offers the first step when nothing was sent yet, and clearing when filters hide everything', async () => {
    stub({
      'GET /api/email-logs': { status: 200, body: page([]) },
      'GET /api/email-logs/metrics': { status: 200, body: { ...metrics, series: [] } },
    });
    const user = userEvent.setup();
    const { router } = render(`${WORKSPACE}?status=bounced`);
    expect(await screen.findByText('No emails match these filters')).toBeTruthy();
    await user.click(within(screen.getByTestId('email-log-empty')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No emails yet')).toBeTruthy();
  });
});

describe('Super admin → Email', () => {
  it('reads every workspace’s emails with their workspace, on the platform door', async () => {
    const asked = stub({
      'GET /api/platform/email-logs': {
        status: 200,
        body: page([email('a', { workspaceName: 'Harbor IT' }), email('s', { tenantId: null, emailType: 'system' })]),
      },
      'GET /api/platform/email-logs/metrics': { status: 200, body: metrics },
    });
    render(PLATFORM, PLATFORM);
    const table = await screen.findByTestId('email-log-table');
    expect(within(table).getByRole('columnheader', { name: 'Workspace' })).toBeTruthy();
    expect(within(table).getByText('Harbor IT')).toBeTruthy();
    expect(within(table).getByText('Platform')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Workspace: All workspaces' })).toBeTruthy();
    expect(asked.every((a) => a.url.pathname.startsWith('/api/platform/'))).toBe(true);
  });

  it('shows the suppression list in a second tab when the composition root gives it', async () => {
    stub({
      'GET /api/platform/email-logs': { status: 200, body: page([]) },
      'GET /api/platform/email-logs/metrics': { status: 200, body: metrics },
    });
    const user = userEvent.setup();
    renderRoute(<EmailAnalyticsScreen suppressions={() => <p>Suppressed addresses</p>} />, { path: PLATFORM });
    await user.click(await screen.findByRole('tab', { name: 'Suppressions' }));
    expect(await screen.findByText('Suppressed addresses')).toBeTruthy();
  });
});
