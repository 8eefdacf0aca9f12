import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import QuoteWizardScreen from '../quote-wizard-screen';
import { type DraftPatchSent } from '../testing/draft-patch-sent';
import { QUOTE_ID, quoteContent, quoteDetail, ROLES_REPLY } from '../testing/wizard-test-fixtures';

const FIREWALL_ID = '0190a000-0000-7000-8000-0000000000f1';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: false }),
}));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const DETAIL_PATH = `/api/quotes/${QUOTE_ID}`;
const DRAFT_PATH = `/api/quotes/${QUOTE_ID}/draft`;

function open(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    [`GET ${DETAIL_PATH}`]: { status: 200, body: quoteDetail() },
    'GET /api/rate-card/roles': { status: 200, body: ROLES_REPLY },
    [`PATCH ${DRAFT_PATH}`]: (body) => ({
      status: 200,
      body: {
        lockVersion: ((body as { lockVersion: number }).lockVersion ?? 0) + 1,
        updatedAt: '2026-11-01T10:05:00Z',
        totals: {},
      },
    }),
    ...routes,
  });
  renderRoute(<QuoteWizardScreen />, {
    path: '/dashboard/quotes/wizard/:id',
    at: `/dashboard/quotes/wizard/${QUOTE_ID}?step=scope`,
  });
  return fetchMock;
}

const cell = (label: string) => screen.getByRole('textbox', { name: label });

beforeEach(() => toast.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('quote wizard — scope grid keyboard', () => {
  it('Enter moves down the same column, or to the name when that row has no such cell', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Hours for Workshop' }));
    await user.keyboard('{Enter}');
    // The product row has no hours: the name cell takes the focus.
    expect(document.activeElement).toBe(cell('Product name'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Recurring service name'));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(document.activeElement).toBe(cell('Product name'));
  });

  it('Enter on the last row adds a line of the same kind and focuses it; Ctrl+Enter adds below', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Recurring service name' }));
    await user.keyboard('{Enter}');
    const services = screen.getAllByRole('textbox', { name: 'Recurring service name' });
    expect(services).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(services[1]));
    expect((services[1] as HTMLInputElement).value).toBe('New service');

    await user.click(cell('Labour task name'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    const discovery = within(screen.getByRole('region', { name: 'Section Discovery' }));
    const names = discovery
      .getAllByRole('textbox', { name: /^(Labour task|Product) name$/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Workshop', 'New task', 'Laptop']);
  });

  it('Esc restores what the cell held when it was entered', async () => {
    open();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Product name' });
    await user.click(name);
    await user.clear(name);
    await user.type(name, 'Desktop');
    expect((name as HTMLInputElement).value).toBe('Desktop');
    await user.keyboard('{Escape}');
    expect((name as HTMLInputElement).value).toBe('Laptop');
  });

  it('updates the line amount and the summary on every keystroke', async () => {
    open();
    const user = userEvent.setup();
    const hours = await screen.findByRole('textbox', { name: 'Hours for Workshop' });
    expect(screen.getByTestId('summary-one-time-total').textContent).toContain('$1,500.00');
    await user.click(hours);
    await user.keyboard('4');
    await waitFor(() => expect(screen.getByTestId('summary-one-time-total').textContent).toContain('$1,800.00'));
    expect(screen.getByRole('status', { name: /Amount of Workshop/ }).textContent).toContain('$600.00');
  });
});

describe('quote wizard — autosave and conflicts', () => {
  it('autosaves the edited line alone with the lock version it loaded, then from the one it got back', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Product name' });
    await user.type(name, ' Pro');
    await waitFor(() => expect(screen.getByTestId('autosave-status').getAttribute('data-state')).toBe('saved'), {
      timeout: 3000,
    });
    const sent = bodiesSent(fetchMock, 'PATCH', DRAFT_PATH) as DraftPatchSent[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.lockVersion).toBe(3);
    expect(sent[0]!.lines!.map(({ line }) => line.name)).toEqual(['Laptop Pro']);
    expect(Object.keys(sent[0]!).sort()).toEqual(['lines', 'lockVersion']);

    await user.clear(cell('Labour task name'));
    await user.type(cell('Labour task name'), 'Kick-off');
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', DRAFT_PATH)).toHaveLength(2), { timeout: 3000 });
    const second = bodiesSent(fetchMock, 'PATCH', DRAFT_PATH)[1] as DraftPatchSent;
    expect(second.lockVersion).toBe(4);
    expect(second.lines!.map(({ line }) => line.name)).toEqual(['Kick-off']);
    expect(bodiesSent(fetchMock, 'PUT', DRAFT_PATH)).toHaveLength(0);
  });

  it('a stale save stops autosave and shows who changed what; reload brings their version', async () => {
    const theirs = quoteContent();
    theirs.contractTermMonths = 36;
    theirs.sections[0]!.lines.push({ ...theirs.sections[0]!.lines[1]!, id: FIREWALL_ID, name: 'Firewall' });
    let loads = 0;
    const fetchMock = open({
      [`GET ${DETAIL_PATH}`]: () => {
        loads += 1;
        return { status: 200, body: loads === 1 ? quoteDetail() : quoteDetail({ lockVersion: 9, content: theirs }) };
      },
      [`PATCH ${DRAFT_PATH}`]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Someone else saved this quote while you were editing.',
            requestId: 'req-1',
            details: {
              currentLockVersion: 9,
              updatedAt: '2026-11-01T10:04:00Z',
              updatedBy: { id: 'u2', name: 'Dana Lee', email: 'dana@example.com' },
              changes: [],
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Product name' }), ' Pro');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText(/Dana Lee saved a newer version/)).toBeTruthy();
    // A stale patch's 409 lists no changes: the editor reads the saved quote and compares it with its own.
    const changes = await within(dialog).findByRole('list', { name: 'Their changes' });
    expect(changes.textContent).toMatch(/Contract term/);
    expect(changes.textContent).toMatch(/Firewall/);

    // Further edits are not sent while the conflict is open.
    expect(screen.getByRole('textbox', { name: 'Product name', hidden: true }).hasAttribute('readonly')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Copy my changes' }));
    const mine = (within(dialog).getByRole('textbox', { name: 'Your version (read-only)' }) as HTMLTextAreaElement)
      .value;
    expect(mine).toContain('Laptop Pro');
    expect(mine).not.toContain('"sections"');

    await user.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const products = screen.getAllByRole('textbox', { name: 'Product name' }) as HTMLInputElement[];
    expect(products.map((input) => input.value)).toEqual(['Laptop', 'Firewall']);
    expect(bodiesSent(fetchMock, 'PATCH', DRAFT_PATH)).toHaveLength(1);
  });
});
