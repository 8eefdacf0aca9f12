import { TEMPLATE_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IDS,
  signedInAs,
  templateDetail,
  templateList,
  templateSummary,
} from '@/components/template-picker/template-fixtures';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { TemplatesScreen } from '../templates-screen';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

function open(importReply: (body: unknown) => { status: number; body?: unknown }) {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs('msp_admin') },
    'GET /api/billing': { status: 404, body: {} },
    'GET /api/templates': { status: 200, body: templateList([templateSummary()]) },
    'POST /api/templates/import': (_url, body) => importReply(body),
    [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
  });
  const view = renderRoute(<TemplatesScreen serviceLibrary={() => null} />, {
    path: '/dashboard/templates/*',
    at: '/dashboard/templates/management',
  });
  return { calls, ...view };
}

const jsonFile = (text: string, name = 'export.json') => new File([text], name, { type: 'application/json' });

describe('Templates → Management', { timeout: 20_000 }, () => {
  it('lists the templates with their versions and links each to the editor', async () => {
    open(() => ({ status: 500 }));
    const table = await screen.findByRole('table', { name: 'Management' }, { timeout: 5000 });
    const link = within(table).getByRole('link', { name: 'Microsoft 365 migration' });
    expect(link.getAttribute('href')).toBe(`/dashboard/templates/management?id=${IDS.template}`);
    expect(within(table).getByText('v3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
  });

  it('import: a file that is not a template gets the API’s message on the file field, and nothing is added', async () => {
    const { calls } = open(() => ({
      status: 422,
      body: {
        error: {
          code: 'VALIDATION',
          message: TEMPLATE_COPY.importNotTemplate,
          requestId: 'req-9',
          details: [{ path: 'file', message: TEMPLATE_COPY.importNotTemplate }],
        },
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a template' });
    const input = within(dialog).getByLabelText('Template file');
    await user.upload(input, jsonFile('{"format":"something-else"}'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const message = await within(dialog).findByText(TEMPLATE_COPY.importNotTemplate);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ file: '{"format":"something-else"}' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Import a template' })).toBeTruthy();
  });

  it('import: a good file becomes a template and opens in the editor', async () => {
    const { router } = open(() => ({ status: 201, body: templateDetail({ name: 'Imported' }) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a template' });
    await user.upload(within(dialog).getByLabelText('Template file'), jsonFile('{"format":"scopewright.template"}'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Imported “Imported”.'));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${IDS.template}`));
  });
});
