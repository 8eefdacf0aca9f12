import {
  CONFIRMABLE_FIRST_RUN_STEPS,
  FIRST_RUN_COPY as COPY,
  FIRST_RUN_STEPS,
  type FirstRunStep,
} from '@scopewright/domain';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFirstRun, useUpdateFirstRun } from '@/data/first-run';

type Confirmable = (typeof CONFIRMABLE_FIRST_RUN_STEPS)[number];
const isConfirmable = (key: string): key is Confirmable =>
  (CONFIRMABLE_FIRST_RUN_STEPS as readonly string[]).includes(key);

function StepRow({
  step,
  onConfirm,
  busy,
}: {
  step: FirstRunStep;
  onConfirm: (key: Confirmable) => void;
  busy: boolean;
}) {
  const definition = FIRST_RUN_STEPS[step.key];
  const Icon = step.done ? CheckCircle2 : Circle;
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
      data-step={step.key}
      data-done={step.done}
    >
      <Icon aria-hidden className={step.done ? 'size-5 text-emerald-600' : 'size-5 text-muted-foreground'} />
      <div className="min-w-0 flex-1 basis-48">
        <p className={step.done ? 'text-sm font-medium text-muted-foreground line-through' : 'text-sm font-medium'}>
          {definition.title}
          {step.done && <span className="sr-only"> ({COPY.done})</span>}
        </p>
        <p className="text-[13px] text-muted-foreground">{definition.description}</p>
      </div>
      {!step.done && step.canAct && (
        <div className="flex flex-wrap gap-2 max-sm:pl-8">
          {isConfirmable(step.key) && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onConfirm(step.key as Confirmable)}>
              {COPY.markDone}
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={definition.href}>{definition.action}</Link>
          </Button>
        </div>
      )}
      {!step.done && !step.canAct && <p className="text-[13px] text-muted-foreground max-sm:pl-8">{COPY.askAdmin}</p>}
    </li>
  );
}

/** A new workspace's "Get set up" list on the dashboard home, until every step is done or an admin hides it. */
export function FirstRunChecklist() {
  const { data } = useFirstRun();
  const update = useUpdateFirstRun();
  if (!data?.visible) return null;
  const done = data.steps.filter((step) => step.done).length;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="first-run-heading" className="grid gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="first-run-heading" className="text-base font-semibold tracking-tight">
              {COPY.heading}
            </h2>
            <p className="text-sm text-muted-foreground tabular-nums">{COPY.progress(done, data.steps.length)}</p>
          </div>
          {data.canDismiss && (
            <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => update.mutate(null)}>
              <X aria-hidden /> {COPY.dismiss}
            </Button>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={COPY.heading}
          aria-valuemin={0}
          aria-valuemax={data.steps.length}
          aria-valuenow={done}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${(done / data.steps.length) * 100}%` }} />
        </div>
        <ul className="divide-y">
          {data.steps.map((step) => (
            <StepRow key={step.key} step={step} busy={update.isPending} onConfirm={(key) => update.mutate(key)} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
