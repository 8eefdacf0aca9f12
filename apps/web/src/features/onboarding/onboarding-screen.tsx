import { hasRoleAtLeast, isRole, PROFILE_COPY, readReturnTarget, shouldShowOnboarding } from '@scopewright/domain';
import { UserRound } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard } from '@/components/forms/auth-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthState } from '@/lib/auth-state';
import { OnboardingForm } from './onboarding-form';

/** /onboarding (docs/product-rules.md#onboarding): finish the profile, then go on to the dashboard or the safe return target. */
export default function OnboardingScreen() {
  const auth = useAuthState({ verify: 'always' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = readReturnTarget(params);

  if (auth.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your profile">
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }
  if (auth.status === 'signed-out') return <Navigate to="/login" replace />;

  const role = isRole(auth.profile.role) ? auth.profile.role : null;
  if (!shouldShowOnboarding({ ...auth.profile, role })) return <Navigate to={target} replace />;
  const canNameWorkspace = auth.tenant !== null && hasRoleAtLeast(role, 'msp_admin');
  return (
    <AuthCard
      icon={UserRound}
      title={PROFILE_COPY.onboardingHeading}
      description={canNameWorkspace ? PROFILE_COPY.onboardingDescription : PROFILE_COPY.onboardingJoinDescription}
    >
      <OnboardingForm
        firstName={auth.profile.firstName ?? ''}
        lastName={auth.profile.lastName ?? ''}
        workspaceName={auth.tenant?.name ?? null}
        canNameWorkspace={canNameWorkspace}
        isPendingApproval={role === 'pending_user'}
        onDone={() => {
          toast.success(PROFILE_COPY.onboardingSaved);
          navigate(target, { replace: true });
        }}
      />
    </AuthCard>
  );
}
