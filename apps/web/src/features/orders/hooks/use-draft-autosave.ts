import type { OrderFlow } from '@portal/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { type DraftBody, saveDraft } from '@/features/orders/api/draft-api.ts';

// Often enough that leaving the page loses little; seldom enough that typing is not a stream of calls.
const SAVE_DELAY_MS = 800;

interface DraftState {
  step: number;
  flow: OrderFlow | null;
  data: object;
}

/**
 * Keeps the server's draft in step with the wizard: saved a moment after each change, at once when the
 * wizard is left (another page, a closed tab), never again once the order is being created.
 */
export function useDraftAutosave(state: DraftState, changed: boolean, initialId: string | undefined) {
  const draftId = useRef(initialId);
  const latest = useRef(state);
  const pending = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<Promise<unknown>>(Promise.resolve());

  const flush = useCallback((keepalive = false) => {
    window.clearTimeout(timer.current);
    if (!pending.current || stopped.current) return;
    pending.current = false;
    const body: DraftBody = { id: draftId.current, ...latest.current, data: { ...latest.current.data } };
    const saving = inflight.current
      .catch(() => undefined)
      .then(() => saveDraft(body, keepalive))
      .then((saved) => {
        if (saved?.id) draftId.current = saved.id;
      })
      .catch((error: unknown) => {
        // The order can still be finished; only continuing it elsewhere would miss the last changes.
        console.warn('The unfinished order could not be saved.', error);
      });
    inflight.current = saving;
  }, []);

  // `state` is memoised by the caller, so this runs once per change of the wizard.
  useEffect(() => {
    latest.current = state;
    if (!changed || stopped.current) return;
    pending.current = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => flush(), SAVE_DELAY_MS);
  }, [state, changed, flush]);

  useEffect(() => {
    const leave = () => flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      flush(true);
    };
  }, [flush]);

  /** No more saves; resolves once a save already on its way has landed, so it cannot revive the draft. */
  const stop = useCallback(async () => {
    window.clearTimeout(timer.current);
    stopped.current = true;
    pending.current = false;
    await inflight.current;
  }, []);

  /** Saves again after a failed attempt to create the order. */
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { draftId, stop, resume };
}
