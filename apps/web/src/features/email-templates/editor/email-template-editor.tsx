import { EMAIL_TEMPLATES_SCREEN_COPY as COPY, errorReasonOf } from '@scopewright/domain';
import { ArrowLeft, Power, Save, Send } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useRecordLabel } from '@/components/app-shell/record-label';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  useEmailTemplatePreview,
  useSaveEmailTemplate,
  useSendTestEmail,
  useSetEmailTemplateActive,
  type EmailTemplateDraft,
  type EmailTemplateRecord,
} from '@/data/email-templates';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConfirmDialog } from '../confirm-dialog';
import { emailTemplateLink } from '../email-template-links';
import { StateBadges } from '../state-badges';
import { VersionsCard } from '../versions/versions-card';
import { ContentFields } from './content-fields';
import { IssueList } from './issue-list';
import { PreviewPanel } from './preview-panel';
import { LeaveDialog, useLeaveGuard } from './use-leave-guard';

const contentOf = (t: EmailTemplateDraft): EmailTemplateDraft => ({
  subject: t.subject,
  htmlBody: t.htmlBody,
  textBody: t.textBody,
});
const sameContent = (a: EmailTemplateDraft, b: EmailTemplateDraft) =>
  a.subject === b.subject && a.htmlBody === b.htmlBody && a.textBody === b.textBody;

type SaveProblem = { message: string; latestVersionNo: number | null };

/**
 * One template's editor: subject, HTML and text checked and previewed as they are typed (the API renders the
 * draft with the mailer's renderer), saved as a version, sent as a test to oneself, versions compared and
 * restored, and the template switched on or off.
 */
export function EmailTemplateEditor({ template }: { template: EmailTemplateRecord }) {
  const { pathname } = useLocation();
  useRecordLabel(pathname, template.name);
  const saved = useMemo(() => contentOf(template), [template]);
  const [draft, setDraft] = useState(saved);
  const [baseVersionNo, setBaseVersionNo] = useState(template.versionNo);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [confirmingActive, setConfirmingActive] = useState(false);
  const isDirty = !sameContent(draft, saved);
  const blocker = useLeaveGuard(isDirty);

  const debounced = useDebouncedValue(draft, 350);
  const preview = useEmailTemplatePreview(template.id, debounced);
  const check = preview.data ?? { errors: template.errors, warnings: template.warnings };
  const isChecking = preview.isFetching || debounced !== draft;
  const errorCount = check.errors.length;

  const save = useSaveEmailTemplate({ errorToast: false });
  const testSend = useSendTestEmail();
  const setActive = useSetEmailTemplateActive();

  const onSave = () => {
    setProblem(null);
    save.mutate(
      { id: template.id, body: { ...draft, baseVersionNo } },
      {
        onSuccess: (next) =>
          toast.success(
            next.warnings.length > 0
              ? COPY.savedWithWarnings(next.versionNo, next.warnings.length)
              : COPY.saved(next.versionNo),
          ),
        onError: (error) => {
          const stale = isApiError(error) && errorReasonOf('CONFLICT', error.details) === 'stale';
          const latest = (error as { details?: { latestVersionNo?: unknown } }).details?.latestVersionNo;
          setProblem({
            message: error.message,
            latestVersionNo: stale && typeof latest === 'number' ? latest : null,
          });
        },
      },
    );
  };

  // Ctrl/Cmd+S saves, as in any editor (and never saves the page as a file).
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    if (isDirty && errorCount === 0 && !save.isPending) onSave();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const onTestSend = () =>
    testSend.mutate(
      { id: template.id, draft: isDirty ? draft : undefined },
      { onSuccess: (sent) => toast.success(COPY.testQueued(sent.to)) },
    );

  const onToggleActive = () =>
    setActive.mutate(
      { id: template.id, isActive: !template.isActive },
      {
        onSuccess: (next) => {
          setConfirmingActive(false);
          toast.success(next.isActive ? COPY.activated(next.name) : COPY.deactivated(next.name));
        },
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <Link
        to={emailTemplateLink()}
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {COPY.backToList}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-xl font-semibold tracking-tight break-words sm:text-2xl">{template.name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="font-mono text-xs">{template.alias}</span>
            <span className="tabular-nums">{COPY.versionLabel(template.versionNo)}</span>
            <StateBadges isActive={template.isActive} editedAt={template.editedAt} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConfirmingActive(true)}>
            <Power aria-hidden /> {template.isActive ? COPY.deactivate : COPY.activate}
          </Button>
          <Button
            variant="outline"
            onClick={onTestSend}
            disabled={testSend.isPending || errorCount > 0}
            title={COPY.testHint}
          >
            <Send aria-hidden /> {testSend.isPending ? COPY.sendingTest : COPY.sendTest}
          </Button>
          <Button onClick={onSave} disabled={!isDirty || errorCount > 0 || save.isPending}>
            <Save aria-hidden /> {save.isPending ? COPY.saving : COPY.save}
          </Button>
        </div>
      </header>

      {!template.isActive && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {COPY.inactiveNotice}
        </p>
      )}
      {problem && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-2.5 text-sm"
        >
          <span>{problem.message}</span>
          {problem.latestVersionNo !== null && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setBaseVersionNo(problem.latestVersionNo ?? baseVersionNo);
                setProblem(null);
              }}
            >
              {COPY.saveOverTheirs}
            </Button>
          )}
        </div>
      )}

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Card className="grid min-w-0 gap-4 p-4 sm:p-5">
          <div aria-live="polite" className="grid gap-1" data-testid="template-check">
            <p className="text-sm font-medium">
              {isChecking && errorCount === 0 && check.warnings.length === 0
                ? COPY.checking
                : errorCount > 0
                  ? COPY.errorsTitle(errorCount)
                  : check.warnings.length > 0
                    ? COPY.warningsTitle(check.warnings.length)
                    : COPY.noIssues}
            </p>
            <IssueList errors={check.errors.filter((issue) => issue.path === null)} warnings={check.warnings} />
          </div>
          <ContentFields draft={draft} onChange={setDraft} variables={template.variables} errors={check.errors} />
        </Card>
        <PreviewPanel
          preview={preview.data}
          isChecking={isChecking}
          isError={preview.isError}
          className="lg:sticky lg:top-18"
        />
      </div>

      <VersionsCard templateId={template.id} current={saved} isDirty={isDirty} />

      <ConfirmDialog
        open={confirmingActive}
        title={template.isActive ? COPY.deactivateTitle(template.name) : COPY.activateTitle(template.name)}
        confirmLabel={template.isActive ? COPY.deactivate : COPY.activate}
        destructive={template.isActive}
        isPending={setActive.isPending}
        onConfirm={onToggleActive}
        onCancel={() => setConfirmingActive(false)}
      >
        <p>{template.isActive ? COPY.deactivateBody : COPY.activateBody}</p>
      </ConfirmDialog>
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
