import {
  ErrorKey,
  FALLBACK_LOCALE,
  isTaskClosed,
  mapLocale,
  type PublicTaskForm,
  type PublicTaskFormSubmitBody,
  TaskFormKind,
} from '@portal/contracts';
import type { Caller } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { hashToken } from '../auth/secrets.ts';
import { completeTaskAs } from '../tasks/task-completion.service.ts';
import { answersOf } from './task-form-answers.ts';
import * as repo from './task-forms.repo.ts';

/** Order statuses after which a form link stops working (docs/product.md: "the order is closed"). */
const CLOSED_ORDER_STATUSES = new Set(['Delivered', 'Cancelled', 'Invoiced']);

/** The language a link was sent in, as the portal names it. */
function formLocale(stored: string) {
  return mapLocale(stored) ?? FALLBACK_LOCALE;
}

/**
 * The form a link opens: 404 applicationNotFound for an unknown (or replaced) link; 410 applicationClosed
 * once it was answered, its task completed or cancelled, its order closed, or the link expired. The 410
 * names the link's language, so the person who answered in it is told in it too.
 */
async function findOpenForm(deps: AppDeps, token: string) {
  const row = await repo.findFormByTokenHash(deps.db, hashToken(token));
  if (!row) throw new AppError(ErrorKey.applicationNotFound, 404);
  if (
    row.form.submittedAt ||
    row.form.expiresAt <= nowOf(deps) ||
    isTaskClosed(row.task.status) ||
    CLOSED_ORDER_STATUSES.has(row.orderStatus)
  ) {
    throw new AppError(ErrorKey.applicationClosed, 410, undefined, { locale: formLocale(row.form.locale) });
  }
  return row;
}

/** GET /public/forms/{token}: what the contact person's page shows, in the form's language. */
export async function getPublicForm(deps: AppDeps, token: string): Promise<PublicTaskForm> {
  const { form, address, branchName } = await findOpenForm(deps, token);
  return {
    kind: TaskFormKind.parse(form.kind),
    locale: formLocale(form.locale),
    questions: form.questions,
    address,
    departmentName: branchName,
    recipientName: form.recipientName,
  };
}

/**
 * POST /public/forms/{token}: completes the task with the answers, as the recipient (no account). The
 * form's conditional update makes one of two submissions at once win; the other, like a task completed in
 * the meantime, answers 410. Anything unexpected answers the spec's applicationSubmitError.
 */
export async function submitPublicForm(
  deps: AppDeps,
  caller: Caller,
  token: string,
  body: PublicTaskFormSubmitBody,
): Promise<{ submittedAt: string }> {
  try {
    const { form, task, branchName, caseReference, address, salesId } = await findOpenForm(deps, token);
    const answers = answersOf(form.questions, body.answers);
    const at = nowOf(deps);
    await completeTaskAs(
      deps,
      { task, branchName, caseReference, address, salesId },
      { userId: null, actingUserId: null, email: form.recipientEmail, ip: caller.ip },
      {
        kind: form.kind,
        prepare: async (tx) => {
          if (!(await repo.markFormSubmitted(tx, form.id, answers, at))) {
            throw new AppError(ErrorKey.applicationClosed, 410);
          }
          return { locale: form.locale, answers };
        },
      },
    );
    return { submittedAt: at.toISOString() };
  } catch (error) {
    if (error instanceof AppError) {
      throw error.code === ErrorKey.taskClosed ? new AppError(ErrorKey.applicationClosed, 410) : error;
    }
    deps.logger.error({ err: error }, 'public form submission failed');
    throw new AppError(ErrorKey.applicationSubmitError, 500);
  }
}
