import { CLIENT_COPY, parseClientCsv } from '@scopewright/domain';
import { render as rtlRender, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { ImportClientsDialog } from './import-clients-dialog';
import { ImportPreview } from './import-preview';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

const csvFile = (text: string) => new File([text], 'clients.csv', { type: 'text/csv' });
const openDialog = () =>
  renderRoute(<ImportClientsDialog open onOpenChange={() => undefined} />, { path: '/dashboard/clients' });

describe('import preview', () => {
  it('puts rows with problems first, outlines each bad cell and lists its message', () => {
    const { rows } = parseClientCsv('Name,Email\nGood Co,a@good.test\nBad Co,nope\n');
    rtlRender(<ImportPreview rows={rows} />);
    const bad = screen.getByTestId('import-row-3');
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(within(bad).getByText('nope').getAttribute('title')).toBe(CLIENT_COPY.emailInvalid);
    expect(screen.getByText(CLIENT_COPY.emailInvalid)).toBeTruthy();
    expect(screen.getByTestId('import-row-2').hasAttribute('aria-invalid')).toBe(false);
    const order = screen
      .getAllByRole('row')
      .map((r) => r.getAttribute('data-testid'))
      .filter(Boolean);
    expect(order).toEqual(['import-row-3', 'import-row-2']);
  });
});

describe('import dialog', () => {
  it('keeps Import disabled while the file has problems, and never sends it', async () => {
    const calls = stubFetchByPath({});
    openDialog();
    await userEvent.upload(
      screen.getByLabelText(CLIENT_COPY.chooseFile),
      csvFile('Name,Email\nA,a@a.test\n,b@b.test\n'),
    );
    expect(await screen.findByText(CLIENT_COPY.importFixErrors(1))).toBeTruthy();
    expect((screen.getByRole('button', { name: CLIENT_COPY.importButton(2) }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls).toEqual([]);
  });

  it('shows the server’s row problems from the dry run (a name already taken)', async () => {
    stubFetchByPath({
      'POST /api/clients/import': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION',
            message: CLIENT_COPY.importFailed,
            requestId: 'r1',
            details: [{ path: 'rows.0.name', message: CLIENT_COPY.nameTaken('Acme') }],
          },
        },
      },
    });
    openDialog();
    await userEvent.upload(screen.getByLabelText(CLIENT_COPY.chooseFile), csvFile('Name\nAcme\n'));
    expect(await screen.findByText(CLIENT_COPY.nameTaken('Acme'))).toBeTruthy();
    expect((screen.getByRole('button', { name: CLIENT_COPY.importButton(1) }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('checks with a dry run, then imports every row and says how many', async () => {
    const calls = stubFetchByPath({
      'POST /api/clients/import': (_url, body) => {
        const { rows, dryRun } = body as { rows: unknown[]; dryRun: boolean };
        return { status: 200, body: { dryRun, created: dryRun ? 0 : rows.length, valid: rows.length } };
      },
    });
    openDialog();
    await userEvent.upload(
      screen.getByLabelText(CLIENT_COPY.chooseFile),
      csvFile('Name,City\nAcme,Leeds\nBeta,York\n'),
    );
    const button = await screen.findByRole('button', { name: CLIENT_COPY.importButton(2) });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(CLIENT_COPY.importDone(2)));
    expect(calls.map((c) => (c.body as { dryRun: boolean }).dryRun)).toEqual([true, false]);
    expect((calls[1]!.body as { rows: unknown[] }).rows).toEqual([
      { name: 'Acme', city: 'Leeds' },
      { name: 'Beta', city: 'York' },
    ]);
  });
});
