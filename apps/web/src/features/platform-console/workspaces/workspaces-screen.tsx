import { MSP_LIST_COPY as COPY } from '@scopewright/domain';
import { Building2, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  platformWorkspacesCsvUrl,
  usePlatformWorkspaces,
  type PlatformWorkspacePage,
} from '@/data/platform-workspaces';
import { cn } from '@/lib/utils';
import { exportQueryOf, filtersOf, listQueryOf, useMspListView } from './msp-list-params';
import { WorkspaceFilters } from './workspace-filters';
import { WorkspaceTable } from './workspace-table';
import { ListEmptyState } from '@/components/list-empty-state';
import { ScreenHeader } from '@/components/shell/screen-header';

const count = (n: number) => n.toLocaleString('en-US');

function Paging({ page, onPage }: { page: PlatformWorkspacePage; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <nav
      aria-label={COPY.tableCaption}
      className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-3 text-[13px]"
    >
      <p className="text-muted-foreground tabular-nums" aria-live="polite" data-testid="msp-total">
        {page.total === 1 && !page.totalIsCapped ? COPY.oneTotal : COPY.total(count(page.total), page.totalIsCapped)}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
          aria-label={COPY.previous}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span className="text-muted-foreground tabular-nums">{COPY.pageOf(page.page, pages)}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
          aria-label={COPY.next}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/**
 * Super admin → MSPs (/dashboard/superadmin/msps): every workspace, searched, filtered, sorted and paged on the
 * server (50 a page), all of it in the URL; each opens the workspace's own console page.
 */
export default function WorkspacesScreen() {
  const { view, update, setFilters } = useMspListView();
  const list = usePlatformWorkspaces(listQueryOf(view));
  const filters = filtersOf(view);
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader
        title={COPY.title}
        intro={COPY.intro}
        alignActions="end"
        actions={
          <Button variant="outline" asChild className="w-full sm:w-auto">
            <a href={platformWorkspacesCsvUrl(exportQueryOf(view))} download title={COPY.exportHint}>
              <Download aria-hidden /> {COPY.exportCsv}
            </a>
          </Button>
        }
      />
      <SectionTabs section="superadmin" />
      <WorkspaceFilters filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <Card role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-3 p-5">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </Card>
      ) : list.isError && !list.data ? (
        <LoadErrorNotice framed error={list.error} title={COPY.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 && list.data.page === 1 ? (
        <ListEmptyState
          icon={Building2}
          copy={COPY}
          isFiltered={isFiltered}
          onClear={() => setFilters({})}
          testId="msp-empty"
        />
      ) : (
        <Card
          className={cn('overflow-hidden p-0', list.isPlaceholderData && 'opacity-70')}
          aria-busy={list.isPlaceholderData}
        >
          <WorkspaceTable items={list.data.items} view={view} onSort={(sort, dir) => update({ sort, dir, page: 1 })} />
          <Paging page={list.data} onPage={(page) => update({ page })} />
        </Card>
      )}
    </div>
  );
}
