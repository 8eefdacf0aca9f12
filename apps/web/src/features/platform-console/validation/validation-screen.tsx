import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';

/** Being built: replaced by its screen. */
export default function Screen() {
  return <DashboardPlaceholder />;
}
