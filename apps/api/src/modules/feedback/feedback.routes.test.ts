import { describe, expect, it } from 'vitest';
import { buildBatch, buildCase, buildOffices, buildOrder, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { feedbackAnnotations, orderLineFeedback } from './feedback.table.ts';

describe('visual feedback calls', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const cookieB = await signIn(app, adminB.email);

  /** A delivered order line of office A with two pictures; `canReceiveFeedback` as given. */
  async function deliveredLine(canReceiveFeedback = true) {
    const found = await buildCase(db, { branchId: officeA.id });
    const { lines } = await buildOrder(db, { caseId: found.id, branchId: officeA.id, status: 'Delivered' }, [
      { status: 'DELIVERED', canReceiveFeedback },
    ]);
    const line = lines[0];
    if (!line) throw new Error('no line');
    const { pictures } = await buildBatch(
      db,
      deps.storage,
      { caseId: found.id, branchId: officeA.id, orderLineId: line.id },
      2,
    );
    const [first, second] = pictures;
    if (!first || !second) throw new Error('no pictures');
    return { caseId: found.id, lineId: line.id, first, second };
  }

  const url = (lineId: string) => `/api/orders/orderlines/${lineId}/feedback`;
  const request = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object, cookie = agentCookie) =>
    app.inject({ method, url: path, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const annotation = (materialId: string, changes: object = {}) => ({
    materialId,
    tool: 'POINT',
    points: [{ x: 0.25, y: 0.5 }],
    kind: 'CHANGE',
    text: 'Fjern bilen',
    ...changes,
  });
  const storedAnnotations = () => db.select().from(feedbackAnnotations);
  const storedFeedback = () => db.select().from(orderLineFeedback);

  it('answers 401 signed out and 404 for another department’s line, and writes nothing', async () => {
    const { lineId, first } = await deliveredLine();
    const before = (await storedAnnotations()).length;
    expect((await request('GET', url(lineId), undefined, '')).statusCode).toBe(401);
    expect((await request('GET', url(lineId), undefined, cookieB)).statusCode).toBe(404);
    const put = await request('PUT', url(lineId), { annotations: [annotation(first.id)] }, cookieB);
    expect(put.statusCode).toBe(404);
    expect((await request('POST', `${url(lineId)}/submit`, undefined, cookieB)).statusCode).toBe(404);
    expect((await request('PUT', url(lineId), { annotations: [] }, '')).statusCode).toBe(401);
    expect(await storedAnnotations()).toHaveLength(before);
  });

  it('refuses a line that cannot receive feedback', async () => {
    const { lineId, first } = await deliveredLine(false);
    const response = await request('GET', url(lineId));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('feedback.messages.notOffered');
    expect((await request('PUT', url(lineId), { annotations: [annotation(first.id)] })).statusCode).toBe(409);
  });

  it('answers the line’s pictures and no feedback yet', async () => {
    const { lineId, first, second } = await deliveredLine();
    const other = await deliveredLine();
    const response = await request('GET', url(lineId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(
      expect.objectContaining({ orderlineId: lineId, state: 'NONE', annotations: [], submittedBy: null }),
    );
    const pictureIds = response.json().pictures.map((picture: { materialId: string }) => picture.materialId);
    expect(pictureIds.sort()).toEqual([first.id, second.id].sort());
    expect(pictureIds).not.toContain(other.first.id);
  });

  it('refuses annotations without text, with points that do not fit the tool or out of the picture', async () => {
    const { lineId, first } = await deliveredLine();
    const response = await request('PUT', url(lineId), {
      annotations: [
        annotation(first.id, { text: '  ' }),
        annotation(first.id, { tool: 'ARROW' }),
        annotation(first.id, { points: [{ x: 1.5, y: 0.2 }] }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.objectContaining({
        'annotations.0.text': 'feedback.messages.textRequired',
        'annotations.1.points': 'feedback.messages.pointsForTool',
        'annotations.2.points.0.x': expect.any(String),
      }),
    );
    const other = await deliveredLine();
    const foreign = await request('PUT', url(lineId), { annotations: [annotation(other.first.id)] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      'annotations.0.materialId': 'feedback.messages.pictureNotInLine',
    });
    expect((await request('GET', url(lineId))).json().state).toBe('NONE');
  });

  it('saves the draft with labels numbered per picture, replacing what was saved before', async () => {
    const { lineId, first, second } = await deliveredLine();
    await request('PUT', url(lineId), { annotations: [annotation(first.id)] });
    const saved = await request('PUT', url(lineId), {
      annotations: [
        annotation(first.id),
        annotation(second.id, {
          tool: 'LASSO',
          points: [
            { x: 0.1, y: 0.1 },
            { x: 0.4, y: 0.1 },
            { x: 0.3, y: 0.5 },
          ],
          kind: 'COMPLAINT',
        }),
        annotation(first.id, {
          tool: 'ARROW',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
          kind: 'FEEDBACK',
          text: 'Flot lys',
        }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().state).toBe('DRAFT');
    expect(
      saved
        .json()
        .annotations.map((entry: { materialId: string; label: number; tool: string; state: string }) => [
          entry.materialId,
          entry.label,
          entry.tool,
          entry.state,
        ]),
    ).toEqual([
      [first.id, 1, 'POINT', 'OPEN'],
      [second.id, 1, 'LASSO', 'OPEN'],
      [first.id, 2, 'ARROW', 'OPEN'],
    ]);
    expect((await request('GET', url(lineId))).json().annotations).toHaveLength(3);
  });

  it('keeps each comment as written', async () => {
    const { lineId, first } = await deliveredLine();
    const saved = await request('PUT', url(lineId), {
      annotations: [annotation(first.id, { text: ` ${WRITTEN} ` })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await request('GET', url(lineId))).json().annotations).toEqual([
      expect.objectContaining({ text: WRITTEN }),
    ]);
  });

  it('submits for review, after which the feedback cannot be edited', async () => {
    const { lineId, first } = await deliveredLine();
    const empty = await request('POST', `${url(lineId)}/submit`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('feedback.messages.empty');
    await request('PUT', url(lineId), { annotations: [annotation(first.id)] });
    const submitted = await request('POST', `${url(lineId)}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual(
      expect.objectContaining({
        state: 'SUBMITTED',
        submittedBy: expect.objectContaining({ id: agentA.id }),
      }),
    );
    const edit = await request('PUT', url(lineId), {
      annotations: [annotation(first.id, { text: 'Ændret' })],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual(
      expect.objectContaining({
        code: 'feedback.messages.submitted',
        message: 'Feedback cannot be edited after it is submitted for review.',
      }),
    );
    expect((await request('POST', `${url(lineId)}/submit`)).json().code).toBe('feedback.messages.submitted');
    const stored = (await request('GET', url(lineId))).json();
    expect(stored.annotations.map((entry: { text: string }) => entry.text)).toEqual(['Fjern bilen']);
    expect((await storedFeedback()).find((row) => row.orderLineId === lineId)?.state).toBe('SUBMITTED');
  });
});
