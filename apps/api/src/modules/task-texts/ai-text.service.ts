import {
  AI_TEXT_MAX,
  type AiTextDraftRecord,
  type AiTextSubmission,
  CASE_DESCRIPTION_SECTION,
  type CompleteAiTextBody,
  ErrorKey,
  TASK_COMPLETION_CALL,
  TaskCategory,
  writtenText,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AiTextSession } from '../../adapters/ai-text/ai-text-tool.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { localeOfAcceptLanguage } from '../catalogue/catalogue.service.ts';
import { completeWithSubmission } from '../tasks/task-completion.service.ts';
import type { TaskWithContext } from '../tasks/task-record.ts';
import { findVisibleTask } from '../tasks/tasks.service.ts';
import * as repo from './task-texts.repo.ts';
import { findCaseTextInput } from './task-texts.service.ts';

/**
 * An AI text task that can still be worked on: visible (404 otherwise), of an AI text category (400), not
 * completed (409 aiTextCompleted) nor cancelled (409 taskClosed).
 */
async function findOpenAiTextTask(deps: AppDeps, actor: Actor, taskId: string) {
  const row = await findVisibleTask(deps, actor, taskId);
  const category = TaskCategory.safeParse(row.task.type);
  if (!category.success || TASK_COMPLETION_CALL[category.data] !== 'ai-text') {
    throw new AppError(ErrorKey.wrongTaskCategory, 400);
  }
  if (row.task.status === 'Completed') throw new AppError(ErrorKey.aiTextCompleted, 409);
  if (row.task.status === 'Cancelled') throw new AppError(ErrorKey.taskClosed, 409);
  return row;
}

/** What the tool is told: the task, the user's portal language (Accept-Language) and the property's facts. */
async function sessionOf(
  deps: AppDeps,
  acceptLanguage: string | undefined,
  row: TaskWithContext,
): Promise<AiTextSession> {
  const [facts, description] = await Promise.all([
    repo.findPropertyFacts(deps.db, row.task.id),
    findCaseTextInput(deps.db, row.task.caseId, CASE_DESCRIPTION_SECTION),
  ]);
  return {
    taskId: row.task.id,
    category: row.task.type,
    language: localeOfAcceptLanguage(acceptLanguage),
    facts: {
      address: facts?.address ?? row.address,
      propertyType: facts?.orderPropertyType ?? facts?.casePropertyType ?? null,
      livingArea: facts?.orderLivingArea ?? facts?.caseArea ?? null,
      // Neither the order nor the case records the number of rooms.
      rooms: null,
      storeys: facts?.orderStoreys ?? facts?.caseStoreys ?? null,
      description: description?.content ?? null,
    },
  };
}

/** GET /orders/tasks/{id}/aitexteditorlink: a failing service answers 502 aiTextLinkError. */
export async function getAiTextEditorLink(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  acceptLanguage: string | undefined,
) {
  const row = await findOpenAiTextTask(deps, actor, taskId);
  const session = await sessionOf(deps, acceptLanguage, row);
  const returnUrl = new URL(`/tasks/${encodeURIComponent(taskId)}/ai-text`, deps.config.publicUrl).toString();
  try {
    return await deps.aiText.openEditor(session, returnUrl);
  } catch (error) {
    actor.logger.warn({ err: error, taskId }, 'AI text editor link failed');
    throw new AppError(ErrorKey.aiTextLinkError, 502);
  }
}

/** GET /orders/tasks/{id}/ai-text: the text to review, as the completion will keep it. */
export async function getAiTextDraft(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  acceptLanguage: string | undefined,
): Promise<AiTextDraftRecord> {
  const row = await findOpenAiTextTask(deps, actor, taskId);
  const session = await sessionOf(deps, acceptLanguage, row);
  try {
    const draft = await deps.aiText.findText(session);
    return {
      text: writtenText.parse(draft.text).slice(0, AI_TEXT_MAX),
      origin: deps.aiText.origin,
      ready: draft.ready,
    };
  } catch (error) {
    actor.logger.warn({ err: error, taskId }, 'AI text could not be fetched');
    throw new AppError(ErrorKey.aiTextLinkError, 502);
  }
}

/** POST /orders/tasks/{id}/complete/ai-text: the reviewed text becomes the task's submission. */
export async function completeAiText(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
  body: z.output<typeof CompleteAiTextBody>,
) {
  await findOpenAiTextTask(deps, actor, taskId);
  return completeWithSubmission(deps, actor, taskId, {
    calls: ['ai-text'],
    kind: repo.AI_TEXT_KIND,
    prepare: async () => {
      const submission: AiTextSubmission = { text: body.text, origin: deps.aiText.origin };
      return submission;
    },
  });
}
