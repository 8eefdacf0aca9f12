import { AI_SCOPING_COPY as COPY } from '@scopewright/domain';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A suggestion's name, marked "Added" once it is on the quote: labour and catalog rows alike. */
export function SuggestionName({ name, isAccepted }: { name: string; isAccepted: boolean }) {
  return (
    <p className="min-w-0 flex-1 text-sm font-medium break-words">
      {name}
      {isAccepted && (
        <Badge variant="muted" className="ml-2 align-middle">
          <Check className="size-3" aria-hidden /> {COPY.added}
        </Badge>
      )}
    </p>
  );
}
