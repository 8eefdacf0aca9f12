import { DOCUMENT_DOWNLOAD_COPY as COPY } from '@scopewright/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentDownloads } from './document-downloads';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const ID = '11111111-1111-4111-8111-111111111111';

describe('DocumentDownloads', () => {
  let release: (response: Response) => void;
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  const clicked = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockClear();
    clicked.mockClear();
    toast.error.mockClear();
  });

  it('saves pending edits, shows a loading state, then saves the file under the server’s name', async () => {
    const prepare = vi.fn(async () => {});
    render(<DocumentDownloads quoteId={ID} prepare={prepare} />);
    await userEvent.click(screen.getByRole('button', { name: COPY.internalPdf }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(prepare).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/quotes/${ID}/document.pdf?variant=internal`);
    expect(screen.getByRole('button', { name: COPY.preparing }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: COPY.pdf }).disabled).toBe(true);
    release(
      new Response('%PDF-1.3', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="Q-1001-v2-Contoso-internal.pdf"' },
      }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalledWith('Q-1001-v2-Contoso-internal.pdf'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: COPY.pdf }).disabled).toBe(false);
  });

  it('asks for the client Word file and shows the API error in a toast', async () => {
    render(<DocumentDownloads quoteId={ID} prepare={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: COPY.docx }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/quotes/${ID}/document.docx?variant=client`);
    release(
      new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Quote not found.', requestId: 'r1' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining(COPY.failed)));
    expect(clicked).not.toHaveBeenCalled();
  });

  it('does not download when saving the pending edits fails', async () => {
    render(
      <DocumentDownloads
        quoteId={ID}
        prepare={async () => {
          throw new Error('Offline');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: COPY.pdf }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`${COPY.failed}: Offline`));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
