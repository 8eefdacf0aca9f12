import type { ClientListItem } from '@scopewright/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientCombobox } from './client-combobox';

const client = (id: string, name: string): ClientListItem =>
  ({
    id,
    name,
    industry: null,
    currency: 'USD',
    quoteCount: 0,
    primaryContact: { id: `${id}-contact`, name: 'Ann Ng', email: 'ann@example.test', phone: null },
  }) as unknown as ClientListItem;
const CLIENTS = [
  client('11111111-1111-4111-8111-111111111111', 'Acme Dental'),
  client('22222222-2222-4222-8222-222222222222', 'Harbor Dental Group'),
];

// Radix's popper and cmdk measure and scroll; jsdom has neither.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoResizeObserver);
Element.prototype.scrollIntoView ??= () => {};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('ClientCombobox', () => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const q = new URL(String(input), 'http://localhost').searchParams.get('q')?.toLowerCase() ?? '';
    await new Promise((resolve) => setTimeout(resolve, 30));
    const items = CLIENTS.filter((c) => c.name.toLowerCase().includes(q));
    return json({ items, total: items.length, nextCursor: null });
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.stubGlobal('fetch', undefined);
    fetchMock.mockClear();
  });

  const renderCombobox = () => {
    const onSelect = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClientCombobox id="client" value={null} label={null} onSelect={onSelect} />
      </QueryClientProvider>,
    );
    return onSelect;
  };

  it('Enter right after typing picks the single match of the typed text, not the previous first result', async () => {
    const onSelect = renderCombobox();
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByText('Acme Dental');
    await userEvent.type(screen.getByLabelText('Search clients'), 'harbor{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ name: 'Harbor Dental Group' });
  });

  it('Enter picks the highlighted match after moving with the arrows', async () => {
    const onSelect = renderCombobox();
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByText('Harbor Dental Group');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ name: 'Harbor Dental Group' });
  });
});
