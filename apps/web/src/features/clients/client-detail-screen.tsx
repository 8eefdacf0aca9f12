import { appLinks, CLIENT_COPY } from '@scopewright/domain';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRecordLabel } from '@/components/app-shell/record-label';
import { toast } from 'sonner';
import { ErrorScreen } from '@/components/shell/error-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useClient, useDeleteClient, useSetClientArchived } from '@/data/clients';
import { ClientFormDialog } from './components/client-form-dialog';
import { ClientHeader } from './components/client-header';
import { ClientQuotesSection } from './components/client-quotes-section';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { ContactsSection } from './components/contacts-section';
import { ClientOpportunitiesSection } from './components/client-opportunities-section';
import { NotesSection } from './components/notes-section';
import { SitesSection } from './components/sites-section';
import { useClientPermissions } from './use-client-permissions';

/** /dashboard/clients/:id: the client with its contacts, sites, notes, quotes and (later) opportunities. */
export default function ClientDetailScreen({ id }: { id: string }) {
  const query = useClient(id);
  const navigate = useNavigate();
  const { canWrite: mayWrite, canDelete } = useClientPermissions();
  const setArchived = useSetClientArchived(id);
  const remove = useDeleteClient();
  const [isEditOpen, setEditOpen] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  useRecordLabel(useLocation().pathname, query.data?.name);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const requestId = isApiError(query.error) ? query.error.requestId : null;
    return (
      <ErrorScreen
        title={CLIENT_COPY.clientLoadFailed}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      >
        {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
      </ErrorScreen>
    );
  }
  const client = query.data;
  const canWrite = mayWrite && !client.archivedAt;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <Link
        to={appLinks.clients()}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {CLIENT_COPY.title}
      </Link>
      <ClientHeader
        client={client}
        actions={{
          canWrite: mayWrite,
          canDelete,
          onEdit: () => setEditOpen(true),
          onUnarchive: () =>
            setArchived.mutate(false, {
              onSuccess: () => toast.success(CLIENT_COPY.unarchived(client.name)),
            }),
          onArchive: () =>
            setConfirm({
              title: CLIENT_COPY.archiveTitle(client.name),
              description: CLIENT_COPY.archiveBody,
              confirmLabel: 'Archive',
              tone: 'default',
              onConfirm: () =>
                setArchived.mutateAsync(true).then(() => toast.success(CLIENT_COPY.archived(client.name))),
            }),
          onDelete: () =>
            setConfirm({
              title: CLIENT_COPY.deleteTitle(client.name),
              description: CLIENT_COPY.deleteBody,
              confirmLabel: 'Delete client',
              onConfirm: () =>
                remove.mutateAsync(client.id).then(() => {
                  toast.success(CLIENT_COPY.deleted(client.name));
                  void navigate(appLinks.clients());
                }),
            }),
        }}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <ClientQuotesSection client={client} canWrite={canWrite} />
          <ContactsSection client={client} canWrite={canWrite} confirm={setConfirm} />
          <SitesSection client={client} canWrite={canWrite} confirm={setConfirm} />
        </div>
        <div className="grid content-start gap-6">
          <NotesSection key={client.updatedAt} client={client} canWrite={canWrite} />
          <ClientOpportunitiesSection client={client} />
        </div>
      </div>
      <ClientFormDialog open={isEditOpen} onOpenChange={setEditOpen} client={client} />
      <ConfirmDialog
        request={confirm}
        isBusy={setArchived.isPending || remove.isPending}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-busy="true" aria-label="Loading client">
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}
