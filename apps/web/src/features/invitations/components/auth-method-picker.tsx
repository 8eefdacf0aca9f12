import type { InvitationAuthMethod } from '@scopewright/domain';
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OAuthProvider } from '@/lib/oauth';
import { cn } from '@/lib/utils';

const LABELS: Record<InvitationAuthMethod, { title: string; icon: ReactNode }> = {
  email: { title: 'Email and password', icon: <KeyRound className="size-4" aria-hidden /> },
  google: {
    title: 'Google',
    icon: (
      <span aria-hidden className="text-[13px] font-semibold">
        G
      </span>
    ),
  },
  microsoft: {
    title: 'Microsoft',
    icon: (
      <span aria-hidden className="grid size-3.5 grid-cols-2 gap-px">
        {['bg-[#f25022]', 'bg-[#7fba00]', 'bg-[#00a4ef]', 'bg-[#ffb900]'].map((color) => (
          <span key={color} className={color} />
        ))}
      </span>
    ),
  },
};

/** How the invitee will sign in; email is preselected, providers only when the server offers them (docs/product-rules.md#invitations). */
export function AuthMethodPicker({
  value,
  providers,
  disabled,
  onChange,
}: {
  value: InvitationAuthMethod;
  providers: readonly OAuthProvider[];
  disabled: boolean;
  onChange: (method: InvitationAuthMethod) => void;
}) {
  const methods: InvitationAuthMethod[] = ['email', ...providers];
  if (methods.length === 1) return null;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Sign up with</legend>
      <div className={cn('grid gap-2', methods.length === 3 ? 'sm:grid-cols-[auto_1fr_1fr]' : 'sm:grid-cols-2')}>
        {methods.map((method) => (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-center gap-2 whitespace-nowrap rounded-md border bg-card px-3 py-2.5 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === method ? 'border-primary bg-brand-soft text-brand-ink' : 'hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name="auth-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {LABELS[method].icon}
            {LABELS[method].title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
