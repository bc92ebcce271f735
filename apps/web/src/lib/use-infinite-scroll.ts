import { useEffect } from 'react';
import { useDebouncedCallback } from './use-debounced.ts';

// docs/product.md: more rows load within 100 px of the bottom, 100 ms after the scrolling stops.
const THRESHOLD_PX = 100;
const DEBOUNCE_MS = 100;

interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Rows shown now; after each load the check runs again, since a short page cannot be scrolled. */
  itemCount: number;
}

/** Loads the next page of a list that scrolls with the window. */
export function useInfiniteScroll({ hasMore, loading, onLoadMore, itemCount }: InfiniteScrollOptions): void {
  const check = useDebouncedCallback(() => {
    if (!hasMore || loading) return;
    const remaining = document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
    if (remaining <= THRESHOLD_PX) onLoadMore();
  }, DEBOUNCE_MS);

  useEffect(() => {
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [check]);

  useEffect(() => {
    if (itemCount > 0) check();
  }, [itemCount, check]);
}
