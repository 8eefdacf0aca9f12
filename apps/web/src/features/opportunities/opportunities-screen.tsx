import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';

export default function OpportunitiesScreen() {
  return <DashboardPlaceholder />;
}
