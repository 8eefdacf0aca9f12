import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The words of a list's empty state: with nothing yet, and with filters that match nothing. */
export interface ListEmptyCopy {
  emptyTitle: string;
  emptyBody: string;
  emptyFilteredTitle: string;
  emptyFilteredBody: string;
  clearFilters: string;
}

/** A filtered list with no rows: what that means, and Clear filters when filters are why. */
export function ListEmptyState({
  icon: Icon,
  copy,
  isFiltered,
  onClear,
  testId,
}: {
  icon: LucideIcon;
  copy: ListEmptyCopy;
  isFiltered: boolean;
  onClear: () => void;
  testId: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-11 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <h2 className="text-sm font-semibold">{isFiltered ? copy.emptyFilteredTitle : copy.emptyTitle}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{isFiltered ? copy.emptyFilteredBody : copy.emptyBody}</p>
      {isFiltered && (
        <Button variant="outline" size="sm" onClick={onClear}>
          {copy.clearFilters}
        </Button>
      )}
    </Card>
  );
}
