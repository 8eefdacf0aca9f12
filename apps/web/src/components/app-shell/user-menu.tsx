import { appLinks } from '@scopewright/domain';
import { BookOpen, LogIn, LogOut, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
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
import { initials } from '@/lib/initials';
import { setThemePreference, type ThemePreference, useThemePreference } from '@/lib/theme';

export interface ShellUser {
  name: string;
  email: string;
  isSuperAdmin?: boolean;
  /** Profile photo address; initials are shown without one (or while it loads). */
  avatarUrl?: string | null;
}

export function UserMenu({ user, onSignOut }: { user: ShellUser | null; onSignOut?: () => Promise<void> }) {
  const navigate = useNavigate();
  const theme = useThemePreference();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {/* Named by content, not aria-label: the visible initials would not match it (WCAG 2.5.3). */}
        <span className="sr-only">Open user menu</span>
        <Avatar aria-hidden>
          {user?.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" data-testid="user-menu-avatar" />}
          <AvatarFallback>{user ? initials(user.name) : <UserRound className="size-4" aria-hidden />}</AvatarFallback>
        </Avatar>
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
