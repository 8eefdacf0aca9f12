import { QUOTE_COPY, type QuoteContent } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSection } from '@/components/scope-editor';
import {
  IDS,
  line,
  section,
  templateDetail,
  templateList,
  templateSummary,
} from '@/components/template-picker/template-fixtures';
import { renderRoute } from '@/lib/test-utils';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import QuoteWizardScreen from '../quote-wizard-screen';
import { type DraftPatchSent, linesSentIn } from '../testing/draft-patch-sent';
import { QUOTE_ID, quoteContent, quoteDetail, ROLES_REPLY } from '../testing/wizard-test-fixtures';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: false }),
}));
vi.mock('./use-template-wizard-access', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTemplateWizardAccess: () => ({ canUse: true, canStartQuote: true, canCreate: true }),
}));
Element.prototype.scrollIntoView ??= () => {};
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const APPLY = `/api/templates/${IDS.template}/apply`;
const DRAFT = `/api/quotes/${QUOTE_ID}/draft`;
const NEW = {
  migration: '0190a000-0000-7000-8000-0000000000e1',
  moves: '0190a000-0000-7000-8000-0000000000e2',
  licences: '0190a000-0000-7000-8000-0000000000e3',
};

/** The Migration phase as the API answers it: fresh ids, sized for 25 users, at the workspace's rates. */
const applied = () => ({
  templateId: IDS.template,
  templateVersion: 3,
  values: { users: 25 },
  sections: [
    section(NEW.migration, 'Migration', [
      line({ id: NEW.moves, name: 'Move mailboxes', minutes: 60 + 25 * 30 }),
      line({ id: NEW.licences, name: 'Microsoft 365 Business Premium', kind: 'recurring', quantity: 25 }),
    ]),
  ],
});

function open(content: QuoteContent = quoteContent()) {
  const calls = stubFetchByPath({
    [`GET /api/quotes/${QUOTE_ID}`]: { status: 200, body: quoteDetail({ content }) },
    'GET /api/rate-card/roles': { status: 200, body: ROLES_REPLY },
    'GET /api/templates': { status: 200, body: templateList([templateSummary()]) },
    [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
    [`POST ${APPLY}`]: { status: 200, body: applied() },
    [`PATCH ${DRAFT}`]: (_url, body) => ({
      status: 200,
      body: { lockVersion: (body as { lockVersion: number }).lockVersion + 1, updatedAt: '2026-11-01T10:05:00Z' },
    }),
  });
  renderRoute(<QuoteWizardScreen />, {
    path: '/dashboard/quotes/wizard/:id',
    at: `/dashboard/quotes/wizard/${QUOTE_ID}?step=scope`,
  });
  return calls;
}

const sectionNames = () =>
  screen.getAllByRole('textbox', { name: 'Section name' }).map((input) => (input as HTMLInputElement).value);

async function pick(users: string, { migrationOnly }: { migrationOnly: boolean }) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Insert template' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert a template' });
  await user.click(await within(dialog).findByRole('radio', { name: /Microsoft 365 migration/ }));
  const answer = await within(dialog).findByRole('spinbutton', { name: 'How many users move?' });
  await user.clear(answer);
  await user.type(answer, users);
  if (migrationOnly) await user.click(within(dialog).getByRole('checkbox', { name: /Discovery/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Insert sections' }));
  return dialog;
}

beforeEach(() => toast.success.mockReset());
afterEach(() => vi.unstubAllGlobals());

// The whole wizard renders: slow when the machine is busy.
describe('wizard — insert template', { timeout: 20_000 }, () => {
  it('applies the chosen sections with the answers for this quote and adds them to the draft, which autosaves', async () => {
    const calls = open();
    await pick('25', { migrationOnly: true });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sectionNames()).toEqual(['Discovery', 'Managed services', 'Migration']);
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === APPLY).map((c) => c.body)).toEqual([
      { values: { users: 25 }, sectionIds: [IDS.migration], quoteId: QUOTE_ID },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Inserted 1 section with 2 lines from “Microsoft 365 migration”.');

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true), { timeout: 3000 });
    const saved = calls.filter((c) => c.method === 'PATCH').at(-1)!.body as DraftPatchSent;
    expect(linesSentIn(saved, 'Migration')).toMatchObject([
      { id: NEW.moves, name: 'Move mailboxes', minutes: 810 },
      { id: NEW.licences, quantity: 25 },
    ]);
  });

  it('refuses sections that would pass the quote’s section limit, with the domain’s message, before applying', async () => {
    const content = quoteContent();
    // 49 sections: the template's two would make 51.
    const filler = Array.from({ length: 47 }, (_, i) => ({
      ...createSection(`0190a000-0000-7000-8000-0000000f${String(i).padStart(4, '0')}`, `Phase ${i + 3}`),
      lines: [],
    }));
    const calls = open({ ...content, sections: [...content.sections, ...filler] });
    const dialog = await pick('25', { migrationOnly: false });

    expect((await within(dialog).findByRole('alert')).textContent).toContain(QUOTE_COPY.tooManySections);
    expect(calls.some((c) => c.url.pathname === APPLY)).toBe(false);
    // Nothing was added (the board sits behind the open dialog).
    expect(screen.getAllByRole('textbox', { name: 'Section name', hidden: true })).toHaveLength(49);
  });
});
