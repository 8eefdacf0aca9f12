import { AdminOnboardingForm, OnboardingInput, PROFILE_COPY, TEAM_COPY } from '@scopewright/domain';
import { Building2, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { SubmitForm } from '@/components/forms/submit-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useCompleteOnboarding } from '@/data/onboarding';

const NamesOnly = OnboardingInput.omit({ workspaceName: true });

interface OnboardingFormProps {
  firstName: string;
  lastName: string;
  workspaceName: string | null;
  /** Admins name the workspace; everyone else sees it read-only. */
  canNameWorkspace: boolean;
  isPendingApproval: boolean;
  onDone: () => void;
}

/** Names (and the workspace name for its admin); every field is validated by the domain's schema. */
export function OnboardingForm(props: OnboardingFormProps) {
  const { canNameWorkspace, workspaceName } = props;
  const complete = useCompleteOnboarding();
  const [error, setError] = useState<string | null>(null);
  const initial = { firstName: props.firstName, lastName: props.lastName, workspaceName: workspaceName ?? '' };
  const admin = useZodForm(AdminOnboardingForm, initial);
  const member = useZodForm(NamesOnly, { firstName: initial.firstName, lastName: initial.lastName });

  const submit = async () => {
    setError(null);
    const data = await (canNameWorkspace ? admin.submit() : member.submit());
    if (!data) return;
    try {
      await complete.mutateAsync(data);
      props.onDone();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : PROFILE_COPY.profileSaveFailed);
    }
  };

  const field = (name: 'firstName' | 'lastName') => (canNameWorkspace ? admin.field(name) : member.field(name));
  const busy = complete.isPending;
  return (
    <SubmitForm onSubmit={submit}>
      {error && <FormAlert tone="error" title={error} />}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" disabled={busy} {...field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" disabled={busy} {...field('lastName')} />
      </div>
      {canNameWorkspace ? (
        <FormField
          label="Workspace name"
          autoComplete="organization"
          disabled={busy}
          hint={
            <p className="text-[13px] text-muted-foreground">
              Your company name as clients will see it on quotes. Your team joins it with your email domain.
            </p>
          }
          {...admin.field('workspaceName')}
        />
      ) : (
        workspaceName && (
          <div className="grid gap-1.5">
            <span className="text-sm font-medium" id="workspace-label">
              Workspace
            </span>
            <p
              aria-labelledby="workspace-label"
              className="flex h-10 items-center gap-2 rounded-md border bg-muted/60 px-3 text-sm"
            >
              <Building2 className="size-4 text-muted-foreground" aria-hidden />
              {workspaceName}
            </p>
          </div>
        )
      )}
      {props.isPendingApproval && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-50 px-3.5 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">{TEAM_COPY.awaitingApprovalTitle}</p>
            <p className="text-[13px] leading-5">{TEAM_COPY.awaitingApproval(workspaceName ?? 'your workspace')}</p>
          </div>
        </div>
      )}
      <Button type="submit" className="mt-1 h-10" disabled={busy}>
        {busy ? PROFILE_COPY.onboardingSaving : PROFILE_COPY.onboardingSubmit}
      </Button>
    </SubmitForm>
  );
}
