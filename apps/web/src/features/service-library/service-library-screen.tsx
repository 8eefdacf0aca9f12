import { SectionTabs } from '@/components/app-shell/section-tabs';
import { ServiceLibraryPanel } from './service-library-panel';

/** Templates → Service library; /dashboard/templates opens here too, its first tab (app/routes/lazy-screens.ts). */
export default function ServiceLibraryScreen() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">Templates</h1>
      <SectionTabs section="templates" />
      <ServiceLibraryPanel />
    </div>
  );
}
