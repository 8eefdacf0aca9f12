import { AI_SCOPING_COPY as COPY, DEFAULT_CURRENCY, QUOTE_LIMITS } from '@scopewright/domain';
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { isApiError } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useRoleOptions } from '@/data/labor-roles';
import type { WizardAction } from '../document/wizard-state';
import { type WizardState } from '../document/wizard-state';
import { lineCount } from '@/components/scope-editor';
import { acceptSuggestions, latestAiRun, linesFromRuns } from './accept-suggestions';
import { useAiUsage, useMarkAccepted } from '@/data/ai-scoping';
import { DescribeProjectBox } from './describe-project-box';
import { applyEdits, pickLines } from './review-draft';
import { ReviewSkeleton } from './review-skeleton';
import { ScopeErrorNotice } from './scope-error-notice';
import { SuggestionReviewPanel } from './suggestion-review-panel';
import { useScopingSession } from './use-scoping-session';

const NO_ROLES: never[] = [];

export interface AiScopingAssistantProps {
  quoteId: string;
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  currency: string;
  readOnly: boolean;
  /** The description to start with (carried from the dashboard). */
  initialDescription?: string;
  /** Generate from initialDescription as soon as the assistant mounts (once). */
  generateOnMount?: boolean;
}

/** Describe → review → accept, then refine: the assistant at the top of the Scope step. */
export function AiScopingAssistant(props: AiScopingAssistantProps) {
  const { quoteId, state, dispatch, currency, readOnly, initialDescription, generateOnMount = false } = props;
  const [initialRunId] = useState(() => latestAiRun(state));
  const scoping = useScopingSession({ clientId: state.header.clientId, quoteId, initialRunId, initialDescription });
  const { submit } = scoping;
  const generatedOnMount = useRef(false);
  useEffect(() => {
    if (!generateOnMount || readOnly || generatedOnMount.current) return;
    generatedOnMount.current = true;
    submit();
  }, [generateOnMount, readOnly, submit]);
  const { session } = scoping;
  const usage = useAiUsage();
  const roles = useRoleOptions().data ?? NO_ROLES;
  const isAdmin = useQuoteAccess().isAdmin;
  const auth = useAuthState();
  const rateCurrency = (auth.status === 'signed-in' && auth.tenant?.defaultCurrency) || DEFAULT_CURRENCY;
  const samePricing = rateCurrency === currency;

  const run = session.run;
  const sections = useMemo(
    () => (run ? applyEdits(run.sections, session.draft.edits) : []),
    [run, session.draft.edits],
  );
  const earlierRuns = useMemo(() => (run ? session.chain.slice(0, -1) : session.chain), [run, session.chain]);
  const isRefining = session.chain.length > 0;
  const previousLineIds = useMemo(() => linesFromRuns(state, earlierRuns), [state, earlierRuns]);
  const latest = useRef({ state, sections, previousLineIds, replacePrevious: session.replacePrevious });
  useLayoutEffect(() => {
    latest.current = { state, sections, previousLineIds, replacePrevious: session.replacePrevious };
  });

  const { mutate: postAccepted } = useMarkAccepted();
  const { markAccepted } = scoping;
  // Stable, reading the newest document: the memoised panel does not re-render on every keystroke in the grid.
  const accept = useCallback(
    (keys: string[]) => {
      const { state, sections, previousLineIds, replacePrevious } = latest.current;
      const replaceLineIds = replacePrevious ? previousLineIds : [];
      if (!run || keys.length === 0) return;
      const wanted = new Set(keys);
      const picked = pickLines(sections, wanted);
      const items = run.items.filter((item) => wanted.has(item.key));
      if (lineCount(state) - replaceLineIds.length + keys.length > QUOTE_LIMITS.maxLines) toast.error(COPY.lineLimit);
      const added = acceptSuggestions(dispatch, state, picked, { runId: run.runId, replaceLineIds, items });
      postAccepted({ runId: run.runId, lineKeys: keys, quoteId });
      markAccepted(keys, sections.flatMap((s) => s.lines).length + run.items.length);
      toast.success(COPY.accepted(added));
    },
    [run, dispatch, postAccepted, markAccepted, quoteId],
  );

  const usageForbidden = isApiError(usage.error) && usage.error.status === 403 ? usage.error : null;
  const error = session.error ?? usageForbidden;
  const isEmpty = state.sectionOrder.length === 0;
  return (
    <DescribeProjectBox
      mode={isRefining ? 'refine' : 'describe'}
      value={session.description}
      onChange={scoping.setDescription}
      onSubmit={scoping.submit}
      pending={scoping.isPending}
      disabled={readOnly}
      fieldError={session.fieldError}
      usage={usage.data}
      prominent={isEmpty}
      onStartOver={isRefining ? scoping.startOver : null}
    >
      {error && <ScopeErrorNotice error={error} isAdmin={isAdmin} onRetry={scoping.submit} />}
      {scoping.isPending && <ReviewSkeleton />}
      {!scoping.isPending && run && session.isDone && (
        <p role="status" className="flex gap-2 border-t px-4 py-3 text-[13px] text-muted-foreground sm:px-5">
          <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-emerald-600" aria-hidden />
          {COPY.acceptedSummary(session.accepted.size)}
        </p>
      )}
      {!scoping.isPending && run && !session.isDone && (
        <SuggestionReviewPanel
          run={run}
          sections={sections}
          refined={session.chain.length > 1}
          selected={session.draft.selected}
          accepted={session.accepted}
          currency={samePricing ? currency : null}
          priceNote={samePricing ? null : COPY.pricesFollowRateCard(currency, rateCurrency)}
          roles={roles}
          disabled={readOnly}
          previousLineCount={previousLineIds.length}
          replacePrevious={session.replacePrevious}
          onReplacePrevious={scoping.setReplacePrevious}
          onToggle={scoping.toggle}
          onEdit={scoping.edit}
          onAccept={accept}
          onDiscard={scoping.startOver}
        />
      )}
    </DescribeProjectBox>
  );
}
