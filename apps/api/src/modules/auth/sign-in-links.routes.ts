import { AUTH_SCHEME, SignInLinkBody, SignInLinkSendBody, SignInResponse } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf, callerOf, setSessionCookie } from '../../plugins/auth.ts';
import { userRecordOfSession } from '../users/users.service.ts';
import * as service from './sign-in-links.service.ts';

const tags = ['Authentication'];

export async function signInLinksRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Provider staff (signInLinks.send; 403 otherwise): mails the active user (404 otherwise; 400 for a
  // directory user) a link that signs them in once within 15 minutes. The answer never carries the link.
  routes.post(
    '/api/User/id/:id/sign-in-link',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'sendSignInLink',
        summary: 'Mail a user a sign-in link',
        tags,
        params: z.object({ id: z.uuid() }),
        body: SignInLinkSendBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.sendSignInLink(deps, actorOf(request), request.params.id, request.body?.locale);
      return reply.code(204).send(null);
    },
  );

  // Public: whoever holds the mailed link. Signs its user in with a browser-session cookie, once; a used,
  // expired, altered or another user's link answers 410 auth.pages.externalSignIn.linkInvalid.
  routes.post(
    '/api/Authentication/sign-in-link',
    {
      config: { audience: 'public', limitGroup: 'signIn' },
      schema: {
        operationId: 'signInWithLink',
        summary: 'Sign in with a mailed sign-in link',
        tags,
        body: SignInLinkBody,
        response: { 200: SignInResponse },
      },
    },
    async (request, reply) => {
      const session = await service.signInWithLink(
        deps,
        { ...callerOf(request), userAgent: request.headers['user-agent'] },
        request.body,
      );
      setSessionCookie(reply, session);
      return { authenticationScheme: AUTH_SCHEME, user: await userRecordOfSession(deps, session) };
    },
  );
}
