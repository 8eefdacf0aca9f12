import { appLinks, formatQuoteNumber, type QuoteListItem } from '@scopewright/domain';
import { Archive, ArchiveRestore, Copy, MoreHorizontal, PencilLine, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface QuoteRowActionHandlers {
  canDuplicate: boolean;
  canArchive: boolean;
  /** msp_admin with can_delete_quotes (docs/product-rules.md#live-access-rules); the item is not offered to anyone else. */
  canDelete: boolean;
  isArchivedView: boolean;
  onDuplicate: (quote: QuoteListItem) => void;
  onArchive: (quote: QuoteListItem, archived: boolean) => void;
  onDelete: (quote: QuoteListItem) => void;
}

/** The "…" menu of one quote: open, duplicate, archive or restore, delete. */
export function QuoteRowActions({ quote, actions }: { quote: QuoteListItem; actions: QuoteRowActionHandlers }) {
  const { canDuplicate, canArchive, canDelete, isArchivedView } = actions;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Actions for ${formatQuoteNumber(quote.number)}`}
          className="text-muted-foreground"
          onClick={(event) => event.stopPropagation()}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(event) => event.stopPropagation()}>
        <DropdownMenuItem asChild>
          <Link to={appLinks.quote(quote.id)}>
            <PencilLine aria-hidden /> Open
          </Link>
        </DropdownMenuItem>
        {canDuplicate && (
          <DropdownMenuItem onSelect={() => actions.onDuplicate(quote)}>
            <Copy aria-hidden /> Duplicate
          </DropdownMenuItem>
        )}
        {canArchive && (
          <DropdownMenuItem onSelect={() => actions.onArchive(quote, !isArchivedView)}>
            {isArchivedView ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            {isArchivedView ? 'Unarchive' : 'Archive'}
          </DropdownMenuItem>
        )}
        {canDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => actions.onDelete(quote)}
              className="text-destructive data-[highlighted]:bg-destructive/10 [&_svg]:text-destructive"
            >
              <Trash2 aria-hidden /> Delete…
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
