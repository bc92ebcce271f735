import {
  InvitationAccepted,
  InvitationAcceptRequest,
  InvitationCreateBody,
  InvitationRecord,
  PublicInvitation,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf, callerOf, setSessionCookie, signedInActorOf } from '../../plugins/auth.ts';
import * as service from './invitations.service.ts';

const tags = ['Invitations'];
// Admin calls name the record; public calls carry the mailed link's token in the same {id} slot.
const RecordParams = z.object({ id: z.uuid() });
const TokenParams = z.object({ id: z.string().min(10).max(100) });

export async function invitationsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Admin with users.manage in every department the invitation gives access to (403); at least one department.
  routes.post(
    '/api/User/Invitation',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createInvitation',
        summary: 'Invite a user to a department',
        tags,
        body: InvitationCreateBody,
        response: { 201: InvitationRecord },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createInvitation(deps, actorOf(request), request.body)),
  );

  // Admin of the department (403 otherwise): its pending invitations, expired ones included, with expiry.
  routes.get(
    '/api/User/Invitation/branch/:branchId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listBranchInvitations',
        summary: 'The open invitations of a department',
        tags,
        params: z.object({ branchId: z.coerce.number().int() }),
        response: { 200: z.array(InvitationRecord) },
      },
    },
    async (request) => service.listInvitationsOfBranch(deps, actorOf(request), request.params.branchId),
  );

  // Public: whoever holds the mailed link's token, while the invitation is pending and unexpired.
  routes.get(
    '/api/User/Invitation/:id',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'getInvitation',
        summary: 'An invitation, from its mailed link',
        tags,
        params: TokenParams,
        response: { 200: PublicInvitation },
      },
    },
    async (request) => service.getPublicInvitation(deps, request.params.id),
  );

  // Admin of one of the invitation's departments (404 otherwise) with users.manage there (403 otherwise).
  routes.delete(
    '/api/User/Invitation/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'withdrawInvitation',
        summary: 'Withdraw an invitation',
        tags,
        params: RecordParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeInvitation(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // As the removal: a new link and a fresh expiry.
  routes.post(
    '/api/User/Invitation/:id/resend',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'resendInvitation',
        summary: 'Mail an invitation again',
        tags,
        params: RecordParams,
        response: { 200: InvitationRecord },
      },
    },
    async (request) => service.resendInvitation(deps, actorOf(request), request.params.id),
  );

  // Public: whoever holds the mailed link's token. A new address gets its account and a session; an address
  // with an account needs a session of that very account (401 signInRequired, 403 otherAccount), gets the
  // departments added and no new session.
  routes.post(
    '/api/User/Invitation/:id/accept',
    {
      config: { audience: 'public', limitGroup: 'signIn' },
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation and set a password',
        tags,
        params: TokenParams,
        body: InvitationAcceptRequest,
        response: { 200: InvitationAccepted },
      },
    },
    async (request, reply) => {
      const { user, accountCreated, session } = await service.acceptInvitation(
        deps,
        { ...callerOf(request), userAgent: request.headers['user-agent'] },
        signedInActorOf(request),
        request.params.id,
        request.body,
      );
      if (session) setSessionCookie(reply, session);
      return { user, accountCreated };
    },
  );
}
