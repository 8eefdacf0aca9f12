import { TEMPLATE_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { templateDetail } from '@/components/template-picker/template-fixtures';
import { renderRoute } from '@/lib/test-utils';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import QuoteWizardScreen from '../quote-wizard-screen';
import { QUOTE_ID, quoteContent, quoteDetail, ROLES_REPLY } from '../testing/wizard-test-fixtures';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: true }),
}));
const access = vi.hoisted(() => ({ canUse: true, canStartQuote: true, canCreate: true }));
vi.mock('./use-template-wizard-access', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTemplateWizardAccess: () => access,
}));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const SAVE = '/api/templates/from-quote';
// The fixture's section ids are not UUIDs; the request's schema checks the one sent.
const SECTION_ID = '0190a000-0000-7000-8000-0000000000e1';
const WORKSHOP_ID = '0190a000-0000-7000-8000-0000000000a1';
const LAPTOP_ID = '0190a000-0000-7000-8000-0000000000b1';

type Reply = { status: number; body?: unknown };

function open(reply: Reply = { status: 201, body: templateDetail({ id: 'tpl-1', name: 'Intune rollout' }) }) {
  const content = quoteContent();
  const [discovery, ...rest] = content.sections;
  const detail = quoteDetail({ content: { ...content, sections: [{ ...discovery!, id: SECTION_ID }, ...rest] } });
  const calls = stubFetchByPath({
    [`GET /api/quotes/${QUOTE_ID}`]: { status: 200, body: detail },
    'GET /api/rate-card/roles': { status: 200, body: ROLES_REPLY },
    [`POST ${SAVE}`]: reply,
  });
  const view = renderRoute(<QuoteWizardScreen />, {
    path: '/dashboard/quotes/wizard/:id',
    at: `/dashboard/quotes/wizard/${QUOTE_ID}?step=scope`,
  });
  return { calls, ...view };
}

const savesSent = (calls: ReturnType<typeof stubFetchByPath>) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === SAVE).map((c) => c.body);

async function openFromQuoteMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Quote actions' }, { timeout: 5000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Save as template' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Save as template' }) };
}

beforeEach(() => {
  access.canCreate = true;
  toast.success.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

// The whole wizard renders: slow when the machine is busy.
describe('wizard — save as template', { timeout: 20_000 }, () => {
  it('sends the name, the questions and how each line scales, then offers the template in Templates', async () => {
    const { calls, router } = open();
    const { user, dialog } = await openFromQuoteMenu();
    const d = within(dialog);
    expect((d.getByLabelText('Template name') as HTMLInputElement).value).toBe('Intune rollout');
    await user.type(d.getByLabelText('Category'), 'Endpoint');

    await user.click(d.getByRole('button', { name: 'Add a question' }));
    expect((d.getByRole('combobox', { name: 'Counts of question 1' }) as HTMLSelectElement).value).toBe('users');
    await user.selectOptions(d.getByRole('combobox', { name: 'Counts of question 1' }), 'devices');
    await user.type(d.getByRole('textbox', { name: 'Question of question 1' }), 'How many laptops?');
    await user.clear(d.getByRole('spinbutton', { name: 'Default of question 1' }));
    await user.type(d.getByRole('spinbutton', { name: 'Default of question 1' }), '40');

    // Labour scales its hours; a product's quantity follows the answer; a line left alone stays fixed.
    await user.selectOptions(d.getByRole('combobox', { name: 'Scaling of Workshop' }), 'devices');
    await user.type(d.getByRole('spinbutton', { name: 'Minutes per unit for Workshop' }), '15');
    await user.selectOptions(d.getByRole('combobox', { name: 'Scaling of Laptop' }), 'devices');
    expect(d.getByRole('combobox', { name: 'Scaling of Endpoint care' })).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(savesSent(calls)).toHaveLength(1));
    expect(savesSent(calls)[0]).toEqual({
      name: 'Intune rollout',
      description: '',
      category: 'Endpoint',
      quoteId: QUOTE_ID,
      sectionId: null,
      tags: [],
      brandingOverride: null,
      variables: [{ unit: 'devices', label: 'How many laptops?', defaultValue: 40 }],
      rules: [
        { lineId: WORKSHOP_ID, unit: 'devices', mode: 'hours', perUnitMinutes: 15 },
        { lineId: LAPTOP_ID, unit: 'devices', mode: 'quantity', perUnitMinutes: 0 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Saved “Intune rollout” as a template.', expect.anything());
    const { action } = toast.success.mock.calls[0]![1] as { action: { label: string; onClick: () => void } };
    expect(action.label).toBe('Open in Templates');
    action.onClick();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/templates/management'));
    expect(router.state.location.search).toBe('?id=tpl-1');
  });

  it('shows the API’s field errors on the fields they name', async () => {
    const { calls } = open({
      status: 422,
      body: {
        error: {
          code: 'VALIDATION',
          message: TEMPLATE_COPY.perUnitTooLarge,
          requestId: 'req-1',
          details: [
            { path: 'name', message: TEMPLATE_COPY.nameTaken },
            { path: 'rules.0.perUnitMinutes', message: TEMPLATE_COPY.perUnitTooLarge },
          ],
        },
      },
    });
    const { user, dialog } = await openFromQuoteMenu();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Add a question' }));
    await user.clear(d.getByRole('spinbutton', { name: 'Default of question 1' }));
    await user.type(d.getByRole('spinbutton', { name: 'Default of question 1' }), '10');
    await user.selectOptions(d.getByRole('combobox', { name: 'Scaling of Workshop' }), 'users');
    await user.type(d.getByRole('spinbutton', { name: 'Minutes per unit for Workshop' }), '2400');
    await user.click(d.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(savesSent(calls)).toHaveLength(1));
    const name = d.getByLabelText('Template name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(d.getByText(TEMPLATE_COPY.nameTaken)).toBeTruthy();
    const minutes = d.getByRole('spinbutton', { name: 'Minutes per unit for Workshop' });
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(minutes.getAttribute('aria-describedby')!)!.textContent).toBe(
      TEMPLATE_COPY.perUnitTooLarge,
    );
    // Every detail found its field: no second copy of the message above the buttons.
    expect(d.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Save as template' })).toBeTruthy();
  });

  it('saves one section from its actions menu, offering only that section’s lines', async () => {
    const { calls } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for section Discovery' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save section as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save “Discovery” as a template' });
    const d = within(dialog);
    expect((d.getByLabelText('Template name') as HTMLInputElement).value).toBe('Discovery');
    await user.click(d.getByRole('button', { name: 'Add a question' }));
    await user.clear(d.getByRole('spinbutton', { name: 'Default of question 1' }));
    await user.type(d.getByRole('spinbutton', { name: 'Default of question 1' }), '10');
    expect(d.queryByRole('combobox', { name: 'Scaling of Endpoint care' })).toBeNull();
    await user.click(d.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(savesSent(calls)).toHaveLength(1));
    expect(savesSent(calls)[0]).toMatchObject({ sectionId: SECTION_ID, name: 'Discovery', rules: [] });
  });

  it('is not offered to who may not create templates', async () => {
    access.canCreate = false;
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for section Discovery' }, { timeout: 5000 }));
    await screen.findByRole('menuitem', { name: 'Duplicate section' });
    expect(screen.queryByRole('menuitem', { name: 'Save section as template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quote actions' })).toBeNull();
  });
});
