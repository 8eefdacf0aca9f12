import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { delivery, DELIVERY_ID, deliveryDetail, endpoint, ENDPOINT_ID, EVENTS } from '../testing/api-fixtures';
import { WebhooksCard } from './webhooks-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PATH = '/dashboard/settings/api';
const URL_REFUSED = 'This address resolves to a private network. Use a public https address.';

beforeEach(() => localStorage.setItem('scopewright.session-hint', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.success.mockReset();
});

const render = (at = PATH) => renderRoute(<WebhooksCard />, { path: PATH, at });

describe('Webhooks', () => {
  it('adds an endpoint, shows the API’s refusal of the URL on its field, then the secret once', async () => {
    let attempt = 0;
    let items: ReturnType<typeof endpoint>[] = [];
    const calls = stubFetchByPath({
      'GET /api/webhooks': () => ({ status: 200, body: { items, events: EVENTS } }),
      'POST /api/webhooks': () => {
        if (++attempt > 1) {
          items = [endpoint()];
          return { status: 201, body: { endpoint: items[0], secret: 'whsec_s3cr3t' } };
        }
        return {
          status: 422,
          body: {
            error: {
              code: 'VALIDATION',
              message: URL_REFUSED,
              requestId: 'req-3',
              details: [{ path: 'url', message: URL_REFUSED }],
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: COPY.addEndpoint }));
    const dialog = await screen.findByRole('dialog', { name: COPY.addTitle });

    // Nothing chosen: the domain's messages, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: COPY.add }));
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(COPY.url), 'https://10.0.0.5/hook');
    const quotes = within(dialog).getByRole('group', { name: COPY.eventGroups.quote });
    expect(within(quotes).getByText('The client accepted and signed the quote.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: COPY.selectAll }));
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(EVENTS.length + 1);
    await user.click(within(dialog).getByRole('button', { name: COPY.add }));

    const url = within(dialog).getByLabelText(COPY.url);
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = url.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(URL_REFUSED);
    expect(document.activeElement).toBe(url);
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      url: 'https://10.0.0.5/hook',
      events: EVENTS.map((e) => e.type),
      description: '',
    });

    await user.clear(url);
    await user.type(url, 'https://hooks.acme-it.test/scopewright');
    await user.click(within(dialog).getByRole('button', { name: COPY.add }));
    const reveal = await screen.findByRole('dialog', { name: COPY.revealSecretTitle });
    expect((within(reveal).getByLabelText(COPY.secretLabel) as HTMLInputElement).value).toBe('whsec_s3cr3t');
    expect(within(reveal).getByText(COPY.secretShownOnce)).toBeTruthy();
    await user.click(within(reveal).getByRole('button', { name: COPY.done }));
    expect(await screen.findByRole('row', { name: /hooks\.acme-it\.test/ })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('whsec_s3cr3t');
  });

  it('shows a switched-off endpoint with its reason', async () => {
    stubFetchByPath({
      'GET /api/webhooks': {
        status: 200,
        body: {
          items: [endpoint({ status: 'auto_disabled', disabledReason: '20 deliveries failed over 26 hours' })],
          events: EVENTS,
        },
      },
    });
    render();
    const row = await screen.findByRole('row', { name: /hooks\.acme-it\.test/ });
    expect(within(row).getByText(COPY.endpointStatus.auto_disabled)).toBeTruthy();
    expect(within(row).getByText('20 deliveries failed over 26 hours')).toBeTruthy();
    expect(within(row).getByText('2 events')).toBeTruthy();
  });

  it('opens an endpoint’s delivery log: filter, the payload and attempts of one delivery, Replay, Load more', async () => {
    const detailBody = deliveryDetail();
    const older = delivery({ id: 'd-older', eventType: 'quote.sent', status: 'succeeded', lastResponseStatus: 200 });
    const calls = stubFetchByPath({
      'GET /api/webhooks': { status: 200, body: { items: [endpoint()], events: EVENTS } },
      [`GET /api/webhooks/${ENDPOINT_ID}/deliveries`]: (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? { status: 200, body: { items: [older], nextCursor: null } }
          : { status: 200, body: { items: [delivery()], nextCursor: 'c2' } },
      [`GET /api/webhooks/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}`]: { status: 200, body: detailBody },
      [`POST /api/webhooks/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}/replay`]: { status: 202, body: { queued: true } },
    });
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: COPY.openEndpoint(endpoint().url) }));
    expect(router.state.location.search).toBe(`?endpoint=${ENDPOINT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: endpoint().url });
    const log = await within(drawer).findByRole('list', { name: COPY.deliveriesLabel });
    const row = within(log).getByRole('button', { name: /quote\.accepted/ });
    expect(row.textContent).toContain(COPY.deliveryStatus.failed);
    expect(row.textContent).toContain('2 attempts');
    expect(row.textContent).toContain('HTTP 500');
    expect(row.getAttribute('aria-expanded')).toBe('false');

    await user.click(row);
    const detail = await within(drawer).findByTestId('delivery-detail');
    expect(JSON.parse(within(detail).getByTestId('delivery-payload').textContent!)).toEqual(detailBody.payload);
    const attempts = within(detail).getAllByTestId('delivery-attempt');
    expect(attempts[0]!.textContent).toContain('Timed out after 10 s');
    expect(attempts[0]!.textContent).toContain(COPY.noResponse);
    expect(attempts[1]!.textContent).toContain('HTTP 500');
    expect(attempts[1]!.textContent).toContain('182 ms');
    expect(attempts[1]!.textContent).toContain('database unavailable');
    await user.click(within(detail).getByRole('button', { name: COPY.replay }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.replayQueued));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/api/webhooks/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}/replay`,
    ]);

    await user.click(within(drawer).getByRole('button', { name: COPY.loadMore }));
    expect(await within(log).findByRole('button', { name: /quote\.sent/ })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: COPY.loadMore })).toBeNull();

    await user.selectOptions(within(drawer).getByLabelText(COPY.statusFilter), 'failed');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname.endsWith('/deliveries') && c.url.searchParams.get('status') === 'failed'),
      ).toBe(true),
    );
  });

  it('sends a test event, switches the endpoint off, and deletes it only after confirming', async () => {
    let items = [endpoint()];
    const calls = stubFetchByPath({
      'GET /api/webhooks': () => ({ status: 200, body: { items, events: EVENTS } }),
      [`GET /api/webhooks/${ENDPOINT_ID}/deliveries`]: { status: 200, body: { items: [], nextCursor: null } },
      [`POST /api/webhooks/${ENDPOINT_ID}/test`]: { status: 202, body: { queued: true } },
      [`PATCH /api/webhooks/${ENDPOINT_ID}`]: (_url, body) => {
        items = [endpoint({ status: (body as { enabled: boolean }).enabled ? 'enabled' : 'disabled' })];
        return { status: 200, body: items[0] };
      },
      [`DELETE /api/webhooks/${ENDPOINT_ID}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const { router } = render(`${PATH}?endpoint=${ENDPOINT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: endpoint().url });
    expect(await within(drawer).findByText(COPY.deliveriesEmpty)).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: COPY.sendTest }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.testQueued));

    await user.click(within(drawer).getByRole('switch', { name: COPY.enabled }));
    await waitFor(() => expect(within(drawer).getByText(COPY.endpointStatus.disabled)).toBeTruthy());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ enabled: false }]);

    await user.click(within(drawer).getByRole('button', { name: COPY.deleteEndpoint }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(endpoint().url);
    await user.click(within(confirm).getByRole('button', { name: COPY.deleteEndpoint }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(COPY.webhooksEmptyTitle)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
