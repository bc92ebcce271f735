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
  const loginUrlCalls = [
    ['/api/Authentication/login-url', 'getLoginUrl', 'Where a user with this email signs in'],
    ['/api/Authentication/login-esoft-url', 'getProviderLoginUrl', 'Where provider staff sign in'],
  ] as const;
  for (const [path, operationId, summary] of loginUrlCalls) {
    routes.get(
      path,
      {
        config: { audience: 'public' },
        schema: {
          operationId,
          summary,
          tags,
          querystring: LoginUrlQuery,
          response: { 200: LoginUrlResponse },
        },
      },
      async (request) => service.describeSignIn(deps, request.query),
    );
  }

  // Public: sign in with email and password; slowed down per account, refused per client address.
  routes.post(
    '/api/Authentication/sign-in',
    {
      config: { audience: 'public', limitGroup: 'signIn' },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with email and password',
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
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'signOut',
        summary: 'Sign out and end the session',
        tags,
        response: { 204: z.null() },
      },
    },
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
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'getSession',
        summary: 'The signed-in user, or null when signed out',
        tags,
        response: { 200: SessionAnswer },
      },
    },
    async (request) => {
      const actor = signedInActorOf(request);
      return { user: actor ? await userRecordOf(deps, actor) : null };
    },
  );

  // Signed in: the current user (the impersonated one while impersonating).
  routes.get(
    '/api/Authentication/user',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        tags,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      return userRecordOf(deps, actorOf(request));
    },
  );

  // Signed in: the departments the current user has access to.
  routes.get(
    '/api/Authentication/user/branches',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listMyBranches',
        summary: 'The departments of the signed-in user',
        tags,
        response: { 200: z.array(BranchRecord) },
      },
    },
    async (request) => listBranchesOf(deps, actorOf(request)),
  );

  // Signed in: what the current user may do (docs/permissions.md), for the portal's menus and buttons.
  routes.get(
    '/api/Authentication/user/permissions',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listMyPermissions',
        summary: 'The permissions of the signed-in user',
        tags,
        response: { 200: UserPermissions },
      },
    },
    async (request) => describePermissions(deps, actorOf(request)),
  );

  // Public: queues a reset mail; 204 at once for every address (429 only when the client asks too often).
  routes.post(
    '/api/Authentication/password/forgot',
    {
      config: { audience: 'public', limitGroup: 'password' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset link',
        tags,
        body: ForgotPasswordBody,
        response: { 204: z.null() },
      },
    },
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
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'checkPasswordResetLink',
        summary: 'Whether a reset link still works',
        tags,
        params: z.object({ token: z.string().max(200) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.assertResetTokenUsable(deps, request.params.token);
      return reply.code(204).send(null);
    },
  );

  // Public: sets a new password with a single-use link.
  routes.post(
    '/api/Authentication/password/reset',
    {
      config: { audience: 'public', limitGroup: 'password' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset link',
        tags,
        body: ResetPasswordBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.resetPassword(deps, callerOf(request), request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );
}
