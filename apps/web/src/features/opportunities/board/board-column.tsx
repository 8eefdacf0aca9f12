import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDropList } from '@/components/sortable/use-drop-list';
import { Button } from '@/components/ui/button';
import type { OpportunityBoardColumnRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { DealAmount } from '../components/deal-value';
import { QuickAddForm } from '../components/quick-add-form';
import { PIPELINE_COPY } from '../pipeline-copy';
import { DealCard } from './deal-card';

const KIND_TONES = { open: 'bg-sky-500', won: 'bg-emerald-500', lost: 'bg-rose-500' } as const;

/** A stage: its count, total and weighted total, a quick add (open stages) and its cards, which take drops. */
export function BoardColumn({
  column,
  onOpenDeal,
}: {
  column: OpportunityBoardColumnRecord;
  onOpenDeal: (id: string) => void;
}) {
  const { stage, cards } = column;
  const { setNodeRef, isOver } = useDropList(stage.id);
  const [isAdding, setAdding] = useState(false);
  const headingId = `stage-${stage.id}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-stage={stage.name}
      className={cn(
        'flex w-[min(18rem,calc(100vw-3rem))] shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-2',
        isOver && 'border-primary/50 bg-primary/5 ring-2 ring-primary/30',
      )}
    >
      <header className="grid gap-0.5 px-1.5 pt-1">
        <div className="flex items-center gap-2">
          <span className={cn('size-2 rounded-full', KIND_TONES[stage.kind])} aria-hidden />
          <h2 id={headingId} className="truncate text-[13px] font-semibold">
            {stage.name}
          </h2>
          <span className="rounded-full bg-card px-1.5 text-xs text-muted-foreground tabular-nums ring-1 ring-border">
            <span className="sr-only">Deals: </span>
            {column.count}
          </span>
          <span className="ml-auto text-xs text-muted-foreground tabular-nums">{stage.probability} %</span>
          {stage.kind === 'open' && (
            <Button
              variant="ghost"
              size="icon-sm"
              className="-mr-1 size-7"
              aria-label={`Add an opportunity to ${stage.name}`}
              aria-expanded={isAdding}
              onClick={() => setAdding((open) => !open)}
            >
              <Plus aria-hidden />
            </Button>
          )}
        </div>
        <dl className="flex justify-between gap-2 text-xs">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Total</dt>
            <dd>
              <DealAmount cents={column.totalCents} className="font-medium" />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Weighted</dt>
            <dd>
              <DealAmount cents={column.weightedCents} className="font-medium" />
            </dd>
          </div>
        </dl>
      </header>
      {isAdding && (
        <div className="rounded-lg border bg-card p-3">
          <QuickAddForm stageId={stage.id} onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </div>
      )}
      {cards.length > 0 ? (
        <ul aria-label={`${stage.name} deals`} className="grid min-h-16 content-start gap-2">
          {cards.map((card) => (
            <DealCard key={card.id} deal={card} onOpen={onOpenDeal} />
          ))}
        </ul>
      ) : (
        <p className="flex min-h-16 items-center justify-center rounded-lg border border-dashed px-3 text-center text-xs text-muted-foreground">
          {stage.kind === 'open' ? PIPELINE_COPY.emptyOpenColumn : PIPELINE_COPY.emptyClosedColumn}
        </p>
      )}
      {column.hasMore && (
        <p className="px-1.5 pb-1 text-xs text-muted-foreground">
          {PIPELINE_COPY.moreInColumn(column.count - cards.length)}
        </p>
      )}
    </section>
  );
}
