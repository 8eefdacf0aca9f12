import { WORKSPACE_SUPPORT_COPY as COPY } from '@scopewright/domain';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The detail's shape while it loads: header, three summary cards, the members list. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-5">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-64 max-w-full" />
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Card key={card} className="grid gap-3 p-6">
            <Skeleton className="h-5 w-32" />
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-4 w-full" />
            ))}
          </Card>
        ))}
      </div>
      <Card className="grid gap-3 p-6">
        <Skeleton className="h-5 w-32" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </Card>
    </div>
  );
}
