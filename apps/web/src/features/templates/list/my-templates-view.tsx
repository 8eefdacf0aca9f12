import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { LayoutTemplate, Plus, SearchX, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTemplates, type TemplateSummaryRecord } from '@/data/templates';
import { TemplateCard } from '../library/template-card';
import { ImportTemplateDialog } from '../management/import-template-dialog';
import { TemplatePreviewSheet } from '../preview/template-preview-sheet';
import { LoadError } from '../shared/load-error';
import { MoreTemplatesButton } from '../shared/more-templates-button';
import { NewTemplateButton } from '../shared/new-template-button';
import { managementLink } from '../shared/template-links';
import { TemplatesFrame } from '../shared/templates-frame';
import { useSearchParam } from '../shared/use-search-param';
import { useTemplateAccess } from '../use-template-access';
import { TemplateActionsMenu } from './template-actions-menu';
import { TemplateFilters, useTemplateFilters } from './template-filters';
import { TemplateGridSkeleton, TemplateTable, TemplateTableSkeleton } from './template-table';

/**
 * Templates → My Templates: the workspace's templates as a list or a grid, filtered and sorted, with how often
 * and when each was used. Everyone previews and starts quotes; admins also get each template's actions.
 */
export function MyTemplatesView() {
  const access = useTemplateAccess();
  const filters = useTemplateFilters();
  const [preview, setPreview] = useSearchParam('preview');
  const list = useTemplates({ ...filters.query, scope: 'workspace' });
  const items = list.items;
  const canChange = access.canEdit && !access.isSuperAdmin;

  const name = (template: TemplateSummaryRecord) => (
    <button
      type="button"
      className="text-left underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-ring"
      onClick={() => setPreview(template.id)}
    >
      {template.name}
    </button>
  );
  const actions = canChange
    ? (template: TemplateSummaryRecord) => <TemplateActionsMenu template={template} />
    : undefined;

  return (
    <TemplatesFrame actions={<NewTemplateButton />}>
      <div className="flex flex-col gap-4">
        <p className="max-w-3xl text-sm text-muted-foreground">
          {access.isReadOnlyWorkspace ? COPY.readOnlyWorkspace : canChange ? COPY.myIntro : COPY.readOnlyNote}
        </p>
        <TemplateFilters filters={filters} categories={list.categories} showLayout />
        <div aria-live="polite" aria-busy={list.isFetching} className="flex flex-col gap-3">
          {list.isPending ? (
            filters.layout === 'grid' ? (
              <TemplateGridSkeleton label={COPY.myTitle} />
            ) : (
              <TemplateTableSkeleton label={COPY.myTitle} />
            )
          ) : list.isError ? (
            <LoadError title={COPY.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState filters={filters} canCreate={access.canCreate} />
          ) : (
            <>
              <p className="text-xs text-muted-foreground" data-testid="template-count">
                {COPY.resultCount(list.total)}
              </p>
              {filters.layout === 'grid' ? (
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={COPY.myTitle}>
                  {items.map((template) => (
                    <li key={template.id} className="flex">
                      <TemplateCard
                        template={template}
                        onOpen={setPreview}
                        footer={
                          <div className="flex items-center justify-between gap-2 border-t pt-2 text-xs text-muted-foreground">
                            <span>{COPY.usedCount(template.usageCount)}</span>
                            {actions?.(template)}
                          </div>
                        }
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <TemplateTable templates={items} name={name} actions={actions} label={COPY.myTitle} />
              )}
              <MoreTemplatesButton list={list} />
            </>
          )}
        </div>
      </div>
      <TemplatePreviewSheet templateId={preview || null} onClose={() => setPreview('')} />
    </TemplatesFrame>
  );
}

function EmptyState({ filters, canCreate }: { filters: ReturnType<typeof useTemplateFilters>; canCreate: boolean }) {
  const [importing, setImporting] = useState(false);
  if (filters.isFiltered)
    return (
      <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <SearchX className="mx-auto size-6 text-muted-foreground" aria-hidden />
        <h2 className="mt-3 text-base font-semibold">{COPY.libraryNoMatches(filters.q.trim())}</h2>
        <Button variant="outline" className="mt-4" onClick={filters.clear}>
          {COPY.clearFilters}
        </Button>
      </div>
    );
  if (filters.status === 'archived')
    return (
      <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">
        {COPY.myArchivedEmpty}
      </div>
    );
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <LayoutTemplate className="size-6 text-muted-foreground" aria-hidden />
      <h2 className="text-base font-semibold">{COPY.myEmpty}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{canCreate ? COPY.myEmptyAdmin : COPY.myEmptyMember}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {canCreate && (
          <>
            <Button asChild>
              <Link to={managementLink({ isNew: true })}>
                <Plus aria-hidden /> {COPY.newTemplate}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden /> {COPY.importTemplate}
            </Button>
          </>
        )}
        <Button variant={canCreate ? 'ghost' : 'outline'} asChild>
          <Link to="/dashboard/templates/library">{COPY.browseLibrary}</Link>
        </Button>
      </div>
      {importing && <ImportTemplateDialog onClose={() => setImporting(false)} />}
    </div>
  );
}
