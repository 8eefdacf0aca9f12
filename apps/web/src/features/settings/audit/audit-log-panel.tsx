/** Being built: replaced by the workspace's audit log. */
export function AuditLogPanel() {
  return null;
}
