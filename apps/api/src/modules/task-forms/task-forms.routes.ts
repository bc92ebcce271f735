import {
  ErrorKey,
  PublicTaskForm,
  PublicTaskFormSubmitBody,
  PublicTaskFormSubmitted,
  TaskDetailRecord,
  TaskFormCompleteBody,
  TaskFormOverview,
  TaskFormQuery,
  TaskFormSendBody,
  TaskFormSentRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf, callerOf } from '../../plugins/auth.ts';
import * as publicForms from './public-forms.service.ts';
import * as service from './task-forms.service.ts';

const tags = ['Interviews and questionnaires'];
const IdParams = z.object({ id: z.uuid() });
// Any text is looked up, so a malformed link reads as "Application not found." like an unknown one.
const TokenParams = z.object({ token: z.string().min(1).max(200) });

export async function taskFormsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The office calls below: signed in, with access to the task's department (otherwise 404); the task's
  // category must have a form of the call's kind (TASK_FORM_KIND, otherwise 400 wrongCategory). Sending
  // and completing need an open task (409 taskClosed); sending needs a recipient with an email address
  // (400 recipientMissing).
  const overview = {
    tags,
    params: IdParams,
    querystring: TaskFormQuery,
    response: { 200: TaskFormOverview },
  };
  const send = { tags, params: IdParams, body: TaskFormSendBody, response: { 200: TaskFormSentRecord } };
  const complete = {
    tags,
    params: IdParams,
    body: TaskFormCompleteBody,
    response: { 200: TaskDetailRecord },
  };
  const completing = { failure: ErrorKey.taskCompletionFailed };

  routes.get(
    '/api/orders/tasks/:id/interviews/questions',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listInterviewQuestions',
        summary: 'The questions of an interview',
        ...overview,
      },
    },
    async (request) =>
      service.getFormOverview(deps, actorOf(request), request.params.id, 'INTERVIEW', request.query.locale),
  );

  routes.post(
    '/api/orders/tasks/:id/interviews/send',
    {
      config: { audience: 'portal' },
      schema: { operationId: 'sendInterview', summary: 'Send an interview to the seller', ...send },
    },
    async (request) => service.sendForm(deps, actorOf(request), request.params.id, 'INTERVIEW', request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/interviews/complete',
    {
      config: { ...completing, audience: 'portal' },
      schema: { operationId: 'completeInterview', summary: 'Complete an interview', ...complete },
    },
    async (request) =>
      service.completeFormInOffice(deps, actorOf(request), request.params.id, 'INTERVIEW', request.body),
  );

  routes.get(
    '/api/orders/tasks/:id/questionnaire',
    {
      config: { audience: 'portal' },
      schema: { operationId: 'getQuestionnaire', summary: 'A questionnaire', ...overview },
    },
    async (request) =>
      service.getFormOverview(
        deps,
        actorOf(request),
        request.params.id,
        'QUESTIONNAIRE',
        request.query.locale,
      ),
  );

  routes.post(
    '/api/orders/tasks/:id/questionnaire/send',
    {
      config: { audience: 'portal' },
      schema: { operationId: 'sendQuestionnaire', summary: 'Send a questionnaire to the seller', ...send },
    },
    async (request) =>
      service.sendForm(deps, actorOf(request), request.params.id, 'QUESTIONNAIRE', request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/questionnaire',
    {
      config: { ...completing, audience: 'portal' },
      schema: { operationId: 'saveQuestionnaire', summary: 'Answer a questionnaire', ...complete },
    },
    async (request) =>
      service.completeFormInOffice(deps, actorOf(request), request.params.id, 'QUESTIONNAIRE', request.body),
  );

  // Public: whoever holds the link's token, until the form is answered or its task or order is closed.
  routes.get(
    '/api/public/forms/:token',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'getPublicForm',
        summary: 'A form opened from its link',
        tags,
        params: TokenParams,
        response: { 200: PublicTaskForm },
      },
    },
    async (request) => publicForms.getPublicForm(deps, request.params.token),
  );

  routes.post(
    '/api/public/forms/:token',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'answerPublicForm',
        summary: 'Answer a form opened from its link',
        tags,
        params: TokenParams,
        body: PublicTaskFormSubmitBody,
        response: { 200: PublicTaskFormSubmitted },
      },
    },
    async (request) =>
      publicForms.submitPublicForm(deps, callerOf(request), request.params.token, request.body),
  );
}
