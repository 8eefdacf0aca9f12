import { AUDIT_LOG_COPY as COPY } from '@scopewright/domain';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { AuditLogView } from '@/components/audit-log/audit-log-view';
import { ScreenHeader } from '@/components/shell/screen-header';

/** Super admin → Audit: every entry of the platform, with the workspace filter (`?tenantId=` links here). */
export default function PlatformAuditScreen() {
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader title={COPY.platformTitle} intro={COPY.platformIntro} />
      <SectionTabs section="superadmin" />
      <AuditLogView scope="platform" />
    </div>
  );
}
