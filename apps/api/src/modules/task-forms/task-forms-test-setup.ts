import type { TaskStatusWord } from '@portal/contracts';
// The cast of the interview and questionnaire tests: an office in Denmark with a case whose second contact
// person has an email, a case whose contacts have none, form tasks of both kinds, and another office.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  buildCase,
  buildContactPerson,
  buildOffices,
  buildOrder,
  buildTask,
  mailsTo,
  signIn,
} from '../../test/factories.ts';
import { portalHeaders, type TestApp } from '../../test/test-app.ts';
import { taskSubmissions, tasks } from '../tasks/tasks.table.ts';
import { taskForms } from './task-forms.table.ts';

export const RECIPIENT = 'kirsten.holm@example.test';

export async function buildFormWorld({ app, db }: Pick<TestApp, 'app' | 'db'>) {
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const home = await buildCase(db, { branchId: officeA.id, addressFull: 'Søvej 3, 8600 Silkeborg' });
  await buildContactPerson(db, { caseId: home.id, priority: 1, name: 'Jens Holm', email: null });
  const kirsten = await buildContactPerson(db, {
    caseId: home.id,
    priority: 2,
    name: 'Kirsten Holm',
    email: RECIPIENT,
  });
  const { order } = await buildOrder(db, { caseId: home.id, branchId: officeA.id });
  const ofHome = { branchId: officeA.id, caseId: home.id, orderId: order.id };

  const silent = await buildCase(db, { branchId: officeA.id });
  await buildContactPerson(db, { caseId: silent.id, name: 'Ole Olsen', email: null });
  const { order: silentOrder } = await buildOrder(db, { caseId: silent.id, branchId: officeA.id });
  const ofSilent = { branchId: officeA.id, caseId: silent.id, orderId: silentOrder.id };

  const elsewhere = await buildCase(db, { branchId: officeB.id });
  const { order: otherOrder } = await buildOrder(db, { caseId: elsewhere.id, branchId: officeB.id });

  return {
    officeA,
    home,
    order,
    kirsten,
    ofHome,
    ofSilent,
    otherTask: await buildTask(db, {
      branchId: officeB.id,
      caseId: elsewhere.id,
      orderId: otherOrder.id,
      type: 'PERSON_INFO',
    }),
    cookies: { agentA: await signIn(app, agentA.email), adminB: await signIn(app, adminB.email) },
  };
}

/** A form task of the given category on the case with a recipient (or the one without). */
export function buildFormTask(
  db: TestApp['db'],
  of: { branchId: number; caseId: string; orderId: string },
  type: string,
  status: TaskStatusWord = 'Open',
) {
  return buildTask(db, { ...of, type, status, productName: 'Portrait' });
}

/** Sends the task's form through the office call and returns the token of the mailed link. */
export async function sendAndReadToken(
  { app, mail }: Pick<TestApp, 'app' | 'mail'>,
  cookie: string,
  taskId: string,
  path: 'interviews' | 'questionnaire' = 'interviews',
  payload: Record<string, unknown> = {},
): Promise<string> {
  const before = mail.received.length;
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders/tasks/${taskId}/${path}/send`,
    headers: portalHeaders(cookie),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const sent = mail.received.slice(before);
  const to = (payload.email as string | undefined) ?? RECIPIENT;
  const [message] = mailsTo(sent, to);
  const token = message?.text.match(/\/public\/(?:interview|questionnaire)\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no form link in the mail: ${message?.text}`);
  return token;
}

/** What a completion left behind: the task's status, its submission and its forms. */
export async function stateOf(db: TestApp['db'], taskId: string) {
  const [[task], [submission], forms] = await Promise.all([
    db.select().from(tasks).where(eq(tasks.id, taskId)),
    db.select().from(taskSubmissions).where(eq(taskSubmissions.taskId, taskId)),
    db.select().from(taskForms).where(eq(taskForms.taskId, taskId)),
  ]);
  return { status: task?.status, submission, forms };
}

/** Answers to every question of the person interview: text answers and the one yes/no question. */
export const PERSON_ANSWERS = [
  { questionId: 'fullName', answer: 'Kirsten Holm' },
  { questionId: 'jobTitle', answer: 'Ejendomsmægler' },
  { questionId: 'showContactDetails', answer: 'yes' },
  { questionId: 'aboutYou', answer: 'Sejler om sommeren.' },
];

/** Answers to the home questionnaire (BASIC). */
export const HOME_ANSWERS = [
  { questionId: 'bestThings', answer: 'The light in the kitchen' },
  { questionId: 'parking', answer: 'no' },
];
