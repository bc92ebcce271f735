// Interviews and questionnaires: the text tasks (TASK_FORM_KIND) whose answers a contact person can give
// through a mailed link, or the office can give itself (docs/product.md).
import { z } from 'zod';
import { ContactPersonRecordType, Locale } from './enums.ts';
import { writtenText } from './rules.ts';
import { TaskFormKind } from './tasks.ts';

export const TASK_FORM_ANSWER_MAX = 4000;

/** The answer to a yes/no question; text questions take free text. */
export const YesOrNoAnswer = z.enum(['yes', 'no']);
export type YesOrNoAnswer = z.infer<typeof YesOrNoAnswer>;

/** A question as asked, in the language of the form. */
export const TaskFormQuestion = z.object({
  id: z.string(),
  question: z.string(),
  yesOrNo: z.boolean(),
});
export type TaskFormQuestion = z.infer<typeof TaskFormQuestion>;

/** An answer as stored: the question as it was asked, the answer, and the yes/no question flag. */
export const TaskFormAnswer = z.object({
  question: z.string(),
  answer: z.string(),
  yesOrNo: z.boolean(),
});
export type TaskFormAnswer = z.infer<typeof TaskFormAnswer>;

/** The answer to one question as a form sends it; a yes/no question is answered `yes` or `no`. */
export const TaskFormAnswerInput = z.object({
  questionId: z.string().min(1).max(100),
  answer: writtenText.pipe(z.string().trim().max(TASK_FORM_ANSWER_MAX)),
});
export type TaskFormAnswerInput = z.input<typeof TaskFormAnswerInput>;

/** POST /public/forms/{token}: the contact person's answers. */
export const PublicTaskFormSubmitBody = z.object({
  answers: z.array(TaskFormAnswerInput).min(1).max(50),
});
export type PublicTaskFormSubmitBody = z.input<typeof PublicTaskFormSubmitBody>;

/**
 * POST /orders/tasks/{id}/interviews/complete and POST /orders/tasks/{id}/questionnaire: the office answers
 * itself, with the questions in `locale` (the department's language when absent).
 */
export const TaskFormCompleteBody = PublicTaskFormSubmitBody.extend({ locale: Locale.optional() });
export type TaskFormCompleteBody = z.input<typeof TaskFormCompleteBody>;

/** Who receives a form: a contact person of the case, or any address with a name. */
export const TaskFormSendFields = z.object({
  contactPersonId: z.uuid().optional(),
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  locale: Locale.optional(),
});

/**
 * POST /orders/tasks/{id}/interviews/send and /questionnaire/send. The recipient is a contact person of the
 * case, or any address with a name; without either, the case's first contact person with an email.
 */
export const TaskFormSendBody = TaskFormSendFields.superRefine((body, context) => {
  if (body.contactPersonId && body.email) {
    context.addIssue({ code: 'custom', path: ['email'], message: 'rules.type' });
  }
  if (body.email && !body.name) {
    context.addIssue({ code: 'custom', path: ['name'], message: 'rules.required' });
  }
});
export type TaskFormSendBody = z.input<typeof TaskFormSendBody>;

/** GET .../interviews/questions and GET .../questionnaire take the language of the questions. */
export const TaskFormQuery = z.object({ locale: Locale.optional() });

/** A contact person of the case who can receive the form. */
export const TaskFormRecipient = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contactType: ContactPersonRecordType,
});
export type TaskFormRecipient = z.infer<typeof TaskFormRecipient>;

/** The form last mailed for a task: to whom, when, and what came back. */
export const TaskFormSentRecord = z.object({
  sentAt: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  locale: Locale,
  submittedAt: z.string().nullable(),
  answers: z.array(TaskFormAnswer).nullable(),
  /** The link stops working then, if it was not answered (or its order closed) before. */
  expiresAt: z.string(),
});
export type TaskFormSentRecord = z.infer<typeof TaskFormSentRecord>;

/** GET .../interviews/questions and GET .../questionnaire. */
export const TaskFormOverview = z.object({
  kind: TaskFormKind,
  /** The language of `questions`. */
  locale: Locale,
  /** The department's language: the default language of the mail. */
  departmentLocale: Locale,
  questions: z.array(TaskFormQuestion),
  /** A contact person of the case has an email address. */
  isSendEmailAvailable: z.boolean(),
  /** Contact persons with an email address, the primary one first. */
  recipients: z.array(TaskFormRecipient),
  sent: TaskFormSentRecord.nullable(),
});
export type TaskFormOverview = z.infer<typeof TaskFormOverview>;

/** GET /public/forms/{token}: what the contact person's page shows. */
export const PublicTaskForm = z.object({
  kind: TaskFormKind,
  locale: Locale,
  questions: z.array(TaskFormQuestion),
  address: z.string(),
  departmentName: z.string(),
  recipientName: z.string(),
});
export type PublicTaskForm = z.infer<typeof PublicTaskForm>;

export const PublicTaskFormSubmitted = z.object({ submittedAt: z.string() });

/** The submission of a task completed by an interview or questionnaire (TaskSubmissionRecord.payload). */
export const TaskFormSubmissionPayload = z.object({
  locale: Locale,
  answers: z.array(TaskFormAnswer),
});
export type TaskFormSubmissionPayload = z.infer<typeof TaskFormSubmissionPayload>;
