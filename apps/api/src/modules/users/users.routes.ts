import {
  ActiveUser,
  ChangePasswordBody,
  EmailChangeBody,
  EmailChangeConfirmBody,
  EmailChangeConfirmed,
  UserLocaleBody,
  UserPatchBody,
  UserRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf, callerOf, signedInActorOf } from '../../plugins/auth.ts';
import * as emailChange from './email-change.service.ts';
import * as service from './users.service.ts';

const tags = ['Users'];
const UserIdParams = z.object({ id: z.uuid() });

export async function usersRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Self, or an admin of a department the user belongs to; others get 404.
  routes.get(
    '/api/User/id/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getUser',
        summary: 'A user',
        tags,
        params: UserIdParams,
        response: { 200: UserRecord },
      },
    },
    async (request) => service.getUser(deps, actorOf(request), request.params.id),
  );

  // Self (profile fields), or an admin of the user's department (also access to that department). The email
  // must stay as stored: a different one answers 400 emailChangeByLink, for everyone.
  routes.patch(
    '/api/User/id/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateUser',
        summary: 'Change a user’s details and access',
        tags,
        params: UserIdParams,
        body: UserPatchBody,
        response: { 200: UserRecord },
      },
    },
    async (request) => service.patchUser(deps, actorOf(request), request.params.id, request.body),
  );

  // Self only, never while impersonating (403 otherwise): the language the portal is used in, for mails.
  routes.put(
    '/api/User/id/:id/locale',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setMyLanguage',
        summary: 'Set the language one’s mails are written in',
        tags,
        params: UserIdParams,
        body: UserLocaleBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.setOwnLocale(deps, actorOf(request), request.params.id, request.body.locale);
      return reply.code(204).send(null);
    },
  );

  // Self only, never while impersonating. The current password is checked as a sign-in is: in the sign-in
  // limit of the client address, slowed down per account after failures (auth/sign-in-throttle.ts).
  routes.post(
    '/api/User/id/:id/password',
    {
      config: { audience: 'portal', limitGroup: 'signIn' },
      schema: {
        operationId: 'changePassword',
        summary: 'Change one’s own password',
        tags,
        params: UserIdParams,
        body: ChangePasswordBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.changeOwnPassword(
        deps,
        actorOf(request),
        request.params.id,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return reply.code(204).send(null);
    },
  );

  // Self only, never while impersonating, with the current password (checked as the password change checks
  // it): mails a confirmation link to the new address (our own call; the spec's PATCH cannot change the address).
  routes.post(
    '/api/User/id/:id/email-change',
    {
      config: { audience: 'portal', limitGroup: 'signIn' },
      schema: {
        operationId: 'requestEmailChange',
        summary: 'Ask to change one’s email address',
        tags,
        params: UserIdParams,
        body: EmailChangeBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await emailChange.requestEmailChange(deps, actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  // Public: whoever holds the link mailed to the new address; once, within a day.
  routes.post(
    '/api/User/email-change/confirm',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'confirmEmailChange',
        summary: 'Confirm a new email address from the mailed link',
        tags,
        body: EmailChangeConfirmBody,
        response: { 200: EmailChangeConfirmed },
      },
    },
    async (request) =>
      emailChange.confirmEmailChange(deps, callerOf(request), signedInActorOf(request), request.body.token),
  );

  // Anyone with access to the department: its active users (for responsible agent and watchers).
  routes.get(
    '/api/User/by-branchId/:branchId/active',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listActiveBranchUsers',
        summary: 'The active users of a department',
        tags,
        params: z.object({ branchId: z.coerce.number().int() }),
        response: { 200: z.array(ActiveUser) },
      },
    },
    async (request) => service.listActiveUsersOfBranch(deps, actorOf(request), request.params.branchId),
  );
}
