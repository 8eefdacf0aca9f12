import {
  BILLING_FREQUENCY_LABELS,
  CATALOG_COPY as COPY,
  CATALOG_ITEM_KIND_LABELS,
  DEFAULT_CATALOG_ITEMS,
  formatMoney,
  serialiseCatalogCsv,
  type CatalogImportResult,
} from '@scopewright/domain';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { describeApiError } from '@/lib/mutation-error-toast';
import { useImportCatalog } from '@/data/catalog';

const MAX_FILE_BYTES = 900_000;
const PREVIEW_ROWS = 50;

/** CSV import: choose a file, see what each row will do and every problem, then import all rows or none. */
export function CatalogImportDialog({ currency, onClose }: { currency: string; onClose: () => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<CatalogImportResult | null>(null);
  const importer = useImportCatalog({ errorToast: false });
  const fileId = useId();
  const templateHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(serialiseCatalogCsv(DEFAULT_CATALOG_ITEMS.slice(0, 3)))}`,
    [],
  );

  const check = (text: string) =>
    importer.mutate(
      { csv: text, dryRun: true },
      { onSuccess: setResult, onError: (error) => setFileError(describeApiError(error)) },
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    setFileError(null);
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError(COPY.importFileTooLarge);
    try {
      const text = await file.text();
      setCsv(text);
      check(text);
    } catch {
      setFileError(COPY.importFileUnreadable);
    }
  };

  const commit = () => {
    if (!csv) return;
    importer.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (done) => {
          toast.success(COPY.importDone(done.created, done.updated));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && Array.isArray(error.details) && result) {
            setResult({ ...result, errors: error.details as CatalogImportResult['errors'] });
          } else setFileError(describeApiError(error));
        },
      },
    );
  };

  const valid = result !== null && result.errors.length === 0 && result.rows.length > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
        <DialogTitle>{COPY.importTitle}</DialogTitle>
        <DialogDescription>{COPY.importIntro}</DialogDescription>
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={fileId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium shadow-xs hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <FileUp className="size-4" aria-hidden /> {COPY.importFileLabel}
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(e) => void choose(e)}
            />
          </label>
          <a
            className="text-sm text-brand-ink underline-offset-4 hover:underline"
            href={templateHref}
            download="catalog-template.csv"
          >
            {COPY.importTemplate}
          </a>
        </div>
        <div aria-live="polite" className="grid gap-3">
          {importer.isPending && (
            <p className="text-sm text-muted-foreground">{result ? COPY.importCommitting : COPY.importChecking}</p>
          )}
          {fileError && (
            <p role="alert" className="text-sm text-destructive">
              {fileError}
            </p>
          )}
          {result && <ImportPreview result={result} currency={currency} />}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {COPY.cancel}
          </Button>
          <Button disabled={!valid || importer.isPending} onClick={commit}>
            {COPY.importCommit(result?.rows.length ?? 0)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ImportPreview({ result, currency }: { result: CatalogImportResult; currency: string }) {
  const th = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground';
  return (
    <>
      <p className="text-sm font-medium">
        {result.errors.length > 0 ? (
          <span className="text-destructive">{COPY.importHasErrors(result.errors.length)}</span>
        ) : (
          COPY.importSummary(result.created, result.updated)
        )}
      </p>
      {result.ignoredHeaders.length > 0 && (
        <p className="text-xs text-muted-foreground">{COPY.importIgnoredColumns(result.ignoredHeaders)}</p>
      )}
      {result.errors.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-destructive/40">
          <table className="w-full text-sm" aria-label="Problems in the file">
            <thead className="bg-destructive/5">
              <tr>
                <th className={th}>{COPY.importRowLabel}</th>
                <th className={th}>{COPY.importColumnLabel}</th>
                <th className={th}>{COPY.importProblemLabel}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((error, index) => (
                <tr key={index} className="border-t">
                  <td className="px-3 py-2 tabular-nums">{error.row || '—'}</td>
                  <td className="px-3 py-2">{error.column ?? '—'}</td>
                  <td className="px-3 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" aria-label="Rows to import">
            <thead className="bg-muted/40">
              <tr>
                <th className={th}>{COPY.importRowLabel}</th>
                <th className={th}>{COPY.nameLabel}</th>
                <th className={th}>{COPY.kindLabel}</th>
                <th className={`${th} text-right`}>{COPY.unitPriceLabel}</th>
                <th className={th}>{COPY.importActionLabel}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.slice(0, PREVIEW_ROWS).map(({ row, action, item }) => (
                <tr key={row} className="border-t">
                  <td className="px-3 py-2 tabular-nums">{row}</td>
                  <td className="px-3 py-2">{item.name}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{CATALOG_ITEM_KIND_LABELS[item.kind]}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(item.unitPriceCents, currency, { frequency: item.frequency })}
                    <span className="sr-only"> {BILLING_FREQUENCY_LABELS[item.frequency]}</span>
                  </td>
                  <td className="px-3 py-2">
                    {action === 'create' ? COPY.importActionCreate : COPY.importActionUpdate}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.rows.length > PREVIEW_ROWS && (
            <p className="border-t px-3 py-2 text-xs text-muted-foreground">
              {COPY.importMoreRows(result.rows.length - PREVIEW_ROWS)}
            </p>
          )}
        </div>
      )}
    </>
  );
}
