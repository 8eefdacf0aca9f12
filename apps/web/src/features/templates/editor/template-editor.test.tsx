import { TEMPLATE_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDS, signedInAs, templateDetail, templateList } from '@/components/template-picker/template-fixtures';
import { stubFetchByPath, type RouteReply } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { TemplatesScreen } from '../templates-screen';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

const invalid = (details: { path: string; message: string }[]): RouteReply => ({
  status: 422,
  body: { error: { code: 'VALIDATION', message: details[0]!.message, requestId: 'req-1', details } },
});

function open(put: (body: unknown) => RouteReply, role: 'msp_admin' | 'msp_user' = 'msp_admin') {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs(role) },
    'GET /api/templates': { status: 200, body: templateList([]) },
    [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
    [`PUT /api/templates/${IDS.template}`]: (_url, body) => put(body),
  });
  renderRoute(<TemplatesScreen serviceLibrary={() => null} />, {
    path: '/dashboard/templates/*',
    at: `/dashboard/templates/management?id=${IDS.template}`,
  });
  return { puts: () => calls.filter((c) => c.method === 'PUT').map((c) => c.body as Record<string, unknown>) };
}

describe('Templates → Management editor', { timeout: 20_000 }, () => {
  it('puts a 422’s messages on their fields, saves nothing, then saves the next version', async () => {
    let reply: RouteReply = invalid([
      { path: 'name', message: TEMPLATE_COPY.nameTaken },
      { path: 'document.rules.0.perUnitMinutes', message: TEMPLATE_COPY.perUnitTooLarge },
    ]);
    const { puts } = open(() => reply);
    const user = userEvent.setup();
    // The screen waits for who is signed in (the dashboard's guard does in the app).
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('heading', { level: 1, name: 'Microsoft 365 migration' })).toBeTruthy();

    // The scope editor with a "scales with" control under the scaled lines.
    const perUnit = screen.getByRole('spinbutton', { name: 'Time per user for Move mailboxes' });
    expect((perUnit as HTMLInputElement).value).toBe('30');
    expect(screen.getByTestId('scaled-hours').textContent).toBe('= 6 h at the defaults');
    await user.clear(perUnit);
    await user.type(perUnit, '45');
    expect(screen.getByTestId('scaled-hours').textContent).toBe('= 8.5 h at the defaults');

    await user.clear(name);
    await user.paste('Microsoft 365 migration (small office)');
    expect(screen.getByTestId('editor-save-state').textContent).toBe('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByTestId('template-error-summary');
    expect(summary.textContent).toContain('2 fields need attention');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(TEMPLATE_COPY.nameTaken, { selector: 'p' })).toBeTruthy();
    const scaling = screen
      .getAllByTestId('scales-with')
      .find((row) => within(row).queryByText(TEMPLATE_COPY.perUnitTooLarge));
    expect(scaling).toBeTruthy();
    expect(within(scaling!).getByRole('spinbutton').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('editor-save-state').textContent).toBe('Unsaved changes');

    const sent = puts()[0]!;
    expect(sent.baseVersion).toBe(3);
    expect(sent.name).toBe('Microsoft 365 migration (small office)');
    expect((sent.document as { rules: unknown[] }).rules).toEqual([
      { lineId: IDS.moveMailboxes, unit: 'users', mode: 'hours', perUnitMinutes: 45 },
      { lineId: IDS.licences, unit: 'users', mode: 'quantity', perUnitMinutes: 0 },
    ]);

    reply = { status: 200, body: templateDetail({ name: 'Microsoft 365 migration (small office)', version: 4 }) };
    await user.type(name, ' ');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved as version 4.'));
    expect(screen.queryByTestId('template-error-summary')).toBeNull();
    expect(screen.getByTestId('editor-save-state').textContent).toBe('All changes saved');
    expect(screen.getByText('v4')).toBeTruthy();
  });

  it('checks the domain’s rules before sending: a negative time per unit is refused on its line', async () => {
    const { puts } = open(() => ({ status: 200, body: templateDetail() }));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    const perUnit = screen.getByRole('spinbutton', { name: 'Time per user for Move mailboxes' });
    await user.clear(perUnit);
    await user.type(perUnit, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEMPLATE_COPY.perUnitNegative, { selector: '[role="alert"]' })).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('prices a line that scales at the defaults: 1 h + 10 users × 30 min is 6 h, not its 1 h base', async () => {
    open(() => ({ status: 200, body: templateDetail() }));
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    const amountOf = (name: string) => {
      const row = screen
        .getAllByTestId('scope-line')
        .find((line) => within(line).queryByDisplayValue(name) ?? within(line).queryByText(name));
      return row ? within(row).getByTestId('line-amount').textContent : null;
    };
    await waitFor(() => expect(amountOf('Move mailboxes')).toContain('$900.00'));
    // The licence line's quantity follows the users variable: 10 × $22.00 a month.
    expect(amountOf('Microsoft 365 Business Premium')).toContain('$220.00');
  });

  it('says when someone else saved meanwhile and reloads their version', async () => {
    open(() => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: TEMPLATE_COPY.staleVersion, requestId: 'req-2' } },
    }));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: a newer version exists')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Microsoft 365 migration'));
    expect(screen.queryByText('Not saved: a newer version exists')).toBeNull();
  });

  it('shows a template an admin may not change read-only, without buttons that would fail', async () => {
    stubFetchByPath({
      'GET /api/me': { status: 200, body: signedInAs('msp_admin', { isReadOnly: true }) },
      'GET /api/templates': { status: 200, body: templateList([]) },
      [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
    });
    renderRoute(<TemplatesScreen serviceLibrary={() => null} />, {
      path: '/dashboard/templates/*',
      at: `/dashboard/templates/management?id=${IDS.template}`,
    });
    await screen.findByText(/This workspace is read-only/, {}, { timeout: 5000 });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/This workspace is read-only/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add variable' })).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toBeTruthy();
  });
});
