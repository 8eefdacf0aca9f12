import { UserRound } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initials } from '@/lib/initials';

export interface ShellUser {
  name: string;
  email: string;
  isSuperAdmin?: boolean;
  /** Profile photo address; initials are shown without one (or while it loads). */
  avatarUrl?: string | null;
}

/** The user menu's trigger, shared by the menu and the stand-in shown until its code loads (lazy-user-menu.tsx). */
export const USER_MENU_TRIGGER_CLASS =
  'rounded-full outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** What the trigger shows: the photo, the initials, or a person icon when signed out. */
export function UserMenuFace({ user }: { user: ShellUser | null }) {
  return (
    <>
      {/* Named by content, not aria-label: the visible initials would not match it (WCAG 2.5.3). */}
      <span className="sr-only">Open user menu</span>
      <Avatar aria-hidden>
        {user?.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" data-testid="user-menu-avatar" />}
        <AvatarFallback>{user ? initials(user.name) : <UserRound className="size-4" aria-hidden />}</AvatarFallback>
      </Avatar>
    </>
  );
}
