import { AI_SCOPING_COPY as COPY } from '@scopewright/domain';
import { Skeleton } from '@/components/ui/skeleton';

/** Shaped like the review panel: two phases of task rows. */
export function ReviewSkeleton() {
  return (
    <div className="border-t px-4 py-3 sm:px-5" data-testid="ai-review-skeleton">
      <p role="status" className="text-[13px] text-muted-foreground">
        {COPY.generating}
      </p>
      {[3, 2].map((rows, section) => (
        <div key={section} className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="size-4" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-12" />
              <Skeleton className="h-4 w-20" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
