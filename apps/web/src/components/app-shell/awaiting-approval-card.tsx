import { AUTH_COPY, ROLE_LABELS, TEAM_COPY } from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { authKeys } from '@/lib/auth-keys';

/**
 * A later sign-up of a company's domain joins its workspace as a pending user and sees only their
 * own profile until an admin approves them on the Users screen (docs/product-rules.md#sign-up-and-workspaces).
 */
export function AwaitingApprovalCard({ workspaceName }: { workspaceName: string | null }) {
  const queryClient = useQueryClient();
  return (
    <section className="flex justify-center px-4 py-16 sm:py-24" data-testid="awaiting-approval">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
          <Hourglass className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">{TEAM_COPY.awaitingApprovalTitle}</h1>
        <p className="mt-3 text-[15px] leading-6">{TEAM_COPY.awaitingApproval(workspaceName ?? 'your workspace')}</p>
        <p className="mt-2 text-sm text-muted-foreground">Current role: {ROLE_LABELS.pending_user}</p>
        <p className="mt-1 text-sm text-muted-foreground">{AUTH_COPY.contactAdministrator}</p>
        <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => void queryClient.invalidateQueries({ queryKey: authKeys.me() })}>Check again</Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard/profile">My profile</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
