import { describeServiceHours, SERVICE_AREA_LABELS, type ServiceDefinition } from '@scopewright/domain';
import { Clock } from 'lucide-react';
import { estimateServiceHours } from '@/components/service-library/service-hours';

/** A service in the catalogue grid; the whole card opens its details (one button, stretched over the card). */
export function ServiceCard({ service, onOpen }: { service: ServiceDefinition; onOpen: (id: string) => void }) {
  return (
    <article
      data-testid="service-card"
      className="relative flex w-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-colors focus-within:border-primary hover:border-foreground/20"
    >
      <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
        {SERVICE_AREA_LABELS[service.area]}
      </p>
      <h3 className="text-sm leading-5 font-semibold">
        <button
          type="button"
          onClick={() => onOpen(service.id)}
          data-service-id={service.id}
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {service.name}
        </button>
      </h3>
      <p className="line-clamp-2 text-[13px] leading-5 text-muted-foreground">{service.summary}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-xs text-muted-foreground">
        <span className="rounded bg-muted px-1.5 py-0.5">{service.phase}</span>
        <span className="inline-flex items-center gap-1 font-medium text-foreground tabular-nums">
          <Clock className="size-3.5 text-muted-foreground" aria-hidden />
          {describeServiceHours(estimateServiceHours(service), service.defaultQuantity, service.primaryUnit)}
        </span>
      </div>
    </article>
  );
}
