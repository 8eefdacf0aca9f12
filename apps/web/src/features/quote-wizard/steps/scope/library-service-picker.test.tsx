import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { edrEstimate, libraryReply } from '@/components/service-library/service-library-fixtures';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import QuoteWizardScreen from '../../quote-wizard-screen';
import { QUOTE_ID, quoteDetail, ROLES_REPLY } from '../../testing/wizard-test-fixtures';
import { type DraftPatchSent, linesSentIn } from '../../testing/draft-patch-sent';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: false }),
}));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const ESTIMATE = '/api/service-library/estimate';

function open(search = '?step=scope') {
  const fetchMock = stubApi({
    [`GET /api/quotes/${QUOTE_ID}`]: { status: 200, body: quoteDetail() },
    'GET /api/rate-card/roles': { status: 200, body: ROLES_REPLY },
    'GET /api/service-library': { status: 200, body: libraryReply() },
    [`POST ${ESTIMATE}`]: (body) => {
      const devices = (body as { quantities: { unit: string; value: number }[] }).quantities.find(
        (q) => q.unit === 'devices',
      );
      return { status: 200, body: edrEstimate(devices?.value ?? 50) };
    },
    [`PATCH /api/quotes/${QUOTE_ID}/draft`]: {
      status: 200,
      body: { lockVersion: 4, updatedAt: '2026-11-01T10:05:00Z', totals: {} },
    },
  });
  const view = renderRoute(<QuoteWizardScreen />, {
    path: '/dashboard/quotes/wizard/:id',
    at: `/dashboard/quotes/wizard/${QUOTE_ID}${search}`,
  });
  return { fetchMock, ...view };
}

const sectionNames = () =>
  screen.getAllByRole('textbox', { name: 'Section name' }).map((input) => (input as HTMLInputElement).value);
const lineNames = (section: string) =>
  [
    ...screen
      .getByRole('region', { name: `Section ${section}` })
      .querySelectorAll<HTMLInputElement>('[data-col="name"]'),
  ].map((input) => input.value);

beforeEach(() => toast.success.mockReset());
afterEach(() => vi.unstubAllGlobals());

// The whole wizard renders: slow when the machine is busy.
describe('wizard — add from service library', { timeout: 20_000 }, () => {
  it('picks a service, sets the quantity, shows the live estimate and adds its sections', async () => {
    const { fetchMock } = open();
    const user = userEvent.setup();
    const discovery = await screen.findByRole('group', { name: 'Add to Discovery' }, { timeout: 5000 });
    await user.click(within(discovery).getByRole('button', { name: 'Add from service library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add services from the library' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search services to add' }), 'sentinel');
    await user.click(await within(dialog).findByRole('checkbox', { name: /EDR deployment/ }));
    const devices = within(dialog).getByRole('spinbutton', { name: 'Number of devices' });
    expect((devices as HTMLInputElement).value).toBe('50');
    await user.clear(devices);
    await user.type(devices, '75');

    await waitFor(() => expect(within(dialog).getByTestId('estimate-hours').textContent).toBe('24.75 h'));
    expect(within(dialog).getByTestId('estimate-price').textContent).toBe('$3,712.50');
    expect(within(dialog).getByRole('rowheader', { name: /Deployment/ })).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', ESTIMATE).at(-1)).toEqual({
      serviceIds: ['edr-deployment'],
      quantities: [{ unit: 'devices', value: 75 }],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add to scope' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sectionNames()).toEqual(['Discovery', 'Managed services', 'Design', 'Deployment']);
    expect(lineNames('Deployment')).toEqual(['Deploy the agent']);
    expect(toast.success).toHaveBeenCalledWith('Added 2 lines in 2 sections from the service library.');
    // Saved as library lines that point at the service.
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', `/api/quotes/${QUOTE_ID}/draft`)).not.toHaveLength(0), {
      timeout: 3000,
    });
    const saved = bodiesSent(fetchMock, 'PATCH', `/api/quotes/${QUOTE_ID}/draft`).at(-1) as DraftPatchSent;
    expect(linesSentIn(saved, 'Deployment')).toMatchObject([
      { name: 'Deploy the agent', source: 'library', sourceRef: 'edr-deployment', minutes: Math.round(20.75 * 60) },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen
          .getAllByRole('textbox', { name: /name/i })
          .find((el) => (el as HTMLInputElement).value === 'Design detection and response policies'),
      ),
    );
  });

  it('opens pre-ticked from ?addService= and forgets the parameter when closed', async () => {
    const { router } = open('?step=scope&addService=edr-deployment');
    const dialog = await screen.findByRole('dialog', { name: 'Add services from the library' }, { timeout: 5000 });
    const box = await within(dialog).findByRole('checkbox', { name: /EDR deployment/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(within(dialog).getByTestId('estimate-hours').textContent).toBe('18.5 h'));
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?step=scope');
  });
});
