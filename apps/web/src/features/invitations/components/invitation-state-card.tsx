import { type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '@/components/forms/auth-card';
import { Button } from '@/components/ui/button';

/** The invitation page when there is nothing to accept: a heading, the spec's message and the way on. */
export function InvitationStateCard({
  icon,
  title,
  message,
  action = { to: '/login', label: 'Go to sign in' },
  children,
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  action?: { to: string; label: string } | null;
  children?: ReactNode;
}) {
  return (
    <AuthCard icon={icon} title={title} description={<p role="status">{message}</p>}>
      <div className="grid gap-3">
        {children}
        {action && (
          <Button asChild className="h-10">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
