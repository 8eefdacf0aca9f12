import { AUDIT_LOG_COPY as COPY } from '@scopewright/domain';
import { AuditLogView } from '@/components/audit-log/audit-log-view';

/** Settings → Audit log: the workspace's own entries (its admins), read-only, filterable and exportable. */
export function AuditLogPanel() {
  return (
    <section aria-labelledby="audit-log-heading" className="grid min-w-0 grid-cols-1 gap-4">
      <header className="grid gap-1">
        <h2 id="audit-log-heading" className="text-base font-semibold tracking-tight">
          {COPY.workspaceTitle}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{COPY.workspaceIntro}</p>
      </header>
      <AuditLogView scope="workspace" />
    </section>
  );
}
