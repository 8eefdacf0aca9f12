import { errorReasonOf, type ErrorReason, QuoteConflictDetails, type SaveQuoteDraftInput } from '@scopewright/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { type Autosaver, type AutosaveStatus, createAutosaver, type SaveOutcome } from './autosave-machine';
import type { WizardState } from '../document/wizard-state';
import { toDraftInput } from '../document/wizard-state';
import { sendDraft, withTheirChanges } from './send-draft';

interface Options {
  quoteId: string | undefined;
  /** False while read-only (sent version, no permission): nothing is saved. */
  enabled: boolean;
  state: WizardState;
  /** The version's lock when loaded; every successful save moves it on. */
  lockVersion: number;
}

export type AutosaveStop =
  | { reason: 'conflict'; details: QuoteConflictDetails | null; mine: SaveQuoteDraftInput }
  | { reason: 'frozen' }
  | { reason: 'archived' };

/** What a 409 on the draft means for the editor; every CONFLICT reason is placed (docs/decisions/0031). */
export function autosaveStopOf(
  reason: ErrorReason<'CONFLICT'> | null,
  details: unknown,
  mine: SaveQuoteDraftInput,
): AutosaveStop {
  switch (reason) {
    case 'frozen':
      return { reason: 'frozen' };
    case 'archived':
      return { reason: 'archived' };
    // A stale lock version; the others never answer a draft save, and are read as a conflict like an unknown 409.
    case 'stale':
    case 'draft':
    case 'current':
    case 'not-sent':
    case 'accepted':
    case 'declined':
    case 'expired':
    case 'superseded':
    case 'client-has-quotes':
    case 'contact-on-quote':
    case 'template-in-use':
    case 'seats-exceeded':
    case 'push-running':
    case 'not-accepted':
    case null: {
      const parsed = QuoteConflictDetails.safeParse(details);
      return { reason: 'conflict', details: parsed.success ? parsed.data : null, mine };
    }
    default:
      return reason satisfies never;
  }
}

/** Saves the wizard's edits ~800 ms after the last one (and on demand) as a patch; stops on a conflict. */
export function useAutosave({ quoteId, enabled, state, lockVersion }: Options) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [stop, setStop] = useState<AutosaveStop | null>(null);
  const stateRef = useRef(state);
  const lockRef = useRef(lockVersion);
  // The document the server last acknowledged: the loaded one, then each saved one. Autosave sends the difference.
  const baseRef = useRef<WizardState | null>(state.revision === 0 ? state : null);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  // The editor outlives a send: a newer lock version from the server (never an older one) is the one to save against.
  useLayoutEffect(() => {
    lockRef.current = Math.max(lockRef.current, lockVersion);
  }, [lockVersion]);

  const autosaverRef = useRef<Autosaver | null>(null);
  useEffect(() => {
    if (!quoteId) return;
    const autosaver = createAutosaver({
      onStatus: setStatus,
      save: async (): Promise<SaveOutcome> => {
        const current = stateRef.current;
        const lock = lockRef.current;
        try {
          lockRef.current = await sendDraft(quoteId, baseRef.current, current, lock);
          baseRef.current = current;
          return { ok: true };
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            const stop = autosaveStopOf(
              errorReasonOf('CONFLICT', error.details),
              error.details,
              toDraftInput(current, lock),
            );
            if (stop.reason === 'conflict') stop.details = await withTheirChanges(quoteId, stop.details, current);
            setStop(stop);
            return { ok: false, stop: stop.reason, message: error.message };
          }
          return { ok: false, message: error instanceof Error ? error.message : String(error) };
        }
      },
    });
    autosaverRef.current = autosaver;
    return () => {
      autosaver.dispose();
      autosaverRef.current = null;
    };
  }, [quoteId]);

  // Every edit (a new revision) schedules a save; loading a document (revision 0) does not.
  const lastRevision = useRef(state.revision);
  useEffect(() => {
    if (state.revision === lastRevision.current) return;
    lastRevision.current = state.revision;
    if (enabled && state.revision > 0) autosaverRef.current?.schedule();
  }, [enabled, state.revision]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const autosaver = autosaverRef.current;
      if (!autosaver?.hasUnsavedChanges()) return;
      void autosaver.flush();
      event.preventDefault();
    };
    // Leaving the window or tab saves at once: a closed laptop must not hold the last edits back.
    const onLeave = () => {
      if (document.visibilityState === 'hidden' || !document.hasFocus()) void autosaverRef.current?.flush();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('blur', onLeave);
    document.addEventListener('visibilitychange', onLeave);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('blur', onLeave);
      document.removeEventListener('visibilitychange', onLeave);
    };
  }, []);

  const flush = useCallback(async (): Promise<AutosaveStatus> => autosaverRef.current?.flush() ?? { kind: 'idle' }, []);
  const getLockVersion = useCallback(() => lockRef.current, []);
  /** Another write to the draft (its document options) moved the lock version on. */
  const setLockVersion = useCallback((next: number) => {
    lockRef.current = next;
  }, []);
  return { status, stop, flush, getLockVersion, setLockVersion };
}
