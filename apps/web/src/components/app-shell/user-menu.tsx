import { appLinks } from '@scopewright/domain';
import { BookOpen, LogIn, LogOut, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setThemePreference, type ThemePreference, useThemePreference } from '@/lib/theme';
import { type ShellUser, USER_MENU_TRIGGER_CLASS, UserMenuFace } from './user-avatar';

export interface UserMenuProps {
  user: ShellUser | null;
  onSignOut?: () => Promise<void>;
  /** Controlled by lazy-user-menu.tsx, which may be asked to open before this code has loaded. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function UserMenu({ user, onSignOut, open, onOpenChange }: UserMenuProps) {
  const navigate = useNavigate();
  const theme = useThemePreference();

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger className={USER_MENU_TRIGGER_CLASS}>
        <UserMenuFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium text-foreground">
            {user ? user.name : 'Not signed in'}
          </span>
          <span className="block truncate text-xs">{user ? user.email : 'Sign in to see your workspace'}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(appLinks.profile())}>
          <UserRound aria-hidden /> My profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.open('/documentation', '_blank', 'noopener')}>
          <BookOpen aria-hidden /> Help and documentation
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setThemePreference(value as ThemePreference)}>
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden /> Light
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden /> Dark
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden /> System
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        {user && onSignOut && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void onSignOut()}>
              <LogOut aria-hidden /> Sign out
            </DropdownMenuItem>
          </>
        )}
        {!user && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate('/login')}>
              <LogIn aria-hidden /> Sign in
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
