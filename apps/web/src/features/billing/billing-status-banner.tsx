import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { BillingOverview } from '@/data/billing';
import { cn } from '@/lib/utils';
import { bannerFor, type BannerAction } from './billing-banner-content';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { PortalButton } from './portal-button';
import { ResumePlanButton } from './resume-plan-button';

const TONES = {
  info: 'border-primary/25 bg-brand-soft text-brand-ink',
  warning: 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
  // The title in the destructive colour, the sentence in the body colour: red text on a red tint fails contrast.
  danger: 'border-destructive/30 bg-destructive/5 text-foreground [&_[data-title]]:text-destructive',
} as const;

/** What the workspace's state means and what to do: trial days left, a failed payment, a plan ending, suspension. */
export function BillingStatusBanner({ overview }: { overview: BillingOverview }) {
  const content = bannerFor(overview);
  if (!content) return null;
  const { tone, icon: Icon, title, text, actions } = content;
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      data-testid="billing-status"
      data-tone={tone}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', TONES[tone])}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', tone === 'danger' && 'text-destructive')} aria-hidden />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-semibold" data-title>
          {title}
        </p>
        <p className="leading-6">{text}</p>
        {actions.length > 0 && (
          <div className="flex flex-wrap items-start gap-2 pt-2">
            {actions.map((action) => (
              <BannerButton key={action} action={action} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function BannerButton({ action }: { action: BannerAction }) {
  switch (action) {
    case 'portal':
      return <PortalButton label={COPY.updatePaymentMethod} />;
    case 'resume':
      return <ResumePlanButton label={COPY.resumePlan} />;
    case 'keep':
      return <ResumePlanButton label={COPY.keepCurrentPlan} variant="outline" />;
    case 'plans':
      return (
        <Button asChild size="sm" variant="outline">
          <Link to="/dashboard/billing/plans">{COPY.choosePlan}</Link>
        </Button>
      );
  }
}
