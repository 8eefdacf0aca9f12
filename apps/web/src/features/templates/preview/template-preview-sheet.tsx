import {
  FIGURE_LABELS,
  formatHours,
  formatMoney,
  TEMPLATE_COPY,
  TEMPLATE_SCREEN_COPY as COPY,
  type TemplateDocument,
  type TemplateValues,
} from '@scopewright/domain';
import { Copy, Download, FilePlus, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TemplateAnswerFields, useTemplateAnswers } from '@/components/template-picker';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import {
  downloadTemplateExport,
  useDuplicateTemplate,
  useTemplate,
  useTemplatePreview,
  type TemplateRecord,
} from '@/data/templates';
import { LoadError } from '../shared/load-error';
import { saveFile } from '../shared/save-file';
import { TemplateBadges } from '../shared/template-badges';
import { managementLink } from '../shared/template-links';
import { useTemplateAccess } from '../use-template-access';
import { previewFigures } from './preview-figures';
import { StartQuoteDialog } from './start-quote-dialog';

/**
 * A template's phases, hours and prices at the workspace's rates with the answers given, and what the viewer may
 * do with it: start a quote, copy a global one into the workspace, open it in the editor, export it.
 */
export function TemplatePreviewSheet({ templateId, onClose }: { templateId: string | null; onClose: () => void }) {
  return (
    <Sheet open={templateId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full gap-0 sm:w-[36rem]" aria-describedby={undefined}>
        {templateId && <PreviewBody key={templateId} templateId={templateId} />}
      </SheetContent>
    </Sheet>
  );
}

function PreviewBody({ templateId }: { templateId: string }) {
  const template = useTemplate(templateId);
  if (template.isPending)
    return (
      <div className="grid gap-3 p-5" aria-busy="true">
        <SheetTitle className="sr-only">{COPY.preview}</SheetTitle>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-40" />
      </div>
    );
  if (template.isError)
    return (
      <div className="p-5">
        <SheetTitle className="sr-only">{COPY.preview}</SheetTitle>
        <LoadError title={COPY.templateLoadFailed} error={template.error} onRetry={() => void template.refetch()} />
      </div>
    );
  return <PreviewContent template={template.data} />;
}

function PreviewContent({ template }: { template: TemplateRecord }) {
  const id = useId();
  const access = useTemplateAccess();
  const navigate = useNavigate();
  const document: TemplateDocument = template.document;
  const answers = useTemplateAnswers(document.variables);
  const [starting, setStarting] = useState<TemplateValues | null>(null);
  const duplicate = useDuplicateTemplate();
  const usable = !template.archivedAt && (template.scope === 'workspace' || template.isPublished);

  const copyToMine = () =>
    duplicate.mutate(template.id, {
      onSuccess: (copy) => {
        toast.success(COPY.copied(copy.name));
        void navigate(managementLink({ id: copy.id }));
      },
    });
  const exportJson = async () => {
    const file = await downloadTemplateExport(template.id).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : String(error));
      return null;
    });
    if (!file) return;
    const name = file.fileName ?? `${template.name}.json`;
    saveFile(file.blob, name);
    toast.success(COPY.exported(name));
  };
  const startQuote = async () => {
    const values = await answers.submit();
    if (values) setStarting(values);
  };

  return (
    <>
      <div className="border-b px-5 pt-5 pb-4 pr-12">
        <SheetTitle className="text-base font-semibold">{template.name}</SheetTitle>
        <SheetDescription>{COPY.previewDescription}</SheetDescription>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {template.category && <Badge variant="outline">{template.category}</Badge>}
          <TemplateBadges template={template} showGlobal />
          <span className="text-xs text-muted-foreground">
            {COPY.version(template.version)} · {COPY.usedCount(template.usageCount)}
          </span>
        </div>
        {template.description && (
          <p className="mt-2 text-[13px] leading-5 text-muted-foreground">{template.description}</p>
        )}
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
        {template.archivedAt && <p className="text-[13px] text-muted-foreground">{COPY.archivedReadOnly}</p>}
        {document.variables.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-semibold">{COPY.previewAnswers}</legend>
            <TemplateAnswerFields variables={document.variables} form={answers.form} idPrefix={`${id}-answer`} />
          </fieldset>
        )}
        {usable ? (
          <PricedPhases template={template} values={answers.values} currency={access.currency} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {template.archivedAt ? TEMPLATE_COPY.archivedNotUsable : TEMPLATE_COPY.unpublishedNotUsable}
          </p>
        )}
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t px-5 py-3">
        <Button variant="ghost" onClick={() => void exportJson()}>
          <Download aria-hidden /> {COPY.exportJson}
        </Button>
        {template.canEdit && access.canEdit && (
          <Button variant="outline" asChild>
            <Link to={managementLink({ id: template.id, platform: access.isSuperAdmin })}>
              <Pencil aria-hidden /> {COPY.openInEditor}
            </Link>
          </Button>
        )}
        {template.scope === 'global' && access.canCreate && !access.isSuperAdmin && (
          <Button variant="outline" onClick={copyToMine} disabled={duplicate.isPending}>
            <Copy aria-hidden /> {COPY.copyToMine}
          </Button>
        )}
        {usable && access.canStartQuote && (
          <Button onClick={() => void startQuote()}>
            <FilePlus aria-hidden /> {COPY.startQuote}
          </Button>
        )}
      </div>
      {starting && <StartQuoteDialog template={template} values={starting} onClose={() => setStarting(null)} />}
    </>
  );
}

/** The phases with their hours and prices, from POST …/apply at the workspace's rates (refetched as answers change). */
function PricedPhases({
  template,
  values,
  currency,
}: {
  template: TemplateRecord;
  values: TemplateValues | null;
  currency: string;
}) {
  const requested = useDebouncedValue(values, 250);
  const preview = useTemplatePreview(
    template.id,
    { values: requested ?? {}, sectionIds: null },
    { enabled: requested !== null },
  );
  const stale = values === null || preview.isPlaceholderData || JSON.stringify(values) !== JSON.stringify(requested);

  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {COPY.previewFailed} {preview.error.message}
      </p>
    );
  if (!preview.data)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={COPY.previewHeading}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-8" />
        ))}
      </div>
    );
  const figures = previewFigures(template.document.content, preview.data.sections);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <section aria-labelledby="preview-heading" aria-busy={stale} className="grid gap-2">
      <h3 id="preview-heading" className="text-sm font-semibold">
        {COPY.previewHeading}
      </h3>
      <table
        className={cn('w-full text-[13px] transition-opacity', stale && 'opacity-60')}
        data-testid="preview-phases"
      >
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="py-1.5 pr-3 text-left font-medium">{COPY.previewPhase}</th>
            <th className="py-1.5 pr-3 text-right font-medium">{COPY.previewHours}</th>
            <th className="py-1.5 text-right font-medium">{COPY.previewPrice}</th>
          </tr>
        </thead>
        <tbody>
          {figures.phases.map((phase) => (
            <tr key={phase.id} className="border-b align-top">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="font-medium">{phase.name}</span>
                {phase.lineNames.length > 0 && (
                  <span className="mt-0.5 block text-xs text-muted-foreground">{phase.lineNames.join(' · ')}</span>
                )}
              </th>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{formatHours(phase.minutes)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {money(phase.oneTimeCents)}
                {phase.monthlyCents !== 0 && (
                  <span className="block text-xs text-muted-foreground">
                    + {formatMoney(phase.monthlyCents, currency, { frequency: 'monthly' })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={cn('grid gap-1 text-[13px] transition-opacity', stale && 'opacity-60')}>
        <Figure label={COPY.previewTotalHours} value={formatHours(figures.laborMinutes)} testId="preview-hours" />
        <Figure label={FIGURE_LABELS.oneTime} value={money(figures.oneTimeCents)} testId="preview-one-time" strong />
        {figures.recurring.map((figure) => (
          <Figure
            key={figure.frequency}
            label={figure.label}
            value={formatMoney(figure.cents, currency, { frequency: figure.frequency })}
            testId={`preview-${figure.frequency}`}
            strong
          />
        ))}
      </dl>
      {figures.recurring.length === 0 && <p className="text-xs text-muted-foreground">{COPY.previewRecurringNone}</p>}
    </section>
  );
}

function Figure({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
