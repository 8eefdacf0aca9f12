import { contentAtDefaults, TEMPLATE_COPY, TEMPLATE_SCREEN_COPY as COPY, type QuoteContent } from '@scopewright/domain';
import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Copy,
  Download,
  Eye,
  EyeOff,
  History,
  MoreHorizontal,
  RefreshCw,
  Save,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { createScopeState, ScopeEditor, useScopeDocument } from '@/components/scope-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { type RoleOption, useRoleOptions } from '@/data/labor-roles';
import {
  useCreateTemplate,
  useDuplicateTemplate,
  useReloadTemplate,
  useRestoreTemplateVersion,
  useSetTemplateArchived,
  useSetTemplatePublished,
  useTemplates,
  useUpdateTemplate,
  type TemplateRecord,
} from '@/data/templates';
import { exportTemplate } from '../list/template-actions-menu';
import { TemplateBadges } from '../shared/template-badges';
import { managementLink } from '../shared/template-links';
import { useTemplateAccess } from '../use-template-access';
import { DetailsCard } from './details-card';
import {
  buildTemplateInput,
  EMPTY_HEADER,
  errorsFromDetails,
  type FieldErrors,
  headerFromTemplate,
  type RuleDraft,
  ruleErrorsByLine,
  type TemplateHeader,
  validateTemplate,
} from './editor-model';
import { ErrorSummary } from './error-summary';
import { HistoryDialog } from './history-dialog';
import { LeaveDialog, useLeaveGuard } from './leave-guard';
import { ScalesWith, ScalingContext, type ScalingContextValue } from './scales-with';
import { VariablesCard } from './variables-card';

interface ServerErrors {
  errors: FieldErrors;
  /** The document's revision and the name they were about: they stand until either changes. */
  revision: number;
  name: string;
}

const renderScalesWith = (lineId: string) => <ScalesWith lineId={lineId} />;
const NO_ROLES: RoleOption[] = [];

/** The rate card's roles for labour lines; none for a super admin without a workspace (no rate card to read). */
function WithRoles({ enabled, children }: { enabled: boolean; children: (roles: readonly RoleOption[]) => ReactNode }) {
  return enabled ? <WorkspaceRoles>{children}</WorkspaceRoles> : children(NO_ROLES);
}

function WorkspaceRoles({ children }: { children: (roles: readonly RoleOption[]) => ReactNode }) {
  const roles = useRoleOptions().data ?? NO_ROLES;
  return children(roles);
}

/**
 * Management's editor: a template's details, variables and scope in the scope editor the quote wizard uses,
 * with a "scales with" control under each line. Every save is the next version; a 422 puts the API's messages
 * on their fields and a 409 offers to reload. Read-only (no buttons that would fail) for whoever may not change it.
 */
/** Lines and sections show their amounts at the variables' defaults, as a quote started with them would. */
function priceAtDefaults(content: QuoteContent, header: TemplateHeader): QuoteContent {
  const { variables = [], rules = [] } = buildTemplateInput(header, content).input.document;
  return contentAtDefaults({ content, variables, rules });
}

export function TemplateEditor({ template, platform }: { template: TemplateRecord | null; platform: boolean }) {
  const access = useTemplateAccess();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isNew = template === null;
  const doc = useScopeDocument<TemplateHeader>(
    template?.document.content ?? null,
    template ? headerFromTemplate(template) : EMPTY_HEADER,
    priceAtDefaults,
  );
  const { state, dispatch } = doc;
  const header = state.header;
  const [current, setCurrent] = useState<TemplateRecord | null>(template);
  const [savedRevision, setSavedRevision] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const [conflict, setConflict] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(() => params.get('history') === '1');
  const summaryRef = useRef<HTMLDivElement>(null);

  // Only the categories in use are wanted: they come with any page, so the smallest one is asked for.
  const { categories } = useTemplates({ archived: 'false', limit: 1 });
  const create = useCreateTemplate({ errorToast: false });
  const update = useUpdateTemplate(current?.id ?? '', { errorToast: false });
  const restore = useRestoreTemplateVersion(current?.id ?? '', { errorToast: false });
  const reload = useReloadTemplate();
  const duplicate = useDuplicateTemplate();
  const setArchived = useSetTemplateArchived();
  const setPublished = useSetTemplatePublished();

  const own = current ? (access.isSuperAdmin ? current.scope === 'global' : current.scope === 'workspace') : true;
  const readOnly = isNew
    ? !access.canCreate
    : !current?.canEdit || !access.canEdit || !own || current.archivedAt !== null;
  const isDirty = state.revision !== savedRevision;
  const isSaving = create.isPending || update.isPending;

  const headerRef = useRef(header);
  useLayoutEffect(() => {
    headerRef.current = header;
  }, [header]);
  const setHeader = useCallback((patch: Partial<TemplateHeader>) => dispatch({ type: 'setHeader', patch }), [dispatch]);
  const setRule = useCallback(
    (lineId: string, rule: RuleDraft | null) => {
      const { [lineId]: _previous, ...rest } = headerRef.current.rules;
      setHeader({ rules: rule ? { ...rest, [lineId]: rule } : rest });
    },
    [setHeader],
  );

  const built = useMemo(() => buildTemplateInput(header, doc.content), [header, doc.content]);
  const liveErrors = useMemo(() => (attempted ? validateTemplate(built) : {}), [attempted, built]);
  const errors = useMemo<FieldErrors>(() => {
    const standing = !serverErrors
      ? {}
      : serverErrors.revision === state.revision
        ? serverErrors.errors
        : serverErrors.name === header.name && serverErrors.errors.name
          ? { name: serverErrors.errors.name }
          : {};
    return { ...standing, ...liveErrors };
  }, [serverErrors, state.revision, header.name, liveErrors]);
  const ruleErrors = useMemo(() => ruleErrorsByLine(errors, built.ruleLines), [errors, built.ruleLines]);
  const scaling = useMemo<ScalingContextValue>(
    () => ({ variables: header.variables, rules: header.rules, errors: ruleErrors, readOnly, setRule }),
    [header.variables, header.rules, ruleErrors, readOnly, setRule],
  );

  const leave = useLeaveGuard(isDirty && !readOnly);

  const showFailure = (error: Error) => {
    if (isApiError(error) && error.status === 409 && error.code !== 'LIMIT_EXCEEDED') return setConflict(true);
    const details = isApiError(error) && error.status === 422 ? errorsFromDetails(error.details) : {};
    if (Object.keys(details).length > 0) {
      setServerErrors({ errors: details, revision: state.revision, name: header.name });
      window.setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    setFailure(error);
  };

  const save = () => {
    if (readOnly || isSaving) return;
    setAttempted(true);
    setFailure(null);
    setServerErrors(null);
    if (Object.keys(validateTemplate(built)).length > 0) {
      window.setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    const revision = state.revision;
    if (!current) {
      create.mutate(built.input, {
        onSuccess: (created) => {
          setSavedRevision(revision);
          toast.success(COPY.created(created.name));
          void navigate(managementLink({ id: created.id, platform }), { replace: true });
        },
        onError: showFailure,
      });
      return;
    }
    update.mutate(
      { ...built.input, baseVersion: current.version },
      {
        onSuccess: (saved) => {
          setCurrent(saved);
          setSavedRevision(revision);
          setAttempted(false);
          toast.success(COPY.savedVersion(saved.version));
        },
        onError: showFailure,
      },
    );
  };

  // Ctrl/Cmd+S saves, as in every editor people know.
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  /** Starts again from a template the server sent (a reload after a conflict, a restore). */
  const replaceWith = (fresh: TemplateRecord) => {
    setCurrent(fresh);
    const next = createScopeState(headerFromTemplate(fresh), fresh.document.content);
    dispatch({ type: 'replace', state: { ...next, revision: state.revision + 1 } });
    setSavedRevision(state.revision + 1);
    setAttempted(false);
    setServerErrors(null);
    setFailure(null);
    setConflict(false);
  };

  const reloadLatest = async () => {
    if (!current) return;
    try {
      replaceWith(await reload(current.id));
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const restoreVersion = (version: number) =>
    restore
      .mutateAsync({ version, baseVersion: current?.version ?? 1 })
      .then((restored) => {
        replaceWith(restored);
        setHistoryOpen(false);
        toast.success(COPY.restored(version, restored.version));
      })
      .catch((error: unknown) => {
        setHistoryOpen(false);
        showFailure(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });

  const closeHistory = () => {
    setHistoryOpen(false);
    if (params.has('history'))
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete('history');
          return next;
        },
        { replace: true },
      );
  };

  const toList = () => leave.confirm(() => void navigate(managementLink({ platform })));
  const onDuplicate = () =>
    current &&
    leave.confirm(() =>
      duplicate.mutate(current.id, {
        onSuccess: (copy) => {
          toast.success(
            access.isSuperAdmin || current.scope === 'workspace' ? COPY.duplicated(copy.name) : COPY.copied(copy.name),
          );
          void navigate(managementLink({ id: copy.id, platform }));
        },
      }),
    );
  const onArchive = () =>
    current &&
    setArchived.mutate(
      { id: current.id, archived: !current.archivedAt },
      {
        onSuccess: (next) => {
          setCurrent(next);
          toast.success(next.archivedAt ? COPY.archived(next.name) : COPY.unarchived(next.name));
        },
      },
    );
  const onPublish = () =>
    current &&
    setPublished.mutate(
      { id: current.id, published: !current.isPublished },
      {
        onSuccess: (next) => {
          setCurrent(next);
          toast.success(next.isPublished ? COPY.published(next.name) : COPY.unpublished(next.name));
        },
      },
    );

  const canChangeState = Boolean(current && own && current.canEdit && access.canEdit);
  const title = header.name.trim() || (isNew ? COPY.editorNewTitle : current?.name) || COPY.editorNewTitle;
  const notice = isNew
    ? readOnly
      ? access.isReadOnlyWorkspace
        ? COPY.readOnlyWorkspace
        : COPY.readOnlyTemplate
      : null
    : current?.archivedAt
      ? COPY.archivedReadOnly
      : !own && current?.scope === 'global'
        ? COPY.globalReadOnly
        : access.isReadOnlyWorkspace
          ? COPY.readOnlyWorkspace
          : readOnly
            ? COPY.readOnlyTemplate
            : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div>
        <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={toList}>
          <ArrowLeft aria-hidden /> {COPY.backToList}
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight break-words sm:text-2xl">{title}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {current && <span className="tabular-nums">{COPY.version(current.version)}</span>}
            {current && <TemplateBadges template={current} showGlobal />}
            {current?.scope === 'global' && current.isPublished && access.isSuperAdmin && (
              <Badge variant="outline">{COPY.publishedBadge}</Badge>
            )}
            {!readOnly && (
              <span aria-live="polite" data-testid="editor-save-state" className={cn(isDirty && 'text-foreground')}>
                {isDirty ? COPY.unsaved : isNew ? '' : COPY.allSaved}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {current && (
            <Button variant="outline" onClick={() => setHistoryOpen(true)}>
              <History aria-hidden /> {COPY.history}
            </Button>
          )}
          {current && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="icon" aria-label={COPY.actionsFor(current.name)}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {access.canCreate && (
                  <DropdownMenuItem disabled={duplicate.isPending} onSelect={onDuplicate}>
                    <Copy aria-hidden /> {own ? COPY.duplicate : COPY.copyToMine}
                  </DropdownMenuItem>
                )}
                <DropdownMenuItem onSelect={() => void exportTemplate(current)}>
                  <Download aria-hidden /> {COPY.exportJson}
                </DropdownMenuItem>
                {access.isSuperAdmin && current.scope === 'global' && (
                  <DropdownMenuItem disabled={setPublished.isPending} onSelect={onPublish}>
                    {current.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}{' '}
                    {current.isPublished ? COPY.unpublish : COPY.publish}
                  </DropdownMenuItem>
                )}
                {canChangeState && (
                  <>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem disabled={setArchived.isPending} onSelect={onArchive}>
                      {current.archivedAt ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}{' '}
                      {current.archivedAt ? COPY.unarchive : COPY.archive}
                    </DropdownMenuItem>
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          {!readOnly && (
            <Button onClick={save} disabled={isSaving} title="Ctrl+S">
              <Save aria-hidden /> {isSaving ? COPY.saving : isNew ? COPY.saveNew : COPY.save}
            </Button>
          )}
          {access.isSuperAdmin && current?.scope === 'global' && !current.isPublished && !isDirty && (
            <Button variant="outline" onClick={onPublish} disabled={setPublished.isPending}>
              <Eye aria-hidden /> {COPY.publish}
            </Button>
          )}
        </div>
      </div>

      {notice && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-3.5 py-2.5 text-sm text-muted-foreground">
          <span>{notice}</span>
          {current?.archivedAt && canChangeState && (
            <Button size="sm" variant="outline" onClick={onArchive} disabled={setArchived.isPending}>
              <ArchiveRestore aria-hidden /> {COPY.unarchive}
            </Button>
          )}
          {!own && current?.scope === 'global' && access.canCreate && (
            <Button size="sm" variant="outline" onClick={onDuplicate} disabled={duplicate.isPending}>
              <Copy aria-hidden /> {COPY.copyToMine}
            </Button>
          )}
        </div>
      )}
      {conflict && (
        <FormAlert tone="warning" title={COPY.staleTitle}>
          <p>{TEMPLATE_COPY.staleVersion}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button size="sm" variant="outline" onClick={() => void reloadLatest()}>
              <RefreshCw aria-hidden /> {COPY.staleReload}
            </Button>
            <span className="text-xs">{COPY.staleReloadHint}</span>
          </div>
        </FormAlert>
      )}
      {failure && (
        <FormAlert tone="error" title={failure.message}>
          {isApiError(failure) && failure.code === 'LIMIT_EXCEEDED' && (
            <Link className="underline underline-offset-4" to="/dashboard/billing/plans">
              {COPY.upgrade}
            </Link>
          )}
          {isApiError(failure) && failure.requestId && <p>{COPY.requestId(failure.requestId)}</p>}
        </FormAlert>
      )}
      <ErrorSummary ref={summaryRef} errors={errors} ruleLines={built.ruleLines} content={doc.content} />

      <div className="grid gap-4 lg:grid-cols-2">
        <DetailsCard
          header={header}
          errors={errors}
          categories={categories}
          readOnly={readOnly}
          onChange={setHeader}
          terms={state.settings.terms}
          onTermsChange={(terms) => dispatch({ type: 'setSettings', patch: { terms } })}
        />
        <VariablesCard
          variables={header.variables}
          rules={header.rules}
          errors={errors}
          readOnly={readOnly}
          onChange={(variables) => setHeader({ variables })}
        />
      </div>

      <section
        aria-labelledby="template-scope"
        id="template-field-document-content"
        className="flex flex-col gap-3"
        tabIndex={-1}
      >
        <div>
          <h2 id="template-scope" className="text-sm font-semibold">
            {COPY.scopeHeading}
          </h2>
          <p className="mt-1 text-[13px] text-muted-foreground">
            {readOnly ? COPY.scopeIntroReadOnly : COPY.scopeIntro}
          </p>
        </div>
        {errors['document.content.sections'] && (
          <p role="alert" className="text-[13px] text-destructive">
            {errors['document.content.sections']}
          </p>
        )}
        <ScalingContext value={scaling}>
          <WithRoles enabled={access.hasWorkspace}>
            {(roles) => (
              <ScopeEditor
                doc={doc}
                currency={access.currency}
                roles={roles}
                readOnly={readOnly}
                renderLineExtra={renderScalesWith}
                emptyState={{ title: COPY.scopeEmptyTitle, body: COPY.scopeEmptyBody }}
              />
            )}
          </WithRoles>
        </ScalingContext>
      </section>

      {historyOpen && current && (
        <HistoryDialog
          templateId={current.id}
          currentVersion={current.version}
          currency={access.currency}
          onRestore={canChangeState && !current.archivedAt ? restoreVersion : undefined}
          isRestoring={restore.isPending}
          isDirty={isDirty}
          onClose={closeHistory}
        />
      )}
      <LeaveDialog guard={leave} />
    </div>
  );
}
