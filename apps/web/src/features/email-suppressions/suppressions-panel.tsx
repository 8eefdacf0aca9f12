import {
  EMAIL_SUPPRESSION_STATES,
  EMAIL_SUPPRESSIONS_COPY as COPY,
  type EmailSuppressionState,
} from '@scopewright/domain';
import { ChevronLeft, ChevronRight, MailX, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { type EmailSuppression, useEmailSuppressions } from '@/data/email-suppressions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AddSuppressionDialog } from './add-suppression-dialog';
import { LiftSuppressionDialog } from './lift-suppression-dialog';
import { SuppressionTable } from './suppression-table';

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-3 px-5 pb-5">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3.5 w-72 max-w-full" />
          </div>
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}

function Empty({ query }: { query: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 pt-2 pb-8 text-center" data-testid="suppressions-empty">
      <span className="flex size-11 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <MailX className="size-5" aria-hidden />
      </span>
      <h4 className="text-sm font-semibold">{query ? COPY.emptySearch(query) : COPY.emptyTitle}</h4>
      {!query && <p className="max-w-md text-sm text-muted-foreground">{COPY.emptyBody}</p>}
    </div>
  );
}

/**
 * Super admin → Email → Suppressions: the addresses that hard-bounced or complained (or were added by hand),
 * searchable, with a lift that asks why.
 */
export function SuppressionsPanel() {
  const titleId = useId();
  const searchId = useId();
  const stateId = useId();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<EmailSuppressionState>('active');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 250);
  const list = useEmailSuppressions({ q, state, page });
  const [lifting, setLifting] = useState<EmailSuppression | null>(null);
  const [adding, setAdding] = useState(false);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="suppressions-panel">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-base font-semibold tracking-tight">
            {COPY.title}
          </h3>
          <p className="max-w-2xl text-sm text-muted-foreground">{COPY.description}</p>
        </div>
        <Button className="w-full sm:w-auto" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {COPY.add}
        </Button>
      </div>
      <div className="flex flex-col gap-3 px-5 pb-4 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">
            {COPY.searchLabel}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              className="h-10 pl-9"
              maxLength={254}
              placeholder={COPY.searchPlaceholder}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="grid gap-1.5 sm:w-40">
          <label htmlFor={stateId} className="text-sm font-medium">
            {COPY.stateLabel}
          </label>
          <NativeSelect
            id={stateId}
            value={state}
            onChange={(event) => {
              setState(event.target.value as EmailSuppressionState);
              setPage(1);
            }}
          >
            {EMAIL_SUPPRESSION_STATES.map((option) => (
              <option key={option} value={option}>
                {COPY.stateOptions[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadErrorNotice error={list.error} title={COPY.loadError} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty query={q} />
      ) : (
        <>
          <div aria-busy={list.isPlaceholderData} className="relative lg:overflow-x-auto">
            <SuppressionTable items={list.data.items} onLift={setLifting} />
          </div>
          <nav
            aria-label={COPY.title}
            className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-3 text-sm text-muted-foreground"
          >
            <span aria-live="polite">
              {COPY.total(list.data.total)} · {COPY.pageOf(page, pages)}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={COPY.previous}
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={COPY.next}
                disabled={page >= pages}
                onClick={() => setPage((current) => current + 1)}
              >
                <ChevronRight aria-hidden />
              </Button>
            </span>
          </nav>
        </>
      )}
      <LiftSuppressionDialog suppression={lifting} onClose={() => setLifting(null)} />
      <AddSuppressionDialog open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
