import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, templateDetail, templateList, templateSummary } from '@/components/template-picker/template-fixtures';
import { renderRoute } from '@/lib/test-utils';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import QuoteWizardScreen from '../quote-wizard-screen';
import { quoteDetail } from '../testing/wizard-test-fixtures';

const CLIENT_ID = '0190a000-0000-7000-8000-0000000000d1';
const CONTACT_ID = '0190a000-0000-7000-8000-0000000000c9';
const NEW_QUOTE_ID = '0190a000-0000-7000-8000-0000000000n1';
const PAST_QUOTE_ID = '0190a000-0000-7000-8000-0000000000p1';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: false }),
}));
vi.mock('../templates/use-template-wizard-access', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTemplateWizardAccess: () => ({ canUse: true, canStartQuote: true, canCreate: true }),
}));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// Radix's popper and cmdk measure and scroll; jsdom has neither.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= () => {};

const CLIENT = {
  id: CLIENT_ID,
  name: 'Harbor Dental',
  currency: 'USD',
  contacts: [{ id: CONTACT_ID, firstName: 'Maya', lastName: 'Chen', email: 'maya@harbor.test', isPrimary: true }],
};

const pastQuote = {
  id: PAST_QUOTE_ID,
  number: 1004,
  title: 'Firewall refresh',
  status: 'accepted',
  client: { id: CLIENT_ID, name: 'Harbor Dental' },
  owner: null,
  currency: 'USD',
  versionNo: 1,
  oneTimeTotalCents: 480_000,
  mrrCents: 0,
  tcvCents: 480_000,
  marginBps: 4000,
  validUntil: null,
  sentAt: null,
  createdAt: '2026-10-01T10:00:00Z',
  updatedAt: '2026-10-02T10:00:00Z',
};

const DEAL_ID = '0193a3f0-0000-7000-8000-0000000000d1';
const openDeal = { id: DEAL_ID, name: 'Harbor Dental – firewall', stageName: 'Qualified', valueCents: 480_000 };

function open(at = '/dashboard/quotes/wizard') {
  const calls = stubFetchByPath({
    [`GET /api/clients/${CLIENT_ID}`]: { status: 200, body: CLIENT },
    'GET /api/templates': { status: 200, body: templateList([templateSummary()]) },
    [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
    [`POST /api/templates/${IDS.template}/quotes`]: {
      status: 201,
      body: { ...quoteDetail(), id: NEW_QUOTE_ID, title: 'Microsoft 365 migration' },
    },
    'GET /api/quotes': (url) => ({
      status: 200,
      body: {
        items: url.searchParams.get('q') === 'nothing' ? [] : [pastQuote],
        nextCursor: null,
        total: 1,
        totalIsExact: true,
      },
    }),
    'GET /api/opportunities': {
      status: 200,
      body: {
        items: [{ ...openDeal }],
        total: 1,
        nextCursor: null,
      },
    },
    'POST /api/quotes': { status: 201, body: { ...quoteDetail(), id: NEW_QUOTE_ID } },
    [`POST /api/quotes/${PAST_QUOTE_ID}/duplicate`]: {
      status: 201,
      body: { ...quoteDetail(), id: NEW_QUOTE_ID, number: 1010 },
    },
  });
  const view = renderRoute(<QuoteWizardScreen />, { path: '/dashboard/quotes/wizard', at });
  return { calls, ...view };
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  toast.mockReset();
  toast.success.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const starts = () => within(screen.getByTestId('quote-starts'));

describe('a new quote — the four starts', { timeout: 20_000 }, () => {
  it('offers describe, template, copy and blank side by side, describe first', async () => {
    open();
    const buttons = starts().getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Describe it/),
      expect.stringMatching(/^From a template/),
      expect.stringMatching(/^Copy a past quote/),
      expect.stringMatching(/^Blank/),
    ]);
    expect(
      starts()
        .getByRole('button', { name: /Describe it/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Describe the project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to scope' })).toBeTruthy();
  });

  it('from a template, with the client chosen, creates the quote with the answers and opens its scope', async () => {
    const { calls, router } = open(`/dashboard/quotes/wizard?clientId=${CLIENT_ID}`);
    const user = userEvent.setup();
    // The client's primary contact has loaded.
    await waitFor(() => expect(calls.some((c) => c.url.pathname === `/api/clients/${CLIENT_ID}`)).toBe(true));
    await user.click(starts().getByRole('button', { name: /From a template/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Start from a template' });
    await user.click(await within(dialog).findByRole('radio', { name: /Microsoft 365 migration/ }));
    const users = await within(dialog).findByRole('spinbutton', { name: 'How many users move?' });
    // A new quote takes the whole template: no sections to leave out.
    expect(within(dialog).queryByRole('checkbox', { name: /Discovery/ })).toBeNull();
    await user.clear(users);
    await user.type(users, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Use template' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/quotes/wizard/${NEW_QUOTE_ID}`));
    expect(router.state.location.search).toBe('?step=scope');
    const sent = calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/templates/${IDS.template}/quotes`);
    expect(sent.map((c) => c.body)).toEqual([
      { clientId: CLIENT_ID, contactId: CONTACT_ID, title: 'Microsoft 365 migration', values: { users: 25 } },
    ]);
  });

  it('from a template without a client: the template waits, shown with its answers, for the client', async () => {
    const { calls } = open();
    const user = userEvent.setup();
    await user.click(starts().getByRole('button', { name: /From a template/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Start from a template' });
    await user.click(await within(dialog).findByRole('radio', { name: /Microsoft 365 migration/ }));
    await within(dialog).findByRole('spinbutton', { name: 'How many users move?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use template' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start from a template' })).toBeNull());
    expect(screen.getByTestId('chosen-template').textContent).toBe('Microsoft 365 migration · 10 users');
    expect((screen.getByLabelText('Quote title') as HTMLInputElement).value).toBe('Microsoft 365 migration');
    // Validity and currency are the workspace's and the client's: not asked here.
    expect(screen.queryByLabelText('Valid until')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create quote from template' }));
    expect(await screen.findByText('Choose a client.', { exact: false })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('copies a past quote found by search and opens the copy on its client step', async () => {
    const { calls, router } = open();
    const user = userEvent.setup();
    await user.click(starts().getByRole('button', { name: /Copy a past quote/ }));
    const search = screen.getByRole('searchbox', { name: 'Search past quotes' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'fire');
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/quotes' && c.url.searchParams.get('q') === 'fire')).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy Q-1004' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/quotes/wizard/${NEW_QUOTE_ID}`));
    expect(router.state.location.search).toBe('?step=client');
    expect(toast.success).toHaveBeenCalledWith('Copied Q-1004 as Q-1010. Check the client, then the scope.');
  });

  it('puts a blank quote in the pipeline: a deal of its own by default, or one of the client’s open deals', async () => {
    const { calls } = open(`/dashboard/quotes/wizard?clientId=${CLIENT_ID}`);
    const user = userEvent.setup();
    await user.click(starts().getByRole('button', { name: /Blank/ }));
    await user.type(screen.getByRole('textbox', { name: 'Quote title' }), 'Firewall refresh');
    const choice = await screen.findByRole('combobox', { name: 'Opportunity' });
    expect((choice as HTMLSelectElement).value).toBe('new');
    await screen.findByRole('option', { name: /Harbor Dental – firewall · Qualified/ });
    await user.selectOptions(choice, DEAL_ID);
    await user.click(screen.getByRole('button', { name: 'Continue to scope' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/quotes')?.body).toMatchObject({
        clientId: CLIENT_ID,
        title: 'Firewall refresh',
        opportunityId: DEAL_ID,
      }),
    );
  });
});
