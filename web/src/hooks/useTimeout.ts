import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A cancellable timeout that is cleared on unmount (the same object across renders). */
export function useTimeout() {
  const handle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    if (handle.current !== undefined) clearTimeout(handle.current);
    handle.current = undefined;
  }, []);
  const set = useCallback(
    (callback: () => void, ms: number) => {
      clear();
      handle.current = setTimeout(() => {
        handle.current = undefined;
        callback();
      }, ms);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);
  return useMemo(() => ({ set, clear }), [set, clear]);
}
