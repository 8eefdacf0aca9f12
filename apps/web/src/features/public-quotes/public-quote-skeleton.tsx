import { PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the quote loads: header, cover, a few sections, the totals card. */
export function PublicQuoteSkeleton() {
  return (
    <div role="status" aria-label={COPY.loading} className="min-h-dvh">
      <div className="h-16 border-b bg-card" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex flex-col gap-6 rounded-xl bg-card p-4 sm:p-8">
          <Skeleton radius="xl" className="h-44 w-full" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-6 w-1/4" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton radius="xl" className="hidden h-56 lg:block" />
      </div>
    </div>
  );
}
