import {
  AUTH_SCHEME,
  DirectoryChoices,
  DirectoryChooseBody,
  DirectoryChosen,
  DirectoryDomainsBody,
  DirectoryStartQuery,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf, callerOf, setSessionCookie } from '../../plugins/auth.ts';
import { userRecordOfSession } from '../users/users.service.ts';
import { DIRECTORY_CALLBACK_PATH, DIRECTORY_START_PATH, setDomainsOfBranch } from './directory.service.ts';
import * as signIn from './directory-sign-in.service.ts';

const tags = ['Authentication'];
/** The browser's side of a directory sign-in: a random token naming it, HttpOnly, for ten minutes. */
const DIRECTORY_COOKIE = 'portal_directory';
const COOKIE_OPTIONS = { path: '/api', httpOnly: true, sameSite: 'lax' as const };
/** The portal's directory login screen (department and user). */
const CHOICE_PAGE = '/directory-login';

const clientOf = (request: FastifyRequest) => ({
  ...callerOf(request),
  userAgent: request.headers['user-agent'],
});

/** The sign-in pages are opened by the browser itself: a refusal goes back to the login page, which says why. */
function backToLogin(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  reply.clearCookie(DIRECTORY_COOKIE, COOKIE_OPTIONS);
  return reply.redirect(`/login?directoryError=${encodeURIComponent(error.code)}`, 302);
}

export async function directoryRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Public: the login-url answer of a directory domain points here; sends the browser to the directory.
  routes.get(
    DIRECTORY_START_PATH,
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'startDirectorySignIn',
        summary: 'Go to the organisation’s directory to sign in',
        tags,
        querystring: DirectoryStartQuery,
      },
    },
    async (request, reply) => {
      try {
        const { browserToken, url } = await signIn.startDirectorySignIn(deps, request.query);
        reply.setCookie(DIRECTORY_COOKIE, browserToken, { ...COOKIE_OPTIONS, maxAge: 10 * 60 });
        return reply.redirect(url, 302);
      } catch (error) {
        return backToLogin(reply, error);
      }
    },
  );

  // Public, for the browser that started the sign-in (its cookie): the directory's answer. Signs in and goes
  // on to the page asked for, or to the directory login screen when there is a choice to make.
  routes.get(
    DIRECTORY_CALLBACK_PATH,
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'finishDirectorySignIn',
        summary: 'Where the directory sends the browser back',
        tags,
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(DIRECTORY_CALLBACK_PATH, deps.config.publicUrl);
      callbackUrl.search = new URL(request.url, 'http://hub').search;
      try {
        const browserToken = request.cookies[DIRECTORY_COOKIE];
        const outcome = await signIn.finishDirectorySignIn(
          deps,
          clientOf(request),
          browserToken,
          callbackUrl,
        );
        if (outcome.kind === 'choose') return reply.redirect(CHOICE_PAGE, 302);
        reply.clearCookie(DIRECTORY_COOKIE, COOKIE_OPTIONS);
        setSessionCookie(reply, outcome.session);
        return reply.redirect(outcome.redirectUrl, 302);
      } catch (error) {
        return backToLogin(reply, error);
      }
    },
  );

  // Public, for the browser whose directory account maps to several users: what it may act as (410 when
  // the choice is used or expired).
  routes.get(
    '/api/Authentication/directory/choices',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'listDirectoryAccounts',
        summary: 'Accounts to choose from after a directory sign-in',
        tags,
        response: { 200: DirectoryChoices },
      },
    },
    async (request) => signIn.listDirectoryChoices(deps, request.cookies[DIRECTORY_COOKIE]),
  );

  // Public, for that browser: signs in as one of the offered pairs (403 for any other), once.
  routes.post(
    '/api/Authentication/directory/choose',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'chooseDirectoryAccount',
        summary: 'Choose the account to continue with',
        tags,
        body: DirectoryChooseBody,
        response: { 200: DirectoryChosen },
      },
    },
    async (request, reply) => {
      const chosen = await signIn.chooseDirectoryAccount(
        deps,
        clientOf(request),
        request.cookies[DIRECTORY_COOKIE],
        request.body,
      );
      reply.clearCookie(DIRECTORY_COOKIE, COOKIE_OPTIONS);
      setSessionCookie(reply, chosen.session);
      const user = await userRecordOfSession(deps, chosen.session);
      return {
        authenticationScheme: AUTH_SCHEME,
        user,
        branchId: chosen.branchId,
        redirectUrl: chosen.redirectUrl,
      };
    },
  );

  // Provider admins (branches.manage; 403 otherwise): the email domains that sign in to the department
  // through the directory; an empty list switches directory sign-in off for it.
  routes.put(
    '/api/Branch/id/:id/directory-domains',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setBranchDirectoryDomains',
        summary: 'Set the email domains that sign in through a directory',
        tags: ['Branches'],
        params: z.object({ id: z.coerce.number().int() }),
        body: DirectoryDomainsBody,
        response: { 200: z.object({ domains: z.array(z.string()) }) },
      },
    },
    async (request) => ({
      domains: await setDomainsOfBranch(deps, actorOf(request), request.params.id, request.body.domains),
    }),
  );
}
