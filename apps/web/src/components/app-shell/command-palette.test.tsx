import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '@/lib/screen-test-utils';
import { CommandPalette, paletteEntriesFor } from './command-palette';
import type { Viewer } from './page-access';
import { ADMIN, MEMBER, SUPER_ADMIN_WITHOUT_WORKSPACE } from './test-viewers';

beforeEach(() => {
  // cmdk measures its list and scrolls the highlighted option into view: jsdom has neither.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const RESULTS = {
  quotes: [{ id: 'q-1', number: 1028, title: 'Firewall refresh', status: 'sent', clientName: 'Harbor Dental Group' }],
  clients: [{ id: 'c-1', name: 'Harbor Dental Group' }],
};

function renderPalette(viewer: Viewer) {
  return renderScreen(<CommandPalette open onOpenChange={() => {}} viewer={viewer} />, {
    path: '/dashboard',
  });
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('paletteEntriesFor', () => {
  it('offers a workspace admin no platform screen and no coming-soon one', () => {
    const { destinations, actions, canSearchRecords } = paletteEntriesFor(ADMIN);
    const paths = destinations.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['', 'quotes', 'clients', 'settings', 'billing/usage']));
    expect(paths.filter((path) => /^(superadmin|admin\/|email-templates|company)/.test(path))).toEqual([
      'admin/email',
      'admin/versions',
    ]);
    expect(paths).toContain('opportunities');
    expect(paths).toContain('billing/payment');
    expect(destinations.filter((page) => page.isComingSoon)).toEqual([]);
    expect(actions.map((action) => action.label)).toEqual([
      'New quote',
      'New client',
      'New template',
      'Settings',
      'Help',
    ]);
    expect(canSearchRecords).toBe(true);
  });

  it('offers a member neither Billing nor the Settings they would be refused (the rate card stays readable; API and integrations say who manages them)', () => {
    const { destinations, actions } = paletteEntriesFor(MEMBER);
    const paths = destinations.map((page) => page.path);
    expect(paths.filter((p) => /^(billing|settings)/.test(p))).toEqual([
      'settings/rates',
      'settings/catalog',
      'settings/api',
      'settings/integrations',
    ]);
    expect(actions.map((action) => action.label)).toEqual(['New quote', 'New client', 'Help']);
  });

  it('offers a super admin without a workspace the platform home and no record search', () => {
    const { destinations, canSearchRecords } = paletteEntriesFor(SUPER_ADMIN_WITHOUT_WORKSPACE);
    expect(destinations.map((page) => page.path)).toEqual([
      'profile',
      'superadmin',
      'superadmin/overview',
      'superadmin/msps',
      'superadmin/email',
      'superadmin/templates',
      'superadmin/validation',
      'superadmin/audit',
      'superadmin/debug',
      'email-templates',
    ]);
    expect(canSearchRecords).toBe(false);
  });
});

describe('CommandPalette', () => {
  it('lists only what the role can open', () => {
    stubFetch({});
    renderPalette(MEMBER);
    expect(optionNames()).toContain('Quotes');
    expect(optionNames()).not.toContain('Billing');
    expect(optionNames()).not.toContain('Settings');
    expect(optionNames()).not.toContain('Platform');
  });

  it('finds a quote by number and a client by name, and Enter opens the highlighted one', async () => {
    const fetch = stubFetch({
      'GET /api/search?q=Q-1028': { status: 200, body: { quotes: RESULTS.quotes, clients: [] } },
      'GET /api/search?q=harbor': { status: 200, body: RESULTS },
    });
    const user = userEvent.setup();
    const { router } = renderPalette(ADMIN);
    const input = screen.getByRole('combobox', { name: 'Search commands' });

    await user.type(input, 'Q-1028');
    expect(await screen.findByRole('option', { name: /Q-1028.*Firewall refresh/ })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/search?q=Q-1028']);

    await user.clear(input);
    await user.type(input, 'harbor');
    expect(await screen.findByRole('option', { name: 'Harbor Dental Group' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true'));
    const first = screen.getAllByRole('option')[0]!;
    expect(first.textContent).toContain('Firewall refresh');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Harbor Dental Group' }).getAttribute('aria-selected')).toBe('true'),
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients/c-1'));
  });

  it('does not search for a single character', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderPalette(ADMIN);
    await user.type(screen.getByRole('combobox', { name: 'Search commands' }), 'q');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).not.toHaveBeenCalled();
  });
});
