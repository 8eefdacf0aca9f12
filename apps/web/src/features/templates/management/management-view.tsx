import { EMAIL_TEMPLATES_SCREEN_COPY, TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { FileQuestion, LayoutTemplate, Mail, Plus, SearchX, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dashboardPath } from '@/components/app-shell/dashboard-pages';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useBillingOverview } from '@/data/billing';
import { useTemplate, useTemplates, type TemplateSummaryRecord } from '@/data/templates';
import { TemplateEditor } from '../editor/template-editor';
import { TemplateActionsMenu } from '../list/template-actions-menu';
import { TemplateFilters, useTemplateFilters } from '../list/template-filters';
import { TemplateTable, TemplateTableSkeleton } from '../list/template-table';
import { LoadError } from '../shared/load-error';
import { MoreTemplatesButton } from '../shared/more-templates-button';
import { managementLink } from '../shared/template-links';
import { TemplatesFrame } from '../shared/templates-frame';
import { useTemplateAccess } from '../use-template-access';
import { ImportTemplateDialog } from './import-template-dialog';

/**
 * Templates → Management (and, for a super admin, the global templates): the list with every action, or with
 * `?id=<id>` that template in the editor and with `?new=1` a new one (the palette's "New template").
 */
export function ManagementView({ platform = false }: { platform?: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <ExistingTemplate key={id} id={id} platform={platform} />;
  if (params.get('new') === '1') return <TemplateEditor key="new" template={null} platform={platform} />;
  return <ManagementList platform={platform} />;
}

function ExistingTemplate({ id, platform }: { id: string; platform: boolean }) {
  const template = useTemplate(id);
  if (template.isPending) return <EditorSkeleton />;
  if (template.isError) {
    const missing = isApiError(template.error) && (template.error.status === 404 || template.error.status === 422);
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {missing ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <FileQuestion className="size-6 text-muted-foreground" aria-hidden />
            <h1 className="text-base font-semibold">{COPY.notFound}</h1>
            <Button variant="outline" className="mt-2" asChild>
              <Link to={managementLink({ platform })}>{COPY.backToList}</Link>
            </Button>
          </div>
        ) : (
          <LoadError title={COPY.templateLoadFailed} error={template.error} onRetry={() => void template.refetch()} />
        )}
      </div>
    );
  }
  return <TemplateEditor template={template.data} platform={platform} />;
}

function ManagementList({ platform }: { platform: boolean }) {
  const access = useTemplateAccess();
  const global = platform || access.isSuperAdmin;
  const filters = useTemplateFilters('updated');
  const [importing, setImporting] = useState(false);
  const list = useTemplates({ ...filters.query, scope: global ? 'global' : 'workspace' });
  const items = list.items;
  const link = (template: TemplateSummaryRecord) => managementLink({ id: template.id, platform });

  const actions = (
    <>
      {platform && (
        <Button variant="outline" asChild>
          <Link to={dashboardPath('email-templates')}>
            <Mail aria-hidden /> {EMAIL_TEMPLATES_SCREEN_COPY.link}
          </Link>
        </Button>
      )}
      {access.canCreate && (
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden /> {COPY.importTemplate}
        </Button>
      )}
      {access.canCreate && (
        <Button asChild>
          <Link to={managementLink({ isNew: true, platform })}>
            <Plus aria-hidden /> {COPY.newTemplate}
          </Link>
        </Button>
      )}
    </>
  );

  return (
    <TemplatesFrame title={platform ? COPY.globalManagementTitle : COPY.title} tabs={!platform} actions={actions}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="max-w-3xl text-sm text-muted-foreground">
            {global
              ? COPY.globalManagementIntro
              : access.isReadOnlyWorkspace
                ? COPY.readOnlyWorkspace
                : COPY.managementIntro}
          </p>
          {!global && <PlanUsage />}
        </div>
        <TemplateFilters filters={filters} categories={list.categories} />
        <div aria-live="polite" aria-busy={list.isFetching} className="flex flex-col gap-3">
          {list.isPending ? (
            <TemplateTableSkeleton label={COPY.managementTitle} />
          ) : list.isError ? (
            <LoadError title={COPY.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            filters.isFiltered ? (
              <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
                <SearchX className="mx-auto size-6 text-muted-foreground" aria-hidden />
                <h2 className="mt-3 text-base font-semibold">{COPY.libraryNoMatches(filters.q.trim())}</h2>
                <Button variant="outline" className="mt-4" onClick={filters.clear}>
                  {COPY.clearFilters}
                </Button>
              </div>
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
                <LayoutTemplate className="size-6 text-muted-foreground" aria-hidden />
                <h2 className="text-base font-semibold">
                  {filters.status === 'archived' ? COPY.myArchivedEmpty : COPY.myEmpty}
                </h2>
                {filters.status === 'active' && (
                  <>
                    <p className="max-w-md text-sm text-muted-foreground">{COPY.myEmptyAdmin}</p>
                    {access.canCreate && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
                  </>
                )}
              </div>
            )
          ) : (
            <>
              <TemplateTable
                templates={items}
                label={global ? COPY.globalManagementTitle : COPY.managementTitle}
                showVersion
                name={(template) => (
                  <Link
                    to={link(template)}
                    className="underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {template.name}
                  </Link>
                )}
                actions={(template) => <TemplateActionsMenu template={template} />}
              />
              <MoreTemplatesButton list={list} />
            </>
          )}
        </div>
      </div>
      {importing && <ImportTemplateDialog platform={platform} onClose={() => setImporting(false)} />}
    </TemplatesFrame>
  );
}

/** "3 of 10 templates on your plan" (archived ones count, as the API counts them). */
function PlanUsage() {
  const billing = useBillingOverview();
  const usage = billing.data?.usage.find((entry) => entry.key === 'maxTemplates');
  if (!usage) return null;
  const full = usage.limit !== 'unlimited' && usage.used >= usage.limit;
  return (
    <p className="shrink-0 text-xs text-muted-foreground tabular-nums" data-testid="template-usage">
      {COPY.usage(usage.used, usage.limit)}
      {full && (
        <>
          {' · '}
          <Link to="/dashboard/billing/plans" className="text-foreground underline underline-offset-4">
            {COPY.upgrade}
          </Link>
        </>
      )}
    </p>
  );
}

function EditorSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5" aria-busy="true" aria-label={COPY.templateLoading}>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-8 w-72 max-w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" radius="xl" />
        <Skeleton className="h-72" radius="xl" />
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-48" radius="xl" />
      <Skeleton className="h-48" radius="xl" />
    </div>
  );
}
