import {
  appLinks,
  SCOPE_UNIT_LABELS,
  TEMPLATE_SCREEN_COPY as COPY,
  type ScopeUnit,
  type TemplateValues,
} from '@scopewright/domain';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useClientSearch } from '@/data/clients';
import { useStartQuoteFromTemplate, type TemplateRecord } from '@/data/templates';

/** A new draft quote from the template: which client, an optional title; the answers come from the preview. */
export function StartQuoteDialog({
  template,
  values,
  onClose,
}: {
  template: TemplateRecord;
  values: TemplateValues;
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [clientId, setClientId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const clients = useClientSearch(useDebouncedValue(q, 200));
  const start = useStartQuoteFromTemplate({ errorToast: false });
  const list = (clients.data ?? []).filter((client) => !client.archivedAt);
  const answers = (Object.entries(values) as [ScopeUnit, number][])
    .map(
      ([unit, value]) =>
        `${value.toLocaleString('en-US')} ${value === 1 ? SCOPE_UNIT_LABELS[unit].one : SCOPE_UNIT_LABELS[unit].many}`,
    )
    .join(', ');
  const failure = start.error && !(isApiError(start.error) && hasPath(start.error.details, 'clientId'));

  const submit = () => {
    if (!clientId) return setClientError(COPY.clientRequired);
    start.mutate(
      { id: template.id, body: { clientId, title: title.trim() || undefined, values } },
      {
        onSuccess: (quote) => void navigate(appLinks.quote(quote.id, { step: 'scope' })),
        onError: (error) => {
          if (isApiError(error) && hasPath(error.details, 'clientId')) setClientError(error.message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !start.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <div className="pr-6">
          <DialogTitle>{COPY.startTitle(template.name)}</DialogTitle>
          <DialogDescription className="mt-1">
            {COPY.startDescription}
            {answers && <span className="mt-1 block text-foreground">{answers}</span>}
          </DialogDescription>
        </div>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{COPY.clientLabel}</legend>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label={COPY.clientPlaceholder}
                placeholder={COPY.clientPlaceholder}
                className="pl-9"
                value={q}
                autoComplete="off"
                onChange={(event) => setQ(event.target.value)}
              />
            </div>
            <div
              className="max-h-52 overflow-y-auto rounded-lg border"
              aria-busy={clients.isFetching}
              aria-describedby={clientError ? `${id}-client-error` : undefined}
            >
              {clients.isPending ? (
                <div className="grid gap-1 p-2">
                  <Skeleton className="h-8" />
                  <Skeleton className="h-8" />
                  <Skeleton className="h-8" />
                </div>
              ) : list.length === 0 ? (
                <p className="px-3 py-4 text-center text-sm text-muted-foreground">{COPY.clientNone}</p>
              ) : (
                <ul className="divide-y">
                  {list.map((client) => (
                    <li key={client.id}>
                      <label
                        className={cn(
                          'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-accent has-[:focus-visible]:bg-accent',
                          clientId === client.id && 'bg-brand-soft/60',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${id}-client`}
                          className="size-4 accent-primary"
                          checked={clientId === client.id}
                          onChange={() => {
                            setClientId(client.id);
                            setClientError(null);
                          }}
                        />
                        <span className="min-w-0 flex-1 truncate">{client.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {clientError && (
              <p id={`${id}-client-error`} role="alert" className="text-[13px] text-destructive">
                {clientError}
              </p>
            )}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-title`} className="text-sm font-medium">
              {COPY.quoteTitleLabel}
            </label>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={200}
              placeholder={template.name}
              aria-describedby={`${id}-title-hint`}
              onChange={(event) => setTitle(event.target.value)}
            />
            <p id={`${id}-title-hint`} className="text-xs text-muted-foreground">
              {COPY.quoteTitleHint}
            </p>
          </div>
          {failure && (
            <p role="alert" className="text-[13px] text-destructive">
              {start.error.message}
              {isApiError(start.error) && start.error.requestId && (
                <span className="block text-xs text-muted-foreground">{COPY.requestId(start.error.requestId)}</span>
              )}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={start.isPending}>
              {COPY.pickerCancel}
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? COPY.starting : COPY.startConfirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const hasPath = (details: unknown, path: string) =>
  Array.isArray(details) && (details as { path?: unknown }[]).some((detail) => detail.path === path);
