import { Logo } from '@/components/logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { Viewer } from './page-access';
import { SidebarNav } from './sidebar-nav';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer?: Viewer | null;
}

/** The sidebar's navigation as a drawer, on screens too narrow for the sidebar. */
export function NavDrawer({ open, onOpenChange, viewer = null }: NavDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="bg-sidebar lg:hidden" closeLabel="Close menu">
        <SheetTitle className="flex h-14 items-center border-b px-5">
          <Logo />
        </SheetTitle>
        <SheetDescription>Dashboard navigation</SheetDescription>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav viewer={viewer} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
