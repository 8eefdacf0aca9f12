/** The Templates screens' own addresses (the palette's "New template" and W2's "Save as template" use the same). */
export const TEMPLATES_BASE = '/dashboard/templates';

export function managementLink(at: { id?: string; isNew?: boolean; platform?: boolean } = {}): string {
  const base = at.platform ? '/dashboard/superadmin/templates' : `${TEMPLATES_BASE}/management`;
  if (at.id) return `${base}?id=${encodeURIComponent(at.id)}`;
  return at.isNew ? `${base}?new=1` : base;
}
