import { API_RESOURCE_LABELS, API_RESOURCES } from '@scopewright/domain';
import { Badge } from '@/components/ui/badge';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { levelsFromScopes } from './scope-levels';

/** A key's access, one chip per resource it reaches ("Quotes · Read & write"); one chip when uniform. */
export function ScopeChips({ scopes }: { scopes: readonly string[] }) {
  const levels = levelsFromScopes(scopes);
  const granted = API_RESOURCES.filter((resource) => levels[resource] !== 'none');
  const uniform = granted.length === API_RESOURCES.length && granted.every((r) => levels[r] === levels[granted[0]!]);
  if (uniform) {
    return <Badge variant="outline">{levels[granted[0]!] === 'write' ? COPY.fullAccess : COPY.allRead}</Badge>;
  }
  return (
    <ul className="flex flex-wrap gap-1 max-xl:justify-end" aria-label={COPY.colScopes}>
      {granted.map((resource) => (
        <li key={resource}>
          <Badge variant="outline">
            {API_RESOURCE_LABELS[resource]}
            <span aria-hidden>·</span>
            <span className="sr-only">:</span>
            <span className={levels[resource] === 'write' ? 'text-foreground' : undefined}>
              {COPY.scopeLevels[levels[resource]]}
            </span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
