import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4: after questions load (or fail to), the loading indicator stays one second more. */
export const LINGER_MS = 1000;

export function useLingeringLoading(): { loading: boolean; finish(): void; restart(): void } {
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const finish = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), LINGER_MS);
  }, []);
  const restart = useCallback(() => setLoading(true), []);
  return { loading, finish, restart };
}
