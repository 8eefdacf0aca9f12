import { useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';
import { PlatformHome } from './platform-home';

export default function AdminScreen() {
  const path = dashboardSubPath(useLocation().pathname);
  return path === 'superadmin' ? <PlatformHome /> : <DashboardPlaceholder />;
}
