import { ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_PAGES } from '@/components/app-shell/dashboard-pages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/lib/auth-state';

const CONSOLE_PAGES = DASHBOARD_PAGES.filter(
  (page) =>
    (page.path.startsWith('superadmin/') || ['email-templates', 'admin/email', 'admin/versions'].includes(page.path)) &&
    page.isComingSoon,
);

/** /dashboard/superadmin: where platform admins land until the console is built; says what it will hold. */
export function PlatformHome() {
  const auth = useAuthState();
  const hasWorkspace = auth.status === 'signed-in' && auth.profile.tenantId !== null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-xl font-semibold tracking-tight sm:text-2xl">
            <ShieldCheck className="size-6 text-brand-ink" aria-hidden /> Platform home
          </h1>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-muted-foreground">
            The platform console is on its way. From here you will operate Scopewright across every MSP workspace.
            {hasWorkspace
              ? ''
              : ' You are not a member of a workspace, so quotes, clients and settings are not shown to you.'}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/dashboard/profile">
            <UserRound aria-hidden /> My profile
          </Link>
        </Button>
      </div>
      <section aria-labelledby="console-heading" className="rounded-xl border bg-card">
        <div className="flex items-center justify-between gap-3 border-b px-5 py-3">
          <h2 id="console-heading" className="text-sm font-semibold">
            What the console will hold
          </h2>
          <Badge>Coming soon</Badge>
        </div>
        <ul className="divide-y">
          {CONSOLE_PAGES.map((page) => (
            <li key={page.path} className="px-5 py-3">
              <p className="text-sm font-medium">{page.label}</p>
              <p className="mt-0.5 text-sm text-muted-foreground">{page.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
