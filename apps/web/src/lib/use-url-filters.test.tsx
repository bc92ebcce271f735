import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters.ts';

interface Filters {
  department: string | null;
  status: string | null;
  sortOrder: string;
  sortDirection: string;
}

const EMPTY: Filters = { department: null, status: null, sortOrder: 'modified', sortDirection: 'desc' };

const read = (params: URLSearchParams): Filters => ({
  department: params.get('department'),
  status: params.get('status'),
  sortOrder: params.get('sort') ?? EMPTY.sortOrder,
  sortDirection: params.get('direction') ?? EMPTY.sortDirection,
});

function write(filters: Filters): URLSearchParams {
  const params = new URLSearchParams({ sort: filters.sortOrder, direction: filters.sortDirection });
  if (filters.department) params.set('department', filters.department);
  if (filters.status) params.set('status', filters.status);
  return params;
}

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/cases']}>{children}</MemoryRouter>
);

it('keeps a filter chosen just before another, while the address does not show it yet', () => {
  const { result } = renderHook(() => useUrlFilters(read, write, EMPTY), { wrapper: inRouter });
  act(() => {
    result.current.update({ department: 'stockholm' });
    result.current.update({ status: 'Delivered' });
  });
  expect(result.current.filters).toEqual({ ...EMPTY, department: 'stockholm', status: 'Delivered' });
});

it('clears the filters chosen just before, keeping the sort', () => {
  const { result } = renderHook(() => useUrlFilters(read, write, EMPTY), { wrapper: inRouter });
  act(() => {
    result.current.update({ department: 'stockholm', sortOrder: 'reference' });
    result.current.clear();
  });
  expect(result.current.filters).toEqual({ ...EMPTY, sortOrder: 'reference' });
});
