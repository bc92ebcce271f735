import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A stable function that calls the latest `callback` once calls have stopped for `delay` ms. */
export function useDebouncedCallback(callback: () => void, delay: number): () => void {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latest.current(), delay);
  }, [delay]);
}
