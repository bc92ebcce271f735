import { describe, expect, it } from 'vitest';
import {
  NO_TASK_FILTERS,
  readTaskListFilters,
  toTaskSearchBody,
  writeTaskListFilters,
} from './task-list-filters.ts';

describe('the task list address', () => {
  it('is the dashboard’s "see all" link: open and partly done tasks, newest first', () => {
    const filters = readTaskListFilters(new URLSearchParams('status=NOT_DONE&status=PARTIAL'));
    expect(filters).toEqual({ ...NO_TASK_FILTERS, statuses: ['NOT_DONE', 'PARTIAL'] });
    expect(toTaskSearchBody(filters)).toEqual({
      branchIds: undefined,
      types: undefined,
      statuses: ['Open', 'Partial'],
      searchString: undefined,
      orderBy: 'createdAt',
      orderByDirection: 'desc',
    });
  });

  it('leaves out unknown categories, statuses and sort keys', () => {
    const filters = readTaskListFilters(
      new URLSearchParams('category=COFFEE&status=DONE&sort=price&dir=asc'),
    );
    expect(filters).toEqual({ ...NO_TASK_FILTERS, sortDirection: 'asc' });
  });

  it('keeps a chosen sort in the address and reads it back', () => {
    const filters = {
      ...NO_TASK_FILTERS,
      categories: ['UPLOAD_IMAGES' as const],
      sortOrder: 'status' as const,
    };
    const params = writeTaskListFilters(filters);
    expect(params.toString()).toBe('category=UPLOAD_IMAGES&sort=status&dir=desc');
    expect(readTaskListFilters(params)).toEqual(filters);
  });

  it('sends the search from 3 characters on', () => {
    expect(toTaskSearchBody({ ...NO_TASK_FILTERS, search: 'ab' }).searchString).toBeUndefined();
    expect(toTaskSearchBody({ ...NO_TASK_FILTERS, search: 'abc' }).searchString).toBe('abc');
  });
});
