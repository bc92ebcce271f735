import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, csrfHeader } from '../../test/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import {
  buildFormTask,
  buildFormWorld,
  PERSON_ANSWERS,
  RECIPIENT,
  sendAndReadToken,
  stateOf,
} from './task-forms-test-setup.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOT_FOUND = { code: 'forms.messages.applicationNotFound', message: 'Application not found.' };
const CLOSED = {
  code: 'forms.messages.applicationClosed',
  message: 'Application already submitted or order was closed.',
};

describe('the public interview and questionnaire calls', async () => {
  const testApp = await createTestApp();
  const { app, db, deps } = testApp;
  const { ofHome, order, cookies } = await buildFormWorld(testApp);

  /** An interview task with a link mailed to the contact person; the link's token. */
  const sentInterview = async (of = ofHome) => {
    const task = await buildFormTask(db, of, 'PERSON_INFO');
    return { task, token: await sendAndReadToken(testApp, cookies.agentA, task.id) };
  };
  const open = (token: string) => app.inject({ method: 'GET', url: `/api/public/forms/${token}` });
  const submit = (token: string, payload: object = { answers: PERSON_ANSWERS }) =>
    app.inject({ method: 'POST', url: `/api/public/forms/${token}`, headers: csrfHeader, payload });

  describe('GET /api/public/forms/:token', () => {
    it('answers "Application not found." for an unknown link', async () => {
      const response = await open('no-such-token-at-all');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(NOT_FOUND);
    });

    it('opens the form without an account, in the language it was sent in', async () => {
      const { token } = await sentInterview();
      const response = await open(token);
      expect(response.statusCode, response.body).toBe(200);
      const form = response.json();
      expect(form).toMatchObject({
        kind: 'INTERVIEW',
        locale: 'da',
        address: 'Søvej 3, 8600 Silkeborg',
        departmentName: 'Office A',
        recipientName: 'Kirsten Holm',
      });
      expect(form.questions).toContainEqual({
        id: 'showContactDetails',
        question: 'Må vi vise dit telefonnummer og din e-mailadresse ved portrættet?',
        yesOrNo: true,
      });
    });

    it('answers 410 once the task is cancelled or the order is closed, naming the language the link was sent in', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const token = await sendAndReadToken(testApp, cookies.agentA, task.id, 'interviews', { locale: 'sv' });
      await db.update(tasks).set({ status: 'Cancelled' }).where(eq(tasks.id, task.id));
      expect((await open(token)).json()).toMatchObject({ ...CLOSED, params: { locale: 'sv' } });
      await db.update(tasks).set({ status: 'Partial' }).where(eq(tasks.id, task.id));
      expect((await open(token)).statusCode).toBe(200);
      for (const status of ['Delivered', 'Cancelled', 'Invoiced'] as const) {
        await db.update(orders).set({ status }).where(eq(orders.id, order.id));
        const response = await open(token);
        expect(response.statusCode, status).toBe(410);
        expect(response.json()).toMatchObject(CLOSED);
      }
      await db.update(orders).set({ status: 'Open' }).where(eq(orders.id, order.id));
    });

    it('a form link found in a mailbox after 30 days no longer opens the property’s details nor takes answers', async () => {
      const { task, token } = await sentInterview();
      try {
        testApp.setNow(new Date(Date.now() + 29 * DAY));
        expect((await open(token)).statusCode).toBe(200);
        testApp.setNow(new Date(Date.now() + 30 * DAY + 60_000));
        const opened = await open(token);
        expect(opened.statusCode).toBe(410);
        expect(opened.json()).toMatchObject(CLOSED);
        expect(opened.body).not.toContain('Søvej');
        const submitted = await submit(token);
        expect(submitted.statusCode).toBe(410);
      } finally {
        testApp.setNow(undefined);
      }
      const state = await stateOf(db, task.id);
      expect(state.status).not.toBe('Completed');
      expect(state.submission).toBeUndefined();
      expect(state.forms.map((form) => form.answers)).toEqual([null]);
    });
  });

  describe('POST /api/public/forms/:token', () => {
    it('answers "Application not found." for an unknown link', async () => {
      expect((await submit('no-such-token-at-all')).json()).toMatchObject(NOT_FOUND);
    });

    it('answers 400 for answers that do not fit the form, and changes nothing', async () => {
      const { task, token } = await sentInterview();
      const refused = [
        {},
        { answers: [] },
        { answers: [{ questionId: 'fullName', answer: 'x'.repeat(4001) }] },
        { answers: [{ questionId: 'fullName', answer: 'Kirsten' }] },
        { answers: [...PERSON_ANSWERS, { questionId: 'fullName', answer: 'Twice' }] },
      ];
      for (const payload of refused) {
        expect((await submit(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const state = await stateOf(db, task.id);
      expect(state).toMatchObject({ status: 'Partial', submission: undefined });
      expect(state.forms[0]?.submittedAt).toBeNull();
    });

    it('completes the task with the answers as the recipient, and then the link is closed', async () => {
      const { task, token } = await sentInterview();
      const response = await submit(token, {
        answers: [...PERSON_ANSWERS, { questionId: 'experience', answer: 'Tolv år – i Silkeborg.' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submittedAt).toEqual(expect.any(String));
      const state = await stateOf(db, task.id);
      expect(state.status).toBe('Completed');
      expect(state.submission).toMatchObject({
        kind: 'INTERVIEW',
        submittedByEmail: RECIPIENT,
        submittedByUserId: null,
      });
      const payload = state.submission?.payload as { locale: string; answers: object[] };
      expect(payload.locale).toBe('da');
      // The answer is kept as written, its dash too.
      expect(payload.answers).toContainEqual({
        question: 'Hvor længe har du arbejdet med ejendomme, og hvor?',
        answer: 'Tolv år – i Silkeborg.',
        yesOrNo: false,
      });
      expect(state.forms[0]?.answers).toEqual(payload.answers);
      expect((await open(token)).json()).toMatchObject(CLOSED);
      expect((await submit(token)).json()).toMatchObject(CLOSED);
      const overview = await app.inject({
        method: 'GET',
        url: `/api/orders/tasks/${task.id}/interviews/questions`,
        headers: { cookie: cookies.agentA },
      });
      expect(overview.json().sent).toMatchObject({
        submittedAt: expect.any(String),
        answers: payload.answers,
      });
    });

    it('lets exactly one of two submissions at once win', async () => {
      const { task, token } = await sentInterview();
      const answers = await Promise.all([submit(token), submit(token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
      expect((await stateOf(db, task.id)).status).toBe('Completed');
    });

    it('answers 410 when the office completed the task in the meantime', async () => {
      const { task, token } = await sentInterview();
      await db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, task.id));
      expect((await submit(token)).json()).toMatchObject(CLOSED);
    });

    it('answers "Error submitting the application." when the hub fails unexpectedly, changing nothing', async () => {
      const { task, token } = await sentInterview();
      const transaction = deps.db.transaction;
      deps.db.transaction = (() => Promise.reject(new Error('database gone'))) as typeof transaction;
      try {
        const response = await submit(token);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({
          code: 'forms.messages.applicationSubmitError',
          message: 'Error submitting the application.',
        });
      } finally {
        deps.db.transaction = transaction;
      }
      expect(await stateOf(db, task.id)).toMatchObject({ status: 'Partial', submission: undefined });
      expect((await open(token)).statusCode).toBe(200);
    });
  });
});
