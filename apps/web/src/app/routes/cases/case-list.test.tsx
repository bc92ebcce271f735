import type { CaseFiltersRecord } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub } from '@/test/fake-hub.ts';
import { renderInPortal } from '@/test/render.tsx';
import { signedInSession } from '@/test/signed-in-user.ts';
import { CaseListPage } from './case-list.tsx';

const FILTERS: CaseFiltersRecord = {
  types: ['CASE', 'SHOP'],
  statuses: ['Open', 'Delivered', 'Backorder'],
  branches: [
    { id: 1, name: 'Nordbolig København' },
    { id: 2, name: 'Nordbolig Aarhus' },
  ],
};

function renderList(path = '/cases') {
  const hub = fakeHub({
    ...signedInSession,
    'GET /api/Cases/Search/Filters': { body: FILTERS },
    'POST /api/Cases/Search': { body: { data: [], total: 0, totalIsCapped: false, currentSkip: 0 } },
  });
  const rendered = renderInPortal(<CaseListPage />, { path });
  const searches = () => hub.callsTo('POST', '/api/Cases/Search').map((call) => call.body);
  return { ...rendered, hub, searches };
}

/** Opens a filter's list by its label and picks a choice, as a person does with the mouse. */
async function choose(user: ReturnType<typeof renderList>['user'], label: string, choice: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // Ant Design's role="option" nodes are a screen reader's copy; a person clicks the visible item, titled by its label.
  await user.click(await screen.findByTitle(choice));
}

describe('the case list filters', () => {
  it('asks for the cases of the department chosen, and keeps the choice in the address', async () => {
    const { user, searches, location } = renderList();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).not.toHaveProperty('branchIds');

    await choose(user, 'Afdeling', 'Nordbolig Aarhus');

    await waitFor(() => expect(searches().at(-1)).toMatchObject({ branchIds: [2], skip: 0 }));
    expect(location()).toContain('department=2');
  });

  it('in Danish, asks for open and back-ordered cases when "Åben" is chosen', async () => {
    const { user, searches } = renderList();
    await waitFor(() => expect(searches()).toHaveLength(1));

    await choose(user, 'Status', 'Åben');

    await waitFor(() => expect(searches().at(-1)).toMatchObject({ orderStatuses: ['Open', 'Backorder'] }));
  });

  it('searches for what is typed once the typing stops, and opens with the filters of a shared address', async () => {
    const { user, searches } = renderList('/cases?category=SHOP');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ deliveredProductCategories: ['SHOP'] });

    await user.type(screen.getByLabelText('Søg'), 'Vestergade');

    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({
        searchKey: 'Vestergade',
        deliveredProductCategories: ['SHOP'],
      }),
    );
  });
});
