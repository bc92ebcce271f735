import type { CaseFiltersRecord, CaseRecord } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

/** A case of the hub's answer, numbered so each row can be told apart. */
const caseNumbered = (number: number): CaseRecord => ({
  id: `case-${number}`,
  reference: `NB-${number}`,
  modifiedDate: '2026-11-20T10:00:00Z',
  branchId: 1,
  branchName: 'Nordbolig København',
  category: 'CASE',
  address: {
    addressFull: `Vestergade ${number}, 1456 København K`,
    street: 'Vestergade',
    buildingNumber: String(number),
    buildingFloor: null,
    buildingDoor: null,
    zip: '1456',
    city: 'København K',
  },
  axCustomerId: '1000',
  ordersInfo: { latestOrderRelatedChangeTimestamp: null, orderStatus: 'Open' },
  materialInfo: { hasMaterials: false, materialsState: 'ACTIVE', deliveredProductCategories: [] },
  contactPersons: [],
  propertyInfo: { propertyType: null, registeredArea: null, basementArea: null, storeys: null },
});

// jsdom lays nothing out: here the page is 100 px a drawn row, and the window is scrolled as far as it was told.
const ROW_HEIGHT = 100;
const drawnRows = () => document.querySelectorAll('tr.ant-table-row').length;
let scrolledTo = 0;
Object.defineProperty(document.documentElement, 'scrollHeight', {
  configurable: true,
  get: () => drawnRows() * ROW_HEIGHT,
});
Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolledTo });

/** Scrolls the window to the end of the rows drawn now, as a person does. */
function scrollToEnd() {
  scrolledTo = drawnRows() * ROW_HEIGHT - window.innerHeight;
  fireEvent.scroll(window);
}

describe('the case list rows', () => {
  afterEach(() => {
    scrolledTo = 0;
  });

  it('draws the first 20 loaded cases, the next as they are scrolled to, and only then asks for the next page', async () => {
    const hub = fakeHub({
      ...signedInSession,
      'GET /api/Cases/Search/Filters': { body: FILTERS },
      'POST /api/Cases/Search': (call) => {
        const { skip } = call.body as { skip: number };
        const data = Array.from({ length: skip === 0 ? 100 : 10 }, (_, row) => caseNumbered(skip + row + 1));
        return { body: { data, total: 110, totalIsCapped: false, currentSkip: skip } };
      },
    });
    renderInPortal(<CaseListPage />, { path: '/cases' });
    const searches = () => hub.callsTo('POST', '/api/Cases/Search');

    await screen.findByText('Viser 100 af 110 sager');
    screen.getByText('NB-20');
    expect(screen.queryByText('NB-21')).toBeNull();

    // At the end of the 20 rows drawn: the next 20 appear, with no call to the hub.
    scrollToEnd();
    await screen.findByText('NB-40');
    expect(screen.queryByText('NB-41')).toBeNull();
    expect(searches()).toHaveLength(1);

    // Scrolled on to the end of the 100 loaded rows: then the hub's next page.
    for (const last of [60, 80, 100]) {
      scrollToEnd();
      await screen.findByText(`NB-${last}`);
    }
    expect(searches()).toHaveLength(1);
    scrollToEnd();
    await waitFor(() => expect(searches().at(-1)?.body).toMatchObject({ skip: 100 }));
    // The person is at the end of the list: the new cases are drawn as they come.
    await screen.findByText('Viser 110 af 110 sager');
    await screen.findByText('NB-110');
  });
});
