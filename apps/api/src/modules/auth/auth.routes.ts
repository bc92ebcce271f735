import {
  AUTH_SCHEME,
  BranchRecord,
  ForgotPasswordBody,
  LoginUrlQuery,
  LoginUrlResponse,
  ResetPasswordBody,
  SESSION_COOKIE,
  SessionAnswer,
  SignInBody,
  SignInResponse,
  UserPermissions,
  UserRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf, callerOf, setSessionCookie, signedInActorOf } from '../../plugins/auth.ts';
import {
  describePermissions,
  listBranchesOf,
  userRecordOf,
  userRecordOfSession,
} from '../users/users.service.ts';
import * as service from './auth.service.ts';
import { signOut } from './sessions.service.ts';

const tags = ['Authentication'];

export async function authRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Public: where and how to sign in. Password users sign in on the portal's own page.
  for (const path of ['/api/Authentication/login-url', '/api/Authentication/login-esoft-url']) {
    routes.get(
      path,
      {
        config: { public: true },
        schema: { tags, querystring: LoginUrlQuery, response: { 200: LoginUrlResponse } },
      },
      async (request) => service.describeSignIn(deps, request.query),
    );
  }

  // Public: sign in with email and password; slowed down per account, refused per client address.
  routes.post(
    '/api/Authentication/sign-in',
    {
      config: { public: true },
      schema: {
        tags,
        description:
          'The portal gets the session as an HttpOnly cookie only, never in the answer, so script on the page cannot read it. An API client sends tokenType "bearer" to get the token in the answer instead (and no cookie), then sends it as Authorization: Bearer <token>.',
        body: SignInBody,
        response: { 200: SignInResponse },
      },
    },
    async (request, reply) => {
      const session = await service.signIn(deps, request.body, {
        ...callerOf(request),
        userAgent: request.headers['user-agent'],
      });
      const user = await userRecordOfSession(deps, session);
      if (request.body.tokenType === 'bearer') {
        return { token: session.token, authenticationScheme: AUTH_SCHEME, user };
      }
      setSessionCookie(reply, session);
      return { authenticationScheme: AUTH_SCHEME, user };
    },
  );

  // Public: ends the session, if any, and forgets the cookie.
  routes.post(
    '/api/Authentication/sign-out',
    { config: { public: true }, schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      const actor = signedInActorOf(request);
      if (actor) await signOut(deps, actor);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  // Public: the current user, or null when signed out (the portal's probe of whether it is signed in).
  routes.get(
    '/api/Authentication/session',
    { config: { public: true }, schema: { tags, response: { 200: SessionAnswer } } },
    async (request) => {
      const actor = signedInActorOf(request);
      return { user: actor ? await userRecordOf(deps, actor) : null };
    },
  );

  // Signed in: the current user (the impersonated one while impersonating).
  routes.get(
    '/api/Authentication/user',
    { schema: { tags, response: { 200: UserRecord } } },
    async (request) => {
      return userRecordOf(deps, actorOf(request));
    },
  );

  // Signed in: the departments the current user has access to.
  routes.get(
    '/api/Authentication/user/branches',
    { schema: { tags, response: { 200: z.array(BranchRecord) } } },
    async (request) => listBranchesOf(deps, actorOf(request)),
  );

  // Signed in: what the current user may do (docs/permissions.md), for the portal's menus and buttons.
  routes.get(
    '/api/Authentication/user/permissions',
    { schema: { tags, response: { 200: UserPermissions } } },
    async (request) => describePermissions(deps, actorOf(request)),
  );

  // Public: queues a reset mail; 204 at once for every address (429 only when the client asks too often).
  routes.post(
    '/api/Authentication/password/forgot',
    { config: { public: true }, schema: { tags, body: ForgotPasswordBody, response: { 204: z.null() } } },
    async (request, reply) => {
      const { email, locale } = request.body;
      await service.requestPasswordReset(deps, { email, locale, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  // Public: whether a reset link can still be used (410 when used, expired or unknown).
  routes.get(
    '/api/Authentication/password/reset/:token',
    {
      config: { public: true },
      schema: { tags, params: z.object({ token: z.string().max(200) }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.assertResetTokenUsable(deps, request.params.token);
      return reply.code(204).send(null);
    },
  );

  // Public: sets a new password with a single-use link.
  routes.post(
    '/api/Authentication/password/reset',
    { config: { public: true }, schema: { tags, body: ResetPasswordBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.resetPassword(deps, callerOf(request), request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );
}
