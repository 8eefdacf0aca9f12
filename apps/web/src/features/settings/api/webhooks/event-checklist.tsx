import { WEBHOOK_EVENTS } from '@scopewright/domain';
import { useEffect, useId, useRef } from 'react';
import type { WebhookEventInfo, WebhookEventType } from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';

const GROUPS = ['quote', 'opportunity', 'client'] as const;

/** The events the API offers, else the domain's list (the same one the API reads). */
export const eventsOrDefault = (events: readonly WebhookEventInfo[] | undefined): readonly WebhookEventInfo[] =>
  events && events.length > 0
    ? events
    : (Object.entries(WEBHOOK_EVENTS) as [WebhookEventType, string][]).map(([type, description]) => ({
        type,
        description,
      }));

/** Quote, opportunity and client events apart; an event the API adds later under another noun, by its noun. */
function groupEvents(events: readonly WebhookEventInfo[]) {
  const nouns = [...new Set([...GROUPS, ...events.map((event) => event.type.split('.')[0]!)])];
  return nouns
    .map((noun) => ({
      label: (COPY.eventGroups as Record<string, string>)[noun] ?? noun,
      items: events.filter((event) => event.type.split('.')[0] === noun),
    }))
    .filter((group) => group.items.length > 0);
}

const CHECKBOX = 'mt-0.5 size-4 shrink-0 accent-primary';

/** Events as checkboxes grouped by what they are about, each with what it reports, and Select all. */
export function EventChecklist({
  events,
  value,
  onChange,
  error,
}: {
  events: readonly WebhookEventInfo[];
  value: readonly WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
  error?: string;
}) {
  const id = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const isAll = events.length > 0 && events.every((event) => value.includes(event.type));
  const isSome = !isAll && value.length > 0;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = isSome;
  }, [isSome]);
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(
      on ? events.map((e) => e.type).filter((t) => t === type || value.includes(t)) : value.filter((t) => t !== type),
    );
  const groups = groupEvents(events);

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">{COPY.events}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span aria-hidden className="text-sm font-medium">
          {COPY.events}
        </span>
        <label className="flex items-center gap-2 text-[13px] font-medium">
          <input
            ref={allRef}
            type="checkbox"
            className="size-4 accent-primary"
            checked={isAll}
            onChange={(event) => onChange(event.target.checked ? events.map((e) => e.type) : [])}
          />
          {COPY.selectAll}
        </label>
      </div>
      <div className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
        {groups.map(({ label, items }) => (
          <fieldset key={label} className="grid content-start gap-2">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {label}
            </legend>
            {items.map((event) => {
              const inputId = `${id}-${event.type}`;
              return (
                <div key={event.type} className="flex gap-2.5 text-sm">
                  <input
                    id={inputId}
                    type="checkbox"
                    name="events"
                    value={event.type}
                    aria-describedby={`${inputId}-description`}
                    className={CHECKBOX}
                    checked={value.includes(event.type)}
                    onChange={(change) => toggle(event.type, change.target.checked)}
                  />
                  <div className="grid min-w-0">
                    <label htmlFor={inputId} className="font-mono text-[13px] text-foreground">
                      {event.type}
                    </label>
                    <p id={`${inputId}-description`} className="text-[13px] leading-5 text-muted-foreground">
                      {event.description}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
