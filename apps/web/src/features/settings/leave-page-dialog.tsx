import { COMPANY_SETTINGS_COPY as COPY } from '@scopewright/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { NavigationBlocker } from '@/lib/use-navigation-blocker';

/** Asks before an in-app navigation drops unsaved changes; Esc or Stay keeps the user on the page. */
export function LeavePageDialog({ blocker }: { blocker: NavigationBlocker }) {
  const isOpen = blocker.state === 'blocked';
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent showClose={false} className="max-w-md">
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>{COPY.leaveConfirm}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave and discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
