import { type AiUsage, ScopeSuggestionInput, type ScopeSuggestionResponse } from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, isApiError } from '@/lib/api-client';
import { aiKeys, useGenerateScope } from '@/data/ai-scoping';
import { createReviewDraft, type LineEdit, type ReviewDraft, toggleKeys } from './review-draft';

export interface ScopingSession {
  description: string;
  run: ScopeSuggestionResponse | null;
  /** Every run of this refinement chain, oldest first. */
  chain: string[];
  draft: ReviewDraft;
  accepted: ReadonlySet<string>;
  /** Everything was accepted: the panel folds into a one-line summary. */
  isDone: boolean;
  replacePrevious: boolean;
  fieldError: string | null;
  error: ApiError | null;
}

const START: ScopingSession = {
  description: '',
  run: null,
  chain: [],
  draft: { edits: {}, selected: new Set() },
  accepted: new Set(),
  isDone: false,
  replacePrevious: true,
  fieldError: null,
  error: null,
};

const isUsage = (value: unknown): value is AiUsage =>
  typeof value === 'object' && value !== null && 'used' in value && 'limit' in value;

/** The assistant's state between the describe box and the review panel, and the generate / refine call. */
export function useScopingSession({
  clientId,
  quoteId,
  initialRunId,
  initialDescription = '',
}: {
  clientId: string | null;
  quoteId: string;
  /** A run already on the quote: a new description refines it rather than starting over. */
  initialRunId: string | null;
  initialDescription?: string;
}) {
  const [session, setSession] = useState<ScopingSession>(() => ({
    ...START,
    description: initialDescription,
    chain: initialRunId ? [initialRunId] : [],
  }));
  const generate = useGenerateScope();
  const queryClient = useQueryClient();
  const patch = (next: Partial<ScopingSession>) => setSession((s) => ({ ...s, ...next }));

  /** Generates from `text` (the describe box's text when omitted). */
  const submitText = (text: string) => {
    const parsed = ScopeSuggestionInput.shape.description.safeParse(text);
    if (!parsed.success) return patch({ fieldError: parsed.error.issues[0]?.message ?? null, error: null });
    patch({ fieldError: null, error: null });
    const input = { description: parsed.data, clientId, quoteId, previousRunId: session.chain.at(-1) ?? null };
    generate.mutate(input, {
      onSuccess: (run) =>
        setSession((s) => ({
          ...START,
          run,
          chain: [...s.chain, run.runId],
          draft: createReviewDraft(run.sections, run.items),
        })),
      onError: (error) => {
        if (!isApiError(error))
          return patch({ error: new ApiError({ code: 'UNKNOWN', message: String(error), status: 0 }) });
        if (error.code === 'VALIDATION') return patch({ fieldError: error.message });
        if (error.code === 'LIMIT_EXCEEDED' && isUsage(error.details))
          queryClient.setQueryData<AiUsage>(aiKeys.usage(), { used: error.details.used, limit: error.details.limit });
        patch({ error });
      },
    });
  };

  const submit = () => submitText(session.description);

  const { reset } = generate;
  const startOver = useCallback(() => {
    reset();
    setSession(START);
  }, [reset]);

  const actions = useMemo(
    () => ({
      setDescription: (description: string) => setSession((s) => ({ ...s, description })),
      toggle: (keys: string[], on: boolean) =>
        setSession((s) => ({ ...s, draft: { ...s.draft, selected: toggleKeys(s.draft.selected, keys, on) } })),
      edit: (key: string, edit: LineEdit) =>
        setSession((s) => ({
          ...s,
          draft: { ...s.draft, edits: { ...s.draft.edits, [key]: { ...s.draft.edits[key], ...edit } } },
        })),
      setReplacePrevious: (replacePrevious: boolean) => setSession((s) => ({ ...s, replacePrevious })),
      markAccepted: (keys: string[], total: number) =>
        setSession((s) => {
          const accepted = new Set([...s.accepted, ...keys]);
          return { ...s, accepted, isDone: accepted.size >= total };
        }),
    }),
    [],
  );

  return { session, isPending: generate.isPending, submit, submitText, startOver, ...actions };
}
