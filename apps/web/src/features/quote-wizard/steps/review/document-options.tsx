import {
  BRANDING_COPY as COPY,
  type BrandingSection,
  type QuoteBrandingOverrides,
  WIZARD_COPY,
} from '@scopewright/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useQuoteBranding, useSaveQuoteBranding } from '@/data/quote-documents';
import type { AutosaveStatus } from '../../autosave/autosave-machine';

interface DocumentOptionsProps {
  quoteId: string;
  canEdit: boolean;
  flush: () => Promise<AutosaveStatus>;
  getLockVersion: () => number;
  /** The autosave continues from the lock version this save moved the draft to. */
  onLockVersion?: (lockVersion: number) => void;
}

/** Review step: this quote's cover page and section visibility, over the workspace's branding defaults. */
export function DocumentOptions({ quoteId, canEdit, flush, getLockVersion, onLockVersion }: DocumentOptionsProps) {
  const titleId = useId();
  const query = useQuoteBranding(quoteId);
  const save = useSaveQuoteBranding(quoteId, async () => {
    const status = await flush();
    if (status.kind === 'error') throw new Error(status.message);
    if (status.kind === 'stopped') throw new Error(WIZARD_COPY.autosavePaused);
    return getLockVersion();
  });
  const saveOverrides = (overrides: QuoteBrandingOverrides) =>
    save.mutate(overrides, {
      onSuccess: (view) => {
        onLockVersion?.(view.lockVersion);
        toast.success(COPY.documentOptionsSaved);
      },
    });

  const view = query.data;
  const isLocked = !canEdit || !view || view.isFrozen || save.isPending;
  const change = (patch: { coverPage?: boolean; sections?: BrandingSection[] }) => {
    if (!view) return;
    saveOverrides({ ...view.overrides, ...patch });
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-base font-semibold">
          {COPY.documentOptionsTitle}
        </h2>
        <p className="text-[13px] text-muted-foreground">
          {view?.isFrozen ? COPY.documentOptionsFrozen : COPY.documentOptionsIntro}
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError || !view ? (
        <p role="alert" className="text-sm text-destructive">
          {COPY.documentOptionsLoadFailed}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-busy={save.isPending}>
          <OptionRow
            label={COPY.coverLabel}
            checked={view.effective.coverPage}
            disabled={isLocked}
            onChange={(coverPage) => change({ coverPage })}
          />
          {view.effective.sections.map((section) => (
            <OptionRow
              key={section.key}
              label={COPY.sectionNames[section.key] ?? section.key}
              checked={section.visible}
              disabled={isLocked}
              onChange={(visible) =>
                change({
                  sections: view.effective.sections.map((s) => (s.key === section.key ? { ...s, visible } : s)),
                })
              }
            />
          ))}
        </ul>
      )}
      {view && !view.isFrozen && canEdit && Object.keys(view.overrides).length > 0 && (
        <div>
          <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => saveOverrides({})}>
            {COPY.documentOptionsReset}
          </Button>
        </div>
      )}
    </section>
  );
}

function OptionRow(props: { label: string; checked: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2.5">
      <label htmlFor={id} className="text-sm">
        {props.label}
      </label>
      <Switch id={id} checked={props.checked} disabled={props.disabled} onCheckedChange={props.onChange} />
    </li>
  );
}
