import {
  ErrorKey,
  TaskDetailRecord,
  TaskFiltersRecord,
  TaskNoteBody,
  TaskNoteRecord,
  TaskRecord,
  TaskSearchBody,
  TaskSearchResult,
  TaskTotalResponse,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { completeTask, getTaskDetail } from './task-completion.service.ts';
import * as service from './tasks.service.ts';

const tags = ['Tasks'];
const IdParams = z.object({ id: z.uuid() });
const UserParams = z.object({ userId: z.uuid() });

export async function tasksRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: tasks of the departments where the user's access is not NONE (asked-for departments are
  // intersected with them).
  routes.post(
    '/api/orders/tasks/search',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'searchTasks',
        summary: 'Search tasks',
        tags,
        body: TaskSearchBody,
        response: { 200: TaskSearchResult },
      },
    },
    async (request) => service.searchTasks(deps, actorOf(request), request.body),
  );

  // Signed in: every category and status, and the user's own departments.
  routes.get(
    '/api/orders/tasks/search/filters',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getTaskSearchFilters',
        summary: 'The choices of the task search',
        tags,
        response: { 200: TaskFiltersRecord },
      },
    },
    async (request) => service.getTaskFilters(deps, actorOf(request)),
  );

  // Signed in, for the user's own id only (another id answers 404): open tasks of the user's departments.
  routes.get(
    '/api/users/:userId/tasks/total',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'countUserTasks',
        summary: 'How many open tasks a user has',
        tags,
        params: UserParams,
        response: { 200: TaskTotalResponse },
      },
    },
    async (request) => service.countOpenTasksOfUser(deps, actorOf(request), request.params.userId),
  );

  // Signed in, with access to the case's department (otherwise 404).
  routes.get(
    '/api/cases/:id/tasks/open',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOpenCaseTasks',
        summary: 'The open tasks of a case',
        tags,
        params: IdParams,
        response: { 200: z.array(TaskRecord) },
      },
    },
    async (request) => service.listOpenTasksOfCase(deps, actorOf(request), request.params.id),
  );

  // The task calls below: signed in, with access to the task's department; otherwise 404.
  routes.get(
    '/api/orders/tasks/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getTask',
        summary: 'A task',
        tags,
        params: IdParams,
        response: { 200: TaskDetailRecord },
      },
    },
    async (request) => getTaskDetail(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/orders/tasks/:id/notes',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listTaskNotes',
        summary: 'The notes of a task',
        tags,
        params: IdParams,
        response: { 200: z.array(TaskNoteRecord) },
      },
    },
    async (request) => service.listTaskNotes(deps, actorOf(request), request.params.id),
  );

  // The note is written as the user; naming another author answers 403.
  routes.post(
    '/api/orders/tasks/:id/notes/add',
    {
      config: { audience: 'portal', failure: ErrorKey.taskNoteFailed },
      schema: {
        operationId: 'addTaskNote',
        summary: 'Add a note to a task',
        tags,
        params: IdParams,
        body: TaskNoteBody,
        response: { 201: TaskNoteRecord },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.addTaskNote(deps, actorOf(request), request.params.id, request.body);
    },
  );

  // A completed or cancelled task answers 409 tasks.messages.taskClosed.
  routes.patch(
    '/api/orders/tasks/:id/complete',
    {
      config: { audience: 'portal', failure: ErrorKey.taskCompletionFailed },
      schema: {
        operationId: 'completeTask',
        summary: 'Complete a task',
        tags,
        params: IdParams,
        response: { 200: TaskRecord },
      },
    },
    async (request) => completeTask(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/partially',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'saveTaskPartially',
        summary: 'Save a task without completing it',
        tags,
        params: IdParams,
        response: { 200: TaskRecord },
      },
    },
    async (request) => service.markTaskPartial(deps, actorOf(request), request.params.id),
  );
}
