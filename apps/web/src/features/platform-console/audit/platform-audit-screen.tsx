import { AUDIT_LOG_COPY as COPY } from '@scopewright/domain';
import { AuditLogView } from '@/components/audit-log/audit-log-view';

/** Super admin → Audit: every entry of the platform, with the workspace filter (`?tenantId=` links here). */
export default function PlatformAuditScreen() {
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{COPY.platformTitle}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{COPY.platformIntro}</p>
      </header>
      <AuditLogView scope="platform" />
    </div>
  );
}
