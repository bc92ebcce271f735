import {
  AUTH_SCHEME,
  BranchRecord,
  ErrorKey,
  ForgotPasswordBody,
  IMPERSONATION_HEADER,
  LoginUrlQuery,
  LoginUrlResponse,
  ResetPasswordBody,
  SESSION_COOKIE,
  SignInBody,
  SignInResponse,
  UserRecord,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../plugins/auth.ts';
import { findBranchesOfUser } from '../branches/branches.repo.ts';
import { buildUserRecord } from '../users/users.service.ts';
import { SESSION_POLICY } from './auth.policy.ts';
import * as service from './auth.service.ts';

const tags = ['Authentication'];

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: service.StartedSession,
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Remember me: a persistent cookie for one year; otherwise it ends with the browser session.
    maxAge: session.remember ? SESSION_POLICY.remember.absoluteMs / 1000 : undefined,
  });
}

function loginInfo(deps: AppDeps, redirectUrl?: string): LoginUrlResponse {
  const loginUrl = new URL('/login', deps.config.publicUrl);
  if (redirectUrl && /^\/(?![/\\])/.test(redirectUrl)) loginUrl.searchParams.set('redirectUrl', redirectUrl);
  return {
    authenticationScheme: AUTH_SCHEME,
    loginUrl: `${loginUrl.pathname}${loginUrl.search}`,
    logoutUrl: '/login',
    resetPasswordUrl: '/forgot-password',
    resetPasswordErrorCode: ErrorKey.directoryUserPassword,
    impersonatingUserIdHeaderName: IMPERSONATION_HEADER,
  };
}

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
      async (request) => loginInfo(deps, request.query.redirectUrl),
    );
  }

  // Public: sign in with email and password; throttled per account and per client address.
  routes.post(
    '/api/Authentication/sign-in',
    { config: { public: true }, schema: { tags, body: SignInBody, response: { 200: SignInResponse } } },
    async (request, reply) => {
      const session = await service.signIn(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, session);
      return {
        token: session.token,
        authenticationScheme: AUTH_SCHEME,
        user: await buildUserRecord(deps, session.userId),
      };
    },
  );

  // Public: ends the session, if any, and forgets the cookie.
  routes.post(
    '/api/Authentication/sign-out',
    { config: { public: true }, schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.auth) await service.signOut(deps, request.auth.token, request.auth.actorUserId, request.ip);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  // Signed in: the current user (the impersonated one while impersonating).
  routes.get(
    '/api/Authentication/user',
    { schema: { tags, response: { 200: UserRecord } } },
    async (request) => {
      const auth = authOf(request);
      return buildUserRecord(deps, auth.userId, auth.actorUserId);
    },
  );

  // Signed in: the departments the current user has access to.
  routes.get(
    '/api/Authentication/user/branches',
    { schema: { tags, response: { 200: z.array(BranchRecord) } } },
    async (request) => findBranchesOfUser(deps.db, authOf(request).userId),
  );

  // Public: mails a reset link; the same answer whether or not the account exists.
  routes.post(
    '/api/Authentication/password/forgot',
    { config: { public: true }, schema: { tags, body: ForgotPasswordBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.requestPasswordReset(deps, request.body.email, request.body.locale ?? 'en', request.ip);
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
      await service.resetPassword(deps, request.body.token, request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );
}
