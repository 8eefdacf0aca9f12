import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useUnsavedChangesBlocker } from '@/lib/use-navigation-blocker';

export interface LeaveGuard {
  /** Runs `go` at once when nothing is unsaved, else after the user agrees to drop the changes. */
  confirm: (go: () => void) => void;
  pending: (() => void) | null;
  stay: () => void;
  leave: () => void;
}

/**
 * While `isDirty`: leaving for another page is held (the router's blocker), closing the tab warns, and the
 * editor's own moves within Management (back to the list, to a copy) ask first.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const blocker = useUnsavedChangesBlocker(isDirty);
  const [held, setHeld] = useState<(() => void) | null>(null);
  const routed = blocker.state === 'blocked' ? (blocker.proceed ?? null) : null;
  return {
    confirm: (go) => (isDirty ? setHeld(() => go) : go()),
    pending: held ?? routed,
    stay: () => {
      setHeld(null);
      blocker.reset?.();
    },
    leave: () => {
      const go = held ?? routed;
      setHeld(null);
      go?.();
    },
  };
}

export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <Dialog open={guard.pending !== null} onOpenChange={(open) => !open && guard.stay()}>
      <DialogContent showClose={false} className="max-w-md">
        <DialogTitle>{COPY.leaveTitle}</DialogTitle>
        <DialogDescription>{COPY.leaveDescription}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={guard.stay}>
            {COPY.stay}
          </Button>
          <Button variant="destructive" onClick={guard.leave}>
            {COPY.leaveConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
