import { CLIENT_COPY, type ImportRowError, type ParsedClientCsv, parseClientCsv } from '@scopewright/domain';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { useImportClients } from '@/data/clients';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { ImportPreview } from './import-preview';

type Check = 'idle' | 'checking' | 'ready' | 'failed';

/** The server's per-cell problems (`rows.<index>.<column>`) added to the parsed rows. */
function withServerErrors(parsed: ParsedClientCsv, error: unknown): ParsedClientCsv | null {
  if (!isApiError(error) || error.status !== 422 || !Array.isArray(error.details)) return null;
  const rows = parsed.rows.map((r) => ({ ...r, errors: [...r.errors] }));
  for (const d of error.details as { path?: string; message?: string }[]) {
    const [, index, field] = /^rows\.(\d+)\.(\w+)$/.exec(d.path ?? '') ?? [];
    const row = rows[Number(index)];
    if (row && field) row.errors.push({ field: field as ImportRowError['field'], message: d.message ?? '' });
  }
  return { ...parsed, rows };
}

/** Choose a CSV → preview with per-row problems (checked here, then by the server) → import all or nothing. */
export function ImportClientsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedClientCsv | null>(null);
  const [check, setCheck] = useState<Check>('idle');
  const importClients = useImportClients({ errorToast: false });
  const badRows = parsed?.rows.filter((r) => r.errors.length > 0).length ?? 0;

  const close = (next: boolean) => {
    if (!next) {
      setParsed(null);
      setFileName(null);
      setCheck('idle');
    }
    onOpenChange(next);
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const result = parseClientCsv(await file.text());
    setParsed(result);
    if (result.fileErrors.length > 0 || result.rows.some((r) => r.errors.length > 0)) return setCheck('failed');
    setCheck('checking');
    try {
      await importClients.mutateAsync({ rows: result.rows.map((r) => r.values), dryRun: true });
      setCheck('ready');
    } catch (error) {
      const merged = withServerErrors(result, error);
      if (merged) setParsed(merged);
      else toastMutationError(error);
      setCheck('failed');
    }
  };

  const runImport = async () => {
    if (!parsed) return;
    try {
      const result = await importClients.mutateAsync({ rows: parsed.rows.map((r) => r.values), dryRun: false });
      toast.success(CLIENT_COPY.importDone(result.created));
      close(false);
    } catch (error) {
      const merged = withServerErrors(parsed, error);
      if (merged) {
        setParsed(merged);
        setCheck('failed');
        toast.error(CLIENT_COPY.importFailed);
      } else toastMutationError(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[92dvh] max-w-4xl overflow-y-auto">
        <DialogTitle>{CLIENT_COPY.importTitle}</DialogTitle>
        <DialogDescription>{CLIENT_COPY.importIntro}</DialogDescription>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" asChild>
            <label htmlFor={inputId} className="cursor-pointer">
              <FileUp aria-hidden /> {fileName ? 'Choose another file' : CLIENT_COPY.chooseFile}
            </label>
          </Button>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={CLIENT_COPY.chooseFile}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {fileName && <span className="truncate text-sm text-muted-foreground">{fileName}</span>}
        </div>
        <div aria-live="polite" className="grid gap-3">
          {parsed?.fileErrors.map((message) => (
            <p key={message} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {message}
            </p>
          ))}
          {parsed && parsed.ignoredColumns.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {CLIENT_COPY.ignoredColumns(parsed.ignoredColumns.join(', '))}
            </p>
          )}
          {parsed && parsed.rows.length > 0 && (
            <p className={badRows > 0 ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
              {check === 'checking'
                ? CLIENT_COPY.importChecking
                : badRows > 0
                  ? CLIENT_COPY.importFixErrors(badRows)
                  : CLIENT_COPY.importReady(parsed.rows.length)}
            </p>
          )}
        </div>
        {parsed && parsed.rows.length > 0 && <ImportPreview rows={parsed.rows} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={importClients.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void runImport()} disabled={check !== 'ready' || importClients.isPending}>
            {importClients.isPending && check === 'ready'
              ? 'Importing…'
              : CLIENT_COPY.importButton(parsed?.rows.length ?? 0)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
