import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

interface Sorted {
  sortOrder: unknown;
  sortDirection: unknown;
}

/**
 * A list's filters and sort, kept in the address so the list can be reloaded or shared. Typing does not
 * fill the history; clearing keeps the sort, which is not a filter.
 */
export function useUrlFilters<F extends Sorted>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
  empty: F,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  // The filters last asked for, and the address they were asked over: the router changes the address once it
  // has navigated, and a filter chosen before then adds to the one chosen just before, not to what the address
  // still says (which would drop that one). Once the address has changed, it says it all again.
  const asked = useRef<{ over: URLSearchParams; filters: F } | null>(null);
  const current = useCallback(
    () => (asked.current?.over === params ? asked.current.filters : filters),
    [params, filters],
  );
  const show = useCallback(
    (next: F, options?: { replace: boolean }) => {
      asked.current = { over: params, filters: next };
      setParams(write(next), options);
    },
    [params, setParams, write],
  );
  const update = useCallback(
    (patch: Partial<F>) => show({ ...current(), ...patch }, { replace: true }),
    [current, show],
  );
  const clear = useCallback(() => {
    const { sortOrder, sortDirection } = current();
    show({ ...empty, sortOrder, sortDirection });
  }, [current, empty, show]);
  return { filters, update, clear };
}
