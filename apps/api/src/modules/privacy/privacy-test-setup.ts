// The cast of the personal-data tests: a seller, Sofie, whose email and phone number stand in a case of
// office A as contact person, end user invoiced, interview recipient and booking-link receiver; her
// neighbour in the same case; and office B, whose case names Sofie too.
import type { OrderStatusWord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildCase, buildContactPerson, buildOrder, buildTask } from '../../test/factories.ts';
import { bookingLinks, bookings } from '../bookings/bookings.table.ts';
import { cases, contactPersons } from '../cases/cases.table.ts';
import { orders, orderWatchers } from '../orders/orders.table.ts';
import { taskForms } from '../task-forms/task-forms.table.ts';
import { taskSubmissions, tasks } from '../tasks/tasks.table.ts';

export const SELLER_EMAIL = 'sofie.saelger@example.test';
export const SELLER_PHONE = '+45 12 34 56 78';
export const NEIGHBOUR_EMAIL = 'niels.nabo@example.test';

const ANSWERS = [{ question: 'When was the roof renewed?', answer: 'In 2019, by ourselves', yesOrNo: false }];

export interface SellerCaseOptions {
  branchId: number;
  /** The order's status and when it (and so the case) last changed. */
  status?: OrderStatusWord;
  changedAt?: Date;
  /** A user who follows the order's mails. */
  watcherUserId?: string;
  address?: string;
}

/** A case holding the seller's data in every place the hub keeps personal data, and a neighbour's. */
export async function buildSellerCase(db: Db, options: SellerCaseOptions) {
  const changedAt = options.changedAt ?? new Date();
  const item = await buildCase(db, {
    branchId: options.branchId,
    addressFull: options.address ?? 'Strandvejen 12, 2900 Hellerup',
    modifiedDate: changedAt,
  });
  const seller = await buildContactPerson(db, {
    caseId: item.id,
    priority: 1,
    name: 'Sofie Sælger',
    email: SELLER_EMAIL,
    phoneMobile: '12345678',
  });
  const neighbour = await buildContactPerson(db, {
    caseId: item.id,
    priority: 2,
    contactType: 'OTHER',
    name: 'Niels Nabo',
    email: NEIGHBOUR_EMAIL,
    phoneWork: '+45 87 65 43 21',
  });
  const { order } = await buildOrder(db, {
    caseId: item.id,
    branchId: options.branchId,
    status: options.status ?? 'Delivered',
    totalPrice: '4500.00',
    endUserInvoice: {
      firstName: 'Sofie',
      lastName: 'Sælger',
      email: SELLER_EMAIL,
      phone: '+4512345678',
      address: 'Strandvejen 12, 2900 Hellerup',
    },
    createdDate: changedAt,
    updatedAt: changedAt,
  });
  const task = await buildTask(db, {
    branchId: options.branchId,
    caseId: item.id,
    orderId: order.id,
    type: 'HOME_INFO',
    status: 'Completed',
  });
  await db.insert(taskForms).values({
    taskId: task.id,
    kind: 'QUESTIONNAIRE',
    tokenHash: `hash-${task.id}`,
    recipientName: 'Sofie Sælger',
    recipientEmail: SELLER_EMAIL,
    locale: 'da',
    questions: [{ id: 'roof', question: ANSWERS[0]?.question ?? '', yesOrNo: false }],
    answers: ANSWERS,
    sentAt: changedAt,
    expiresAt: changedAt,
    submittedAt: changedAt,
  });
  await db.insert(taskSubmissions).values({
    taskId: task.id,
    kind: 'QUESTIONNAIRE',
    payload: { locale: 'da', answers: ANSWERS },
    submittedByEmail: SELLER_EMAIL,
    submittedAt: changedAt,
  });
  const [booking] = await db.insert(bookings).values({ orderId: order.id }).returning();
  if (!booking) throw new Error('booking not created');
  await db.insert(bookingLinks).values({
    tokenHash: `link-${booking.id}`,
    bookingId: booking.id,
    channel: 'SMS',
    sentTo: '+4512345678',
    contactName: 'Sofie Sælger',
    locale: 'da',
    sentAt: changedAt,
    expiresAt: changedAt,
  });
  if (options.watcherUserId) {
    await db.insert(orderWatchers).values({ orderId: order.id, userId: options.watcherUserId });
  }
  return { case: item, order, task, seller, neighbour, booking };
}

/** What the hub holds of the case's people now, to compare before and after. */
export async function personalDataOf(db: Db, caseId: string) {
  const [orderRows, people] = await Promise.all([
    db.select().from(orders).where(eq(orders.caseId, caseId)),
    db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.caseId, caseId))
      .orderBy(contactPersons.priority),
  ]);
  const [order] = orderRows;
  const [form] = await db
    .select({ form: taskForms })
    .from(taskForms)
    .innerJoin(tasks, eq(tasks.id, taskForms.taskId))
    .where(eq(tasks.caseId, caseId));
  const [submission] = form
    ? await db.select().from(taskSubmissions).where(eq(taskSubmissions.taskId, form.form.taskId))
    : [];
  const [booking] = order ? await db.select().from(bookings).where(eq(bookings.orderId, order.id)) : [];
  const links = booking
    ? await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id))
    : [];
  const watchers = order
    ? await db.select().from(orderWatchers).where(eq(orderWatchers.orderId, order.id))
    : [];
  const [caseRow] = await db.select().from(cases).where(eq(cases.id, caseId));
  return {
    address: caseRow?.addressFull,
    people: people.map(({ name, email, phoneMobile, phoneWork }) => ({
      name,
      email,
      phoneMobile,
      phoneWork,
    })),
    invoice: order?.endUserInvoice,
    totalPrice: order?.totalPrice,
    orderStatus: order?.status,
    form: form && {
      name: form.form.recipientName,
      email: form.form.recipientEmail,
      answers: form.form.answers,
    },
    submission: submission && { email: submission.submittedByEmail, payload: submission.payload },
    links: links.map(({ sentTo, contactName }) => ({ sentTo, contactName })),
    watchers: watchers.length,
  };
}
