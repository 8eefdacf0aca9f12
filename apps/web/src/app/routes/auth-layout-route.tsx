import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthLayout } from '@/components/marketing/auth-layout';
import { useToaster } from '@/components/shell/app-toaster';
import { Skeleton } from '@/components/ui/skeleton';

export function AuthLayoutRoute() {
  useToaster();
  return (
    <AuthLayout>
      <Suspense
        fallback={
          <div role="status" aria-label="Loading">
            <Skeleton radius="xl" className="h-72 w-full" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}
