import { BILLING_COPY } from '@scopewright/domain';
import { useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { BillingContent, type BillingView } from './billing-content';

const VIEWS: Record<string, BillingView> = {
  billing: 'overview',
  'billing/overview': 'overview',
  'billing/usage': 'usage',
  'billing/plans': 'plans',
  'billing/payment': 'payment',
  'billing/history': 'history',
};

/** /dashboard/billing: where admins see and change the plan, pay, and where suspended workspaces are sent. */
export default function BillingScreen() {
  const { pathname } = useLocation();
  const view = VIEWS[dashboardSubPath(pathname)];
  if (!view) return <DashboardPlaceholder />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{BILLING_COPY.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{BILLING_COPY.intro}</p>
      </div>
      <SectionTabs section="billing" />
      <BillingContent view={view} />
    </div>
  );
}
