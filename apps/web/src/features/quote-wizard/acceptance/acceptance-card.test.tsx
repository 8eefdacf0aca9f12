import { QUOTE_OUTCOME_COPY as COPY, type QuoteOutcome } from '@scopewright/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptanceCard } from './acceptance-card';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const ID = '11111111-1111-4111-8111-111111111111';
const HASH = 'a'.repeat(64);
const ACCEPTED: QuoteOutcome = {
  outcome: 'accepted',
  versionNo: 2,
  signerName: '<img src=x onerror=alert(1)> Dana',
  signerTitle: 'Office Manager',
  signerEmail: 'dana@client.example',
  acceptedAt: '2026-11-22T15:28:03.000Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone)',
  documentSha256: HASH,
  selectedOptions: [{ id: 's1', kind: 'section', name: 'Admin training' }],
  signature: { kind: 'typed', text: 'Dana Client' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('AcceptanceCard', () => {
  const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const renderCard = (declined = false) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AcceptanceCard quoteId={ID} versionNo={2} declined={declined} />
      </QueryClientProvider>,
    );

  it('shows the signer, the time in UTC, the options, the typed signature and the hash with a copy button', async () => {
    fetchMock.mockResolvedValue(json(ACCEPTED));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    const card = await screen.findByRole('region', { name: COPY.acceptedTitle });
    await within(card).findByText(ACCEPTED.signerName);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/quotes/${ID}/acceptance?version=2`);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Office Manager')).toBeTruthy();
    expect(within(card).getByText(/22 Nov 2026, 15:28:03/)).toBeTruthy();
    expect(within(card).getByText('203.0.113.7')).toBeTruthy();
    expect(within(card).getByText('Admin training')).toBeTruthy();
    expect(within(card).getByTestId('acceptance-signature').textContent).toBe('Dana Client');
    expect(within(card).getByTestId('document-sha256').textContent).toBe(HASH);
    await userEvent.click(within(card).getByRole('button', { name: COPY.copyHash }));
    expect(writeText).toHaveBeenCalledWith(HASH);
    expect(within(card).getByRole('button', { name: COPY.downloadSigned })).toBeTruthy();
  });

  it('shows a drawn signature as the API image', async () => {
    const url = `/api/quotes/${ID}/acceptance/signature.png?version=2`;
    fetchMock.mockResolvedValue(json({ ...ACCEPTED, signature: { kind: 'drawn', signatureUrl: url } }));
    renderCard();
    const image = await screen.findByRole('img', { name: COPY.drawnSignatureAlt(ACCEPTED.signerName) });
    expect(image.getAttribute('src')).toBe(url);
  });

  it('shows the reason of a decline as text', async () => {
    fetchMock.mockResolvedValue(
      json({ outcome: 'declined', versionNo: 2, declinedAt: ACCEPTED.acceptedAt, reason: '<b>Too</b> expensive' }),
    );
    renderCard(true);
    const card = await screen.findByRole('region', { name: COPY.declinedTitle });
    expect(await within(card).findByText('<b>Too</b> expensive')).toBeTruthy();
    expect(card.querySelector('b')).toBeNull();
  });

  it('offers a retry when the record cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    fetchMock.mockResolvedValueOnce(json(ACCEPTED));
    await userEvent.click(within(alert).getByRole('button', { name: COPY.retry }));
    await waitFor(() => expect(screen.getByText('Office Manager')).toBeTruthy());
  });
});
