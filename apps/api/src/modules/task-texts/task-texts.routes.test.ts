import {
  TASK_COMPLETION_CALL,
  type TaskStatusWord,
  TEXT_TASK_SECTIONS,
  TextTaskCategory,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildTask, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';

describe('text task routes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const cookieA = await signIn(app, agentA.email);
  const cookieB = await signIn(app, adminB.email);

  const caseA = await buildCase(db, { branchId: officeA.id });
  const caseB = await buildCase(db, { branchId: officeB.id });
  const { order: orderB } = await buildOrder(db, { caseId: caseB.id, branchId: officeB.id, currency: 'NOK' });
  /** A case of office A with an order, so that each test's descriptions stay apart. */
  async function newCaseOfA() {
    const row = await buildCase(db, { branchId: officeA.id });
    const { order } = await buildOrder(db, { caseId: row.id, branchId: officeA.id });
    return { branchId: officeA.id, caseId: row.id, orderId: order.id };
  }

  /** A text task on a case of its own. */
  const textTask = async (type: string, status: TaskStatusWord = 'Open') =>
    buildTask(db, { ...(await newCaseOfA()), type, productName: 'Texts', status });

  const get = (url: string, cookie = cookieA) =>
    app.inject({ method: 'GET', url, headers: cookie ? portalHeaders(cookie) : {} });
  const complete = (payload: Record<string, unknown>, cookie = cookieA) =>
    app.inject({
      method: 'POST',
      url: '/api/orders/tasks/texts/complete',
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload,
    });
  const sectionsOf = (id: string) => get(`/api/orders/tasks/texts/${id}/TextSections`);

  /** A refused completion leaves the task open and without a submission. */
  async function expectUnchanged(taskId: string) {
    const detail = (await get(`/api/orders/tasks/${taskId}`)).json();
    expect(detail.task.status).toBe('Open');
    expect(detail.submission).toBeNull();
  }

  it('has sections for every category that the texts call completes', () => {
    const texts = Object.entries(TASK_COMPLETION_CALL).filter(([, call]) => call === 'texts');
    expect(TextTaskCategory.options).toEqual(texts.map(([category]) => category));
    for (const category of TextTaskCategory.options)
      expect(TEXT_TASK_SECTIONS[category].length).toBeGreaterThan(0);
  });

  describe('GET /api/orders/tasks/texts/{id}/TextSections', () => {
    it('answers 401 signed out, 404 for another department and 400 for other tasks', async () => {
      const basic = await textTask('BASIC');
      expect((await get(`/api/orders/tasks/texts/${basic.id}/TextSections`, '')).statusCode).toBe(401);
      const other = await get(`/api/orders/tasks/texts/${basic.id}/TextSections`, cookieB);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('errors.resourceNotFound');
      expect((await get('/api/orders/tasks/texts/not-a-uuid/TextSections')).statusCode).toBe(400);
      const upload = await textTask('UPLOAD_IMAGES');
      const wrong = await sectionsOf(upload.id);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('tasks.messages.wrongCategory');
    });

    it('lists the sections each category asks for', async () => {
      const basic = await textTask('BASIC');
      const response = await sectionsOf(basic.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        taskId: basic.id,
        category: 'BASIC',
        sections: [
          {
            name: 'description',
            title: 'texts.sections.description.title',
            hint: 'texts.sections.description.hint',
            group: 'HEADING_AND_INTRODUCTION',
            required: true,
            maxLength: 3000,
            content: '',
            locked: false,
          },
          {
            name: 'highlights',
            title: 'texts.sections.highlights.title',
            hint: 'texts.sections.highlights.hint',
            group: 'USP',
            required: false,
            maxLength: 1000,
            content: '',
            locked: false,
          },
        ],
        takesWritingStyle: false,
        writingStyle: null,
      });
      const style = (await sectionsOf((await textTask('TEXT-STYLE')).id)).json();
      expect(style.takesWritingStyle).toBe(true);
      expect(style.sections.map((section: { name: string }) => section.name)).toEqual([
        'description',
        'copywriterBrief',
      ]);
      const person = (await sectionsOf((await textTask('PERSON_INFO')).id)).json();
      expect(person.sections.map((s: { name: string; required: boolean }) => [s.name, s.required])).toEqual([
        ['personName', true],
        ['personTitle', false],
        ['aboutPerson', true],
      ]);
    });
  });

  describe('GET Description and InputForSpeakSlideShow', () => {
    it('answer 401 signed out, 404 for a case of another department and 400 without a case id', async () => {
      for (const call of ['Description', 'InputForSpeakSlideShow']) {
        expect((await get(`/api/orders/tasks/texts/${call}?caseId=${caseA.id}`, '')).statusCode).toBe(401);
        expect((await get(`/api/orders/tasks/texts/${call}?caseId=${caseB.id}`)).statusCode).toBe(404);
        expect((await get(`/api/orders/tasks/texts/${call}`)).statusCode).toBe(400);
        expect((await get(`/api/orders/tasks/texts/${call}?caseId=nope`)).statusCode).toBe(400);
      }
    });

    it('answer null before anything is submitted, then the submitted text', async () => {
      const ofC = await newCaseOfA();
      const speakUrl = `/api/orders/tasks/texts/InputForSpeakSlideShow?caseId=${ofC.caseId}`;
      const empty = await get(speakUrl);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toBeNull();

      const speak = await buildTask(db, { ...ofC, type: 'SPEAK_INPUT' });
      const done = await complete({
        taskId: speak.id,
        sections: [{ name: 'speakText', content: 'First take.' }],
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((await get(speakUrl)).json()).toMatchObject({
        taskId: speak.id,
        category: 'SPEAK_INPUT',
        content: 'First take.',
      });
      // A later speak text of the case replaces the earlier one, and a new task starts from it.
      const introOutro = await buildTask(db, { ...ofC, type: 'INTRO_OUTRO_SPEAK' });
      const sections = (await sectionsOf(introOutro.id)).json().sections;
      expect(sections.find((s: { name: string }) => s.name === 'speakText')).toMatchObject({
        content: 'First take.',
        locked: false,
      });
      await complete({
        taskId: introOutro.id,
        sections: [
          { name: 'intro', content: 'Hello' },
          { name: 'outro', content: 'Goodbye' },
          { name: 'speakText', content: 'Second take.' },
        ],
      });
      expect((await get(speakUrl)).json()).toMatchObject({ taskId: introOutro.id, content: 'Second take.' });
    });
  });

  describe('POST /api/orders/tasks/texts/complete', () => {
    it('answers 401 signed out, 404 for another department and 400 for other tasks', async () => {
      const basic = await textTask('BASIC');
      const body = { taskId: basic.id, sections: [{ name: 'description', content: 'A house.' }] };
      expect((await complete(body, '')).statusCode).toBe(401);
      expect((await complete(body, cookieB)).statusCode).toBe(404);
      const upload = await textTask('UPLOAD_IMAGES');
      const wrong = await complete({ ...body, taskId: upload.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('tasks.messages.wrongCategory');
      const taskB = await buildTask(db, {
        branchId: officeB.id,
        caseId: caseB.id,
        orderId: orderB.id,
        type: 'BASIC',
      });
      expect((await complete({ ...body, taskId: taskB.id })).statusCode).toBe(404);
      await expectUnchanged(basic.id);
    });

    it('completes with the sections as written and shows the submission afterwards', async () => {
      const basic = await textTask('BASIC');
      const response = await complete({
        taskId: basic.id,
        sections: [
          { name: 'description', content: `  ${WRITTEN}  ` },
          { name: 'highlights', content: 'Ny køkken; sydvendt terrasse' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json();
      expect(detail.task.status).toBe('Completed');
      expect(detail.completionCall).toBe('texts');
      expect(detail.submission).toMatchObject({
        kind: 'TEXTS',
        submittedByEmail: agentA.email,
        payload: {
          sections: [
            { name: 'description', content: WRITTEN },
            { name: 'highlights', content: 'Ny køkken; sydvendt terrasse' },
          ],
          writingStyle: null,
        },
      });
      const sections = (await sectionsOf(basic.id)).json().sections;
      expect(sections.map((s: { content: string }) => s.content)).toEqual([
        WRITTEN,
        'Ny køkken; sydvendt terrasse',
      ]);
      const again = await complete({
        taskId: basic.id,
        sections: [{ name: 'description', content: 'Other.' }],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('tasks.messages.taskClosed');
    });

    it('refuses bad sections and changes nothing', async () => {
      const basic = await textTask('BASIC');
      const refusals: [Record<string, unknown>, Record<string, string>][] = [
        [{ sections: [] }, { 'sections.description': 'rules.required' }],
        // Only spaces and line breaks leave the required description empty.
        [
          { sections: [{ name: 'description', content: ' \n ' }] },
          { 'sections.description': 'rules.required' },
        ],
        [
          { sections: [{ name: 'description', content: 'x'.repeat(3001) }] },
          { 'sections.description': 'rules.string.max' },
        ],
        [
          {
            sections: [
              { name: 'description', content: 'A' },
              { name: 'speakText', content: 'B' },
            ],
          },
          { 'sections.speakText': 'rules.object.noUnknown' },
        ],
        [
          {
            sections: [
              { name: 'description', content: 'A' },
              { name: 'description', content: 'B' },
            ],
          },
          { 'sections.description': 'rules.type' },
        ],
        [
          { sections: [{ name: 'description', content: 'A' }], writingStyle: 'COLORFUL' },
          { writingStyle: 'rules.object.noUnknown' },
        ],
      ];
      for (const [body, fields] of refusals) {
        const response = await complete({ taskId: basic.id, ...body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().code).toBe('errors.badRequest');
        expect(response.json().fields).toEqual(fields);
      }
      const badStyle = await complete({ taskId: basic.id, sections: [], writingStyle: 'LOUD' });
      expect(badStyle.statusCode).toBe(400);
      await expectUnchanged(basic.id);
    });

    it('needs a writing style where the category takes one', async () => {
      const copy = await textTask('COPYWRITE_TEXTS');
      const style = await textTask('TEXT-STYLE');
      const missing = await complete({
        taskId: style.id,
        sections: [{ name: 'description', content: 'Home.' }],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ writingStyle: 'rules.required' });
      await expectUnchanged(style.id);
      const done = await complete({
        taskId: style.id,
        sections: [{ name: 'description', content: 'Home.' }],
        writingStyle: 'LIGHTLY_COLORFUL',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().submission.payload).toEqual({
        sections: [
          { name: 'description', content: 'Home.' },
          { name: 'copywriterBrief', content: '' },
        ],
        writingStyle: 'LIGHTLY_COLORFUL',
      });
      expect((await sectionsOf(style.id)).json().writingStyle).toBe('LIGHTLY_COLORFUL');
      await expectUnchanged(copy.id);
    });

    it('keeps a case’s submitted description: later tasks show it locked and refuse another', async () => {
      const ofE = await newCaseOfA();
      const descriptionUrl = `/api/orders/tasks/texts/Description?caseId=${ofE.caseId}`;
      expect((await get(descriptionUrl)).json()).toBeNull();

      // An empty optional description is not a submitted description.
      const optional = await buildTask(db, { ...ofE, type: 'BASIC_OPT' });
      expect((await complete({ taskId: optional.id, sections: [] })).statusCode).toBe(200);
      expect((await get(descriptionUrl)).json()).toBeNull();

      const basic = await buildTask(db, { ...ofE, type: 'BASIC' });
      await complete({
        taskId: basic.id,
        sections: [{ name: 'description', content: 'Bright villa by the sea.' }],
      });
      expect((await get(descriptionUrl)).json()).toMatchObject({
        taskId: basic.id,
        category: 'BASIC',
        content: 'Bright villa by the sea.',
      });

      const text = await buildTask(db, { ...ofE, type: 'TEXT' });
      const sections = (await sectionsOf(text.id)).json().sections;
      expect(sections[0]).toMatchObject({
        name: 'description',
        content: 'Bright villa by the sea.',
        locked: true,
      });

      const changed = await complete({
        taskId: text.id,
        sections: [{ name: 'description', content: 'A different story.' }],
      });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().code).toBe('tasks.messages.textLocked');
      await expectUnchanged(text.id);

      // Leaving it out (or sending it unchanged) keeps the submitted one.
      const kept = await complete({
        taskId: text.id,
        sections: [{ name: 'copywriterBrief', content: 'Young families.' }],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().submission.payload.sections).toEqual([
        { name: 'description', content: 'Bright villa by the sea.' },
        { name: 'copywriterBrief', content: 'Young families.' },
      ]);
      const same = await buildTask(db, { ...ofE, type: 'COMTEXT' });
      const unchanged = await complete({
        taskId: same.id,
        sections: [{ name: 'description', content: 'Bright villa by the sea.' }],
      });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
    });

    it('refuses a cancelled task', async () => {
      const cancelled = await textTask('LOCATION', 'Cancelled');
      const response = await complete({
        taskId: cancelled.id,
        sections: [{ name: 'areaDescription', content: 'Quiet street.' }],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('tasks.messages.taskClosed');
    });
  });
});
