import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { formatLogLine } from '../logger.ts';
import { createTestApp, csrfHeader } from '../test/test-app.ts';

/** Every line the hub logs, as a log collector would receive it. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const token = () => randomBytes(32).toString('base64url');

describe('the request log', async () => {
  const { deps } = await createTestApp();
  const webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  const log = captureLog();
  const app = await buildApp({ ...deps, logger: log.logger }, { webDist, rateLimits: false });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });
  type Entry = {
    msg?: string;
    reqId?: string;
    req?: { method?: string; url?: string };
    res?: { statusCode?: number };
    responseTime?: number;
  };
  const entries = () => log.lines.map((line) => JSON.parse(line) as Entry);
  const loggedUrls = () =>
    entries()
      .filter((entry) => entry.req)
      .map((entry) => entry.req?.url);

  it('writes one line per request, with its method, address, status and time', async () => {
    const before = log.lines.length;
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'POST', url: '/api/Cases/Search?take=5', headers: csrfHeader, payload: {} }),
      await app.inject({ method: 'GET', url: '/dashboard' }),
      await app.inject({
        method: 'POST',
        url: '/api/Authentication/sign-in',
        headers: csrfHeader,
        payload: {},
      }),
    ];
    const lines = log.lines.slice(before).map((line) => JSON.parse(line) as Entry);
    const requestIds = answers.map((answer) => answer.headers['x-request-id']);
    for (const [index, requestId] of requestIds.entries()) {
      const own = lines.filter((entry) => entry.reqId === requestId);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ res: { statusCode: answers[index]?.statusCode } });
      expect(own[0]?.responseTime).toBeGreaterThanOrEqual(0);
    }
    expect(lines.map((entry) => `${entry.req?.method} ${entry.req?.url} ${entry.res?.statusCode}`)).toEqual([
      'GET /api/health 200',
      'POST /api/Cases/Search?take=5 401',
      'GET /dashboard 200',
      'POST /api/Authentication/sign-in 400',
    ]);
  });

  it('shows a request in development as one readable line', async () => {
    const before = log.lines.length;
    await app.inject({ method: 'GET', url: '/api/health' });
    const [line] = log.lines.slice(before);
    expect(formatLogLine(line ?? '')).toMatch(
      /^\d\d:\d\d:\d\d INFO +GET \/api\/health 200 \d+ ms reqId=\S+$/,
    );
  });

  it('never holds a password, a session cookie, a bearer token or a reset token', async () => {
    const password = `Pw-${token()}`;
    const session = token();
    const bearer = token();
    const reset = `r-${randomUUID()}`;
    await app.inject({
      method: 'POST',
      url: '/api/Authentication/sign-in',
      headers: csrfHeader,
      payload: { email: 'admin@demo.test', password },
    });
    await app.inject({
      method: 'GET',
      url: '/api/User/me',
      headers: { cookie: `portal_session=${session}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/Cases/Search',
      headers: { ...csrfHeader, authorization: `Bearer ${bearer}` },
      payload: {},
    });
    await app.inject({
      method: 'POST',
      url: '/api/Authentication/password/reset',
      headers: csrfHeader,
      payload: { token: reset, password },
    });
    const text = log.lines.join('\n');
    for (const secret of [password, session, bearer, reset]) expect(text).not.toContain(secret);
    expect(text).toContain('/api/Authentication/sign-in');
  });

  it('never holds the token of a mailed or texted link, in the API call or in the portal page', async () => {
    // Real 256-bit tokens, and short ones that only the known link paths can recognise.
    const secrets = Array.from({ length: 10 }, (_, index) => (index % 2 ? token() : `s3cr3t-${index}`));
    const [reset, invite, booking, form, share, download, inviteShort, bookingShort, shareShort, email] =
      secrets;
    const calls: [string, string, object?][] = [
      ['GET', `/reset-password?token=${reset}`],
      ['GET', `/api/Authentication/password/reset/${reset}`],
      ['POST', '/api/Authentication/password/reset', { token: reset, password: 'NewPassword123!' }],
      ['GET', `/invite/${invite}`],
      ['GET', `/api/User/Invitation/${invite}`],
      ['POST', `/api/User/Invitation/${inviteShort}/accept`, {}],
      ['GET', `/book/${booking}`],
      ['GET', `/api/public/bookings/${bookingShort}`],
      ['GET', `/API/Public/Bookings/${booking}/proposals`],
      ['POST', `/api/public/bookings/${bookingShort}/confirm`, { proposalId: 'x' }],
      ['GET', `/public/interview/${form}`],
      ['GET', `/public/questionnaire/${form}`],
      ['GET', `/api/public/forms/${form}`],
      ['GET', `/presentation/${share}`],
      ['GET', `/api/public/presentation/${shareShort}`],
      ['GET', `/api/Assets/downloads/file/${download}`],
      ['GET', `/confirm-email?token=${email}`],
    ];
    for (const [method, url, payload] of calls) {
      await app.inject({ method: method as 'GET' | 'POST', url, headers: csrfHeader, payload });
    }
    const text = log.lines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/reset-password?token=***',
        '/api/User/Invitation/***/accept',
        '/API/Public/Bookings/***/proposals',
        '/api/public/presentation/***',
        '/api/Assets/downloads/file/***',
        '/confirm-email?token=***',
      ]),
    );
  });

  it('never holds the signature of a storage link, but keeps which file was asked for', async () => {
    await deps.storage.write('cases/7/picture.jpg', Buffer.from('picture'), 'image/jpeg');
    const link = await deps.storage.presignGet('cases/7/picture.jpg', { expiresInSeconds: 600 });
    const url = new URL(link, 'http://portal.test');
    const signature = url.searchParams.get('signature');
    expect(signature).toBeTruthy();
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    const put = await deps.storage.presignPut('tmp/1/upload.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 600,
    });
    const putUrl = new URL(put.url, 'http://portal.test');
    await app.inject({
      method: 'PUT',
      url: `${putUrl.pathname}${putUrl.search}`,
      headers: put.headers,
      payload: 'x',
    });

    const text = log.lines.join('\n');
    expect(text).not.toContain(signature);
    expect(text).not.toContain(putUrl.searchParams.get('signature'));
    const logged = loggedUrls().find((entry) => entry?.includes('cases/7/picture.jpg'));
    expect(logged).toMatch(/^\/api\/storage\/cases\/7\/picture\.jpg\?expires=\d+&signature=\*\*\*/);
  });

  it('never holds the authorization code the directory sends back with the browser', async () => {
    const code = token();
    await app.inject({
      method: 'GET',
      url: `/api/Authentication/directory/callback?code=${code}&state=abc&iss=https%3A%2F%2Fdirectory.test`,
    });
    expect(log.lines.join('\n')).not.toContain(code);
    expect(loggedUrls()).toContain(
      '/api/Authentication/directory/callback?code=***&state=abc&iss=https%3A%2F%2Fdirectory.test',
    );
  });

  it('keeps ordinary ids and search words readable', async () => {
    const caseId = randomUUID();
    await app.inject({ method: 'GET', url: `/api/Cases/${caseId}?view=full` });
    expect(loggedUrls()).toContain(`/api/Cases/${caseId}?view=full`);
  });
});
