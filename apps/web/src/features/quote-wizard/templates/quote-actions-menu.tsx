import { TEMPLATE_WIZARD_COPY as COPY } from '@scopewright/domain';
import { LayoutTemplate, MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The quote's own actions beside its title: for now "Save as template" (shown only to who may create one). */
export function QuoteActionsMenu({ onSaveAsTemplate }: { onSaveAsTemplate: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={COPY.quoteActions}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onSaveAsTemplate}>
          <LayoutTemplate aria-hidden /> {COPY.saveAsTemplate}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same action at the end of a section's actions menu. */
export function SaveSectionMenuItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <LayoutTemplate aria-hidden /> {COPY.saveSectionAsTemplate}
    </DropdownMenuItem>
  );
}
