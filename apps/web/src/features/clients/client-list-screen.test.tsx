import { CLIENT_COPY, type ClientListItem } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import ClientListScreen from './client-list-screen';
import { stubFetchByPath } from '@/lib/test-route-fetch';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const item = (over: Partial<ClientListItem>): ClientListItem => ({
  id: crypto.randomUUID(),
  name: 'Client',
  type: 'customer',
  industry: null,
  website: null,
  phone: null,
  email: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  region: null,
  postalCode: null,
  country: null,
  currency: 'USD',
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  quoteCount: 0,
  primaryContact: null,
  ...over,
});

const render = (at = '/dashboard/clients') => renderRoute(<ClientListScreen />, { path: '/dashboard/clients', at });

describe('client list', () => {
  it('shows each client with its type, primary contact, place and quote count, and links to its page', async () => {
    const acme = item({
      name: 'Acme Dental',
      industry: 'Healthcare',
      city: 'Leeds',
      country: 'UK',
      quoteCount: 3,
      primaryContact: { id: 'c1', name: 'Ada Byrne', email: 'ada@acme.test', phone: null },
    });
    stubFetchByPath({ 'GET /api/clients': { status: 200, body: { items: [acme], total: 1, nextCursor: null } } });
    render();
    const row = (await screen.findByRole('link', { name: 'Acme Dental' })).closest('tr')!;
    expect(within(row).getByText('Customer')).toBeTruthy();
    expect(within(row).getByText('Ada Byrne')).toBeTruthy();
    expect(within(row).getByText('Leeds, UK')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Dental' }).getAttribute('href')).toBe(
      `/dashboard/clients/${acme.id}`,
    );
    expect(screen.getByText('1 client')).toBeTruthy();
  });

  it('searches after typing stops, filters by type, and sorts', async () => {
    const calls = stubFetchByPath({
      'GET /api/clients': (url) => ({
        status: 200,
        body: {
          items: url.searchParams.get('q') === 'dent' ? [item({ name: 'Acme Dental' })] : [],
          total: 0,
          nextCursor: null,
        },
      }),
    });
    render();
    await screen.findByText(CLIENT_COPY.emptyTitle);
    await userEvent.type(screen.getByRole('searchbox', { name: CLIENT_COPY.searchLabel }), 'dent');
    await screen.findByRole('link', { name: 'Acme Dental' });
    const searches = calls.filter((c) => c.url.searchParams.has('q')).map((c) => c.url.searchParams.get('q'));
    expect(searches).toEqual(['dent']);

    await userEvent.selectOptions(screen.getByLabelText(CLIENT_COPY.typeFilterLabel), 'prospect');
    await userEvent.selectOptions(screen.getByLabelText(CLIENT_COPY.sortLabel), 'quotes');
    await waitFor(() => {
      const last = calls.at(-1)!.url.searchParams;
      expect(Object.fromEntries(last)).toMatchObject({ q: 'dent', type: 'prospect', sort: 'quotes', dir: 'desc' });
    });
  });

  it('pages with the cursor on "Load more"', async () => {
    const calls = stubFetchByPath({
      'GET /api/clients': (url) =>
        url.searchParams.get('cursor') === 'next'
          ? { status: 200, body: { items: [item({ name: 'Zeta' })], total: 2, nextCursor: null } }
          : { status: 200, body: { items: [item({ name: 'Alpha' })], total: 2, nextCursor: 'next' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: CLIENT_COPY.loadMore }));
    await screen.findByRole('link', { name: 'Zeta' });
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CLIENT_COPY.loadMore })).toBeNull();
    expect(calls.some((c) => c.url.searchParams.get('cursor') === 'next')).toBe(true);
  });

  it('an empty workspace offers the primary action, and ?new=1 opens the new client dialog', async () => {
    stubFetchByPath({ 'GET /api/clients': { status: 200, body: { items: [], total: 0, nextCursor: null } } });
    render('/dashboard/clients?new=1');
    expect(await screen.findByRole('dialog', { name: CLIENT_COPY.newClient })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(CLIENT_COPY.emptyTitle)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: CLIENT_COPY.newClient }).length).toBeGreaterThan(0);
  });

  it('shows a field error from the schema without calling the API', async () => {
    const calls = stubFetchByPath({
      'GET /api/clients': { status: 200, body: { items: [], total: 0, nextCursor: null } },
    });
    render('/dashboard/clients?new=1');
    const dialog = await screen.findByRole('dialog', { name: CLIENT_COPY.newClient });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(within(dialog).getByText(CLIENT_COPY.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(CLIENT_COPY.emailInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
