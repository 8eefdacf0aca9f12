import { RATE_CARD_COPY as COPY, type LaborRoleView } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { arrayMove } from '@/components/sortable/board-move';
import { SortableBoard } from '@/components/sortable/sortable-board';
import { SortableGroup } from '@/components/sortable/sortable-group';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useRateCardAccess } from '../use-rate-card-access';
import { AddRoleDialog } from './add-role-dialog';
import { LoadError } from './rate-card-shared';
import { useLaborRoles, useReorderLaborRoles } from '@/data/labor-roles';
import { ROLE_GRID, ROLES_LIST, RoleRow } from './role-row';

/** Settings → Rates: the roles the workspace bills for, edited in place. */
export function RateCardPanel() {
  const { canEdit, currency } = useRateCardAccess();
  const [adding, setAdding] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const switchId = useId();
  const roles = useLaborRoles('exclude');

  return (
    <section className="flex flex-col gap-4" aria-labelledby="rates-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="rates-title" className="text-base font-semibold">
            {COPY.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{canEdit ? COPY.intro : COPY.readOnly}</p>
        </div>
        <div className="flex items-center gap-4">
          <label htmlFor={switchId} className="flex items-center gap-2 text-sm text-muted-foreground">
            <Switch id={switchId} checked={showArchived} onCheckedChange={setShowArchived} />
            {COPY.showArchived}
          </label>
          {canEdit && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden /> {COPY.addRole}
            </Button>
          )}
        </div>
      </div>
      {roles.isPending ? (
        <RolesSkeleton />
      ) : roles.isError ? (
        <LoadError title={COPY.loadFailed} error={roles.error} onRetry={() => void roles.refetch()} />
      ) : roles.data.roles.length === 0 ? (
        <EmptyRoles canEdit={canEdit} onAdd={() => setAdding(true)} />
      ) : (
        <ActiveRoles roles={roles.data.roles} currency={currency} canEdit={canEdit} />
      )}
      {showArchived && <ArchivedRoles currency={currency} canEdit={canEdit} />}
      {canEdit && <AddRoleDialog open={adding} onOpenChange={setAdding} />}
    </section>
  );
}

function ActiveRoles({ roles, currency, canEdit }: { roles: LaborRoleView[]; currency: string; canEdit: boolean }) {
  const reorder = useReorderLaborRoles('exclude');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= roles.length || from === to) return;
    const ids = arrayMove(roles, from, to).map((role) => role.id);
    reorder.mutate(ids);
  };
  const ids = roles.map((role) => role.id);
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <RolesHeader />
      <SortableBoard onMove={({ id, toIndex }) => move(ids.indexOf(id), toIndex)}>
        <SortableGroup id={ROLES_LIST} ids={ids}>
          <ul aria-label={COPY.title}>
            {roles.map((role, index) => (
              <RoleRow
                key={role.id}
                role={role}
                currency={currency}
                canEdit={canEdit}
                sortable
                onMove={(direction) => move(index, index + direction)}
                isFirst={index === 0}
                isLast={index === roles.length - 1}
              />
            ))}
          </ul>
        </SortableGroup>
      </SortableBoard>
    </div>
  );
}

function ArchivedRoles({ currency, canEdit }: { currency: string; canEdit: boolean }) {
  const archived = useLaborRoles('only');
  if (archived.isPending) return <Skeleton className="h-16 w-full" />;
  if (archived.isError)
    return <LoadError title={COPY.loadFailed} error={archived.error} onRetry={() => void archived.refetch()} />;
  return (
    <div className="rounded-xl border bg-card">
      <h3 className="border-b px-4 py-2 text-sm font-medium text-muted-foreground">{COPY.archivedBadge}</h3>
      {archived.data.roles.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">{COPY.emptyArchived}</p>
      ) : (
        <ul aria-label={COPY.archivedBadge}>
          {archived.data.roles.map((role) => (
            <RoleRow key={role.id} role={role} currency={currency} canEdit={canEdit} sortable={false} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RolesHeader() {
  const cell = 'text-xs font-medium text-muted-foreground';
  return (
    <div className={cn('hidden border-b bg-muted/40 px-4 py-2', ROLE_GRID)} aria-hidden>
      <span />
      <span className={cell}>{COPY.nameLabel}</span>
      <span className={cell}>{COPY.clientFacingNameLabel}</span>
      <span className={cn(cell, 'text-right')}>{COPY.billRateLabel}</span>
      <span className={cn(cell, 'text-right')}>{COPY.costRateLabel}</span>
      <span className={cn(cell, 'text-right')}>{COPY.marginLabel}</span>
      <span />
    </div>
  );
}

function EmptyRoles({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  return (
    <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <p className="mx-auto max-w-md text-sm text-muted-foreground">{COPY.empty}</p>
      {canEdit && (
        <Button className="mt-4" onClick={onAdd}>
          <Plus aria-hidden /> {COPY.addRole}
        </Button>
      )}
    </div>
  );
}

function RolesSkeleton() {
  return (
    <div className="rounded-xl border bg-card" aria-busy="true" aria-label="Loading rates">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b px-4 py-3 last:border-b-0">
          <Skeleton className="h-9 flex-[1.3]" />
          <Skeleton className="hidden h-9 flex-[1.3] md:block" />
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-28" />
          <Skeleton className="hidden h-5 w-16 md:block" />
        </div>
      ))}
    </div>
  );
}
