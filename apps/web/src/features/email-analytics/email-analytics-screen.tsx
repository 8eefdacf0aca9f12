import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { EMAIL_ANALYTICS_COPY as COPY } from './email-analytics-copy';
import { EmailLogView } from './email-log-view';
import { ScreenHeader } from '@/components/shell/screen-header';

const TAB =
  '-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-3 text-[13px] font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground';

/**
 * Admin → Email Analytics (a workspace's own emails) and Super admin → Email (every workspace's, with the
 * workspace filter and, when the composition root gives it, the suppression list in a second tab).
 */
export function EmailAnalyticsScreen({ suppressions: Suppressions }: { suppressions?: ComponentType }) {
  const isPlatform = dashboardSubPath(useLocation().pathname) === 'superadmin/email';
  const log = <EmailLogView scope={isPlatform ? 'platform' : 'workspace'} />;
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader
        title={isPlatform ? COPY.platformTitle : COPY.workspaceTitle}
        intro={isPlatform ? COPY.platformIntro : COPY.workspaceIntro}
      />
      {isPlatform && Suppressions ? (
        <Tabs.Root defaultValue="log" className="grid min-w-0 grid-cols-1 gap-4">
          <Tabs.List aria-label={COPY.platformTitle} className="flex overflow-x-auto border-b">
            <Tabs.Trigger value="log" className={TAB}>
              {COPY.logTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="suppressions" className={TAB}>
              {COPY.suppressionsTab}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="log" className="min-w-0 outline-none">
            {log}
          </Tabs.Content>
          <Tabs.Content value="suppressions" className="min-w-0 outline-none">
            <Suppressions />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        log
      )}
    </div>
  );
}

/** The screen the dashboard routes to, with the suppression list panel when the composition root gives it. */
export function emailAnalyticsScreenWith(suppressions?: ComponentType): ComponentType {
  function EmailAnalyticsRoute() {
    return <EmailAnalyticsScreen suppressions={suppressions} />;
  }
  return EmailAnalyticsRoute;
}

export default emailAnalyticsScreenWith();
