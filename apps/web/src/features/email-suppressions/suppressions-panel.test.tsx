import { EMAIL_SUPPRESSIONS_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailSuppression } from '@/data/email-suppressions';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { SuppressionsPanel } from './suppressions-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const PATH = '/api/platform/email-suppressions';
const ID = '0190f0aa-0000-7000-8000-000000000001';

const suppression = (over: Partial<EmailSuppression> = {}): EmailSuppression => ({
  id: ID,
  email: 'ann@client.example',
  reason: 'hard_bounce',
  detail: 'Postmark hard bounce (HardBounce: unknown user)',
  createdAt: '2026-05-01T10:00:00.000Z',
  source: { emailLogId: 'log-1', subject: 'Your quote Q-1001', tenantName: 'Acme IT' },
  liftedAt: null,
  liftedByName: null,
  liftReason: null,
  ...over,
});

const page = (items: EmailSuppression[], total = items.length) => ({ items, total, page: 1, pageSize: 50 });
const render = () => renderRoute(<SuppressionsPanel />, { path: '/dashboard/super-admin/email' });
const panel = () => screen.findByRole('region', { name: COPY.title });

describe('the suppression list', () => {
  it('lists each address with its reason, source and a lift; searching asks the server', async () => {
    const calls = stubFetchByPath({ [`GET ${PATH}`]: { status: 200, body: page([suppression()], 1) } });
    const user = userEvent.setup();
    render();
    const row = await within(await panel()).findByRole('row', { name: /ann@client\.example/ });
    expect(row.textContent).toContain('hard bounce');
    expect(row.textContent).toContain('Email “Your quote Q-1001”');
    expect(row.textContent).toContain('Acme IT');
    expect(within(row).getByRole('button', { name: COPY.liftLabel('ann@client.example') })).toBeTruthy();
    expect(screen.getByText(/1 address · Page 1 of 1/)).toBeTruthy();

    await user.type(screen.getByLabelText(COPY.searchLabel), 'ann@');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('ann@'));
    await user.selectOptions(screen.getByLabelText(COPY.stateLabel), 'lifted');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('state')).toBe('lifted'));
  });

  it('lifts only with a reason, then says so', async () => {
    let items = [suppression()];
    const calls = stubFetchByPath({
      [`GET ${PATH}`]: () => ({ status: 200, body: page(items) }),
      [`POST ${PATH}/${ID}/lift`]: (_url, body) => {
        items = [suppression({ liftedAt: new Date().toISOString(), liftedByName: 'Sam Super', ...(body as object) })];
        return { status: 200, body: items[0] };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await within(await panel()).findByRole('button', { name: COPY.liftLabel('ann@client.example') }));
    const dialog = await screen.findByRole('dialog', { name: COPY.liftTitle });
    await user.click(within(dialog).getByRole('button', { name: COPY.liftConfirm }));
    expect(within(dialog).getByText(COPY.liftReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(COPY.liftReasonLabel), 'The client fixed the mailbox');
    await user.click(within(dialog).getByRole('button', { name: COPY.liftConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'The client fixed the mailbox' },
    ]);
    expect(toast.success).toHaveBeenCalledWith(COPY.lifted('ann@client.example'));
    await waitFor(() => expect(screen.getByTestId('suppression-row').dataset.state).toBe('lifted'));
  });

  it('shows the server’s refusal inside the dialog', async () => {
    stubFetchByPath({
      [`GET ${PATH}`]: { status: 200, body: page([suppression()]) },
      [`POST ${PATH}/${ID}/lift`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: COPY.alreadyLifted, requestId: 'req-1' } },
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await within(await panel()).findByRole('button', { name: COPY.liftLabel('ann@client.example') }));
    const dialog = await screen.findByRole('dialog', { name: COPY.liftTitle });
    await user.type(within(dialog).getByLabelText(COPY.liftReasonLabel), 'Again');
    await user.click(within(dialog).getByRole('button', { name: COPY.liftConfirm }));
    expect(await within(dialog).findByText(COPY.alreadyLifted)).toBeTruthy();
    expect(within(dialog).getByText('Request id req-1')).toBeTruthy();
  });

  it('adds an address by hand, checking it first', async () => {
    const calls = stubFetchByPath({
      [`GET ${PATH}`]: { status: 200, body: page([]) },
      [`POST ${PATH}`]: (_url, body) => ({
        status: 201,
        body: suppression({ ...(body as object), reason: 'manual', source: null }),
      }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(COPY.emptyTitle)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: COPY.add }));
    const dialog = await screen.findByRole('dialog', { name: COPY.addTitle });
    await user.type(within(dialog).getByLabelText(COPY.addEmailLabel), 'not-an-address');
    await user.type(within(dialog).getByLabelText(COPY.addReasonLabel), 'Asked us to stop');
    await user.click(within(dialog).getByRole('button', { name: COPY.addConfirm }));
    expect(within(dialog).getByText(COPY.emailInvalid)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(COPY.addEmailLabel));
    await user.type(within(dialog).getByLabelText(COPY.addEmailLabel), 'Bob@Client.example');
    await user.click(within(dialog).getByRole('button', { name: COPY.addConfirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.added('bob@client.example')));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'bob@client.example', reason: 'Asked us to stop' },
    ]);
  });

  it('says when the list cannot load, with a retry', async () => {
    stubFetchByPath({
      [`GET ${PATH}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom', requestId: 'r-9' } } },
    });
    render();
    expect(await screen.findByText(COPY.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
