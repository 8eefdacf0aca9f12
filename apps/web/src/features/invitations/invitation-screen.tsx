import { AUTH_COPY, PRODUCT_NAME } from '@scopewright/domain';
import { CheckCircle2, Clock, LinkIcon, Mail, TriangleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { AuthCard } from '@/components/forms/auth-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { AcceptInvitationForm } from './components/accept-invitation-form';
import { InvitationStateCard } from './components/invitation-state-card';
import { InvitationSummary } from './components/invitation-summary';
import { useInvitationLookup } from '@/data/invitations';

/** /invite/{token} (docs/product-rules.md#invitations): loading, not found, expired, accepted, or the invitation to accept. */
export default function InvitationScreen() {
  const { token = '' } = useParams();
  const lookup = useInvitationLookup(token);

  if (lookup.isPending) {
    return (
      <AuthCard title="You're invited" icon={Mail}>
        <div role="status" className="flex items-center justify-center gap-3 py-6 text-sm text-muted-foreground">
          <Spinner />
          {AUTH_COPY.invitationLoading}
        </div>
      </AuthCard>
    );
  }

  if (lookup.isError) {
    if (isApiError(lookup.error) && lookup.error.status === 404) {
      return (
        <InvitationStateCard
          icon={LinkIcon}
          title={AUTH_COPY.invitationNotFound}
          message={AUTH_COPY.invitationInvalid}
        />
      );
    }
    const requestId = isApiError(lookup.error) ? lookup.error.requestId : null;
    return (
      <InvitationStateCard
        icon={TriangleAlert}
        title={AUTH_COPY.invitationLoadFailed}
        message={
          isApiError(lookup.error) && lookup.error.status === 429
            ? lookup.error.message
            : 'Check your connection and try again.'
        }
        action={null}
      >
        <Button className="h-10" onClick={() => void lookup.refetch()} disabled={lookup.isFetching}>
          Try again
        </Button>
        {requestId && <p className="text-center text-xs text-muted-foreground">Request id: {requestId}</p>}
      </InvitationStateCard>
    );
  }

  const { status, invitation } = lookup.data;
  if (status === 'expired') {
    return <InvitationStateCard icon={Clock} title="Invitation expired" message={AUTH_COPY.invitationExpired} />;
  }
  if (status === 'accepted') {
    return (
      <InvitationStateCard
        icon={CheckCircle2}
        title="Invitation already accepted"
        message={AUTH_COPY.invitationAccepted}
        action={{ to: '/login', label: 'Sign in' }}
      />
    );
  }

  return (
    <AuthCard
      icon={Mail}
      title={AUTH_COPY.invitationHeading}
      description={
        <>
          {invitation.inviterName ? `${invitation.inviterName} invited you` : 'You have been invited'} to join{' '}
          <span className="font-medium text-foreground">{invitation.companyName}</span> on {PRODUCT_NAME}.
        </>
      }
    >
      <div className="grid gap-5">
        <InvitationSummary invitation={invitation} />
        <AcceptInvitationForm token={token} invitation={invitation} />
      </div>
    </AuthCard>
  );
}
