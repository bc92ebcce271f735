import {
  ContactPersonRecordType,
  ErrorKey,
  FALLBACK_LOCALE,
  type Locale,
  mapLocale,
  TASK_FORM_KIND,
  type TaskCategory,
  type TaskDetailRecord,
  type TaskFormCompleteBody,
  type TaskFormKind,
  type TaskFormOverview,
  type TaskFormRecipient,
  type TaskFormSendBody,
  type TaskFormSentRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { languageAndZoneOfContact } from '../../adapters/mail/recipient-language.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { findBranchById } from '../branches/branches.service.ts';
import { findContactPersonsOfCase } from '../cases/cases.service.ts';
import { completeWithSubmission, findWorkableTask } from '../tasks/task-completion.service.ts';
import type { TaskWithContext } from '../tasks/task-record.ts';
import { findVisibleTask, markTaskPartial } from '../tasks/tasks.service.ts';
import { answersOf } from './task-form-answers.ts';
import { questionsOf } from './task-form-questions.ts';
import { taskFormMail } from './task-forms.mails.ts';
import * as repo from './task-forms.repo.ts';

/**
 * How long a form link works after it is sent, unless answered or its order closes first: a month covers a
 * sale's preparation, and a link found later in a mailbox no longer opens the property's details.
 */
export const FORM_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The public page of each kind; the link carries the token. */
const PUBLIC_PATH: Record<TaskFormKind, string> = {
  INTERVIEW: '/public/interview',
  QUESTIONNAIRE: '/public/questionnaire',
};

/** A call of the other kind, or a task without a form, answers 400 wrongCategory. */
function assertFormKind(row: TaskWithContext, kind: TaskFormKind) {
  if (TASK_FORM_KIND[row.task.type as TaskCategory] !== kind) {
    throw new AppError(ErrorKey.wrongTaskCategory, 400);
  }
}

async function branchLocaleOf(db: Db, branchId: number): Promise<Locale> {
  const branch = await findBranchById(db, branchId);
  return branch ? languageAndZoneOfContact(branch).locale : FALLBACK_LOCALE;
}

/** Contact persons of the case with an email address, the primary one first. */
async function recipientsOf(deps: AppDeps, caseId: string): Promise<TaskFormRecipient[]> {
  const contacts = await findContactPersonsOfCase(deps.db, caseId);
  return contacts.flatMap((contact) =>
    contact.email
      ? [
          {
            id: contact.id,
            name: contact.name,
            email: contact.email,
            contactType: ContactPersonRecordType.catch('NONE').parse(contact.contactType),
          },
        ]
      : [],
  );
}

function toSentRecord(form: repo.TaskFormRow): TaskFormSentRecord {
  return {
    sentAt: form.sentAt.toISOString(),
    recipientName: form.recipientName,
    recipientEmail: form.recipientEmail,
    locale: mapLocale(form.locale) ?? FALLBACK_LOCALE,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    answers: form.answers ?? null,
    expiresAt: form.expiresAt.toISOString(),
  };
}

/**
 * GET .../interviews/questions and GET .../questionnaire: the questions in `locale` (the department's
 * language when absent), who can receive the form, and the form last sent.
 */
export async function getFormOverview(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  kind: TaskFormKind,
  locale: Locale | undefined,
): Promise<TaskFormOverview> {
  const row = await findVisibleTask(deps, actor, taskId);
  assertFormKind(row, kind);
  const [departmentLocale, recipients, form] = await Promise.all([
    branchLocaleOf(deps.db, row.task.branchId),
    recipientsOf(deps, row.task.caseId),
    repo.findLatestFormOfTask(deps.db, taskId),
  ]);
  const questionLocale = locale ?? departmentLocale;
  return {
    kind,
    locale: questionLocale,
    departmentLocale,
    questions: questionsOf(row.task.type, questionLocale),
    isSendEmailAvailable: recipients.length > 0,
    recipients,
    sent: form ? toSentRecord(form) : null,
  };
}

/** The address given, the contact person chosen, or else the case's first contact person with an email. */
async function chooseRecipient(
  deps: AppDeps,
  caseId: string,
  body: TaskFormSendBody,
): Promise<{ name: string; email: string }> {
  if (body.email && body.name) return { name: body.name, email: body.email };
  const recipients = await recipientsOf(deps, caseId);
  const chosen = body.contactPersonId
    ? recipients.find((recipient) => recipient.id === body.contactPersonId)
    : recipients[0];
  if (!chosen) {
    const fields = body.contactPersonId ? { contactPersonId: ErrorKey.formRecipientMissing } : undefined;
    throw new AppError(ErrorKey.formRecipientMissing, 400, fields);
  }
  return chosen;
}

/**
 * POST .../interviews/send and .../questionnaire/send: mails the recipient a link to the public page, in
 * their language (the department's unless chosen). The mail goes first, so a failed mail changes nothing;
 * then the new form replaces any unanswered one (whose link stops working) and the task becomes Partial.
 */
export async function sendForm(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  kind: TaskFormKind,
  body: TaskFormSendBody,
): Promise<TaskFormSentRecord> {
  const row = await findWorkableTask(deps, actor, taskId, ['texts']);
  assertFormKind(row, kind);
  const locale = body.locale ?? (await branchLocaleOf(deps.db, row.task.branchId));
  const recipient = await chooseRecipient(deps, row.task.caseId, body);
  const token = createRandomToken();
  try {
    await deps.mailer.send(
      taskFormMail({
        kind,
        locale,
        to: recipient.email,
        recipientName: recipient.name,
        departmentName: row.branchName,
        address: row.address,
        link: `${deps.config.publicUrl}${PUBLIC_PATH[kind]}/${token}`,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error }, 'task form mail failed');
    throw new AppError(ErrorKey.recoveryMailFailed, 503);
  }
  const sentAt = nowOf(deps);
  const form = await deps.db.transaction(async (tx) => {
    const created = await repo.replaceOpenForm(tx, {
      taskId,
      kind,
      tokenHash: hashToken(token),
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      locale,
      questions: questionsOf(row.task.type, locale),
      sentByUserId: actor.actingUserId,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + FORM_LINK_LIFETIME_MS),
    });
    await recordAudit(tx, actor, {
      action: 'taskForms.sent',
      targetType: 'task',
      targetId: taskId,
      details: { kind, to: recipient.email, locale },
    });
    return created;
  });
  if (row.task.status === 'Open') await markTaskPartial(deps, actor, taskId);
  return toSentRecord(form);
}

/**
 * POST .../interviews/complete and POST .../questionnaire: the office answers the questions itself, in the
 * language it chose, and the task is completed with the answers as its submission.
 */
export async function completeFormInOffice(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  kind: TaskFormKind,
  body: TaskFormCompleteBody,
): Promise<TaskDetailRecord> {
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['texts'],
    kind,
    prepare: async (tx, row) => {
      assertFormKind(row, kind);
      const locale = body.locale ?? (await branchLocaleOf(tx, row.task.branchId));
      return { locale, answers: answersOf(questionsOf(row.task.type, locale), body.answers) };
    },
  });
}

/** The answered forms of an order's tasks, without an access check (the provider's order page). */
export function listAnsweredFormsOfOrder(db: Db, orderId: string) {
  return repo.findAnsweredFormsOfOrder(db, orderId);
}
