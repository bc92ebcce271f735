import {
  AiTextDraftRecord,
  AiTextEditorLinkRecord,
  CASE_DESCRIPTION_SECTION,
  CaseTextInputRecord,
  CaseTextQuery,
  CompleteAiTextBody,
  CompleteTextTaskBody,
  ErrorKey,
  SPEAK_TEXT_SECTION,
  TaskDetailRecord,
  TaskTextSectionsRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as aiText from './ai-text.service.ts';
import * as service from './task-texts.service.ts';

const tags = ['Task texts'];
const IdParams = z.object({ id: z.uuid() });

export async function taskTextsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Every call below: signed in, with access to the task's (or case's) department; otherwise 404.
  // A task that is not a text task answers 400 tasks.messages.wrongCategory.
  routes.get(
    '/api/orders/tasks/texts/:id/TextSections',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listTaskTextSections',
        summary: 'The text sections a task asks for',
        tags,
        params: IdParams,
        response: { 200: TaskTextSectionsRecord },
      },
    },
    async (request) => service.getTextSections(deps, actorOf(request), request.params.id),
  );

  // The case's submitted property description, or null.
  routes.get(
    '/api/orders/tasks/texts/Description',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getTextTaskDescription',
        summary: 'What a text task is about',
        tags,
        querystring: CaseTextQuery,
        response: { 200: CaseTextInputRecord.nullable() },
      },
    },
    async (request) =>
      service.getCaseTextInput(deps, actorOf(request), request.query.caseId, CASE_DESCRIPTION_SECTION),
  );

  // The case's latest submitted speak text for film and slideshow, or null.
  routes.get(
    '/api/orders/tasks/texts/InputForSpeakSlideShow',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getSpeakSlideShowInput',
        summary: 'The input of a narrated slide show',
        tags,
        querystring: CaseTextQuery,
        response: { 200: CaseTextInputRecord.nullable() },
      },
    },
    async (request) =>
      service.getCaseTextInput(deps, actorOf(request), request.query.caseId, SPEAK_TEXT_SECTION),
  );

  // Completes an open text task; a completed or cancelled one answers 409, a changed case description 409
  // tasks.messages.textLocked.
  routes.post(
    '/api/orders/tasks/texts/complete',
    {
      config: { audience: 'portal', failure: ErrorKey.taskCompletionFailed },
      schema: {
        operationId: 'completeTextTask',
        summary: 'Complete a text task',
        tags,
        body: CompleteTextTaskBody,
        response: { 200: TaskDetailRecord },
      },
    },
    async (request) => service.completeTextTask(deps, actorOf(request), request.body),
  );

  // AI text tasks only (400 otherwise); a completed one answers 409 tasks.messages.aiTextCompleted, a
  // failing AI text service 502 tasks.messages.aiTextLinkError.
  routes.get(
    '/api/orders/tasks/:id/aitexteditorlink',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getAiTextEditorLink',
        summary: 'A link to the AI text editor',
        tags,
        params: IdParams,
        response: { 200: AiTextEditorLinkRecord },
      },
    },
    async (request) =>
      aiText.getAiTextEditorLink(
        deps,
        actorOf(request),
        request.params.id,
        request.headers['accept-language'],
      ),
  );

  routes.get(
    '/api/orders/tasks/:id/ai-text',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getAiText',
        summary: 'The AI-written text of a task',
        tags,
        params: IdParams,
        response: { 200: AiTextDraftRecord },
      },
    },
    async (request) =>
      aiText.getAiTextDraft(deps, actorOf(request), request.params.id, request.headers['accept-language']),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/ai-text',
    {
      config: { audience: 'portal', failure: ErrorKey.taskCompletionFailed },
      schema: {
        operationId: 'completeAiTextTask',
        summary: 'Complete an AI text task',
        tags,
        params: IdParams,
        body: CompleteAiTextBody,
        response: { 200: TaskDetailRecord },
      },
    },
    async (request) => aiText.completeAiText(deps, actorOf(request), request.params.id, request.body),
  );
}
