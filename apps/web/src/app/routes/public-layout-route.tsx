import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MarketingLayout } from '@/components/marketing/marketing-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { useSignedInHint } from '@/lib/use-signed-in-hint';

function PageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading page"
      className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-20"
    >
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton radius="xl" className="mt-8 h-64 w-full" />
    </div>
  );
}

export function PublicLayoutRoute() {
  const { isSignedIn } = useSignedInHint();
  return (
    <MarketingLayout isSignedIn={isSignedIn}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </MarketingLayout>
  );
}
