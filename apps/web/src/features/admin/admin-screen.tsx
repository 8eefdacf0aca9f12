import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';

/** Any dashboard path no feature claims: its header with the not-built panel. */
export default function AdminScreen() {
  return <DashboardPlaceholder />;
}
