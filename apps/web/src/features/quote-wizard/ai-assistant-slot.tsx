import { WIZARD_COPY as COPY } from '@scopewright/domain';
import { Sparkles } from 'lucide-react';

/** The place the AI scoping assistant (its own issue) fills: a calm card until then, never fake output. */
export function AiAssistantSlot() {
  return (
    <section
      aria-labelledby="ai-slot-title"
      data-testid="ai-assistant-slot"
      className="flex gap-3 rounded-xl border border-dashed border-primary/40 bg-primary/5 px-4 py-3"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div>
        <h2 id="ai-slot-title" className="text-sm font-semibold">
          {COPY.aiSlotTitle}
        </h2>
        <p className="mt-0.5 text-[13px] leading-5 text-muted-foreground">{COPY.aiSlotBody}</p>
      </div>
    </section>
  );
}
