import type { TaskFiltersRecord } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub } from '@/test/fake-hub.ts';
import { renderInPortal } from '@/test/render.tsx';
import { signedInSession } from '@/test/signed-in-user.ts';
import { TaskListPage } from './task-list.tsx';

const FILTERS: TaskFiltersRecord = {
  types: ['UPLOAD_IMAGES', 'BOOK_PHOTOGRAPHER'],
  statuses: ['Open', 'Completed', 'Cancelled'],
  branches: [
    { id: 1, name: 'Nordbolig København' },
    { id: 2, name: 'Nordbolig Aarhus' },
  ],
};

function renderList(path = '/tasks') {
  const hub = fakeHub({
    ...signedInSession,
    'GET /api/orders/tasks/search/filters': { body: FILTERS },
    'POST /api/orders/tasks/search': { body: { data: [], total: 0, totalIsCapped: false, currentSkip: 0 } },
  });
  const rendered = renderInPortal(<TaskListPage />, { path });
  const searches = () => hub.callsTo('POST', '/api/orders/tasks/search').map((call) => call.body);
  return { ...rendered, searches };
}

/** Opens a filter's list by its label and clicks the visible item (Ant Design's role="option" nodes are a screen reader's copy). */
async function choose(user: ReturnType<typeof renderList>['user'], label: string, choice: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(choice));
}

describe('the task list filters', () => {
  it('asks for the tasks of the kind and status chosen, in the hub’s words', async () => {
    const { user, searches } = renderList();
    await waitFor(() => expect(searches()).toHaveLength(1));

    await choose(user, 'Opgave', 'Upload billeder');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ types: ['UPLOAD_IMAGES'] }));

    // "Not done" is what the hub calls an open task.
    await choose(user, 'Status', 'Ikke udført');
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ types: ['UPLOAD_IMAGES'], statuses: ['Open'], skip: 0 }),
    );
  });

  it('clears the filters but keeps the sort', async () => {
    const { user, searches, location } = renderList(
      '/tasks?department=2&category=BOOK_PHOTOGRAPHER&sort=caseReference&dir=asc',
    );
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ branchIds: [2], types: ['BOOK_PHOTOGRAPHER'] });

    await user.click(screen.getByRole('button', { name: 'Nulstil filtre' }));

    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).not.toHaveProperty('branchIds');
    expect(searches()[1]).not.toHaveProperty('types');
    expect(searches()[1]).toMatchObject({ orderBy: 'caseReference', orderByDirection: 'asc' });
    expect(location()).toBe('/tasks?sort=caseReference&dir=asc');
  });
});
