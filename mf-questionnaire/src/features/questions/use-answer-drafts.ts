// Answers saved as the member goes (spec §4): changes wait SAVE_DELAY_MS for the next one, then go
// in one call. Whatever is still waiting when the page is hidden or left goes with a keepalive
// request that outlives the page (issue 17), and an in-app navigation sends it on unmount.
import { useCallback, useEffect, useRef } from 'react';
import type { AnswerValue } from '@genetype/domain/contracts';
import type { DraftAnswer } from './api/questions';
import { saveAnswers, saveAnswersOnLeave } from './api/questions';

export const SAVE_DELAY_MS = 700;

export interface AnswerDrafts {
  /** Queues one answer (null: taken back) and restarts the delay. */
  queue(id: string, answer: AnswerValue | null): void;
  /** Saves what is queued now. */
  flush(): void;
  /** Forgets what is queued (the submission carries every answer). */
  discard(): void;
}

export function useAnswerDrafts(resultId: string | null): AnswerDrafts {
  // A debounce buffer, not screen state: nothing renders from it.
  const pending = useRef(new Map<string, AnswerValue | null>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const take = useCallback((): DraftAnswer[] => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const items = [...pending.current].map(([id, answer]) => ({ _id: id, answer }));
    pending.current.clear();
    return items;
  }, []);

  const flush = useCallback(() => {
    const items = take();
    if (items.length === 0) return;
    saveAnswers(items, resultId).catch((error: unknown) => {
      // The answers stay on screen and go with the submission; only resuming elsewhere is affected.
      console.error('Saving answers failed', error);
    });
  }, [resultId, take]);

  const queue = useCallback(
    (id: string, answer: AnswerValue | null) => {
      pending.current.set(id, answer);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const discard = useCallback(() => void take(), [take]);

  useEffect(() => {
    // `pagehide` covers reloads and closing; `visibilitychange` covers a mobile browser that is
    // switched away from and then killed without a pagehide.
    const onLeave = () => saveAnswersOnLeave(take(), resultId);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush, take, resultId]);

  return { queue, flush, discard };
}
