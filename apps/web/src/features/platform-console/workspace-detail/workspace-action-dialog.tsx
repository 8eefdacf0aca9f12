import {
  ExtendTrialInput,
  OpenSupportInput,
  ROLE_LABELS,
  SetMemberRoleInput,
  SetTierOverrideInput,
  SUPPORT_MEMBER_ROLES,
  SupportReasonInput,
  TIER_LABELS,
  TIER_OVERRIDE_TIERS,
  TRIAL_EXTENSION_MAX_DAYS,
  WORKSPACE_SUPPORT_COPY as COPY,
  type SupportMemberRole,
} from '@scopewright/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type TenantDetail,
  type TenantDetailInvitation,
  type TenantDetailMember,
  useEndMemberSessions,
  useExtendTrial,
  useOpenSupport,
  useResendWorkspaceInvitation,
  useSetMemberRole,
  useSetTierOverride,
  useSuspendWorkspace,
  useUnsuspendWorkspace,
} from '@/data/workspace-support';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
import { ReasonDialog } from './reason-dialog';

/** What the super admin chose to do; each opens its confirm dialog. */
export type WorkspaceAction =
  | { kind: 'suspend' | 'unsuspend' | 'extend-trial' | 'open-support' }
  | { kind: 'role' | 'tier' | 'end-sessions'; member: TenantDetailMember }
  | { kind: 'resend'; invitation: TenantDetailInvitation };

type FieldName = 'reason' | 'days' | 'role' | 'tier';
const FIELDS: readonly FieldName[] = ['reason', 'days', 'role', 'tier'];

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const NO_OVERRIDE = '';

const keyOf = (action: WorkspaceAction) =>
  'member' in action
    ? `${action.kind}:${action.member.id}`
    : 'invitation' in action
      ? action.invitation.id
      : action.kind;

const isSupportRole = (role: string): role is SupportMemberRole =>
  (SUPPORT_MEMBER_ROLES as readonly string[]).includes(role);

/** The dialog of the chosen action, fresh for each choice. */
export function WorkspaceActionDialog({
  detail,
  action,
  onClose,
}: {
  detail: TenantDetail;
  action: WorkspaceAction | null;
  onClose: () => void;
}) {
  if (!action) return null;
  return <ActionForm key={keyOf(action)} detail={detail} action={action} onClose={onClose} />;
}

function errorsOf(error: z.ZodError): Partial<Record<FieldName, string>> {
  return fieldErrorsOf(error.issues, FIELDS);
}

function ActionForm({
  detail,
  action,
  onClose,
}: {
  detail: TenantDetail;
  action: WorkspaceAction;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const member = 'member' in action ? action.member : null;
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [role, setRole] = useState<string>(member && isSupportRole(member.role) ? member.role : 'msp_user');
  const [tier, setTier] = useState<string>(member?.tierOverride ?? NO_OVERRIDE);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const own = { errorToast: false } as const;
  const suspend = useSuspendWorkspace(detail.id, own);
  const unsuspend = useUnsuspendWorkspace(detail.id, own);
  const extend = useExtendTrial(detail.id, own);
  const setRoleOf = useSetMemberRole(detail.id, own);
  const setTierOf = useSetTierOverride(detail.id, own);
  const endSessions = useEndMemberSessions(detail.id, own);
  const resend = useResendWorkspaceInvitation(detail.id, own);
  const openSupport = useOpenSupport(own);

  /** The action's texts, its input schema and its call; `then` runs after success. */
  const plan = (() => {
    switch (action.kind) {
      case 'suspend':
        return {
          title: COPY.suspendTitle(detail.name),
          description: COPY.suspendBody,
          confirm: COPY.suspend,
          destructive: true,
          parse: () => SupportReasonInput.safeParse({ reason }),
          run: async (body: { reason: string }) => {
            await suspend.mutateAsync(body);
            return COPY.suspended(detail.name);
          },
        };
      case 'unsuspend':
        return {
          title: COPY.unsuspendTitle(detail.name),
          description: COPY.unsuspendBody,
          confirm: COPY.unsuspend,
          parse: () => SupportReasonInput.safeParse({ reason }),
          run: async (body: { reason: string }) => {
            await unsuspend.mutateAsync(body);
            return COPY.unsuspended(detail.name);
          },
        };
      case 'extend-trial':
        return {
          title: COPY.extendTrialTitle,
          description: COPY.extendTrialBody,
          confirm: COPY.extendTrial,
          parse: () => ExtendTrialInput.safeParse({ days: days.trim() === '' ? Number.NaN : Number(days), reason }),
          run: async (body: z.output<typeof ExtendTrialInput>) => {
            const updated = await extend.mutateAsync(body);
            return COPY.trialExtended(updated.trial.endDate ? dateFormat.format(new Date(updated.trial.endDate)) : '');
          },
        };
      case 'open-support':
        return {
          title: COPY.openAsSupportTitle(detail.name),
          description: COPY.openAsSupportBody,
          confirm: COPY.openAsSupport,
          parse: () => OpenSupportInput.safeParse({ tenantId: detail.id, reason }),
          run: async (body: z.output<typeof OpenSupportInput>) => {
            await openSupport.mutateAsync(body);
            void navigate('/dashboard');
            return COPY.opened(detail.name);
          },
        };
      case 'role':
        return {
          title: COPY.changeRoleTitle(action.member.name),
          description: COPY.changeRoleBody,
          confirm: COPY.changeRole,
          parse: () => SetMemberRoleInput.safeParse({ role, reason }),
          run: async (body: z.output<typeof SetMemberRoleInput>) => {
            await setRoleOf.mutateAsync({ userId: action.member.id, ...body });
            return COPY.roleChanged(action.member.name, ROLE_LABELS[body.role]);
          },
        };
      case 'tier':
        return {
          title: COPY.tierOverrideTitle(action.member.name),
          description: COPY.tierOverrideBody,
          confirm: COPY.tierOverride,
          parse: () => SetTierOverrideInput.safeParse({ tier: tier === NO_OVERRIDE ? null : tier, reason }),
          run: async (body: z.output<typeof SetTierOverrideInput>) => {
            await setTierOf.mutateAsync({ userId: action.member.id, ...body });
            return COPY.tierOverrideSet(action.member.name);
          },
        };
      case 'end-sessions':
        return {
          title: COPY.endSessionsTitle(action.member.name),
          description: COPY.endSessionsBody,
          confirm: COPY.endSessions,
          destructive: true,
          parse: () => SupportReasonInput.safeParse({ reason }),
          run: async (body: { reason: string }) => {
            await endSessions.mutateAsync({ userId: action.member.id, ...body });
            return COPY.sessionsEnded(action.member.name);
          },
        };
      case 'resend':
        return {
          title: COPY.resendTitle(action.invitation.email),
          description: COPY.resendBody,
          confirm: COPY.resend,
          parse: () => SupportReasonInput.safeParse({ reason }),
          run: async (body: { reason: string }) => {
            await resend.mutateAsync({ invitationId: action.invitation.id, ...body });
            return COPY.resent(action.invitation.email);
          },
        };
    }
  })();

  const submit = async () => {
    setFailure(null);
    const parsed = plan.parse();
    if (!parsed.success) return setErrors(errorsOf(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      // Each action's own schema parsed the body its call takes.
      const message = await (plan.run as (body: unknown) => Promise<string>)(parsed.data);
      toast.success(message);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? fieldErrorsOf(error.details, FIELDS) : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReasonDialog
      open
      title={plan.title}
      description={plan.description}
      confirmLabel={plan.confirm}
      destructive={'destructive' in plan && plan.destructive}
      reason={reason}
      reasonError={errors.reason}
      onReasonChange={setReason}
      isBusy={busy}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {action.kind === 'extend-trial' && (
        <Field label={COPY.daysLabel} error={errors.days}>
          {(control) => (
            <Input
              {...control}
              name="days"
              type="number"
              inputMode="numeric"
              min={1}
              max={TRIAL_EXTENSION_MAX_DAYS}
              step={1}
              className="h-10 w-32 tabular-nums"
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          )}
        </Field>
      )}
      {action.kind === 'role' && (
        <Field label={COPY.roleLabel} error={errors.role}>
          {(control) => (
            <NativeSelect {...control} name="role" value={role} onChange={(event) => setRole(event.target.value)}>
              {SUPPORT_MEMBER_ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      {action.kind === 'tier' && (
        <Field label={COPY.tierLabel} error={errors.tier}>
          {(control) => (
            <NativeSelect {...control} name="tier" value={tier} onChange={(event) => setTier(event.target.value)}>
              <option value={NO_OVERRIDE}>{COPY.noOverride}</option>
              {TIER_OVERRIDE_TIERS.map((option) => (
                <option key={option} value={option}>
                  {TIER_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
    </ReasonDialog>
  );
}
