import { SENDING_COPY as COPY, type SendDraft } from '@scopewright/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendQuoteDialog } from './send-quote-dialog';
import { setSendOutcome } from './send-outcome';

const ID = '11111111-1111-4111-8111-111111111111';
const DRAFT: SendDraft = {
  recipients: [
    { contactId: 'c1', name: 'Ann Ng', email: 'ann@client.example', isPrimary: true },
    { contactId: 'c2', name: 'Bob Stone', email: 'bob@client.example', isPrimary: false },
  ],
  defaultTo: ['ann@client.example'],
  subject: 'Acme IT sent you a quote: Firewall refresh',
  message: 'Dana from Acme IT has prepared a quote for you.',
  linkExpiresAt: '2099-12-31T23:59:59.999Z',
  reminderDaysBefore: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('SendQuoteDialog', () => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/send-draft')) return json(DRAFT);
    const body = JSON.parse(String(init?.body)) as { to?: string[]; cc?: string[] };
    return json({
      share: { url: 'http://localhost/q/x', expiresAt: DRAFT.linkExpiresAt },
      sentTo: body.to ?? [],
      cc: body.cc ?? [],
    });
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    setSendOutcome(ID, null);
  });

  const renderDialog = () => {
    const prepare = vi.fn(async () => 4);
    const onError = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SendQuoteDialog open onOpenChange={() => {}} quoteId={ID} prepare={prepare} onError={onError} />
      </QueryClientProvider>,
    );
    return { prepare, onError };
  };
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

  it('prefills from the draft, validates typed addresses, and sends what the composer shows', async () => {
    const { prepare } = renderDialog();
    const to = await screen.findByRole('list', { name: COPY.to });
    expect(to.textContent).toContain('ann@client.example');
    expect(screen.getByLabelText<HTMLInputElement>(COPY.subject).value).toBe(DRAFT.subject);

    const cc = screen.getByRole('textbox', { name: COPY.cc });
    await userEvent.type(cc, 'not-an-email{Enter}');
    expect(screen.getByText(COPY.invalidEmail)).toBeTruthy();
    await userEvent.clear(cc);
    await userEvent.type(cc, 'Boss@Client.example{Enter}');
    expect(screen.getByRole('list', { name: COPY.cc }).textContent).toContain('boss@client.example');
    await userEvent.click(screen.getByRole('button', { name: /Bob Stone/ }));
    await userEvent.selectOptions(screen.getByLabelText(COPY.reminder), '7');
    await userEvent.click(screen.getByRole('radio', { name: COPY.linkOnly }));

    await userEvent.click(screen.getByRole('button', { name: COPY.send }));
    const result = await screen.findByTestId('send-result');
    expect(result.textContent).toContain(COPY.sentTo('ann@client.example, bob@client.example'));
    expect(result.textContent).toContain(COPY.ccTo('boss@client.example'));
    expect(prepare).toHaveBeenCalledOnce();
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      lockVersion: 4,
      mode: 'email',
      to: ['ann@client.example', 'bob@client.example'],
      cc: ['boss@client.example'],
      subject: DRAFT.subject,
      message: DRAFT.message,
      attachPdf: false,
      reminderDaysBefore: 7,
    });
  });

  it('refuses to send without a recipient or a subject, naming the field, and sends nothing', async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ann@client.example' }));
    await userEvent.clear(screen.getByLabelText(COPY.subject));
    await userEvent.click(screen.getByRole('button', { name: COPY.send }));
    expect(screen.getByText(COPY.recipientRequired)).toBeTruthy();
    expect(screen.getByText(COPY.subjectRequired)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('copy link instead sends in link mode and shows the link', async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: COPY.copyLinkInstead }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: COPY.shareLinkLabel }).value).toBe(
        'http://localhost/q/x',
      ),
    );
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      lockVersion: 4,
      mode: 'link',
      reminderDaysBefore: null,
    });
  });
});
