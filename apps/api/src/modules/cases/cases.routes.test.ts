import { describe, expect, it } from 'vitest';
import { buildCase, buildContactPerson, buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';

interface CaseItem {
  id: string;
  reference: string;
  branchId: number;
  modifiedDate: string;
  address: { addressFull: string };
  contactPersons: {
    priority: number;
    contactType: string;
    name: string;
    contactInfo: Record<string, unknown>;
  }[];
}

interface SearchResult {
  currentSkip: number;
  take: number;
  total: number;
  totalIsCapped: boolean;
  data: CaseItem[];
}

describe('cases routes', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  // Office A: five cases with distinct modification dates (oldest first here).
  const hellerup = await buildCase(db, {
    branchId: officeA.id,
    reference: 'KBH-1001',
    street: 'Strandvejen',
    buildingNumber: '12',
    zip: '2900',
    city: 'Hellerup',
    addressFull: 'Strandvejen 12, 2900 Hellerup',
    modifiedDate: new Date('2024-01-10T10:00:00Z'),
    orderStatus: 'Open',
    deliveredProductCategories: ['CASE'],
  });
  const norrebro = await buildCase(db, {
    branchId: officeA.id,
    reference: 'KBH-1002',
    addressFull: 'Nørrebrogade 5, 2200 København N',
    modifiedDate: new Date('2024-02-10T10:00:00Z'),
    orderStatus: 'Delivered',
    deliveredProductCategories: ['CASE', 'PORTRAIT'],
  });
  const aarhus = await buildCase(db, {
    branchId: officeA.id,
    reference: 'AAR-2001',
    addressFull: 'Strøget 1, 8000 Aarhus C',
    modifiedDate: new Date('2024-03-10T10:00:00Z'),
    orderStatus: 'None',
  });
  const havn = await buildCase(db, {
    branchId: officeA.id,
    reference: 'AAR-2002',
    addressFull: 'Havnegade 7, 8000 Aarhus C',
    modifiedDate: new Date('2024-04-10T10:00:00Z'),
    orderStatus: 'Cancelled',
    deliveredProductCategories: ['LOCATION'],
  });
  const odense = await buildCase(db, {
    branchId: officeA.id,
    reference: 'ODE-3001',
    addressFull: 'Vestergade 100%, 5000 Odense C',
    modifiedDate: new Date('2024-05-10T10:00:00Z'),
    orderStatus: 'None',
  });
  const casesOfA = [hellerup, norrebro, aarhus, havn, odense];
  const newestFirst = [...casesOfA].reverse().map((item) => item.reference);

  // Office B: one case on a street with the same name as one of A's.
  const oslo = await buildCase(db, {
    branchId: officeB.id,
    reference: 'OSL-9001',
    addressFull: 'Strandvejen 99, 0150 Oslo',
    modifiedDate: new Date('2024-06-10T10:00:00Z'),
    orderStatus: 'Open',
    deliveredProductCategories: ['CASE'],
  });

  await buildContactPerson(db, {
    caseId: hellerup.id,
    priority: 1,
    contactType: 'OWNER',
    name: 'Ole Olsen',
    email: 'ole@example.test',
    phoneMobile: '+45 20 30 40 50',
  });
  await buildContactPerson(db, { caseId: hellerup.id, priority: 2, contactType: 'LAWYER', name: 'Lis Lund' });

  const search = async (payload: Record<string, unknown>, cookie = agentACookie) =>
    app.inject({ method: 'POST', url: '/api/Cases/Search', headers: portalHeaders(cookie), payload });

  const searchOk = async (payload: Record<string, unknown>, cookie = agentACookie): Promise<SearchResult> => {
    const response = await search(payload, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const references = (result: SearchResult) => result.data.map((item) => item.reference);

  describe('POST /api/Cases/Search', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Cases/Search',
        headers: csrfHeader,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('errors.unauthorized');
    });

    it('answers 401 before it looks at the body, so callers without a session learn nothing of the rules', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Cases/Search',
        headers: csrfHeader,
        payload: { searchKey: 'ab', take: 'many' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('is refused without the CSRF header when made with the cookie', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Cases/Search',
        headers: { cookie: agentACookie },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('errors.csrfHeaderMissing');
    });

    it('shows an agent of office A only office A’s cases, newest change first by default', async () => {
      const result = await searchOk({});
      expect(result.total).toBe(5);
      expect(references(result)).toEqual(newestFirst);
      expect(result.data.every((item) => item.branchId === officeA.id)).toBe(true);
      expect(result).toMatchObject({ currentSkip: 0, take: 100 });
    });

    it('shows office B its own case (the data is there)', async () => {
      const result = await searchOk({}, adminBCookie);
      expect(references(result)).toEqual(['OSL-9001']);
    });

    it('returns none of B’s cases when A asks for B’s department', async () => {
      const onlyB = await searchOk({ branchIds: [officeB.id] });
      expect(onlyB.total).toBe(0);
      expect(onlyB.data).toEqual([]);
      const both = await searchOk({ branchIds: [officeA.id, officeB.id] });
      expect(references(both)).not.toContain('OSL-9001');
      expect(both.total).toBe(5);
      const byStreet = await searchOk({ branchIds: [officeB.id], searchKey: 'Strandvejen' });
      expect(byStreet.data).toEqual([]);
    });

    it('stops counting at the cap and says so; a page that ends the list is counted exactly', async () => {
      deps.listCountCap = 3;
      try {
        const first = await searchOk({ take: 2 });
        expect(first).toMatchObject({ total: 3, totalIsCapped: true });
        expect(references(first)).toEqual(newestFirst.slice(0, 2));
        // Scrolled past the cap: counted to the end of this page, still "more".
        expect(await searchOk({ skip: 2, take: 2 })).toMatchObject({ total: 4, totalIsCapped: true });
        expect(await searchOk({ skip: 4, take: 2 })).toMatchObject({ total: 5, totalIsCapped: false });
        expect(await searchOk({ take: 5 })).toMatchObject({ total: 5, totalIsCapped: false });
        expect(await searchOk({ searchKey: 'aarhus', take: 2 })).toMatchObject({
          total: 2,
          totalIsCapped: false,
        });
        expect(await searchOk({ skip: 10, take: 2 })).toMatchObject({ total: 5, totalIsCapped: false });
      } finally {
        deps.listCountCap = undefined;
      }
    });

    it('answers the full case shape with its contact persons', async () => {
      const result = await searchOk({ searchKey: 'KBH-1001' });
      expect(result.data).toHaveLength(1);
      const [item] = result.data;
      expect(item).toEqual({
        id: hellerup.id,
        reference: 'KBH-1001',
        modifiedDate: '2024-01-10T10:00:00.000Z',
        branchId: officeA.id,
        branchName: 'Office A',
        category: 'CASE',
        address: {
          addressFull: 'Strandvejen 12, 2900 Hellerup',
          street: 'Strandvejen',
          buildingNumber: '12',
          buildingFloor: null,
          buildingDoor: null,
          zip: '2900',
          city: 'Hellerup',
        },
        axCustomerId: officeA.axCustomerId,
        ordersInfo: { latestOrderRelatedChangeTimestamp: null, orderStatus: 'Open' },
        materialInfo: { hasMaterials: false, materialsState: 'ACTIVE', deliveredProductCategories: ['CASE'] },
        contactPersons: expect.any(Array),
        propertyInfo: { propertyType: null, registeredArea: null, basementArea: null, storeys: null },
      });
      const contacts = [...(item?.contactPersons ?? [])].sort((a, b) => a.priority - b.priority);
      expect(contacts).toEqual([
        {
          priority: 1,
          contactType: 'OWNER',
          name: 'Ole Olsen',
          contactInfo: {
            email: 'ole@example.test',
            phoneMobile: '+45 20 30 40 50',
            phoneWork: null,
            phonePrivate: null,
          },
        },
        {
          priority: 2,
          contactType: 'LAWYER',
          name: 'Lis Lund',
          contactInfo: { email: null, phoneMobile: null, phoneWork: null, phonePrivate: null },
        },
      ]);
    });

    it('gives a case without contact persons an empty list', async () => {
      const result = await searchOk({ searchKey: 'KBH-1002' });
      expect(result.data[0]?.contactPersons).toEqual([]);
    });

    it('answers a search key under 3 characters with 400 on searchKey', async () => {
      for (const searchKey of ['ab', '  a  ']) {
        const response = await search({ searchKey });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('errors.badRequest');
        expect(response.json().fields).toEqual({ searchKey: 'cases.messages.searchTooShort' });
      }
    });

    it('treats an empty search key as no search', async () => {
      expect((await searchOk({ searchKey: '' })).total).toBe(5);
    });

    it('answers other bad input with 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ take: 0 }, 'take'],
        [{ take: 101 }, 'take'],
        [{ skip: -1 }, 'skip'],
        [{ sortOrder: 'price' }, 'sortOrder'],
        [{ sortDirection: 'up' }, 'sortDirection'],
        [{ orderStatuses: ['Lost'] }, 'orderStatuses.0'],
        [{ modifiedDateFrom: 'yesterday' }, 'modifiedDateFrom'],
      ];
      for (const [payload, field] of cases) {
        const response = await search(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code).toBe('errors.badRequest');
        expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
      }
    });

    it('finds cases by part of the address, in any case', async () => {
      expect(references(await searchOk({ searchKey: 'aarhus' }))).toEqual(['AAR-2002', 'AAR-2001']);
      expect(references(await searchOk({ searchKey: 'STRANDVEJ' }))).toEqual(['KBH-1001']);
      expect(references(await searchOk({ searchKey: 'nørrebro' }))).toEqual(['KBH-1002']);
    });

    it('finds cases by part of the reference, in any case', async () => {
      expect(references(await searchOk({ searchKey: 'kbh-100' }))).toEqual(['KBH-1002', 'KBH-1001']);
      expect(references(await searchOk({ searchKey: 'aar-2001' }))).toEqual(['AAR-2001']);
    });

    it('treats % and _ in the search key as plain characters', async () => {
      expect(references(await searchOk({ searchKey: '100%' }))).toEqual(['ODE-3001']);
      expect((await searchOk({ searchKey: 'K_H' })).total).toBe(0);
    });

    it('filters by order status', async () => {
      expect(references(await searchOk({ orderStatuses: ['Open'] }))).toEqual(['KBH-1001']);
      expect(references(await searchOk({ orderStatuses: ['Open', 'Cancelled'] }))).toEqual([
        'AAR-2002',
        'KBH-1001',
      ]);
    });

    it('filters by delivered product categories (any of them)', async () => {
      expect(references(await searchOk({ deliveredProductCategories: ['PORTRAIT'] }))).toEqual(['KBH-1002']);
      expect(references(await searchOk({ deliveredProductCategories: ['CASE', 'LOCATION'] }))).toEqual([
        'AAR-2002',
        'KBH-1002',
        'KBH-1001',
      ]);
    });

    it('filters by modification date, both ends included', async () => {
      const result = await searchOk({
        modifiedDateFrom: '2024-02-10T10:00:00Z',
        modifiedDateTo: '2024-04-10T10:00:00+00:00',
      });
      expect(references(result)).toEqual(['AAR-2002', 'AAR-2001', 'KBH-1002']);
      expect(result.total).toBe(3);
      expect(references(await searchOk({ modifiedDateFrom: '2024-04-11T00:00:00Z' }))).toEqual(['ODE-3001']);
      expect(references(await searchOk({ modifiedDateTo: '2024-01-31T00:00:00Z' }))).toEqual(['KBH-1001']);
    });

    it('with mustHaveOrder leaves out cases without an order', async () => {
      const result = await searchOk({ mustHaveOrder: true });
      expect(references(result)).toEqual(['AAR-2002', 'KBH-1002', 'KBH-1001']);
      expect(result.total).toBe(3);
    });

    it('combines filters with the search key', async () => {
      const result = await searchOk({ searchKey: 'aarhus', mustHaveOrder: true });
      expect(references(result)).toEqual(['AAR-2002']);
      expect(result.total).toBe(1);
    });

    it('pages with skip and take: right totals and no overlap', async () => {
      const pages: SearchResult[] = [];
      for (const skip of [0, 2, 4]) pages.push(await searchOk({ skip, take: 2 }));
      expect(pages.map((page) => [page.currentSkip, page.take, page.total, page.data.length])).toEqual([
        [0, 2, 5, 2],
        [2, 2, 5, 2],
        [4, 2, 5, 1],
      ]);
      expect(pages.flatMap(references)).toEqual(newestFirst);
      const beyond = await searchOk({ skip: 10, take: 2 });
      expect(beyond).toMatchObject({ currentSkip: 10, take: 2, total: 5, data: [] });
    });

    it('sorts by reference ascending and descending', async () => {
      const ascending = ['AAR-2001', 'AAR-2002', 'KBH-1001', 'KBH-1002', 'ODE-3001'];
      expect(references(await searchOk({ sortOrder: 'reference', sortDirection: 'asc' }))).toEqual(ascending);
      expect(references(await searchOk({ sortOrder: 'reference', sortDirection: 'desc' }))).toEqual(
        [...ascending].reverse(),
      );
    });

    it('sorts by modification date ascending when asked', async () => {
      const result = await searchOk({ sortOrder: 'modifiedDate', sortDirection: 'asc' });
      expect(references(result)).toEqual([...newestFirst].reverse());
      const dates = result.data.map((item) => Date.parse(item.modifiedDate));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    });

    it('never includes office B’s case whatever the sort or page', async () => {
      for (const sortOrder of ['modifiedDate', 'reference', 'address', 'deliveryDate']) {
        const result = await searchOk({ sortOrder, take: 100 });
        expect(result.data.map((item) => item.id)).not.toContain(oslo.id);
      }
    });
  });

  describe('GET /api/Cases/Search/Filters', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/Cases/Search/Filters' });
      expect(response.statusCode).toBe(401);
    });

    it('lists only the user’s departments, with the categories and statuses', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/Cases/Search/Filters',
        headers: { cookie: agentACookie },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.branches).toEqual([{ id: officeA.id, name: 'Office A' }]);
      expect(body.types).toEqual(expect.arrayContaining(['CASE', 'PORTRAIT', 'LOCATION']));
      expect(body.statuses).toEqual(expect.arrayContaining(['Open', 'Delivered', 'Cancelled', 'None']));

      const forB = await app.inject({
        method: 'GET',
        url: '/api/Cases/Search/Filters',
        headers: { cookie: adminBCookie },
      });
      expect(forB.json().branches).toEqual([{ id: officeB.id, name: 'Office B' }]);
    });
  });
});
