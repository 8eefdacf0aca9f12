import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { Badge } from '@/components/ui/badge';

/** Active or inactive, and "Edited" once a super admin changed it (the seed leaves it alone from then on). */
export function StateBadges({ isActive, editedAt }: { isActive: boolean; editedAt: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {isActive ? (
        <Badge className="border-transparent bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          {COPY.active}
        </Badge>
      ) : (
        <Badge variant="muted">{COPY.inactive}</Badge>
      )}
      {editedAt && (
        <Badge variant="outline" title={COPY.editedTitle}>
          {COPY.edited}
        </Badge>
      )}
    </span>
  );
}
