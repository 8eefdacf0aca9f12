import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { IDS, templateDetail, templateList, templateSummary } from './template-fixtures';
import { TemplatePickerDialog, type TemplatePickerResult } from './template-picker-dialog';

afterEach(() => vi.unstubAllGlobals());

const GLOBAL = templateSummary({
  id: IDS.global,
  scope: 'global',
  name: 'Firewall replacement',
  category: 'Security',
  variables: [],
  laborMinutes: 480,
});
const UNPUBLISHED = templateSummary({ id: 'x', scope: 'global', name: 'Draft global', isPublished: false });

function open(props: Partial<Parameters<typeof TemplatePickerDialog>[0]> = {}) {
  const calls = stubFetchByPath({
    'GET /api/templates': { status: 200, body: templateList([GLOBAL, templateSummary(), UNPUBLISHED]) },
    [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
  });
  const onConfirm = vi.fn<(result: TemplatePickerResult) => void>();
  renderRoute(
    <TemplatePickerDialog
      open
      onOpenChange={() => undefined}
      onConfirm={onConfirm}
      confirmLabel="Insert template"
      {...props}
    />,
    { path: '/' },
  );
  return { calls, onConfirm };
}

describe('TemplatePickerDialog', () => {
  it('lists usable templates, then scales the labour hours live with the answers and the chosen phases', async () => {
    const { calls, onConfirm } = open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Start from a template' });
    await within(dialog).findByText('Firewall replacement');
    expect(within(dialog).queryByText('Draft global')).toBeNull();
    const query = calls.find((c) => c.url.pathname === '/api/templates')!.url.searchParams;
    expect(query.get('archived')).toBe('false');

    await user.click(within(dialog).getByRole('radio', { name: /Microsoft 365 migration/ }));
    const users = await within(dialog).findByRole('spinbutton', { name: 'How many users move?' });
    expect((users as HTMLInputElement).value).toBe('10');
    // 4 h workshop + (1 h + 10 × 30 min) mailbox moves.
    expect(within(dialog).getByTestId('picker-hours').textContent).toBe('10 h');

    await user.clear(users);
    await user.type(users, '20');
    expect(within(dialog).getByTestId('picker-hours').textContent).toBe('15 h');

    // Only the migration phase: 1 h + 20 × 30 min.
    await user.click(within(dialog).getByRole('checkbox', { name: /Discovery/ }));
    expect(within(dialog).getByTestId('picker-hours').textContent).toBe('11 h');

    await user.click(within(dialog).getByRole('button', { name: 'Insert template' }));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({
        templateId: IDS.template,
        templateName: 'Microsoft 365 migration',
        values: { users: 20 },
        sectionIds: [IDS.migration],
      }),
    );
  });

  it('refuses an answer out of range with the domain’s message and confirms nothing', async () => {
    const { onConfirm } = open({ initialTemplateId: IDS.template });
    const user = userEvent.setup();
    const users = await screen.findByRole('spinbutton', { name: 'How many users move?' });
    await user.clear(users);
    await user.type(users, '-3');
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    expect(await screen.findByText('Enter a whole number from 0 to 100,000.')).toBeTruthy();
    expect(screen.getByTestId('picker-hours').textContent).toBe('—');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
