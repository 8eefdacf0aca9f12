import { AUTH_COPY } from '@scopewright/domain';
import { Button } from '@/components/ui/button';
import type { OAuthProvider } from '@/lib/oauth';

const LABELS: Record<'login' | 'signup', Record<OAuthProvider, string>> = {
  login: { google: 'Google', microsoft: 'Microsoft' },
  signup: { google: AUTH_COPY.continueWithGoogle, microsoft: AUTH_COPY.continueWithMicrosoft },
};

/** 'Or continue with' and one button per configured provider; renders nothing when none is configured. */
export function OAuthButtons({
  providers,
  variant,
  disabled,
  onSelect,
}: {
  providers: readonly OAuthProvider[];
  variant: 'login' | 'signup';
  disabled: boolean;
  onSelect: (provider: OAuthProvider) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-3">
      {variant === 'login' && (
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          {AUTH_COPY.orContinueWith}
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
      <div className={variant === 'login' ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            className="h-10"
            disabled={disabled}
            onClick={() => onSelect(provider)}
          >
            {LABELS[variant][provider]}
          </Button>
        ))}
      </div>
    </div>
  );
}
