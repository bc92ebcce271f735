import { useEffect, useRef, useState } from 'react';

// docs/product.md: a confirm dialog's loading shows after 500 ms and then lasts at least half a second,
// so a quick answer never flashes a spinner and a slow one never blinks it away.
export const LOADING_DELAY_MS = 500;
export const LOADING_MIN_MS = 500;

/** True while `pending` has lasted over the delay, held for at least the minimum once shown. */
export function useDelayedLoading(
  pending: boolean,
  delay = LOADING_DELAY_MS,
  minimum = LOADING_MIN_MS,
): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (pending) {
      if (shown) return;
      const timer = window.setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delay);
      return () => window.clearTimeout(timer);
    }
    if (!shown) return;
    const timer = window.setTimeout(
      () => setShown(false),
      Math.max(0, minimum - (Date.now() - shownAt.current)),
    );
    return () => window.clearTimeout(timer);
  }, [pending, shown, delay, minimum]);

  return shown;
}
