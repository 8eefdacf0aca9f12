import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useEmailTemplateVersions,
  useRestoreEmailTemplateVersion,
  type EmailTemplateDraft,
} from '@/data/email-templates';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { ConfirmDialog } from '../confirm-dialog';
import { CompareDialog } from './compare-dialog';

/** Every version, newest first, each comparable with the current content and restorable as a new version. */
export function VersionsCard({
  templateId,
  current,
  isDirty,
}: {
  templateId: string;
  current: EmailTemplateDraft;
  isDirty: boolean;
}) {
  const versions = useEmailTemplateVersions(templateId);
  const restore = useRestoreEmailTemplateVersion();
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const latest = versions.data?.versions[0]?.versionNo;

  const confirmRestore = () => {
    if (restoring === null) return;
    const no = restoring;
    restore.mutate(
      { id: templateId, no },
      {
        onSuccess: (template) => {
          setRestoring(null);
          toast.success(COPY.restored(no, template.versionNo));
        },
      },
    );
  };

  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby="email-template-versions">
      <h2 id="email-template-versions" className="text-sm font-semibold">
        {COPY.versionsTitle}
      </h2>
      {versions.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : versions.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {COPY.versionsLoadFailed} {versions.error.message}
        </p>
      ) : versions.data.versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.versionsEmpty}</p>
      ) : (
        <ol className="divide-y rounded-md border">
          {versions.data.versions.map((version) => (
            <li
              key={version.versionNo}
              data-testid="email-template-version"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2.5"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {COPY.versionLabel(version.versionNo)}
                  <Badge variant="outline">{COPY.sources[version.source] ?? version.source}</Badge>
                  {version.restoredFromNo !== null && (
                    <span className="text-xs font-normal text-muted-foreground">
                      {COPY.restoredFrom(version.restoredFromNo)}
                    </span>
                  )}
                  {version.versionNo === latest && <Badge>{COPY.current}</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={version.createdAt} title={formatTimestamp(version.createdAt)}>
                    {formatRelativeTime(version.createdAt)}
                  </time>
                  {version.createdByName && ` · ${version.createdByName}`}
                </p>
              </div>
              {version.versionNo !== latest && (
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setComparing(version.versionNo)}>
                    {COPY.compare}
                    <span className="sr-only"> {COPY.versionLabel(version.versionNo)}</span>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setRestoring(version.versionNo)}>
                    {COPY.restore}
                    <span className="sr-only"> {COPY.versionLabel(version.versionNo)}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <CompareDialog
        templateId={templateId}
        versionNo={comparing}
        current={current}
        onClose={() => setComparing(null)}
      />
      <ConfirmDialog
        open={restoring !== null}
        title={restoring !== null ? COPY.restoreTitle(restoring) : ''}
        confirmLabel={COPY.restore}
        isPending={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      >
        <p>{COPY.restoreBody}</p>
        {isDirty && <p className="font-medium text-foreground">{COPY.restoreUnsaved}</p>}
      </ConfirmDialog>
    </Card>
  );
}
