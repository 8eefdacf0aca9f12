import { WIZARD_COPY as COPY } from '@scopewright/domain';
import { WandSparkles } from 'lucide-react';
import { useId } from 'react';

/** The description brought from the dashboard, shown while the client is chosen. */
export function DescribedProjectCard({ description, hasTitle }: { description: string; hasTitle: boolean }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid="described-project"
      className="rounded-xl border border-primary/30 bg-card px-4 py-4 shadow-xs sm:px-5"
    >
      <div className="flex gap-2.5">
        <WandSparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="grid min-w-0 gap-1.5">
          <h2 id={id} className="text-sm font-semibold">
            {COPY.describedHeading}
          </h2>
          <p className="line-clamp-4 text-sm leading-6 break-words whitespace-pre-line">{description}</p>
          <p className="text-[13px] text-muted-foreground">
            {hasTitle ? COPY.describedHint : COPY.describedHintNoTitle}
          </p>
        </div>
      </div>
    </section>
  );
}
