import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createAiTextTool } from '../../adapters/ai-text/create-ai-text-tool.ts';
import { buildCase, buildOffices, buildOrder, buildTask, signIn } from '../../test/factories.ts';
import { startFakeAiTextService } from '../../test/fakes/fake-ai-text-service.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';

const API_KEY = 'ai-text-test-key';

// With AI_TEXT_URL the hub opens a session on the AI text service and fetches the finished text from it.
describe('AI text routes, with the AI text service', async () => {
  const service = await startFakeAiTextService(API_KEY);
  afterAll(() => service.close());
  const logger = pino({ level: 'silent' });
  const { app, db } = await createTestApp({
    aiText: createAiTextTool({ baseUrl: service.baseUrl, apiKey: API_KEY, logger, timeoutMs: 2000 }),
  });
  const { officeA, agentA } = await buildOffices(db);
  const cookie = await signIn(app, agentA.email);

  async function aiTask() {
    const caseRow = await buildCase(db, {
      branchId: officeA.id,
      addressFull: 'Götgatan 44, 118 26 Stockholm',
      propertyType: 'flat',
      registeredArea: 80,
    });
    const { order } = await buildOrder(db, { caseId: caseRow.id, branchId: officeA.id, livingArea: 78 });
    return buildTask(db, {
      branchId: officeA.id,
      caseId: caseRow.id,
      orderId: order.id,
      type: 'AI_TEXT_INPUT',
    });
  }

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { ...portalHeaders(cookie), 'accept-language': 'sv-SE' } });

  it('opens a session with the property’s facts and answers the service’s editor URL', async () => {
    const task = await aiTask();
    const link = await get(`/api/orders/tasks/${task.id}/aitexteditorlink`);
    expect(link.statusCode, link.body).toBe(200);
    const session = service.sessions.get(task.id);
    expect(link.json()).toEqual({ url: `https://ai-text.example/editor/${session?.id}` });
    expect(session).toMatchObject({
      kind: 'AI_TEXT_INPUT',
      language: 'sv',
      // The order's living area wins over the case's registered area; unknown facts are left out.
      property: { address: 'Götgatan 44, 118 26 Stockholm', propertyType: 'flat', livingArea: 78 },
      returnUrl: `http://portal.test/tasks/${task.id}/ai-text`,
    });
    expect(Object.keys(session?.property ?? {})).toEqual(['address', 'propertyType', 'livingArea']);
  });

  it('shows the service’s text once finished, and completes with it', async () => {
    const task = await aiTask();
    const before = await get(`/api/orders/tasks/${task.id}/ai-text`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ text: '', origin: 'service', ready: false });

    await get(`/api/orders/tasks/${task.id}/aitexteditorlink`);
    expect((await get(`/api/orders/tasks/${task.id}/ai-text`)).json().ready).toBe(false);
    service.finish(task.id, 'Ljus trea med balkong – nära tunnelbanan.');
    const after = (await get(`/api/orders/tasks/${task.id}/ai-text`)).json();
    // The office reviews the service's text as written.
    expect(after).toEqual({
      text: 'Ljus trea med balkong – nära tunnelbanan.',
      origin: 'service',
      ready: true,
    });

    const done = await app.inject({
      method: 'POST',
      url: `/api/orders/tasks/${task.id}/complete/ai-text`,
      headers: portalHeaders(cookie),
      payload: { text: after.text },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().submission.payload).toEqual({
      text: 'Ljus trea med balkong – nära tunnelbanan.',
      origin: 'service',
    });
  });

  it('answers 502 aiTextLinkError when the service fails', async () => {
    const task = await aiTask();
    service.setFailing(true);
    try {
      for (const url of [
        `/api/orders/tasks/${task.id}/aitexteditorlink`,
        `/api/orders/tasks/${task.id}/ai-text`,
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({
          code: 'tasks.messages.aiTextLinkError',
          message: 'Länken till AI-textverktyget kunde inte hämtas.',
        });
      }
    } finally {
      service.setFailing(false);
    }
  });
});
