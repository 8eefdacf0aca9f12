import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, type FetchRoutes, renderRoute, stubApi } from '@/lib/test-utils';
import QuoteWizardScreen from '../quote-wizard-screen';
import { QUOTE_ID, quoteDetail, ROLES_REPLY } from '../testing/wizard-test-fixtures';
import { type DraftPatchSent, linesSentIn } from '../testing/draft-patch-sent';
import {
  CATALOG_ITEM_ID,
  FIREWALL_ITEM_ID,
  REFINED_RUN_ID,
  RUN_ID,
  scopeResponse,
  suggestedItem,
  suggestedLine,
  suggestedSection,
} from './ai-scoping-fixtures';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: true }),
}));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const SUGGEST = 'POST /api/ai/scope-suggestions';
const ACCEPTED = `POST /api/ai/runs/${RUN_ID}/accepted`;
const DRAFT = `/api/quotes/${QUOTE_ID}/draft`;
const EXAMPLE = 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops';
const HOSTILE = '<img src=x onerror=alert(1)>';

function open(routes: FetchRoutes = {}, detail = quoteDetail()) {
  const fetchMock = stubApi({
    [`GET /api/quotes/${QUOTE_ID}`]: { status: 200, body: detail },
    'GET /api/rate-card/roles': { status: 200, body: ROLES_REPLY },
    'GET /api/ai/usage': { status: 200, body: { used: 2, limit: 50 } },
    [SUGGEST]: { status: 200, body: scopeResponse() },
    [ACCEPTED]: { status: 204 },
    [`PATCH ${DRAFT}`]: (body) => ({
      status: 200,
      body: { lockVersion: (body as { lockVersion: number }).lockVersion + 1, updatedAt: '2026-11-01T10:05:00Z' },
    }),
    ...routes,
  });
  renderRoute(<QuoteWizardScreen />, {
    path: '/dashboard/quotes/wizard/:id',
    at: `/dashboard/quotes/wizard/${QUOTE_ID}?step=scope`,
  });
  return fetchMock;
}

async function generate(text = EXAMPLE) {
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: /Project description|What should change/ });
  await user.click(box);
  await user.clear(box);
  await user.type(box, text);
  await user.keyboard('{Control>}{Enter}{/Control}');
  return user;
}

const panel = () => screen.findByRole('region', { name: /Suggested scope|Refined scope/ });
const labourNames = () =>
  screen.queryAllByRole('textbox', { name: 'Labour task name' }).map((input) => (input as HTMLInputElement).value);

beforeEach(() => {
  toast.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('AI scoping assistant — describe and review', () => {
  it('Ctrl+Enter sends the description with the quote; the review groups by phase with prices and totals', async () => {
    const fetchMock = open();
    expect(await screen.findByText('2 of 50 this month')).toBeTruthy();
    await generate();
    const review = within(await panel());
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')).toEqual([
      { description: EXAMPLE, clientId: quoteDetail().client.id, quoteId: QUOTE_ID, previousRunId: null },
    ]);
    expect(review.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Suggested scope',
      'Discovery & Planning',
      'Migration',
      'Project Management',
    ]);
    expect(review.getByText('45 users')).toBeTruthy();
    expect(review.getByText('30 laptops')).toBeTruthy();
    expect(review.getAllByText('High confidence')).toHaveLength(3);
    const mail = within(review.getByText('Migrate mailboxes').closest('li')!);
    expect(mail.getByText('22.5 h')).toBeTruthy();
    expect(mail.getByText('$3,375.00')).toBeTruthy();
    expect(mail.getByText('45 users × 0.5 h per mailbox')).toBeTruthy();
    // 3 + 22.5 + 15 + 4 = 44.5 h at $150.
    expect(review.getByTestId('ai-review-totals').textContent).toBe('Total hours44.5 hTotal price$6,675.00');
    expect(screen.getByText('3 of 50 this month')).toBeTruthy();
  });

  it('accept all appends the lines as AI lines, records the run and autosaves them', async () => {
    const fetchMock = open();
    const user = await generate();
    await user.click(within(await panel()).getByRole('button', { name: 'Accept all' }));
    expect(labourNames()).toEqual([
      'Workshop',
      'Assess tenant',
      'Migrate mailboxes',
      'Enrol laptops in Intune',
      'Project management',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Added 4 lines to the scope');
    expect(screen.getByText(/4 lines added to the scope below/)).toBeTruthy();
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST', `/api/ai/runs/${RUN_ID}/accepted`)).toEqual([
        { lineKeys: ['gws:assess', 'gws:mail', 'intune:enrol', 'pm:pm'], quoteId: QUOTE_ID },
      ]),
    );
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', DRAFT)).toHaveLength(1), { timeout: 3000 });
    const [saved] = bodiesSent(fetchMock, 'PATCH', DRAFT) as DraftPatchSent[];
    expect(linesSentIn(saved!, 'Migration').map((l) => [l.name, l.minutes, l.source, l.sourceRef])).toEqual([
      ['Migrate mailboxes', 1350, 'ai', RUN_ID],
      ['Enrol laptops in Intune', 900, 'ai', RUN_ID],
    ]);
  });

  it('catalog suggestions: count, unit price, cadence and source shown; Accept all (at the top, with hours, one-time and monthly) adds them as catalog-priced lines', async () => {
    const items = [
      suggestedItem(`catalog:${CATALOG_ITEM_ID}`),
      suggestedItem(`catalog:${FIREWALL_ITEM_ID}`, {
        catalogItemId: FIREWALL_ITEM_ID,
        kind: 'product',
        name: 'Fortinet FortiGate 60F firewall',
        sku: 'FG-60F',
        unit: 'each',
        quantity: 2,
        unitPriceCents: 89_500,
        unitCostCents: 64_000,
        frequency: 'one_time',
        priceCents: 179_000,
        rationale: '2 × Fortinet FortiGate 60F firewall (catalog SKU FG-60F)',
      }),
    ];
    const fetchMock = open({ [SUGGEST]: { status: 200, body: scopeResponse({ items }) } });
    const user = await generate();
    const review = within(await panel());
    const licence = within(review.getByText('Microsoft 365 Business Premium').closest('li')!);
    expect(licence.getByText('20 users ×')).toBeTruthy();
    expect(licence.getByText('$22.00/mo')).toBeTruthy();
    expect(licence.getByText('$440.00/mo')).toBeTruthy();
    expect(licence.getByText(/20 users × Microsoft 365 Business Premium \(catalog SKU CFQ7TTC0LCHC\)/)).toBeTruthy();
    expect(within(review.getByText('Fortinet FortiGate 60F firewall').closest('li')!).getByText('2 ×')).toBeTruthy();
    const summary = within(review.getByTestId('ai-review-summary'));
    expect(summary.getByText('$440.00/mo')).toBeTruthy();
    // The summary and Accept all come before the first suggestion in the panel.
    const acceptAll = summary.getByRole('button', { name: 'Accept all' });
    const firstLine = review.getAllByTestId('ai-catalog-item')[0]!;
    expect(acceptAll.compareDocumentPosition(firstLine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(acceptAll);
    expect(toast.success).toHaveBeenCalledWith('Added 6 lines to the scope');
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST', `/api/ai/runs/${RUN_ID}/accepted`)).toEqual([
        {
          lineKeys: ['gws:assess', 'gws:mail', 'intune:enrol', 'pm:pm', ...items.map((item) => item.key)],
          quoteId: QUOTE_ID,
        },
      ]),
    );
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', DRAFT)).toHaveLength(1), { timeout: 3000 });
    const [saved] = bodiesSent(fetchMock, 'PATCH', DRAFT) as DraftPatchSent[];
    const pick = (name: string) =>
      linesSentIn(saved!, name).map((l) => [
        l.kind,
        l.name,
        l.quantity,
        l.unitPriceCents,
        l.unitCostCents,
        l.frequency,
        l.unit,
        l.source,
      ]);
    expect(pick('Recurring services')).toEqual([
      ['recurring', 'Microsoft 365 Business Premium', 20, 2_200, 1_870, 'monthly', 'user', 'ai'],
    ]);
    expect(pick('Products')).toEqual([
      ['product', 'Fortinet FortiGate 60F firewall', 2, 89_500, 64_000, 'one_time', 'each', 'ai'],
    ]);
  });

  it('accepts only the checked lines, a single section, and an edited line with its new name and hours', async () => {
    open();
    const user = await generate();
    const review = within(await panel());
    await user.click(review.getByRole('checkbox', { name: 'Include Project management' }));
    await user.click(review.getByRole('button', { name: 'Edit Migrate mailboxes' }));
    const name = review.getByRole('textbox', { name: 'Task name' });
    await user.clear(name);
    await user.type(name, 'Move mail');
    const hours = review.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '30{Enter}');
    expect(within(review.getByText('Move mail').closest('li')!).getByText('$4,500.00')).toBeTruthy();

    await user.click(review.getByRole('button', { name: 'Accept section: Discovery & Planning' }));
    expect(labourNames()).toEqual(['Workshop', 'Assess tenant']);
    await user.click(review.getByRole('button', { name: 'Accept selected (2)' }));
    expect(labourNames()).toEqual(['Workshop', 'Assess tenant', 'Move mail', 'Enrol laptops in Intune']);
    expect(screen.getByRole('textbox', { name: 'Hours for Move mail' })).toHaveProperty('value', '30');
    // Project management stays for later; the accepted lines are marked.
    expect(review.getAllByText('Added')).toHaveLength(3);
    expect(review.getByRole('button', { name: 'Accept all' })).toHaveProperty('disabled', false);
  });

  it('a section named like an existing one fills it instead of adding a duplicate', async () => {
    open({
      [SUGGEST]: {
        status: 200,
        body: scopeResponse({ sections: [suggestedSection('discovery', [suggestedLine('x', { name: 'Audit' })])] }),
      },
    });
    const user = await generate();
    await user.click(within(await panel()).getByRole('button', { name: 'Accept all' }));
    expect(screen.getAllByRole('textbox', { name: 'Section name' }).map((i) => (i as HTMLInputElement).value)).toEqual([
      'Discovery',
      'Managed services',
    ]);
    expect(labourNames()).toEqual(['Workshop', 'Audit']);
  });

  it('prices follow the rate card when the quote is in another currency: hours and roles only', async () => {
    open({}, { ...quoteDetail(), currency: 'EUR' });
    await generate();
    const review = within(await panel());
    expect(review.getByText(/This quote is in EUR and the rate card in USD/)).toBeTruthy();
    expect(review.queryByText(/\$/)).toBeNull();
    expect(review.getByTestId('ai-review-totals').textContent).toBe('Total hours44.5 h');
  });
});

describe('AI scoping assistant — refine', () => {
  it('refines the run, shows what changed, and replaces the lines it added before', async () => {
    const refined = scopeResponse({
      runId: REFINED_RUN_ID,
      message: 'Added 10 users: mailbox migration now 27.5 h.',
      sections: [
        suggestedSection('Migration', [suggestedLine('gws:mail', { name: 'Migrate mailboxes', hours: 27.5 })]),
      ],
    });
    const fetchMock = open({
      [SUGGEST]: (body) => ({
        status: 200,
        body: (body as { previousRunId: string | null }).previousRunId ? refined : scopeResponse(),
      }),
    });
    const user = await generate();
    await user.click(within(await panel()).getByRole('button', { name: 'Accept all' }));
    expect(screen.getByRole('heading', { name: 'Refine the suggestion' })).toBeTruthy();

    await generate('add 10 more users');
    const review = within(await screen.findByRole('region', { name: 'Refined scope' }));
    expect(review.getByTestId('ai-message').textContent).toBe('Added 10 users: mailbox migration now 27.5 h.');
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')[1]).toMatchObject({
      description: 'add 10 more users',
      previousRunId: RUN_ID,
    });
    expect(
      review.getByRole('checkbox', { name: /Replace the 4 lines added from the earlier suggestion/ }),
    ).toHaveProperty('checked', true);
    await user.click(review.getByRole('button', { name: 'Accept all' }));
    expect(labourNames()).toEqual(['Workshop', 'Migrate mailboxes']);
    expect(screen.getByRole('textbox', { name: 'Hours for Migrate mailboxes' })).toHaveProperty('value', '27.5');
    expect(screen.getAllByRole('textbox', { name: 'Section name' }).map((i) => (i as HTMLInputElement).value)).toEqual([
      'Discovery',
      'Managed services',
      'Migration',
    ]);

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('heading', { name: 'Describe the project' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /scope$/ })).toBeNull();
  });
});

describe('AI scoping assistant — a quote that already has AI lines', () => {
  it('opens in refine mode on the newest run and replaces its lines', async () => {
    const detail = quoteDetail();
    const discovery = detail.version.content.sections[0]!;
    discovery.lines = discovery.lines.map((line) => ({ ...line, source: 'ai' as const, sourceRef: RUN_ID }));
    const refined = scopeResponse({
      runId: REFINED_RUN_ID,
      sections: [suggestedSection('Discovery', [suggestedLine('w', { name: 'Workshop x2', hours: 4 })])],
    });
    const fetchMock = open({ [SUGGEST]: { status: 200, body: refined } }, detail);
    expect(await screen.findByRole('heading', { name: 'Refine the suggestion' })).toBeTruthy();
    const user = await generate('add a second workshop');
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')[0]).toMatchObject({ previousRunId: RUN_ID });
    await user.click(within(await panel()).getByRole('button', { name: 'Accept all' }));
    expect(labourNames()).toEqual(['Workshop x2']);
    expect(screen.queryByRole('textbox', { name: 'Product name' })).toBeNull();
  });
});

describe('AI scoping assistant — errors', () => {
  it('checks the length before sending, and shows the API’s 422 under the field', async () => {
    const fetchMock = open({
      [SUGGEST]: {
        status: 422,
        body: { error: { code: 'VALIDATION', message: 'Describe the project first.', requestId: 'r1' } },
      },
    });
    await generate('too short');
    expect((await screen.findByRole('alert')).textContent).toBe('Describe the project in at least 10 characters.');
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')).toHaveLength(0);
    await generate(EXAMPLE);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Describe the project first.'));
    expect(screen.getByRole('textbox', { name: 'Project description' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('403 offers the upgrade in Billing', async () => {
    open({
      [SUGGEST]: {
        status: 403,
        body: {
          error: {
            code: 'FORBIDDEN',
            message: 'The AI scoping assistant is not included in your plan.',
            requestId: 'r',
          },
        },
      },
    });
    await generate();
    const notice = within(await screen.findByTestId('ai-scoping-error'));
    expect(notice.getByText('The AI scoping assistant is not included in your plan.')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'View plans in Billing' }).getAttribute('href')).toBe('/dashboard/billing');
  });

  it('429 shows the limit, the upgrade link and the usage it reports', async () => {
    open({
      [SUGGEST]: {
        status: 429,
        body: {
          error: {
            code: 'LIMIT_EXCEEDED',
            message: 'Your workspace has used all 50 AI generations included this month.',
            requestId: 'r',
            details: { used: 50, limit: 50 },
          },
        },
      },
    });
    await generate();
    const notice = within(await screen.findByTestId('ai-scoping-error'));
    expect(notice.getByText(/used all 50 AI generations/)).toBeTruthy();
    expect(notice.getByRole('link', { name: 'View plans in Billing' })).toBeTruthy();
    expect(screen.getByText('50 of 50 this month')).toBeTruthy();
  });

  it('a network error offers to try again, which sends the same description', async () => {
    let calls = 0;
    const fetchMock = open({
      [SUGGEST]: () => (++calls === 1 ? new TypeError('Failed to fetch') : { status: 200, body: scopeResponse() }),
    });
    const user = await generate();
    const notice = within(await screen.findByTestId('ai-scoping-error'));
    expect(notice.getByText(/Network error/)).toBeTruthy();
    await user.click(notice.getByRole('button', { name: 'Try again' }));
    await panel();
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')).toHaveLength(2);
    expect(screen.queryByTestId('ai-scoping-error')).toBeNull();
  });
});

describe('AI scoping assistant — questions for the client', () => {
  it('lists the counts the scope assumed, to ask before the quote goes out', async () => {
    const question = 'How many devices are in scope? We assumed 25 devices.';
    open({ [SUGGEST]: { status: 200, body: scopeResponse({ questions: [question] }) } });
    await generate();
    const review = within(await panel());
    const list = review.getByRole('region', { name: 'Ask the client' });
    expect(within(list).getByRole('listitem').textContent).toBe(question);
  });
});

describe('AI scoping assistant — hostile text', () => {
  it('shows HTML in the description and in returned text as text', async () => {
    open({
      [SUGGEST]: {
        status: 200,
        body: scopeResponse({
          message: HOSTILE,
          notUnderstood: [HOSTILE],
          sections: [suggestedSection(HOSTILE, [suggestedLine('x', { name: HOSTILE, rationale: HOSTILE })])],
        }),
      },
    });
    await generate(`Set up ${HOSTILE} for 10 users`);
    const review = within(await panel());
    expect(review.getByTestId('ai-message').textContent).toBe(HOSTILE);
    expect(review.getByRole('heading', { name: HOSTILE })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const user = userEvent.setup();
    await user.click(review.getByRole('button', { name: 'Accept all' }));
    expect(labourNames()).toContain(HOSTILE);
    expect(document.querySelector('img')).toBeNull();
  });
});
