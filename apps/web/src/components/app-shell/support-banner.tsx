import { WORKSPACE_SUPPORT_COPY as COPY, type SupportSessionState } from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  useCloseSupport,
  useEndSupportAct,
  useRecordSupportPageView,
  useSupportSession,
} from '@/data/workspace-support';
import { authKeys } from '@/lib/auth-keys';
import { cn } from '@/lib/utils';
import { SupportActDialog } from './support-act-dialog';

const clock = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });

/** Milliseconds of act mode left at `now` (0 in view mode or once it ended). */
function actLeftMs(support: SupportSessionState, now: number): number {
  if (support.mode !== 'act' || !support.actUntil) return 0;
  return Math.max(0, new Date(support.actUntil).getTime() - now);
}

/** The console's own pages are the platform's, not the workspace's: they are not recorded as its page views. */
const isConsolePage = (pathname: string) =>
  ['/dashboard/superadmin', '/dashboard/company/', '/dashboard/email-templates'].some((prefix) =>
    pathname.startsWith(prefix),
  );

/** Each page of the workspace the super admin opens is kept in its audit log (the path only). */
function usePageViews(active: boolean) {
  const { pathname } = useLocation();
  const record = useRecordSupportPageView();
  const { mutate } = record;
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!active) {
      last.current = null;
      return;
    }
    if (last.current === pathname || isConsolePage(pathname)) return;
    last.current = pathname;
    mutate(pathname);
  }, [active, pathname, mutate]);
}

/** Ticks every second while act mode runs, and reads the session again when it ends. */
function useActCountdown(support: SupportSessionState | null): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const acting = support?.mode === 'act' ? support.actUntil : null;
  useEffect(() => {
    if (!acting) return;
    let timer = 0;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (new Date(acting).getTime() <= at) {
        window.clearInterval(timer);
        void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      }
    };
    const first = window.setTimeout(tick, 0);
    timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [acting, queryClient]);
  return support ? actLeftMs(support, now) : 0;
}

/**
 * The banner of a super admin viewing a workspace as support (GET /api/me's `support`): on every dashboard page,
 * fixed at the bottom, high contrast. Read-only until "Switch to act mode"; in act mode it counts down and goes
 * back to read-only by itself. Every page opened is recorded.
 */
export function SupportBanner() {
  const support = useSupportSession();
  const navigate = useNavigate();
  const [isActOpen, setActOpen] = useState(false);
  const close = useCloseSupport();
  const endAct = useEndSupportAct();
  usePageViews(support !== null);
  const left = useActCountdown(support);
  if (!support) return null;

  const acting = left > 0;
  const until = support.actUntil ? clock.format(new Date(support.actUntil)) : '';
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const busy = close.isPending || endAct.isPending;
  const exit = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        toast.success(COPY.exited);
        void navigate(`/dashboard/company/${encodeURIComponent(support.tenantId)}`);
      },
    });

  return (
    <>
      {/* Room at the end of the page, so the fixed banner never hides its last lines. */}
      <div aria-hidden className="h-28 sm:h-16" />
      <section
        aria-label={COPY.bannerViewing(support.tenantName)}
        data-testid="support-banner"
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t-2 lg:left-60 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.15)] sm:px-6',
          acting ? 'border-red-900 bg-red-700 text-white' : 'border-amber-600 bg-amber-300 text-amber-950',
        )}
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold" aria-live="polite">
            <LifeBuoy className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              {acting ? COPY.bannerActing(support.tenantName, until) : COPY.bannerViewing(support.tenantName)}
            </span>
            {acting && (
              <span className="font-normal whitespace-nowrap tabular-nums" role="timer" aria-live="off">
                · {COPY.bannerRemaining(minutes, seconds)}
              </span>
            )}
          </p>
          <div className="flex shrink-0 flex-wrap gap-2">
            {acting ? (
              <Button
                size="sm"
                className="bg-white text-red-800 hover:bg-white/90"
                disabled={busy}
                onClick={() => endAct.mutate(undefined, { onSuccess: () => toast.success(COPY.actStopped) })}
              >
                {COPY.backToReadOnly}
              </Button>
            ) : (
              <Button
                size="sm"
                className="bg-amber-950 text-white hover:bg-amber-900"
                disabled={busy}
                onClick={() => setActOpen(true)}
              >
                {COPY.switchToAct}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              className={cn(
                'bg-transparent',
                acting
                  ? 'border-white/70 text-white hover:bg-white/10'
                  : 'border-amber-950/60 text-amber-950 hover:bg-amber-950/10',
              )}
              disabled={busy}
              onClick={exit}
            >
              {COPY.exitSupport}
            </Button>
          </div>
        </div>
      </section>
      <SupportActDialog open={isActOpen} onClose={() => setActOpen(false)} />
    </>
  );
}
