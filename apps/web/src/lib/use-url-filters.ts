import { useCallback, useMemo } from 'react';
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
  const update = useCallback(
    (patch: Partial<F>) => setParams(write({ ...filters, ...patch }), { replace: true }),
    [filters, setParams, write],
  );
  const { sortOrder, sortDirection } = filters;
  const clear = useCallback(
    () => setParams(write({ ...empty, sortOrder, sortDirection })),
    [empty, sortOrder, sortDirection, setParams, write],
  );
  return { filters, update, clear };
}
