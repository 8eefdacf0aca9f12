import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { Badge } from '@/components/ui/badge';
import type { TemplateSummaryRecord } from '@/data/templates';

/** Archived, and for a global template whether workspaces see it (only a super admin's list holds unpublished ones). */
export function TemplateBadges({
  template,
  showGlobal = false,
}: {
  template: Pick<TemplateSummaryRecord, 'scope' | 'archivedAt' | 'isPublished'>;
  showGlobal?: boolean;
}) {
  return (
    <>
      {showGlobal && template.scope === 'global' && <Badge variant="muted">{COPY.globalBadge}</Badge>}
      {template.scope === 'global' && !template.isPublished && (
        <Badge variant="outline" className="border-amber-500/50 text-amber-800 dark:text-amber-200">
          {COPY.unpublishedBadge}
        </Badge>
      )}
      {template.archivedAt && <Badge variant="muted">{COPY.archivedBadge}</Badge>}
    </>
  );
}
