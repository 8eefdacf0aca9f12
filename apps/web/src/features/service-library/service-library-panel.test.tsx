import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryReply } from '@/components/service-library/service-library-fixtures';
import { renderRoute, stubApi } from '@/lib/test-utils';
import { ServiceLibraryPanel } from './service-library-panel';

const LIBRARY = 'GET /api/service-library';

function open(routes: Parameters<typeof stubApi>[0] = { [LIBRARY]: { status: 200, body: libraryReply() } }) {
  const fetchMock = stubApi(routes);
  const view = renderRoute(<ServiceLibraryPanel />, {
    path: '/dashboard/templates/library/services',
    at: '/dashboard/templates/library/services',
  });
  return { fetchMock, ...view };
}

const cardNames = () =>
  screen.queryAllByTestId('service-card').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Templates → Service library', { timeout: 15_000 }, () => {
  it('lists every service with its area, phase and hours at the default quantity', async () => {
    open();
    await screen.findByRole('heading', { name: 'EDR deployment' }, { timeout: 5000 });
    expect(cardNames()).toEqual([
      'EDR deployment',
      'Google Workspace to Microsoft 365 migration',
      'Firewall replacement',
    ]);
    const edr = screen.getAllByTestId('service-card')[0]!;
    expect(within(edr).getByText('Security operations')).toBeTruthy();
    expect(within(edr).getByText('Deployment')).toBeTruthy();
    expect(within(edr).getByText('≈ 27.5 h for 50 devices')).toBeTruthy();
  });

  it('filters as you type, by synonym and task name, and says when nothing matches', async () => {
    open();
    const user = userEvent.setup();
    const search = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search services' });
    await user.type(search, 'sentinelone');
    await waitFor(() => expect(cardNames()).toEqual(['EDR deployment']));
    expect(screen.getByTestId('service-count').textContent).toBe('1 service');

    await user.clear(search);
    await user.type(search, 'migrate mailboxes');
    await waitFor(() => expect(cardNames()).toEqual(['Google Workspace to Microsoft 365 migration']));

    await user.clear(search);
    await user.type(search, 'mainframe');
    expect(await screen.findByRole('heading', { name: 'No services match “mainframe”' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(search.value).toBe('');
  });

  it('area chips show counts for the search and narrow the cards', async () => {
    open();
    const user = userEvent.setup();
    const chips = within(await screen.findByRole('group', { name: 'Filter by area' }));
    expect(chips.getByRole('button', { name: 'All areas, 3 services' }).getAttribute('aria-pressed')).toBe('true');
    expect(chips.getByRole('button', { name: 'Backup & disaster recovery, 0 services' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(chips.getByRole('button', { name: 'Networking, 1 service' }));
    expect(chips.getByRole('button', { name: 'Networking, 1 service' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardNames()).toEqual(['Firewall replacement']);

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'edr');
    await waitFor(() =>
      expect(chips.getByRole('button', { name: 'Security operations, 1 service' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(chips.getByRole('button', { name: 'Networking, 0 services' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'No services match “edr”' })).toBeTruthy();
  });

  it('opens the details with the task hour rules and the scope language', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EDR deployment' }));
    const sheet = await screen.findByRole('dialog', { name: 'EDR deployment' });
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTestId('task-hours').textContent)).toEqual([
      '4 h',
      '3 h',
      '2 h + 0.25 h per device',
      '1 h + 0.1 h per device',
    ]);
    expect(within(rows[2]!).getByText('Service Desk Technician')).toBeTruthy();
    expect(within(sheet).getByText('Policy document')).toBeTruthy();
    expect(within(sheet).getByText('Incident response retainer')).toBeTruthy();
    expect(within(sheet).getByText('Name a pilot group')).toBeTruthy();
    expect(within(within(sheet).getByRole('list', { name: 'Also known as' })).getByText('SentinelOne')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'EDR deployment' })).toBe(document.activeElement));
  });

  it('adds to a draft quote or a new quote through the wizard', async () => {
    const { fetchMock } = open({
      [LIBRARY]: { status: 200, body: libraryReply() },
      'GET /api/quotes?status=draft&sort=updated&dir=desc&limit=20': {
        status: 200,
        body: {
          items: [{ id: 'q-1', number: 1042, title: 'Security uplift', client: { id: 'c', name: 'Harbor Dental' } }],
          nextCursor: null,
          total: 1,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'EDR deployment' }));
    await user.click(await screen.findByRole('button', { name: 'Add to a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add EDR deployment to a quote' });
    const draft = await within(dialog).findByRole('link', { name: /Q-1042.*Security uplift.*Harbor Dental/ });
    expect(draft.getAttribute('href')).toBe('/dashboard/quotes/wizard/q-1?step=scope&addService=edr-deployment');
    expect(within(dialog).getByRole('link', { name: 'Start a new quote' }).getAttribute('href')).toBe(
      '/dashboard/quotes/wizard?addService=edr-deployment',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/quotes?status=draft&sort=updated&dir=desc&limit=20',
      expect.anything(),
    );
  });

  it('shows a skeleton while loading and an error with a working retry', async () => {
    let calls = 0;
    open({
      [LIBRARY]: () => (++calls === 1 ? { status: 500, body: {} } : { status: 200, body: libraryReply() }),
    });
    expect(screen.getByLabelText('Loading the service library').getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service library could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'EDR deployment' })).toBeTruthy();
  });
});
