import {
  EMAIL_TEMPLATE_FIELDS,
  EMAIL_TEMPLATES_SCREEN_COPY as COPY,
  type EmailTemplateField,
} from '@scopewright/domain';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailTemplateVersion, type EmailTemplateDraft } from '@/data/email-templates';
import { cn } from '@/lib/utils';
import { compareLines, type DiffRow } from './line-diff';

const LABELS: Record<EmailTemplateField, string> = {
  subject: COPY.subjectLabel,
  htmlBody: COPY.htmlLabel,
  textBody: COPY.textLabel,
};

function DiffTable({ rows, label }: { rows: DiffRow[]; label: string }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full border-collapse font-mono text-xs leading-5" aria-label={label}>
        <tbody>
          {rows.map((row, i) =>
            row.kind === 'skipped' ? (
              <tr key={i} className="bg-muted/50 text-muted-foreground">
                <td colSpan={3} className="px-3 py-0.5 text-center font-sans">
                  {`… ${row.count} unchanged ${row.count === 1 ? 'line' : 'lines'} …`}
                </td>
              </tr>
            ) : (
              <tr
                key={i}
                className={cn(
                  row.kind === 'added' && 'bg-emerald-50 dark:bg-emerald-950/50',
                  row.kind === 'removed' && 'bg-red-50 dark:bg-red-950/50',
                )}
              >
                <td className="w-10 px-2 text-right text-muted-foreground select-none tabular-nums">
                  {row.oldNo ?? ''}
                </td>
                <td className="w-10 px-2 text-right text-muted-foreground select-none tabular-nums">
                  {row.newNo ?? ''}
                </td>
                <td className="px-2 break-all whitespace-pre-wrap">
                  <span className="sr-only">
                    {row.kind === 'added' ? 'added: ' : row.kind === 'removed' ? 'removed: ' : ''}
                  </span>
                  <span aria-hidden className="mr-1 select-none">
                    {row.kind === 'added' ? '+' : row.kind === 'removed' ? '−' : ' '}
                  </span>
                  {row.text}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One version against the current saved content, field by field, as a line diff. */
export function CompareDialog({
  templateId,
  versionNo,
  current,
  onClose,
}: {
  templateId: string;
  versionNo: number | null;
  current: EmailTemplateDraft;
  onClose: () => void;
}) {
  const version = useEmailTemplateVersion(templateId, versionNo);
  const diffs = version.data
    ? EMAIL_TEMPLATE_FIELDS.map((field) => ({ field, rows: compareLines(version.data[field], current[field]) }))
    : [];
  const changed = diffs.filter((diff) => diff.rows.length > 0);
  return (
    <Dialog open={versionNo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogTitle>{versionNo !== null ? COPY.compareTitle(versionNo) : ''}</DialogTitle>
        <DialogDescription>{COPY.compareHint}</DialogDescription>
        {version.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-40" />
          </div>
        ) : version.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {version.error.message}
          </p>
        ) : changed.length === 0 ? (
          <p className="text-sm text-muted-foreground">{COPY.noDifferences}</p>
        ) : (
          <div className="grid gap-4" data-testid="version-diff">
            {changed.map(({ field, rows }) => (
              <section key={field} className="grid gap-1.5">
                <h3 className="text-sm font-medium">{LABELS[field]}</h3>
                <DiffTable rows={rows} label={COPY.diffField(LABELS[field])} />
              </section>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
