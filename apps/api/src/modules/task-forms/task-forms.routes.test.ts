import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import {
  buildFormTask,
  buildFormWorld,
  HOME_ANSWERS,
  PERSON_ANSWERS,
  RECIPIENT,
  sendAndReadToken,
  stateOf,
} from './task-forms-test-setup.ts';

const WRONG_CATEGORY = 'tasks.messages.wrongCategory';

const DAY = 24 * 60 * 60 * 1000;

describe('interview and questionnaire calls of the office', async () => {
  const testApp = await createTestApp();
  const { app, db, mail } = testApp;
  const { ofHome, ofSilent, kirsten, otherTask, cookies } = await buildFormWorld(testApp);

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    cookie: string | null = cookies.agentA,
  ) => app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });

  describe('GET /api/orders/tasks/:id/interviews/questions', () => {
    const url = (id: string, query = '') => `/api/orders/tasks/${id}/interviews/questions${query}`;

    it('answers 401 without a session', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      expect((await call('GET', url(task.id), undefined, null)).statusCode).toBe(401);
    });

    it("answers 404 for another department's task", async () => {
      const response = await call('GET', url(otherTask.id));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('errors.resourceNotFound');
    });

    it('answers 400 for a language it does not speak and for a task without an interview', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      expect((await call('GET', url(task.id, '?locale=de'))).statusCode).toBe(400);
      const questionnaire = await buildFormTask(db, ofHome, 'LOCATION');
      const wrong = await call('GET', url(questionnaire.id));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe(WRONG_CATEGORY);
      const plainText = await buildFormTask(db, ofHome, 'TEXT');
      expect((await call('GET', url(plainText.id))).json().code).toBe(WRONG_CATEGORY);
    });

    it("lists the questions in the department's language, or the one asked for, and who can receive them", async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const response = await call('GET', url(task.id));
      expect(response.statusCode, response.body).toBe(200);
      const overview = response.json();
      expect(overview).toMatchObject({
        kind: 'INTERVIEW',
        locale: 'da',
        departmentLocale: 'da',
        isSendEmailAvailable: true,
        recipients: [{ id: kirsten?.id, name: 'Kirsten Holm', email: RECIPIENT, contactType: 'OWNER' }],
        sent: null,
      });
      expect(overview.questions[0]).toEqual({
        id: 'fullName',
        question: 'Dit fulde navn, som det skal vises',
        yesOrNo: false,
      });
      expect(overview.questions.filter((question: { yesOrNo: boolean }) => question.yesOrNo)).toHaveLength(1);
      const english = (await call('GET', url(task.id, '?locale=en'))).json();
      expect(english.locale).toBe('en');
      expect(english.questions[0].question).toBe('Your full name as it should be shown');
    });
  });

  describe('POST /api/orders/tasks/:id/interviews/send', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/interviews/send`;

    it('answers 401 without a session', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      expect((await call('POST', url(task.id), {}, null)).statusCode).toBe(401);
    });

    it("answers 404 for another department's task", async () => {
      expect((await call('POST', url(otherTask.id), {})).statusCode).toBe(404);
    });

    it('answers 400 for an address without a name, a questionnaire task, or a case without a recipient', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const noName = await call('POST', url(task.id), { email: 'someone@example.test' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().fields).toEqual({ name: 'rules.required' });
      const questionnaire = await buildFormTask(db, ofHome, 'BASIC');
      expect((await call('POST', url(questionnaire.id), {})).json().code).toBe(WRONG_CATEGORY);
      const silentTask = await buildFormTask(db, ofSilent, 'PERSON_INFO');
      const before = mail.received.length;
      const missing = await call('POST', url(silentTask.id), {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'forms.messages.recipientMissing',
        message: 'The order has no contact person with an email address to send to.',
      });
      const stranger = await call('POST', url(task.id), { contactPersonId: crypto.randomUUID() });
      expect(stranger.json().fields).toEqual({ contactPersonId: 'forms.messages.recipientMissing' });
      expect(mail.received).toHaveLength(before);
      expect(await stateOf(db, silentTask.id)).toMatchObject({ status: 'Open', forms: [] });
    });

    it('answers 409 for a completed task', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO', 'Completed');
      expect((await call('POST', url(task.id), {})).json().code).toBe('tasks.messages.taskClosed');
    });

    it('mails the first contact person with an email a link in Danish and marks the task partially done', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const token = await sendAndReadToken(testApp, cookies.agentA, task.id);
      const [message] = mailsTo(mail.received, RECIPIENT).slice(-1);
      expect(message?.subject).toBe('Et kort interview om Søvej 3, 8600 Silkeborg');
      expect(message?.text).toContain('Hej Kirsten Holm');
      expect(message?.text).toContain(`http://portal.test/public/interview/${token}`);
      const state = await stateOf(db, task.id);
      expect(state.status).toBe('Partial');
      expect(state.forms).toHaveLength(1);
      // Only the token's hash is kept.
      expect(state.forms[0]?.tokenHash).not.toContain(token);
      const overview = (await call('GET', `/api/orders/tasks/${task.id}/interviews/questions`)).json();
      expect(overview.sent).toMatchObject({
        recipientName: 'Kirsten Holm',
        recipientEmail: RECIPIENT,
        locale: 'da',
        submittedAt: null,
        answers: null,
      });
      // The link works for 30 days from sending; the mail says so.
      expect(Date.parse(overview.sent.expiresAt) - Date.parse(overview.sent.sentAt)).toBe(30 * DAY);
      expect(message?.text).toContain('30 dage');
    });

    it('sends again to another address in English; the old link stops working', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const first = await sendAndReadToken(testApp, cookies.agentA, task.id);
      const second = await sendAndReadToken(testApp, cookies.agentA, task.id, 'interviews', {
        email: 'Per@Example.test',
        name: 'Per Berg',
        locale: 'en',
      });
      const [message] = mailsTo(mail.received, 'per@example.test');
      expect(message?.subject).toBe('A short interview about Søvej 3, 8600 Silkeborg');
      const old = await app.inject({ method: 'GET', url: `/api/public/forms/${first}` });
      expect(old.statusCode).toBe(404);
      const current = await app.inject({ method: 'GET', url: `/api/public/forms/${second}` });
      expect(current.json()).toMatchObject({ locale: 'en', recipientName: 'Per Berg' });
      expect((await stateOf(db, task.id)).forms).toHaveLength(1);
    });

    it('changes nothing when the mail cannot be sent', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      mail.failNextMessage();
      const response = await call('POST', url(task.id), {});
      expect(response.statusCode).toBe(503);
      expect(await stateOf(db, task.id)).toMatchObject({ status: 'Open', forms: [] });
    });
  });

  describe('POST /api/orders/tasks/:id/interviews/complete', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/interviews/complete`;

    it('answers 401 without a session', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      expect((await call('POST', url(task.id), { answers: PERSON_ANSWERS }, null)).statusCode).toBe(401);
    });

    it("answers 404 for another department's task", async () => {
      expect((await call('POST', url(otherTask.id), { answers: PERSON_ANSWERS })).statusCode).toBe(404);
    });

    it('refuses answers without text, a yes/no question answered in words, or unknown questions, and changes nothing', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const cases = [
        { answers: [{ questionId: 'showContactDetails', answer: 'yes' }] },
        { answers: [...PERSON_ANSWERS.slice(0, 2), { questionId: 'showContactDetails', answer: 'maybe' }] },
        { answers: [...PERSON_ANSWERS, { questionId: 'shoeSize', answer: '42' }] },
        { answers: [] },
        { answers: PERSON_ANSWERS, locale: 'de' },
      ];
      for (const payload of cases) {
        const response = await call('POST', url(task.id), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await stateOf(db, task.id)).toMatchObject({ status: 'Open', submission: undefined });
    });

    it('completes the task with the answers, in the language chosen, and cannot do it twice', async () => {
      const task = await buildFormTask(db, ofHome, 'PERSON_INFO');
      const token = await sendAndReadToken(testApp, cookies.agentA, task.id);
      const response = await call('POST', url(task.id), { answers: PERSON_ANSWERS, locale: 'en' });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json();
      expect(detail.task.status).toBe('Completed');
      expect(detail.submission).toMatchObject({ kind: 'INTERVIEW', payload: { locale: 'en' } });
      expect(detail.submission.payload.answers).toContainEqual({
        question: 'May we show your phone number and email address with the portrait?',
        answer: 'yes',
        yesOrNo: true,
      });
      expect(detail.submission.payload.answers).toContainEqual({
        question: 'What do you specialise in (areas, types of property)?',
        answer: '',
        yesOrNo: false,
      });
      expect((await call('POST', url(task.id), { answers: PERSON_ANSWERS })).statusCode).toBe(409);
      // The link mailed before no longer opens the form.
      expect((await app.inject({ method: 'GET', url: `/api/public/forms/${token}` })).statusCode).toBe(410);
    });
  });

  describe('GET /api/orders/tasks/:id/questionnaire', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/questionnaire`;

    it('answers 401, 404 and 400 for an interview task', async () => {
      const task = await buildFormTask(db, ofHome, 'BASIC');
      expect((await call('GET', url(task.id), undefined, null)).statusCode).toBe(401);
      expect((await call('GET', url(otherTask.id))).statusCode).toBe(404);
      const interview = await buildFormTask(db, ofHome, 'PERSON');
      expect((await call('GET', url(interview.id))).json().code).toBe(WRONG_CATEGORY);
    });

    it('says whether a contact person can receive it', async () => {
      const withRecipient = (await call('GET', url((await buildFormTask(db, ofHome, 'LOCATION')).id))).json();
      expect(withRecipient).toMatchObject({ kind: 'QUESTIONNAIRE', isSendEmailAvailable: true });
      expect(withRecipient.questions.map((question: { id: string }) => question.id)).toContain('schools');
      const silent = (await call('GET', url((await buildFormTask(db, ofSilent, 'BASIC')).id))).json();
      expect(silent).toMatchObject({ isSendEmailAvailable: false, recipients: [], sent: null });
    });
  });

  describe('POST /api/orders/tasks/:id/questionnaire/send', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/questionnaire/send`;

    it('answers 401, 404, and 400 for an interview task', async () => {
      const task = await buildFormTask(db, ofHome, 'BASIC');
      expect((await call('POST', url(task.id), {}, null)).statusCode).toBe(401);
      expect((await call('POST', url(otherTask.id), {})).statusCode).toBe(404);
      const interview = await buildFormTask(db, ofHome, 'SPEAK_INPUT');
      expect((await call('POST', url(interview.id), {})).json().code).toBe(WRONG_CATEGORY);
    });

    it('mails the chosen contact person a link to the public questionnaire page', async () => {
      const task = await buildFormTask(db, ofHome, 'BASIC_OPT');
      const token = await sendAndReadToken(testApp, cookies.agentA, task.id, 'questionnaire', {
        contactPersonId: kirsten?.id,
        locale: 'sv',
      });
      const [message] = mailsTo(mail.received, RECIPIENT).slice(-1);
      expect(message?.subject).toBe('Ett frågeformulär om Søvej 3, 8600 Silkeborg');
      expect(message?.text).toContain(`/public/questionnaire/${token}`);
      const form = (await app.inject({ method: 'GET', url: `/api/public/forms/${token}` })).json();
      expect(form).toMatchObject({ kind: 'QUESTIONNAIRE', locale: 'sv' });
      expect(form.questions[0].question).toBe('Vad tycker du bäst om med bostaden?');
      expect((await stateOf(db, task.id)).status).toBe('Partial');
    });
  });

  describe('POST /api/orders/tasks/:id/questionnaire', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/questionnaire`;

    it('answers 401, 404, and 400 for an interview task or a yes/no question left out, changing nothing', async () => {
      const task = await buildFormTask(db, ofHome, 'BASIC');
      expect((await call('POST', url(task.id), { answers: HOME_ANSWERS }, null)).statusCode).toBe(401);
      expect((await call('POST', url(otherTask.id), { answers: HOME_ANSWERS })).statusCode).toBe(404);
      const interview = await buildFormTask(db, ofHome, 'INTRO_OUTRO');
      expect((await call('POST', url(interview.id), { answers: HOME_ANSWERS })).json().code).toBe(
        WRONG_CATEGORY,
      );
      const noYesOrNo = await call('POST', url(task.id), { answers: HOME_ANSWERS.slice(0, 1) });
      expect(noYesOrNo.json().fields).toEqual({ answers: 'rules.required' });
      expect(await stateOf(db, task.id)).toMatchObject({ status: 'Open', submission: undefined });
      expect(await stateOf(db, interview.id)).toMatchObject({ status: 'Open', submission: undefined });
    });

    it("completes the task with the office's answers in the department's language", async () => {
      const task = await buildFormTask(db, ofHome, 'BASIC');
      const response = await call('POST', url(task.id), { answers: HOME_ANSWERS });
      expect(response.statusCode, response.body).toBe(200);
      const { submission } = response.json();
      expect(submission).toMatchObject({ kind: 'QUESTIONNAIRE', payload: { locale: 'da' } });
      expect(submission.payload.answers[0]).toEqual({
        question: 'Hvad holder du mest af ved boligen?',
        answer: 'The light in the kitchen',
        yesOrNo: false,
      });
      expect(submission.submittedByEmail).toMatch(/@office\.test$/);
    });
  });
});
