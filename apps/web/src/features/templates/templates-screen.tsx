import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { LibraryView } from './library/library-view';
import { MyTemplatesView } from './list/my-templates-view';
import { ManagementView } from './management/management-view';

/**
 * Templates → Library, My Templates and Management, and the platform's global templates (superadmin/templates,
 * the same Management). The service library panel comes in from the composition root (app/routes/dashboard-screens.ts).
 */
export function TemplatesScreen({ serviceLibrary }: { serviceLibrary: ComponentType }) {
  const path = dashboardSubPath(useLocation().pathname);
  if (path === 'superadmin/templates') return <ManagementView platform />;
  if (path === 'templates/my-templates') return <MyTemplatesView />;
  if (path === 'templates/management') return <ManagementView />;
  return (
    <LibraryView
      view={path === 'templates/library/services' ? 'services' : 'templates'}
      serviceLibrary={serviceLibrary}
    />
  );
}

/** The screen the dashboard routes to, with the service library panel it shows under Library. */
export function templatesScreenWith(serviceLibrary: ComponentType): ComponentType {
  function TemplatesRoute() {
    return <TemplatesScreen serviceLibrary={serviceLibrary} />;
  }
  return TemplatesRoute;
}
