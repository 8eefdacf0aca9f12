import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useUnsavedChangesBlocker, type NavigationBlocker } from '@/lib/use-navigation-blocker';

/** While `isDirty`: leaving for another page is held by the router's blocker and closing the tab warns. */
export const useLeaveGuard = useUnsavedChangesBlocker;

export function LeaveDialog({ blocker }: { blocker: NavigationBlocker }) {
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent showClose={false} className="max-w-md">
        <DialogTitle>{COPY.unsavedTitle}</DialogTitle>
        <DialogDescription>{COPY.unsavedBody}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {COPY.stay}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {COPY.leave}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
