import { appLinks, QUOTE_LIST_COPY, type QuoteListItem, quoteLabel } from '@scopewright/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { QuoteAccess } from '@/components/quotes/use-quote-access';
import { isApiError } from '@/lib/api-client';
import { DeleteQuoteDialog } from './components/delete-quote-dialog';
import type { QuoteRowActionHandlers } from './components/quote-row-actions';
import { useDeleteQuote, useDuplicateQuote, useSetQuotesArchived } from '@/data/quotes';

/**
 * Duplicate, archive (with undo), delete (confirmed): the toasts, the confirm dialog, and the upgrade prompt when
 * the plan's quote limit refuses a duplicate.
 */
export function useQuoteActions({
  access,
  isArchivedView,
  onLimitReached,
}: {
  access: QuoteAccess;
  isArchivedView: boolean;
  onLimitReached: () => void;
}) {
  const navigate = useNavigate();
  const duplicate = useDuplicateQuote();
  const setArchived = useSetQuotesArchived();
  const remove = useDeleteQuote();
  const [toDelete, setToDelete] = useState<QuoteListItem | null>(null);

  // The default mutation-error toast says what failed; a plan limit also shows the list's upgrade notice.
  const showError = (error: unknown) => {
    if (isApiError(error) && error.code === 'LIMIT_EXCEEDED') onLimitReached();
  };

  const archive = (ids: string[], archived: boolean, onDone?: () => void) =>
    setArchived.mutate(
      { ids, archived },
      {
        onSuccess: () => {
          onDone?.();
          toast.success(archived ? QUOTE_LIST_COPY.archived(ids.length) : QUOTE_LIST_COPY.unarchived(ids.length), {
            action: {
              label: 'Undo',
              onClick: () => setArchived.mutate({ ids, archived: !archived }, { onError: showError }),
            },
          });
        },
        onError: showError,
      },
    );

  const handlers: QuoteRowActionHandlers = {
    canDuplicate: access.canCreate,
    canArchive: access.canEdit,
    canDelete: access.canDelete,
    isArchivedView,
    onDuplicate: (quote) =>
      duplicate.mutate(quote.id, {
        onSuccess: (created) =>
          toast.success(QUOTE_LIST_COPY.duplicated(created.number), {
            action: { label: 'Open', onClick: () => void navigate(appLinks.quote(created.id)) },
          }),
        onError: showError,
      }),
    onArchive: (quote, archived) => archive([quote.id], archived),
    onDelete: setToDelete,
  };

  const deleteDialog = (
    <DeleteQuoteDialog
      quote={toDelete}
      isBusy={remove.isPending}
      onClose={() => setToDelete(null)}
      onConfirm={(quote) =>
        remove.mutate(quote.id, {
          onSuccess: () => {
            setToDelete(null);
            toast.success(QUOTE_LIST_COPY.deleted(quoteLabel(quote)));
          },
          onError: showError,
        })
      }
    />
  );

  return { handlers, archive, isArchiving: setArchived.isPending, deleteDialog };
}
