import { TASK_PAGE_SIZE, TaskCategory, TaskStatusWord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildTask, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';

interface TaskItem {
  id: string;
  branchId: number;
  branchName: string;
  caseId: string;
  caseReference: string;
  createdAt: string;
  productName: string;
  status: string;
  type: string;
  address: string;
  orderId: string;
  orderlineId: string | null;
  salesId: string;
  contactPersonUserID: string | null;
}

interface SearchResult {
  currentSkip: number;
  take: number;
  total: number;
  totalIsCapped: boolean;
  data: TaskItem[];
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);
const TASK_CLOSED = 'tasks.messages.taskClosed';

describe('tasks routes', async () => {
  const { app, db, deps, setNow } = await createTestApp();
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);
  const a = officeA.id;
  const b = officeB.id;

  const hellerup = await buildCase(db, {
    branchId: a,
    reference: 'KBH-1001',
    addressFull: 'Strandvejen 12, 2900 Hellerup',
  });
  const norrebro = await buildCase(db, {
    branchId: a,
    reference: 'KBH-1002',
    addressFull: 'Nørrebrogade 5, 2200 København N',
  });
  const odense = await buildCase(db, {
    branchId: a,
    reference: 'ODE-3001',
    addressFull: 'Vestergade 5, 5000 Odense C',
  });
  const oslo = await buildCase(db, {
    branchId: b,
    reference: 'OSL-9001',
    addressFull: 'Strandvejen 99, 0150 Oslo',
  });

  const { order: hellerupOrder, lines } = await buildOrder(
    db,
    { caseId: hellerup.id, branchId: a, salesId: 'SO-4711001' },
    [{ productName: 'Photography' }],
  );
  const { order: norrebroOrder } = await buildOrder(db, {
    caseId: norrebro.id,
    branchId: a,
    salesId: 'SO-4711002',
  });
  const { order: odenseOrder } = await buildOrder(db, {
    caseId: odense.id,
    branchId: a,
    salesId: 'SO-4711003',
  });
  const { order: osloOrder } = await buildOrder(db, {
    caseId: oslo.id,
    branchId: b,
    salesId: 'SO-4711009',
    currency: 'NOK',
  });

  const ofHellerup = { branchId: a, caseId: hellerup.id, orderId: hellerupOrder.id };
  const ofNorrebro = { branchId: a, caseId: norrebro.id, orderId: norrebroOrder.id };
  const booking = await buildTask(db, {
    ...ofHellerup,
    orderLineId: lines[0]?.id,
    type: 'BOOK_PHOTOGRAPHER',
    createdAt: day(1),
  });
  const upload = await buildTask(db, { ...ofHellerup, orderLineId: lines[0]?.id, createdAt: day(2) });
  const copy = await buildTask(db, {
    ...ofHellerup,
    type: 'COPYWRITE_TEXTS',
    status: 'Completed',
    productName: 'Copywriting',
    createdAt: day(3),
  });
  const video = await buildTask(db, {
    ...ofNorrebro,
    type: 'UPLOAD_VIDEOS',
    status: 'Partial',
    productName: 'Video 60 s',
    createdAt: day(4),
  });
  const staging = await buildTask(db, {
    ...ofNorrebro,
    type: 'VIRTUAL_STAGING',
    status: 'Cancelled',
    productName: 'Virtual staging',
    createdAt: day(5),
  });
  // Enough open tasks on one case for two pages, all with the same reference (so paging relies on the id).
  const bulk: Awaited<ReturnType<typeof buildTask>>[] = [];
  for (let n = 0; n < 25; n += 1) {
    bulk.push(
      await buildTask(db, {
        branchId: a,
        caseId: odense.id,
        orderId: odenseOrder.id,
        type: 'LOCATION',
        productName: 'Location photo',
        createdAt: day(10 + n),
      }),
    );
  }
  const ofOslo = { branchId: b, caseId: oslo.id, orderId: osloOrder.id };
  const osloOpen = await buildTask(db, { ...ofOslo, productName: 'Norsk foto', createdAt: day(40) });
  await buildTask(db, { ...ofOslo, status: 'Completed', productName: 'Norsk foto', createdAt: day(41) });
  const tasksOfA = [booking, upload, copy, video, staging, ...bulk];

  const search = async (payload: Record<string, unknown>, cookie = agentACookie) =>
    app.inject({ method: 'POST', url: '/api/orders/tasks/search', headers: portalHeaders(cookie), payload });

  const searchOk = async (payload: Record<string, unknown>, cookie = agentACookie): Promise<SearchResult> => {
    const response = await search(payload, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const ids = (result: { data: { id: string }[] } | { id: string }[]) =>
    ('data' in result ? result.data : result).map((item) => item.id).sort();

  describe('POST /api/orders/tasks/search', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/tasks/search',
        headers: csrfHeader,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('errors.unauthorized');
    });

    it('answers 400 for bad input', async () => {
      const short = await search({ searchString: 'st' });
      expect(short.statusCode).toBe(400);
      expect(short.json().code).toBe('errors.badRequest');
      expect(short.json().fields).toEqual({ searchString: 'cases.messages.searchTooShort' });

      const cases: [Record<string, unknown>, string][] = [
        [{ types: ['NOT_A_TASK'] }, 'types.0'],
        [{ statuses: ['Done'] }, 'statuses.0'],
        [{ orderBy: 'salesId' }, 'orderBy'],
        [{ orderByDirection: 'up' }, 'orderByDirection'],
        [{ take: 0 }, 'take'],
        [{ skip: -1 }, 'skip'],
      ];
      for (const [payload, field] of cases) {
        const response = await search(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
      }
    });

    it('lists the tasks of the user’s departments only, newest first, with case, order and department', async () => {
      const result = await searchOk({ take: 100 });
      expect(result.total).toBe(tasksOfA.length);
      expect(ids(result)).toEqual(ids(tasksOfA));
      expect(result.data[0]?.id).toBe(bulk[24]?.id);
      expect(result.data.at(-1)?.id).toBe(booking.id);
      expect(result.data.find((item) => item.id === upload.id)).toEqual({
        id: upload.id,
        branchId: a,
        branchName: 'Office A',
        caseId: hellerup.id,
        caseReference: 'KBH-1001',
        createdAt: day(2).toISOString(),
        productName: 'Photography',
        status: 'Open',
        type: 'UPLOAD_IMAGES',
        address: 'Strandvejen 12, 2900 Hellerup',
        orderId: hellerupOrder.id,
        orderlineId: lines[0]?.id,
        salesId: 'SO-4711001',
        contactPersonUserID: null,
        booking: null,
      });

      const ofB = await searchOk({ take: 100 }, adminBCookie);
      expect(ofB.total).toBe(2);
      expect(ofB.data.every((item) => item.branchId === b)).toBe(true);
    });

    it('leaves out a department the user has no access to', async () => {
      const result = await searchOk({ branchIds: [b] });
      expect(result).toEqual({
        currentSkip: 0,
        take: TASK_PAGE_SIZE,
        total: 0,
        totalIsCapped: false,
        data: [],
      });
      const both = await searchOk({ branchIds: [a, b], searchString: 'strandvejen' });
      expect(ids(both)).toEqual(ids([booking, upload, copy]));
    });

    it('searches the address, the case number, the product name and the sales id, case-insensitively', async () => {
      expect(ids(await searchOk({ searchString: 'VEJEN 12' }))).toEqual(ids([booking, upload, copy]));
      expect(ids(await searchOk({ searchString: 'kbh-1002' }))).toEqual(ids([video, staging]));
      expect(ids(await searchOk({ searchString: 'so-4711002' }))).toEqual(ids([video, staging]));
      expect(ids(await searchOk({ searchString: 'copywrit' }))).toEqual(ids([copy]));
      expect((await searchOk({ searchString: 'Norsk foto' })).total).toBe(0);
      expect((await searchOk({ searchString: '100%' })).total).toBe(0);
      expect((await searchOk({ searchString: '' })).total).toBe(tasksOfA.length);
    });

    it('filters by type and status', async () => {
      const byType = await searchOk({ types: ['UPLOAD_IMAGES', 'UPLOAD_VIDEOS'] });
      expect(ids(byType)).toEqual(ids([upload, video]));
      const byStatus = await searchOk({ statuses: ['Completed', 'Cancelled'] });
      expect(ids(byStatus)).toEqual(ids([copy, staging]));
      const both = await searchOk({ types: ['UPLOAD_IMAGES', 'UPLOAD_VIDEOS'], statuses: ['Partial'] });
      expect(both.total).toBe(1);
      expect(ids(both)).toEqual([video.id]);
    });

    it('pages by 20 without overlap and counts the total with the same filters', async () => {
      const first = await searchOk({});
      const second = await searchOk({ skip: 20 });
      expect(first.take).toBe(TASK_PAGE_SIZE);
      expect(first.data).toHaveLength(20);
      expect(second.currentSkip).toBe(20);
      expect(second.data).toHaveLength(tasksOfA.length - 20);
      expect(first.total).toBe(tasksOfA.length);
      expect(ids([...first.data, ...second.data])).toEqual(ids(tasksOfA));

      const filtered = await searchOk({ types: ['LOCATION'], take: 10, skip: 20 });
      expect(filtered.total).toBe(25);
      expect(filtered.data).toHaveLength(5);
    });

    it('stops counting at the cap and says so; a short list or a narrow filter is counted exactly', async () => {
      deps.listCountCap = 10;
      try {
        // Counted to the end of the page (20) when the page is longer than the cap.
        const first = await searchOk({});
        expect(first).toMatchObject({ total: 20, totalIsCapped: true });
        expect(first.data).toHaveLength(TASK_PAGE_SIZE);
        // Scrolled past the cap: counted to the end of this page, still "more".
        expect(await searchOk({ skip: 20, take: 5 })).toMatchObject({ total: 25, totalIsCapped: true });
        expect(await searchOk({ types: ['UPLOAD_IMAGES', 'UPLOAD_VIDEOS'] })).toMatchObject({
          total: 2,
          totalIsCapped: false,
        });
        expect(await searchOk({ take: 100 })).toMatchObject({ total: tasksOfA.length, totalIsCapped: false });
      } finally {
        deps.listCountCap = undefined;
      }
      expect(await searchOk({})).toMatchObject({ total: tasksOfA.length, totalIsCapped: false });
    });

    it('sorts by case reference, ascending, and ends with the id so pages never overlap', async () => {
      const pages = [];
      for (const skip of [0, 10, 20]) {
        pages.push(
          ...(await searchOk({ orderBy: 'caseReference', orderByDirection: 'asc', take: 10, skip })).data,
        );
      }
      const references = pages.map((item) => item.caseReference);
      expect(references).toEqual([...references].sort());
      expect(references[0]).toBe('KBH-1001');
      expect(references.at(-1)).toBe('ODE-3001');
      expect(new Set(pages.map((item) => item.id)).size).toBe(tasksOfA.length);

      const byStatus = await searchOk({ orderBy: 'status', orderByDirection: 'desc', take: 100 });
      const statuses = byStatus.data.map((item) => item.status);
      expect(statuses).toEqual([...statuses].sort().reverse());
      const byProduct = await searchOk({ orderBy: 'productName', orderByDirection: 'asc', take: 1 });
      expect(byProduct.data[0]?.productName).toBe('Copywriting');
    });
  });

  describe('GET /api/orders/tasks/search/filters', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/orders/tasks/search/filters' });
      expect(response.statusCode).toBe(401);
    });

    it('lists every category and status and only the user’s departments', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/orders/tasks/search/filters',
        headers: portalHeaders(agentACookie),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        types: TaskCategory.options,
        statuses: TaskStatusWord.options,
        branches: [{ id: a, name: 'Office A' }],
      });
    });
  });

  describe('GET /api/users/:userId/tasks/total', () => {
    const total = (userId: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/users/${userId}/tasks/total`,
        headers: cookie ? portalHeaders(cookie) : {},
      });

    it('answers 401 without a session, 404 for another user and 400 for a bad id', async () => {
      expect((await total(agentA.id)).statusCode).toBe(401);
      const other = await total(adminB.id, agentACookie);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('errors.resourceNotFound');
      expect((await total('not-an-id', agentACookie)).statusCode).toBe(400);
    });

    it('counts the open and partly done tasks of the user’s departments', async () => {
      const response = await total(agentA.id, agentACookie);
      expect(response.statusCode, response.body).toBe(200);
      // booking, upload, video (Partial) and the 25 location tasks; not the completed or cancelled ones.
      expect(response.json()).toEqual({ total: 28 });
      expect((await total(adminB.id, adminBCookie)).json()).toEqual({ total: 1 });
    });
  });

  describe('GET /api/cases/:caseId/tasks/open', () => {
    const openOf = (caseId: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/cases/${caseId}/tasks/open`,
        headers: cookie ? portalHeaders(cookie) : {},
      });

    it('answers 401 without a session, 404 for another department’s case and 400 for a bad id', async () => {
      expect((await openOf(hellerup.id)).statusCode).toBe(401);
      expect((await openOf(oslo.id, agentACookie)).statusCode).toBe(404);
      expect((await openOf('nope', agentACookie)).statusCode).toBe(400);
    });

    it('lists the open and partly done tasks of the case', async () => {
      const response = await openOf(hellerup.id, agentACookie);
      expect(response.statusCode, response.body).toBe(200);
      const body: TaskItem[] = response.json();
      expect(body.map((item) => item.type)).toEqual(['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES']);
      expect(body[0]).toMatchObject({ salesId: 'SO-4711001', address: 'Strandvejen 12, 2900 Hellerup' });
      expect(ids((await openOf(norrebro.id, agentACookie)).json())).toEqual([video.id]);
      expect(ids((await openOf(oslo.id, adminBCookie)).json())).toEqual([osloOpen.id]);
    });
  });

  describe('task notes', () => {
    const addNote = (taskId: string, payload: Record<string, unknown>, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/tasks/${taskId}/notes/add`,
        headers: cookie ? portalHeaders(cookie) : csrfHeader,
        payload,
      });
    const listNotes = (taskId: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/orders/tasks/${taskId}/notes`,
        headers: cookie ? portalHeaders(cookie) : {},
      });

    it('answers 401 without a session', async () => {
      expect((await addNote(upload.id, { note: 'Hello' })).statusCode).toBe(401);
      expect((await listNotes(upload.id)).statusCode).toBe(401);
    });

    it('answers 404 for a task of another department', async () => {
      const added = await addNote(osloOpen.id, { note: 'Hello' }, agentACookie);
      expect(added.statusCode).toBe(404);
      expect(added.json().code).toBe('errors.resourceNotFound');
      expect((await listNotes(osloOpen.id, agentACookie)).statusCode).toBe(404);
    });

    it('answers 400 for an empty note, a bad email or a bad id, and 403 for another author', async () => {
      const empty = await addNote(upload.id, { note: '   ' }, agentACookie);
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().fields)).toEqual(['note']);
      const badEmail = await addNote(upload.id, { note: 'Hi', addedByEmail: 'nope' }, agentACookie);
      expect(Object.keys(badEmail.json().fields)).toEqual(['addedByEmail']);
      expect((await addNote('nope', { note: 'Hi' }, agentACookie)).statusCode).toBe(400);
      const other = await addNote(upload.id, { note: 'Hi', addedByEmail: adminB.email }, agentACookie);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('errors.forbidden');
      expect((await listNotes(upload.id, agentACookie)).json()).toEqual([]);
    });

    it('adds notes as the user and lists them oldest first', async () => {
      setNow(new Date('2024-03-01T10:00:00Z'));
      const first = await addNote(upload.id, { note: '  Key is under the mat  ' }, agentACookie);
      setNow(new Date('2024-03-01T09:00:00Z'));
      const earlier = await addNote(
        upload.id,
        { note: 'Call before arrival', addedByEmail: agentA.email.toUpperCase() },
        agentACookie,
      );
      setNow(undefined);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        note: 'Key is under the mat',
        addedByEmail: agentA.email,
        createdAt: '2024-03-01T10:00:00.000Z',
      });
      expect(earlier.statusCode, earlier.body).toBe(201);

      const listed = await listNotes(upload.id, agentACookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().map((note: { note: string }) => note.note)).toEqual([
        'Call before arrival',
        'Key is under the mat',
      ]);
      expect((await listNotes(booking.id, agentACookie)).json()).toEqual([]);
    });

    it('keeps a note as written, and drops only control characters nobody types', async () => {
      const added = await addNote(booking.id, { note: `${WRITTEN}\u0000\u000b` }, agentACookie);
      expect(added.statusCode, added.body).toBe(201);
      expect(
        (await listNotes(booking.id, agentACookie)).json().map((note: { note: string }) => note.note),
      ).toEqual([WRITTEN]);
    });
  });

  describe('task transitions', () => {
    const transition = (kind: 'complete' | 'partially', taskId: string, cookie?: string) =>
      app.inject({
        method: kind === 'complete' ? 'PATCH' : 'POST',
        url: `/api/orders/tasks/${taskId}/${kind}`,
        headers: cookie ? portalHeaders(cookie) : csrfHeader,
      });

    it('answers 401 without a session, 404 for another department’s task and 400 for a bad id', async () => {
      for (const kind of ['complete', 'partially'] as const) {
        expect((await transition(kind, upload.id)).statusCode).toBe(401);
        const hidden = await transition(kind, osloOpen.id, agentACookie);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().code).toBe('errors.resourceNotFound');
        expect((await transition(kind, 'nope', agentACookie)).statusCode).toBe(400);
      }
      const [row] = (await searchOk({ searchString: 'Norsk foto', statuses: ['Open'] }, adminBCookie)).data;
      expect(row?.status).toBe('Open');
    });

    it('completes an open task once; a completed task cannot change again', async () => {
      // The booking task is completed by the plain call; other categories have their own calls.
      const task = await buildTask(db, { ...ofHellerup, type: 'BOOK_PHOTOGRAPHER', createdAt: day(50) });
      const done = await transition('complete', task.id, agentACookie);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ id: task.id, status: 'Completed', caseReference: 'KBH-1001' });

      const again = await transition('complete', task.id, agentACookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(TASK_CLOSED);
      const partial = await transition('partially', task.id, agentACookie);
      expect(partial.statusCode).toBe(409);
      expect(partial.json().code).toBe(TASK_CLOSED);
    });

    it('marks an open task as partly done, and a partly done task can still be completed', async () => {
      const task = await buildTask(db, { ...ofHellerup, type: 'BOOK_PHOTOGRAPHER', createdAt: day(51) });
      const partial = await transition('partially', task.id, agentACookie);
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json()).toMatchObject({ id: task.id, status: 'Partial', salesId: 'SO-4711001' });
      const done = await transition('complete', task.id, agentACookie);
      expect(done.json().status).toBe('Completed');
    });

    it('refuses a cancelled task', async () => {
      const cancelled = await buildTask(db, { ...ofHellerup, status: 'Cancelled', createdAt: day(52) });
      for (const kind of ['complete', 'partially'] as const) {
        const response = await transition(kind, cancelled.id, agentACookie);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe(TASK_CLOSED);
      }
      expect((await transition('partially', staging.id, agentACookie)).statusCode).toBe(409);
    });

    it('refuses to complete a category that has its own completion call, and changes nothing', async () => {
      const task = await buildTask(db, { ...ofHellerup, type: 'PERSON', createdAt: day(53) });
      const response = await transition('complete', task.id, agentACookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('tasks.messages.wrongCategory');
      const detail = await app.inject({
        method: 'GET',
        url: `/api/orders/tasks/${task.id}`,
        headers: portalHeaders(agentACookie),
      });
      expect(detail.json()).toMatchObject({ task: { status: 'Open' }, submission: null });
    });
  });
});
