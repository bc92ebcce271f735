import type { TaskStatusWord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildTask, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';

// Without AI_TEXT_URL the portal's own editor is the AI text tool (the offline default).
describe('AI text routes, offline default', async () => {
  const { app, db } = await createTestApp();
  const { officeA, agentA, adminB } = await buildOffices(db);
  const cookieA = await signIn(app, agentA.email);
  const cookieB = await signIn(app, adminB.email);

  async function aiTask(type = 'AI_TEXT_INPUT', status: TaskStatusWord = 'Open') {
    const caseRow = await buildCase(db, {
      branchId: officeA.id,
      street: 'Strandvejen',
      buildingNumber: '12',
      addressFull: 'Strandvejen 12, 2900 Hellerup',
    });
    const { order } = await buildOrder(db, {
      caseId: caseRow.id,
      branchId: officeA.id,
      propertyType: 'villa',
      livingArea: 142.5,
      storeys: 2,
    });
    const of = { branchId: officeA.id, caseId: caseRow.id, orderId: order.id };
    return { task: await buildTask(db, { ...of, type, status, productName: 'AI text' }), of };
  }

  const get = (url: string, cookie = cookieA, language = 'da') =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? portalHeaders(cookie) : {}), 'accept-language': language },
    });
  const complete = (taskId: string, text: string, cookie = cookieA) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/tasks/${taskId}/complete/ai-text`,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload: { text },
    });

  async function expectUnchanged(taskId: string) {
    const detail = (await get(`/api/orders/tasks/${taskId}`)).json();
    expect(detail.task.status).toBe('Open');
    expect(detail.submission).toBeNull();
  }

  it('answers 401 signed out, 404 for another department and 400 for other tasks', async () => {
    const { task } = await aiTask();
    for (const url of [
      `/api/orders/tasks/${task.id}/aitexteditorlink`,
      `/api/orders/tasks/${task.id}/ai-text`,
    ]) {
      expect((await get(url, '')).statusCode).toBe(401);
      expect((await get(url, cookieB)).statusCode).toBe(404);
      expect((await get(url.replace(task.id, 'nope'))).statusCode).toBe(400);
    }
    expect((await complete(task.id, 'Text', '')).statusCode).toBe(401);
    expect((await complete(task.id, 'Text', cookieB)).statusCode).toBe(404);
    const { task: basic } = await aiTask('BASIC');
    const wrong = await get(`/api/orders/tasks/${basic.id}/aitexteditorlink`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('tasks.messages.wrongCategory');
    expect((await complete(basic.id, 'Text')).json().code).toBe('tasks.messages.wrongCategory');
    await expectUnchanged(task.id);
  });

  it('links to the portal’s own editor, which starts from a draft in the user’s language', async () => {
    const { task, of } = await aiTask();
    const link = await get(`/api/orders/tasks/${task.id}/aitexteditorlink`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toEqual({ url: `/tasks/${task.id}/ai-text` });

    const danish = await get(`/api/orders/tasks/${task.id}/ai-text`, cookieA, 'da-DK,da;q=0.9');
    expect(danish.statusCode, danish.body).toBe(200);
    expect(danish.json()).toEqual({
      text:
        'Velkommen til Strandvejen 12, 2900 Hellerup. Villa med 142,5 m2 boligareal fordelt på 2 etager.' +
        '\n\nKontakt os for at aftale en fremvisning.',
      origin: 'portal',
      ready: true,
    });
    const english = (await get(`/api/orders/tasks/${task.id}/ai-text`, cookieA, 'en-GB')).json();
    expect(english.text).toContain('Villa with 142.5 square metres of living space over 2 floors.');

    // The office's own description of the case goes into the draft.
    const basic = await buildTask(db, { ...of, type: 'BASIC' });
    const described = await app.inject({
      method: 'POST',
      url: '/api/orders/tasks/texts/complete',
      headers: portalHeaders(cookieA),
      payload: { taskId: basic.id, sections: [{ name: 'description', content: 'Udsigt over Øresund.' }] },
    });
    expect(described.statusCode, described.body).toBe(200);
    const swedish = (await get(`/api/orders/tasks/${task.id}/ai-text`, cookieA, 'sv')).json();
    expect(swedish.text.split('\n\n')).toEqual([
      'Välkommen till Strandvejen 12, 2900 Hellerup. Villa med 142,5 kvm boarea fördelat på 2 plan.',
      'Udsigt over Øresund.',
      'Kontakta oss för att boka en visning.',
    ]);
  });

  it('completes with the reviewed text, after which the tool answers "already completed"', async () => {
    const { task } = await aiTask('AI_TEXT_OVERVIEW');
    const empty = await complete(task.id, ' \n ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ text: 'rules.required' });
    const long = await complete(task.id, 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    await expectUnchanged(task.id);

    const done = await complete(task.id, ` ${WRITTEN} `);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().task.status).toBe('Completed');
    expect(done.json().submission).toMatchObject({
      kind: 'AI_TEXT',
      payload: { text: WRITTEN, origin: 'portal' },
    });
    for (const response of [
      await get(`/api/orders/tasks/${task.id}/aitexteditorlink`),
      await get(`/api/orders/tasks/${task.id}/ai-text`),
      await complete(task.id, 'Again.'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('tasks.messages.aiTextCompleted');
    }
  });

  it('refuses a cancelled task', async () => {
    const { task } = await aiTask('AI_TEXT_INPUT', 'Cancelled');
    const link = await get(`/api/orders/tasks/${task.id}/aitexteditorlink`);
    expect(link.statusCode).toBe(409);
    expect(link.json().code).toBe('tasks.messages.taskClosed');
    expect((await complete(task.id, 'Text')).statusCode).toBe(409);
  });
});
