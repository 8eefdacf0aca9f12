import {
  appLinks,
  type AssignableRole,
  CreateInvitationInput,
  type InvitationView,
  ROLE_LABELS,
  TEAM_COPY,
} from '@scopewright/domain';
import { AlertCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { isPlanError } from '../use-team-error';
import { RoleSelect } from './role-select';
import { TextField } from './text-field';

type Field = 'email' | 'name' | 'role';
type Errors = Partial<Record<Field, string>>;

const EMPTY = { email: '', name: '', role: 'msp_user' as AssignableRole };

function fieldErrorsOf(details: unknown): Errors {
  if (!Array.isArray(details)) return {};
  const errors: Errors = {};
  for (const item of details as { path?: unknown; message?: unknown }[]) {
    if ((item.path === 'email' || item.path === 'name' || item.path === 'role') && typeof item.message === 'string') {
      errors[item.path] ??= item.message;
    }
  }
  return errors;
}

/** Invite by email with a role (docs/product-rules.md#invitations): one active invitation per email, the tier's seats, 10 an hour. */
export function InviteDialog({
  open,
  onOpenChange,
  workspaceName,
  onInvite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceName: string;
  onInvite: (input: CreateInvitationInput) => Promise<InvitationView>;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ message: string; plan: boolean } | null>(null);
  const [isSending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const close = (next: boolean) => {
    if (isSending) return;
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = CreateInvitationInput.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'email' || key === 'name' || key === 'role') next[key] ??= issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : nameRef).current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onInvite(parsed.data);
      setSending(false);
      setValues(EMPTY);
      onOpenChange(false);
    } catch (error) {
      setSending(false);
      const fields = isApiError(error) ? fieldErrorsOf(error.details) : {};
      if (isApiError(error) && error.code === 'CONFLICT') {
        setErrors({ email: error.message });
        emailRef.current?.focus();
      } else if (Object.keys(fields).length > 0) {
        setErrors(fields);
      } else {
        const message = error instanceof Error ? error.message : 'The invitation could not be sent.';
        setFailure({ message, plan: isPlanError(error) });
      }
    }
  };

  const set = (field: Field) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogDescription>
          They get an email with a link to join {workspaceName || 'your workspace'}. The link works for 7 days.
        </DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
          {failure && (
            <div
              role="alert"
              className="flex gap-2.5 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <div className="grid gap-1">
                <p>{failure.message}</p>
                {failure.plan && (
                  <Link to={appLinks.billing()} className="font-medium underline underline-offset-4">
                    View plans in Billing
                  </Link>
                )}
              </div>
            </div>
          )}
          <TextField
            ref={emailRef}
            label="Work email"
            name="email"
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
            value={values.email}
            error={errors.email}
            onChange={(event) => set('email')(event.target.value)}
          />
          <TextField
            ref={nameRef}
            label="Name (optional)"
            name="name"
            autoComplete="off"
            placeholder="Jordan Lee"
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <div className="grid gap-1.5">
            <label htmlFor="invite-role" className="text-sm font-medium">
              Role
            </label>
            <RoleSelect
              id="invite-role"
              className="h-10 w-full text-sm"
              value={values.role}
              onValueChange={set('role')}
            />
            <p className="text-[13px] text-muted-foreground">
              {values.role === 'msp_admin'
                ? `${ROLE_LABELS.msp_admin}s also manage users, templates, settings and billing.`
                : `${ROLE_LABELS.msp_user}s create, edit and send quotes.`}
            </p>
            {errors.role && <p className="text-[13px] text-destructive">{errors.role}</p>}
          </div>
          <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSending}>
              {isSending ? TEAM_COPY.inviting : 'Send invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
