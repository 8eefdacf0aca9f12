import { API_RESOURCE_LABELS, API_RESOURCES } from '@scopewright/domain';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { levelsOf, SCOPE_LEVELS, type ScopeLevels } from './scope-levels';

/**
 * Resource × (No access / Read / Read & write): one radio group per resource (arrows move within it, Tab to the
 * next), with shortcuts for the common grants.
 */
export function ScopeGrid({
  value,
  onChange,
  error,
}: {
  value: ScopeLevels;
  onChange: (next: ScopeLevels) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
      data-testid="scope-grid"
    >
      <legend className="sr-only">{COPY.scopes}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span aria-hidden className="text-sm font-medium">
          {COPY.scopes}
        </span>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => onChange(levelsOf('read'))}>
            {COPY.allRead}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onChange(levelsOf('write'))}>
            {COPY.fullAccess}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onChange(levelsOf('none'))}>
            {COPY.clearAll}
          </Button>
        </div>
      </div>
      <div className="divide-y rounded-lg border">
        {API_RESOURCES.map((resource) => {
          const labelId = `${id}-${resource}`;
          return (
            <div
              key={resource}
              role="radiogroup"
              aria-labelledby={labelId}
              className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <span id={labelId} className="text-sm">
                {API_RESOURCE_LABELS[resource]}
              </span>
              <div className="grid grid-cols-3 rounded-md bg-muted p-0.5 sm:w-80">
                {SCOPE_LEVELS.map((level) => {
                  const checked = value[resource] === level;
                  return (
                    <label
                      key={level}
                      className={cn(
                        'relative flex h-7 cursor-pointer items-center justify-center rounded px-2 text-[13px] whitespace-nowrap text-muted-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
                        checked && 'bg-card font-medium text-foreground shadow-xs',
                      )}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={labelId}
                        value={level}
                        checked={checked}
                        onChange={() => onChange({ ...value, [resource]: level })}
                      />
                      {COPY.scopeLevels[level]}
                    </label>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
      <p id={hintId} className="text-[13px] text-muted-foreground">
        {COPY.scopesHint}
      </p>
    </fieldset>
  );
}
