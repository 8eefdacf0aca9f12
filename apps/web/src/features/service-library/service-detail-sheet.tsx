import {
  describeServiceHours,
  describeTaskHours,
  SERVICE_AREA_LABELS,
  SERVICE_LIBRARY_COPY as COPY,
  type ServiceDefinition,
} from '@scopewright/domain';
import { FilePlus2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { estimateServiceHours } from '@/components/service-library/service-hours';

function WordList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-[13px] leading-5 text-muted-foreground">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function TaskTable({ service }: { service: ServiceDefinition }) {
  return (
    <section>
      <h3 className="text-sm font-semibold">{COPY.tasksHeading}</h3>
      <table className="mt-2 w-full text-[13px]">
        <thead className="sr-only sm:not-sr-only">
          <tr className="border-b text-left text-[11px] text-muted-foreground uppercase">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {COPY.taskColumns.task}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {COPY.taskColumns.role}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {COPY.taskColumns.hours}
            </th>
          </tr>
        </thead>
        <tbody>
          {service.tasks.map((task) => (
            <tr key={task.key} className="flex flex-col border-b py-2 align-top sm:table-row sm:py-0">
              <td className="sm:py-2 sm:pr-3">
                <span className="font-medium">{task.name}</span>
                <span className="block text-xs leading-4 text-muted-foreground">{task.description}</span>
              </td>
              <td className="text-muted-foreground sm:py-2 sm:pr-3 sm:whitespace-nowrap">{task.role}</td>
              <td className="tabular-nums sm:py-2 sm:text-right sm:whitespace-nowrap" data-testid="task-hours">
                {describeTaskHours(task)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Everything about one service: its tasks with their hour rules and the client-facing scope language. */
export function ServiceDetailSheet({
  service,
  onClose,
  onAddToQuote,
}: {
  service: ServiceDefinition | null;
  onClose: () => void;
  onAddToQuote: (service: ServiceDefinition) => void;
}) {
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    if (service) lastId.current = service.id;
  }, [service]);
  return (
    <Sheet open={service !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        className="w-[min(40rem,100vw)] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          // Opened from a card, not a Radix trigger: give the focus back to that card.
          const card = lastId.current && document.querySelector<HTMLElement>(`[data-service-id="${lastId.current}"]`);
          if (!card) return;
          event.preventDefault();
          card.focus();
        }}
      >
        {service && (
          <div className="flex flex-col gap-5 p-5 pt-4">
            <div className="pr-8">
              <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
                {SERVICE_AREA_LABELS[service.area]} · {service.phase}
              </p>
              <SheetTitle className="mt-1 text-lg">{service.name}</SheetTitle>
              <SheetDescription className="not-sr-only mt-1 text-sm leading-6 text-muted-foreground">
                {service.summary}
              </SheetDescription>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-3 py-2">
              <span className="text-sm font-medium tabular-nums">
                {describeServiceHours(estimateServiceHours(service), service.defaultQuantity, service.primaryUnit)}
              </span>
              <Button size="sm" onClick={() => onAddToQuote(service)}>
                <FilePlus2 aria-hidden /> {COPY.addToQuote}
              </Button>
            </div>
            <TaskTable service={service} />
            <WordList title={COPY.deliverables} items={service.deliverables} />
            <WordList title={COPY.assumptions} items={service.assumptions} />
            <WordList title={COPY.outOfScope} items={service.outOfScope} />
            <WordList title={COPY.customerResponsibilities} items={service.customerResponsibilities} />
            <section>
              <h3 className="text-sm font-semibold">{COPY.synonyms}</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={COPY.synonyms}>
                {service.synonyms.map((synonym) => (
                  <li key={synonym}>
                    <Badge variant="muted">{synonym}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
