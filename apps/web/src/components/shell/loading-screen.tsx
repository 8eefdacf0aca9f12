import { SHELL_COPY } from '@scopewright/domain';
import { LogoMark } from '@/components/logo';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** Full-screen spinner shown while a lazy dashboard module loads (docs/product-rules.md#dashboard-screens). */
export function LoadingScreen({
  label = SHELL_COPY.loadingDashboard,
  fullScreen = true,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4 text-sm text-muted-foreground',
        fullScreen ? 'fixed inset-0 z-40 bg-background' : 'min-h-[50vh] w-full',
      )}
    >
      {fullScreen && <LogoMark large />}
      <Spinner />
      <p>{label}</p>
    </div>
  );
}
