import {
  formatHours,
  SCOPE_UNIT_LABELS,
  TEMPLATE_SCREEN_COPY as COPY,
  type TemplateDocument,
  type TemplateValues,
} from '@scopewright/domain';
import { ArrowLeft, Globe, LayoutTemplate, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useTemplate, useTemplates, type TemplateRecord, type TemplateSummaryRecord } from '@/data/templates';
import { TemplateAnswerFields, useTemplateAnswers } from './template-answers';
import { templateHours } from './template-hours';

/** What the picker hands back: the template, the answers by unit, and the chosen sections (null: all of them). */
export interface TemplatePickerResult {
  templateId: string;
  /** The template's name, for the caller's own messages. */
  templateName: string;
  values: TemplateValues;
  sectionIds: string[] | null;
}

export interface TemplatePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (result: TemplatePickerResult) => void | Promise<void>;
  /** The confirm button: "Insert template", "Use template" … */
  confirmLabel: string;
  title?: string;
  description?: string;
  /** Let the user leave out some of the template's sections (a phase block); on by default. */
  chooseSections?: boolean;
  /** The caller's request is running: the confirm button waits. */
  pending?: boolean;
  /**
   * The caller's failed request: a 422 naming `values.<unit>` shows on that answer, anything else above the
   * buttons.
   */
  error?: unknown;
  /** Selected when the dialog opens. */
  initialTemplateId?: string | null;
  onCloseAutoFocus?: (event: Event) => void;
}

type PickerScope = keyof typeof COPY.pickerScopes;

/**
 * Search and pick a template (the workspace's and the Library's, not archived), choose its sections and answer
 * its questions with a live labour figure; the caller decides what to do with the answer (a new quote, "Insert
 * template").
 */
export function TemplatePickerDialog({
  open,
  onOpenChange,
  title = COPY.pickerTitle,
  description = COPY.pickerDescription,
  onCloseAutoFocus,
  ...rest
}: TemplatePickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[92dvh] max-w-4xl flex-col gap-4 overflow-hidden p-4 sm:p-6"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="pr-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="mt-1">{description}</DialogDescription>
        </div>
        {open && <PickerBody {...rest} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type BodyProps = Omit<
  TemplatePickerDialogProps,
  'open' | 'onOpenChange' | 'title' | 'description' | 'onCloseAutoFocus'
> & {
  onCancel: () => void;
};

function PickerBody({ initialTemplateId = null, ...rest }: BodyProps) {
  const [selectedId, setSelectedId] = useState<string | null>(initialTemplateId);
  const template = useTemplate(selectedId);
  return (
    <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
      <div className={cn('min-h-0 min-w-0 flex-col gap-2', selectedId ? 'hidden md:flex' : 'flex')}>
        <TemplateList selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      <div className={cn('min-h-0 min-w-0 flex-col', selectedId ? 'flex' : 'hidden md:flex')}>
        {selectedId === null ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
            <LayoutTemplate className="size-5" aria-hidden />
            {COPY.pickerChoose}
          </div>
        ) : template.isPending ? (
          <ConfigSkeleton />
        ) : template.isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
            {COPY.templateLoadFailed}
            <Button variant="outline" size="sm" onClick={() => void template.refetch()}>
              {COPY.tryAgain}
            </Button>
          </div>
        ) : (
          <TemplateConfig
            key={template.data.id}
            template={template.data}
            onBack={() => setSelectedId(null)}
            {...rest}
          />
        )}
      </div>
    </div>
  );
}

function TemplateList({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [scope, setScope] = useState<PickerScope>('all');
  const search = useDebouncedValue(q.trim(), 200);
  const list = useTemplates({
    archived: 'false',
    sort: 'name',
    q: search || undefined,
    scope: scope === 'all' ? undefined : scope,
  });
  // A super admin's list holds unpublished global templates: never offered for a quote.
  const items = list.items.filter((item) => item.scope === 'workspace' || item.isPublished);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const loaded = list.isSuccess;
  // A template chosen before the list arrived (the caller's `initialTemplateId`) is scrolled into sight once.
  useEffect(() => {
    if (loaded) listRef.current?.querySelector('input:checked')?.scrollIntoView?.({ block: 'nearest' });
  }, [loaded]);

  return (
    <>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          aria-label={COPY.pickerSearchLabel}
          placeholder={COPY.searchPlaceholder}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <div role="group" aria-label={COPY.pickerScopeLabel} className="flex gap-1 rounded-md bg-muted p-0.5">
        {(Object.keys(COPY.pickerScopes) as PickerScope[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={scope === value}
            onClick={() => setScope(value)}
            className={cn(
              'flex-1 rounded px-2 py-1 text-xs font-medium text-muted-foreground outline-none focus-visible:outline-2 focus-visible:outline-ring',
              scope === value && 'bg-card text-foreground shadow-xs',
            )}
          >
            {COPY.pickerScopes[value]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className="grid gap-1.5" aria-busy="true" aria-label={COPY.pickerListLabel}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="grid gap-2 rounded-lg border px-3 py-3 text-sm">
          {COPY.loadFailed}
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void list.refetch()}>
            {COPY.tryAgain}
          </Button>
        </div>
      ) : (
        <fieldset
          ref={listRef}
          className="min-h-0 min-w-0 flex-1 overflow-y-auto rounded-lg border md:max-h-[55dvh]"
          aria-busy={list.isFetching}
        >
          <legend className="sr-only">{COPY.pickerListLabel}</legend>
          {items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {search || scope !== 'all' ? COPY.pickerNoMatches : COPY.pickerEmpty}
            </p>
          ) : (
            <ul className="divide-y">
              {items.map((item) => (
                <li key={item.id}>
                  <TemplateOption item={item} name={id} checked={item.id === selectedId} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton
            variant="ghost"
            size="sm"
            className="w-full rounded-none border-t"
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={list.fetchNextPage}
            label={COPY.loadMore}
          />
        </fieldset>
      )}
    </>
  );
}

function TemplateOption({
  item,
  name,
  checked,
  onSelect,
}: {
  item: TemplateSummaryRecord;
  name: string;
  checked: boolean;
  onSelect: (id: string) => void;
}) {
  const inputId = `${name}-${item.id}`;
  const units = item.variables.map((variable) => variable.unit);
  return (
    <label
      htmlFor={inputId}
      data-testid="picker-template"
      className={cn(
        'flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-accent has-[:focus-visible]:bg-accent',
        checked && 'bg-brand-soft/60 hover:bg-brand-soft/60',
      )}
    >
      <input
        id={inputId}
        type="radio"
        name={name}
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={() => onSelect(item.id)}
        // A click on the chosen one (with the keyboard: Space) shows it again on a phone.
        onClick={() => onSelect(item.id)}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-medium">
          <span className="min-w-0 truncate">{item.name}</span>
          {item.scope === 'global' && (
            <Globe className="size-3.5 shrink-0 text-muted-foreground" aria-label={COPY.globalBadge} />
          )}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {[item.category || null, COPY.sections(item.sectionCount), COPY.hours(item.laborMinutes)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {units.length > 0 && (
          <span className="block truncate text-xs text-muted-foreground">{COPY.scalesWithUnits(units)}</span>
        )}
      </span>
    </label>
  );
}

function TemplateConfig({
  template,
  onBack,
  onConfirm,
  onCancel,
  confirmLabel,
  chooseSections = true,
  pending = false,
  error,
}: Omit<BodyProps, 'initialTemplateId'> & { template: TemplateRecord; onBack: () => void }) {
  const id = useId();
  const document: TemplateDocument = template.document;
  const sections = document.content.sections;
  const [chosen, setChosen] = useState<string[]>(() => sections.map((section) => section.id));
  const answers = useTemplateAnswers(document.variables);

  // The caller's failed request: a 422's details on the answers they name, anything else in the alert.
  const namesAnswers =
    isApiError(error) &&
    Array.isArray(error.details) &&
    (error.details as { path?: unknown }[]).some((d) => typeof d.path === 'string' && d.path.startsWith('values.'));
  const submitError = error && !namesAnswers ? (error instanceof Error ? error.message : String(error)) : null;
  useEffect(() => {
    if (namesAnswers) answers.form.showServerErrors(error);
    // The form is stable for this template (keyed by it); only a new error re-runs this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const allChosen = chosen.length === sections.length;
  const sectionIds = allChosen ? null : sections.filter((s) => chosen.includes(s.id)).map((s) => s.id);
  const hours = answers.values ? templateHours(document, answers.values, sectionIds) : null;
  const bySection = hours?.ok ? hours.bySection : null;
  const requestId = isApiError(error) ? error.requestId : null;

  const toggle = (sectionId: string) =>
    setChosen((current) =>
      current.includes(sectionId) ? current.filter((x) => x !== sectionId) : [...current, sectionId],
    );

  const confirm = async () => {
    const values = await answers.submit();
    if (!values || chosen.length === 0) return;
    if (hours && !hours.ok) return;
    await onConfirm({ templateId: template.id, templateName: template.name, values, sectionIds });
  };

  return (
    <form
      className="flex min-h-0 flex-1 flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto pr-1">
        <div>
          <Button type="button" variant="ghost" size="sm" className="-ml-2 md:hidden" onClick={onBack}>
            <ArrowLeft aria-hidden /> {COPY.pickerBack}
          </Button>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold">{template.name}</h3>
            {template.scope === 'global' && <Badge variant="muted">{COPY.globalBadge}</Badge>}
            {template.category && <Badge variant="outline">{template.category}</Badge>}
          </div>
          {template.description && (
            <p className="mt-1 line-clamp-3 text-[13px] text-muted-foreground">{template.description}</p>
          )}
        </div>

        {chooseSections && sections.length > 1 && (
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold">{COPY.pickerSectionsLabel}</legend>
            <ul className="divide-y rounded-lg border">
              {sections.map((section) => (
                <li
                  key={section.id}
                  className="flex items-center gap-3 px-3 hover:bg-accent has-[:focus-visible]:bg-accent"
                >
                  <input
                    id={`${id}-section-${section.id}`}
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={chosen.includes(section.id)}
                    onChange={() => toggle(section.id)}
                  />
                  <label
                    htmlFor={`${id}-section-${section.id}`}
                    className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-3 py-2 text-sm"
                  >
                    <span className="min-w-0 truncate">{section.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {bySection ? formatHours(bySection[section.id] ?? 0) : '—'}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {chosen.length === 0 && (
              <p role="alert" className="text-[13px] text-destructive">
                {COPY.pickerNoSections}
              </p>
            )}
          </fieldset>
        )}

        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-semibold">{COPY.pickerQuestions}</legend>
          <TemplateAnswerFields variables={document.variables} form={answers.form} idPrefix={`${id}-answer`} />
        </fieldset>
        {hours && !hours.ok && (
          <p role="alert" className="text-[13px] text-destructive">
            {hours.message}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm" aria-live="polite">
          <span className="text-muted-foreground">{COPY.pickerHoursLabel} </span>
          <span className="font-semibold tabular-nums" data-testid="picker-hours">
            {hours?.ok ? formatHours(hours.minutes) : '—'}
          </span>
          {document.variables.length > 0 && (
            <span className="block text-xs text-muted-foreground">
              {document.variables.map((v) => SCOPE_UNIT_LABELS[v.unit].many).join(', ')} · {COPY.pickerHoursHint}
            </span>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {COPY.pickerCancel}
          </Button>
          <Button type="submit" disabled={pending || chosen.length === 0}>
            {confirmLabel}
          </Button>
        </div>
      </div>
      {submitError && (
        <p role="alert" className="-mt-1 text-[13px] text-destructive">
          {submitError}
          {requestId && <span className="block text-xs text-muted-foreground">{COPY.requestId(requestId)}</span>}
        </p>
      )}
    </form>
  );
}

function ConfigSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={COPY.pickerTitle}>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-28" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    </div>
  );
}
