import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  readCaseListFilters,
  toCaseSearchBody,
  writeCaseListFilters,
} from './case-list-filters.ts';

const fromAddress = (query: string) => readCaseListFilters(new URLSearchParams(query));

describe('the case list address', () => {
  it('opens the default list when the address has no filters', () => {
    expect(fromAddress('')).toEqual(NO_FILTERS);
  });

  it('gives the departments, categories, statuses, period, search and sort a shared link names', () => {
    const filters = fromAddress(
      'department=12&department=14&category=PORTRAIT&status=DELIVERED&from=2026-03-01&to=2026-03-31&q=vester&sort=address&dir=asc',
    );
    expect(filters).toEqual({
      branchIds: [12, 14],
      categories: ['PORTRAIT'],
      statuses: ['DELIVERED'],
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'vester',
      sortOrder: 'address',
      sortDirection: 'asc',
    });
  });

  it('leaves out what it does not know instead of failing: unknown values, broken days, repeats', () => {
    const filters = fromAddress(
      'department=abc&department=7&department=7&category=NOPE&status=open&from=2026-02-31&to=yesterday&sort=price&dir=up',
    );
    expect(filters).toEqual({ ...NO_FILTERS, branchIds: [7] });
  });

  it('writes only what differs from the defaults, so a shared link stays short', () => {
    expect(writeCaseListFilters(NO_FILTERS).toString()).toBe('');
    expect(writeCaseListFilters({ ...NO_FILTERS, statuses: ['OPEN'], search: 'nørre' }).toString()).toBe(
      'status=OPEN&q=n%C3%B8rre',
    );
  });

  it('reads back what it wrote', () => {
    const filters = {
      ...NO_FILTERS,
      branchIds: [3],
      categories: ['SHOP' as const],
      from: '2026-01-05',
      to: null,
      sortOrder: 'reference' as const,
      sortDirection: 'asc' as const,
    };
    expect(readCaseListFilters(writeCaseListFilters(filters))).toEqual(filters);
  });
});

describe('the search the case list asks the hub for', () => {
  it('sends no filter that is not chosen and the default sort', () => {
    expect(toCaseSearchBody(NO_FILTERS, 'en')).toEqual({
      branchIds: undefined,
      deliveredProductCategories: undefined,
      orderStatuses: undefined,
      modifiedDateFrom: undefined,
      modifiedDateTo: undefined,
      searchKey: undefined,
      sortOrder: 'modifiedDate',
      sortDirection: 'desc',
    });
  });

  it('searches only from 3 characters, without the spaces around them', () => {
    expect(toCaseSearchBody({ ...NO_FILTERS, search: ' ve ' }, 'en').searchKey).toBeUndefined();
    expect(toCaseSearchBody({ ...NO_FILTERS, search: ' ves ' }, 'en').searchKey).toBe('ves');
  });

  it('asks for whole days of the period in the user’s own time zone, summer time included', () => {
    const body = toCaseSearchBody({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31' }, 'en');
    expect(body.modifiedDateFrom).toBe('2026-03-01T00:00:00+01:00');
    expect(body.modifiedDateTo).toBe('2026-03-31T23:59:59+02:00');
  });

  it('finds back-ordered cases under "Open" in Danish, where the two read the same', () => {
    const filters = { ...NO_FILTERS, statuses: ['OPEN' as const] };
    expect(toCaseSearchBody(filters, 'da').orderStatuses).toEqual(['Open', 'Backorder']);
    expect(toCaseSearchBody(filters, 'en').orderStatuses).toEqual(['Open']);
  });
});
