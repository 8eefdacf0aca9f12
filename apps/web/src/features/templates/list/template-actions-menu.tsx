import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import {
  Archive,
  ArchiveRestore,
  Copy,
  Download,
  Eye,
  EyeOff,
  History,
  MoreHorizontal,
  Pencil,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  downloadTemplateExport,
  useDeleteTemplate,
  useDuplicateTemplate,
  useSetTemplateArchived,
  useSetTemplatePublished,
  type TemplateSummaryRecord,
} from '@/data/templates';
import { saveFile } from '../shared/save-file';
import { managementLink } from '../shared/template-links';
import { useTemplateAccess } from '../use-template-access';

/** Export a template as its JSON file; a failure says why in a toast. */
export async function exportTemplate(template: Pick<TemplateSummaryRecord, 'id' | 'name'>) {
  try {
    const file = await downloadTemplateExport(template.id);
    const name = file.fileName ?? `${template.name}.json`;
    saveFile(file.blob, name);
    toast.success(COPY.exported(name));
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}

/**
 * What an admin (or, for global templates, a super admin) can do with one template: edit, duplicate, export,
 * history, archive, publish, delete. Only the actions the viewer may take are offered.
 */
export function TemplateActionsMenu({ template }: { template: TemplateSummaryRecord }) {
  const access = useTemplateAccess();
  const navigate = useNavigate();
  const duplicate = useDuplicateTemplate();
  const setArchived = useSetTemplateArchived();
  const setPublished = useSetTemplatePublished();
  const remove = useDeleteTemplate();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const platform = access.isSuperAdmin;
  const own = platform ? template.scope === 'global' : template.scope === 'workspace';
  const canEdit = own && access.canEdit;
  const editable = canEdit && !template.archivedAt;
  const link = (extra: { history?: boolean } = {}) =>
    `${managementLink({ id: template.id, platform })}${extra.history ? '&history=1' : ''}`;

  const onDuplicate = () =>
    duplicate.mutate(template.id, {
      onSuccess: (copy) => {
        toast.success(COPY.duplicated(copy.name));
        void navigate(managementLink({ id: copy.id, platform }));
      },
    });
  const onArchive = () =>
    setArchived.mutate(
      { id: template.id, archived: !template.archivedAt },
      {
        onSuccess: (next) => toast.success(next.archivedAt ? COPY.archived(next.name) : COPY.unarchived(next.name)),
      },
    );
  const onPublish = () =>
    setPublished.mutate(
      { id: template.id, published: !template.isPublished },
      {
        onSuccess: (next) => toast.success(next.isPublished ? COPY.published(next.name) : COPY.unpublished(next.name)),
      },
    );
  const onDelete = () =>
    setConfirm({
      title: COPY.deleteTitle(template.name),
      description: COPY.deleteDescription,
      confirmLabel: COPY.delete,
      onConfirm: () =>
        remove.mutateAsync(template.id).then(() => {
          toast.success(COPY.deleted(template.name));
        }),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={COPY.actionsFor(template.name)}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void navigate(link())}>
            {editable ? <Pencil aria-hidden /> : <Eye aria-hidden />} {editable ? COPY.edit : COPY.view}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(link({ history: true }))}>
            <History aria-hidden /> {COPY.history}
          </DropdownMenuItem>
          {access.canCreate && (
            <DropdownMenuItem disabled={duplicate.isPending} onSelect={onDuplicate}>
              <Copy aria-hidden /> {platform || template.scope === 'workspace' ? COPY.duplicate : COPY.copyToMine}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void exportTemplate(template)}>
            <Download aria-hidden /> {COPY.exportJson}
          </DropdownMenuItem>
          {platform && template.scope === 'global' && (
            <DropdownMenuItem disabled={setPublished.isPending} onSelect={onPublish}>
              {template.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}{' '}
              {template.isPublished ? COPY.unpublish : COPY.publish}
            </DropdownMenuItem>
          )}
          {canEdit && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem disabled={setArchived.isPending} onSelect={onArchive}>
                {template.archivedAt ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}{' '}
                {template.archivedAt ? COPY.unarchive : COPY.archive}
              </DropdownMenuItem>
              {template.usageCount === 0 ? (
                <DropdownMenuItem className="text-destructive [&_svg]:text-destructive" onSelect={onDelete}>
                  <Trash2 aria-hidden /> {COPY.delete}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem disabled className="items-start">
                  <Trash2 aria-hidden className="mt-0.5" />
                  <span>
                    {COPY.delete}
                    <span className="block max-w-56 text-xs text-muted-foreground">{COPY.inUseHint}</span>
                  </span>
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog request={confirm} isBusy={remove.isPending} onClose={() => setConfirm(null)} />
    </>
  );
}
