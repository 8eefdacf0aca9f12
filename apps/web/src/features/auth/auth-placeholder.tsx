import { findPublicPage, PRODUCT_NAME } from '@scopewright/domain';
import { type LucideIcon, Mail, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

const SCREENS: Record<string, { summary: string; icon: LucideIcon; link?: { to: string; label: string } }> = {
  '/onboarding': { summary: 'Tell us your name and company to finish setting up your workspace.', icon: UserRound },
};

const INVITE = {
  summary: 'Accept your invitation to join your team’s workspace.',
  icon: Mail,
  link: { to: '/login', label: 'Go to sign in' },
};

/** Invitation and onboarding arrive later; this card holds their place with the right title. */
export default function AuthPlaceholder() {
  const { pathname } = useLocation();
  const isInvite = pathname.startsWith('/invite/');
  const screen = isInvite ? INVITE : (SCREENS[pathname] ?? INVITE);
  const title = isInvite
    ? 'You’re invited'
    : (findPublicPage(pathname)?.title.replace(` | ${PRODUCT_NAME}`, '') ?? PRODUCT_NAME);
  const Icon = screen.icon;

  return (
    <Card className="p-8 text-center shadow-lg shadow-black/[0.03]">
      <span className="mx-auto flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
        <Icon className="size-5" aria-hidden />
      </span>
      <h1 className="mt-5 text-xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{screen.summary}</p>
      <div className="mt-6 rounded-lg border border-dashed bg-muted/50 px-4 py-5">
        <Badge>Coming soon</Badge>
        <p className="mt-2 text-[13px] text-muted-foreground">
          Accounts open with our next release. Want early access?{' '}
          <Link to="/contact" className="font-medium text-brand-ink hover:underline">
            Contact us
          </Link>
          .
        </p>
      </div>
      {screen.link && (
        <Link to={screen.link.to} className="mt-6 inline-block text-sm font-medium text-brand-ink hover:underline">
          {screen.link.label}
        </Link>
      )}
    </Card>
  );
}
